package schema

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool/analyzer"
)

func TestPropertyTypesAndConstraints(t *testing.T) {
	cases := []struct {
		name  string
		field *analyzer.Field
		want  string
	}{
		{"text with lengths, pattern and prefilled value",
			with(in("text", "postcode"), func(f *analyzer.Field) {
				f.MinLength, f.MaxLength, f.Pattern, f.Value = "4", "7", `[0-9]{4} ?[A-Za-z]{2}`, "1234 AB"
			}),
			`{"title":"Postcode","type":"string","pattern":"^(?:[0-9]{4} ?[A-Za-z]{2})$","minLength":4,"maxLength":7,"default":"1234 AB"}`},
		{"minlength above maxlength keeps only maxLength",
			with(in("text", "nick"), func(f *analyzer.Field) { f.MinLength, f.MaxLength = "9", "3" }),
			`{"title":"Nick","type":"string","maxLength":3}`},
		{"invalid lengths are ignored",
			with(in("search", "q"), func(f *analyzer.Field) { f.MinLength, f.MaxLength = "-1", "x" }),
			`{"title":"Q","type":"string"}`},
		{"email says so in the description, not with format",
			in("email", "email"),
			`{"title":"Email","description":"An email address.","type":"string"}`},
		{"email multiple",
			with(in("email", "cc"), func(f *analyzer.Field) { f.Multiple = true }),
			`{"title":"Cc","description":"One or more email addresses, separated by commas.","type":"string"}`},
		{"url", in("url", "website"),
			`{"title":"Website","description":"An absolute URL, such as https://example.com/page.","type":"string"}`},
		{"tel", in("tel", "phone"),
			`{"title":"Phone","description":"A telephone number.","type":"string"}`},
		{"unknown input type is text", in("datetime", "when"),
			`{"title":"When","type":"string"}`},
		{"textarea",
			&analyzer.Field{Tag: "textarea", Type: "textarea", Name: "message", Label: "Message", MaxLength: "500", Value: "Hello"},
			`{"title":"Message","type":"string","maxLength":500,"default":"Hello"}`},
		{"number without step is an integer",
			with(in("number", "guests"), func(f *analyzer.Field) { f.Min, f.Max = "1", "12" }),
			`{"title":"Guests","type":"integer","minimum":1,"maximum":12}`},
		{"number with an integer step from an aligned base",
			with(in("number", "max_price"), func(f *analyzer.Field) { f.Min, f.Max, f.Step = "0", "2000", "5" }),
			`{"title":"Max price","type":"integer","minimum":0,"maximum":2000,"multipleOf":5}`},
		{"number with a decimal step",
			with(in("number", "amount"), func(f *analyzer.Field) { f.Min, f.Step, f.Value = "0.00", "0.01", "12.50" }),
			`{"title":"Amount","type":"number","minimum":0,"multipleOf":0.01,"default":12.5}`},
		{"number with step any",
			with(in("number", "weight"), func(f *analyzer.Field) { f.Step = "any"; f.Max = "1E3" }),
			`{"title":"Weight","type":"number","maximum":1000}`},
		{"steps that start off the multiples are described",
			with(in("number", "odd"), func(f *analyzer.Field) { f.Min, f.Step = "1", "2" }),
			`{"title":"Odd","description":"Allowed values start at 1 and go up in steps of 2.","type":"integer","minimum":1}`},
		{"a decimal base makes a number",
			with(in("number", "half"), func(f *analyzer.Field) { f.Min = "0.5" }),
			`{"title":"Half","description":"Allowed values start at 0.5 and go up in steps of 1.","type":"number","minimum":0.5}`},
		{"HTML numbers are written as JSON numbers",
			with(in("number", "n"), func(f *analyzer.Field) { f.Min, f.Max, f.Value = "007", "-0", "abc" }),
			`{"title":"N","type":"integer","minimum":7,"maximum":0}`},
		{"range has default limits",
			with(in("range", "volume"), func(f *analyzer.Field) { f.Value = "50" }),
			`{"title":"Volume","type":"integer","minimum":0,"maximum":100,"default":50}`},
		{"date keeps format date",
			with(in("date", "arrival"), func(f *analyzer.Field) { f.Min, f.Value = "2025-01-01", "2025-02-03" }),
			`{"title":"Arrival","description":"A date as YYYY-MM-DD. Not before 2025-01-01.","type":"string","format":"date","default":"2025-02-03"}`},
		{"time is a pattern",
			with(in("time", "at"), func(f *analyzer.Field) { f.Min, f.Max = "09:00", "17:00" }),
			`{"title":"At","description":"A time as HH:MM or HH:MM:SS, 24-hour clock. From 09:00 to 17:00.","type":"string","pattern":"^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]{1,3})?)?$"}`},
		{"month", in("month", "m"),
			`{"title":"M","description":"A month as YYYY-MM.","type":"string","pattern":"^[0-9]{4,}-(?:0[1-9]|1[0-2])$"}`},
		{"week", in("week", "w"),
			`{"title":"W","description":"A week as YYYY-Www, for example 2025-W07.","type":"string","pattern":"^[0-9]{4,}-W(?:0[1-9]|[1-4][0-9]|5[0-3])$"}`},
		{"color", with(in("color", "c"), func(f *analyzer.Field) { f.Value = "#ff0000" }),
			`{"title":"C","description":"A colour as #rrggbb.","type":"string","pattern":"^#[0-9A-Fa-f]{6}$","default":"#ff0000"}`},
		{"single checkbox is a boolean, checked is its default",
			with(in("checkbox", "in_stock"), func(f *analyzer.Field) { f.Value, f.Checked = "1", true }),
			`{"title":"In stock","type":"boolean","default":true}`},
		{"unchecked checkbox has no default",
			in("checkbox", "terms"),
			`{"title":"Terms","type":"boolean"}`},
		{"datalist suggestions are examples",
			with(in("text", "city"), func(f *analyzer.Field) {
				f.Options = []analyzer.Option{opt("Amsterdam", ""), opt("", ""), opt("Berlin", ""), opt("Amsterdam", "")}
			}),
			`{"title":"City","type":"string","examples":["Amsterdam","Berlin"]}`},
		{"toolparamtitle and toolparamdescription win",
			with(in("text", "ref"), func(f *analyzer.Field) {
				f.ParamTitle, f.ParamDescription, f.Placeholder = "Booking reference", "The six letters on the ticket", "ABC123"
			}),
			`{"title":"Booking reference","description":"The six letters on the ticket","type":"string"}`},
		{"identical texts are not repeated",
			with(in("text", "city"), func(f *analyzer.Field) { f.Label, f.AriaLabel, f.Placeholder = "City", "city", "e.g. Utrecht" }),
			`{"title":"City","description":"e.g. Utrecht","type":"string"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := oneTool(t, c.field)
			key := c.field.Name
			assert.JSONEq(t, c.want, prop(t, tool, key))
			assert.NotContains(t, string(tool.InputSchema), `"format":"email"`)
		})
	}
}

func TestChoices(t *testing.T) {
	country := sel("country", false,
		opt("", "Choose a country"), opt("nl", "Netherlands"), selected("de", "Germany"), opt("de", "Duplicate"), opt("fr", "France"))
	sizes := group("radio", "size", opt("s", "Small"), selected("m", "Medium"), opt("l", "Large"))
	plain := sel("year", false, opt("2024", ""), opt("2025", "2025"))
	categories := sel("category", true, opt("tents", "Tents & shelters"), selected("clothing", "Clothing"), selected("cooking", "Camp kitchen"))
	brands := group("checkbox", "brand", opt("kestrel", "Kestrel"), selected("fjellstad", "Fjellstad"))
	agree := group("radio", "agree", opt("", "Yes"))
	tool := oneTool(t, country, sizes, plain, categories, brands, agree)

	assert.JSONEq(t, `{"title":"Country","type":"string","enum":["nl","de","fr"],
		"anyOf":[{"title":"Netherlands","const":"nl"},{"title":"Germany","const":"de"},{"title":"France","const":"fr"}],
		"default":"de"}`, prop(t, tool, "country"), "the placeholder option is dropped, duplicates once")
	assert.JSONEq(t, `{"title":"Size","type":"string","enum":["s","m","l"],
		"anyOf":[{"title":"Small","const":"s"},{"title":"Medium","const":"m"},{"title":"Large","const":"l"}],
		"default":"m"}`, prop(t, tool, "size"), "a radio group is titled by its legend")
	assert.JSONEq(t, `{"title":"Year","type":"string","enum":["2024","2025"]}`, prop(t, tool, "year"),
		"no anyOf when labels say nothing more than values")
	assert.JSONEq(t, `{"title":"Category","type":"array","uniqueItems":true,
		"items":{"type":"string","enum":["tents","clothing","cooking"],
		"anyOf":[{"title":"Tents & shelters","const":"tents"},{"title":"Clothing","const":"clothing"},{"title":"Camp kitchen","const":"cooking"}]},
		"default":["clothing","cooking"]}`, prop(t, tool, "category"))
	assert.JSONEq(t, `{"title":"Brand","type":"array","uniqueItems":true,
		"items":{"type":"string","enum":["kestrel","fjellstad"],
		"anyOf":[{"title":"Kestrel","const":"kestrel"},{"title":"Fjellstad","const":"fjellstad"}]},
		"default":["fjellstad"]}`, prop(t, tool, "brand"))
	assert.JSONEq(t, `{"title":"Agree","type":"string","enum":["on"],"anyOf":[{"title":"Yes","const":"on"}]}`,
		prop(t, tool, "agree"), "a radio without a value submits on")

	kinds := map[string]string{}
	for _, f := range tool.Fields {
		kinds[f.Key] = f.Kind
	}
	assert.Equal(t, map[string]string{"country": "select", "size": "radio", "year": "select",
		"category": "select-multiple", "brand": "checkbox-group", "agree": "radio"}, kinds)
}

func TestRedactFieldsCarryNoPageValues(t *testing.T) {
	birthYear := with(sel("birth_year", false, opt("", "Year"), opt("1983", "1983"), selected("1984", "1984")),
		func(f *analyzer.Field) { f.Sensitive, f.Value, f.Required = "redact", "1984", true })
	dob := with(in("date", "date_of_birth"), func(f *analyzer.Field) { f.Sensitive, f.Value = "redact", "1983-07-19" })
	iban := with(in("text", "refund_iban"), func(f *analyzer.Field) {
		f.Sensitive, f.Value, f.MaxLength = "redact", "NL91ABNA0417164300", "34"
		f.Options = []analyzer.Option{opt("NL02RABO0123456789", "")}
		f.Placeholder = "NL91ABNA0417164300" // a template printed the value here
	})
	ids := with(group("checkbox", "documents", opt("passport-X1234", "Passport"), selected("licence-Y987", "Licence")),
		func(f *analyzer.Field) { f.Sensitive = "redact" })
	gender := with(group("radio", "gender", selected("f", "Female"), opt("m", "Male")), func(f *analyzer.Field) { f.Sensitive = "redact" })
	consent := with(in("checkbox", "health_consent"), func(f *analyzer.Field) { f.Sensitive, f.Checked = "redact", true })
	tool := oneTool(t, birthYear, dob, iban, ids, gender, consent)

	assert.JSONEq(t, `{"title":"Birth year","description":"One of the choices of a list on the page; they are not listed here because they may be personal.","type":"string"}`,
		prop(t, tool, "birth_year"))
	assert.JSONEq(t, `{"title":"Date of birth","description":"A date as YYYY-MM-DD.","type":"string","format":"date"}`,
		prop(t, tool, "date_of_birth"))
	assert.JSONEq(t, `{"title":"Refund iban","type":"string","maxLength":34}`, prop(t, tool, "refund_iban"))
	assert.JSONEq(t, `{"title":"Documents","description":"Choices from a list on the page; they are not listed here because they may be personal.","type":"array","uniqueItems":true,"items":{"type":"string"}}`,
		prop(t, tool, "documents"))
	assert.JSONEq(t, `{"title":"Gender","description":"One of the choices of a list on the page; they are not listed here because they may be personal.","type":"string"}`,
		prop(t, tool, "gender"))
	assert.JSONEq(t, `{"title":"Health consent","type":"boolean"}`, prop(t, tool, "health_consent"))
	assert.Equal(t, []string{"birth_year"}, decodeInput(t, tool).Required)

	out := string(tool.InputSchema)
	for _, v := range []string{"1983", "1984", "1983-07-19", "NL91ABNA0417164300", "NL02RABO0123456789",
		"passport-X1234", "licence-Y987", `"f"`, `"m"`, "default", "enum", "anyOf", "const", "examples"} {
		assert.NotContains(t, out, v)
	}
	for _, f := range tool.Fields {
		assert.Equal(t, "redact", f.Class, f.Key)
	}
}

func TestPropertyKeys(t *testing.T) {
	noName := &analyzer.Field{Tag: "input", Type: "text", ID: "nickname"}
	bare := &analyzer.Field{Tag: "input", Type: "text", Label: "Anything"}
	tool := oneTool(t,
		in("text", "q"),
		in("text", "q"), // two text inputs may share a name
		noName,
		bare,
		in("text", "user[email]"),
		in("text", "items[]"),
		in("text", "e-mail adres"),
		in("text", "field_4"), // collides with the key bare got
	)
	assert.Equal(t, []string{"q", "q_2", "nickname", "field_4", "user_email", "items", "e-mail_adres", "field_4_2"},
		propertyKeys(t, tool))
	var names []string
	for _, f := range tool.Fields {
		names = append(names, f.Name)
	}
	assert.Equal(t, []string{"q", "q", "", "", "user[email]", "items[]", "e-mail adres", "field_4"}, names,
		"the Field entry keeps the real name for the runtime")
	for i, f := range tool.Fields {
		assert.Equal(t, i, f.Index)
	}
}

func TestPropertiesKeepFormOrder(t *testing.T) {
	names := []string{"zeta", "alpha", "mid", "beta", "omega", "a1", "a10", "a2"}
	var fields []*analyzer.Field
	for _, n := range names {
		fields = append(fields, in("text", n))
	}
	require.Equal(t, names, propertyKeys(t, oneTool(t, fields...)))
}

func TestRequired(t *testing.T) {
	tool := oneTool(t,
		with(in("text", "name"), func(f *analyzer.Field) { f.Required = true }),
		with(in("text", "coupon"), func(f *analyzer.Field) { f.Required, f.Conditional = true, true }),
		in("text", "note"),
		with(in("password", "password"), func(f *analyzer.Field) { f.Sensitive, f.Required = "block", true }),
	)
	s := decodeInput(t, tool)
	assert.Equal(t, []string{"name"}, s.Required, "a conditional control may be absent, so it is never required")
	assert.Equal(t, draft202012, s.Schema)
	assert.Equal(t, "object", s.Type)
	require.NotNil(t, s.Additional)
	assert.False(t, *s.Additional)
	assert.True(t, tool.Fields[0].Required)
	assert.False(t, tool.Fields[1].Required)
	require.Len(t, tool.RequiresUser, 1)
	assert.True(t, tool.RequiresUser[0].Required)
}

func TestNoRequiredListWhenNothingIsRequired(t *testing.T) {
	tool := oneTool(t, in("text", "note"))
	assert.NotContains(t, string(tool.InputSchema), "required")
	blockedOnly := oneTool(t, with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" }))
	assert.Equal(t, `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{},"additionalProperties":false}`,
		string(blockedOnly.InputSchema))
}

// TestPageIdentifiersStayOutOfTheSchema: an allow field whose page value is
// a checksum-valid card number, IBAN or national id (of the page's packs)
// carries no default, examples or choices, as a redact field would not; a
// value that fails its checksum is an ordinary value and stays.
func TestPageIdentifiersStayOutOfTheSchema(t *testing.T) {
	note := with(in("text", "note"), func(f *analyzer.Field) { f.Value = "card 4111 1111 1111 1111" })
	notCard := with(in("text", "ref"), func(f *analyzer.Field) { f.Value = "4111 1111 1111 1112" })
	payout := with(in("text", "payout_to"), func(f *analyzer.Field) { f.Value = "DE89 3704 0044 0532 0130 00" })
	saved := sel("saved", false, opt("", "Choose"), opt("a", "Visa 4111111111111111"), opt("b", "Mastercard 5555555555554444"))
	suggest := with(in("text", "account"), func(f *analyzer.Field) {
		f.Options = []analyzer.Option{opt("GB82WEST12345698765432", "")}
	})
	memo := with(&analyzer.Field{Tag: "textarea", Type: "textarea", Name: "memo", ID: "memo-id", Label: "Memo"},
		func(f *analyzer.Field) { f.Value = "BSN 111222333" })
	tool := oneTool(t, note, notCard, payout, saved, suggest, memo)

	out := string(tool.InputSchema)
	for _, v := range []string{"4111 1111 1111 1111", "4111111111111111", "5555555555554444",
		"DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432"} {
		assert.NotContains(t, out, v)
	}
	assert.JSONEq(t, `{"title":"Note","type":"string"}`, prop(t, tool, "note"))
	assert.JSONEq(t, `{"title":"Ref","type":"string","default":"4111 1111 1111 1112"}`, prop(t, tool, "ref"))
	assert.NotContains(t, prop(t, tool, "saved"), "enum")
	assert.NotContains(t, prop(t, tool, "account"), "examples")
	assert.Contains(t, prop(t, tool, "memo"), "111222333", "without the nl pack nine digits are not a BSN")
	for _, f := range tool.Fields {
		assert.Equal(t, "allow", f.Class, "the class stays what the classifier decided: %s", f.Key)
	}

	m, err := Build(page(form("f", memo)), decide(page(form("f", memo))), Options{Packs: []string{"nl"}})
	require.NoError(t, err)
	assert.NotContains(t, string(m.Tools[0].InputSchema), "111222333", "with the nl pack it is a BSN")
}

// TestSeparatedIdentifiersStayOutOfTheSchema: a card number, an IBAN or a
// national id in a page value is found however its groups are joined (zero
// width and bidi characters, soft hyphens, underscores, newlines) and in
// whatever digits, and stays out of the schema.
func TestSeparatedIdentifiersStayOutOfTheSchema(t *testing.T) {
	values := map[string]string{
		"zw":      "card 4111\u200b1111\u200b1111\u200b1111",
		"shy":     "IBAN NL91\u00adABNA\u00ad0417\u00ad1643\u00ad00",
		"bidi":    "\u202e4111\u202c1111\u20661111\u20691111",
		"under":   "4111_1111_1111_1111",
		"comma":   "5555,5555,5555,4444",
		"star":    "4111*1111*1111*1111",
		"tab":     "4111\t1111\t1111\t1111",
		"arabic":  "٤١١١ ١١١١ ١١١١ ١١١١",
		"deva":    "४१११_११११_११११_११११",
		"bsnlist": "BSN\n111\n222\n333",
	}
	var fields []*analyzer.Field
	for name, v := range values {
		fields = append(fields, with(in("text", name), func(f *analyzer.Field) { f.Value = v }))
	}
	fields = append(fields, sel("saved", false, opt("", "Choose"), opt("a", "Visa 4111\u200d1111\u200d1111\u200d1111")))
	m, err := Build(page(form("f", fields...)), decide(page(form("f", fields...))), Options{Packs: []string{"nl"}})
	require.NoError(t, err)
	tool := m.Tools[0]
	out := string(tool.InputSchema)
	for name, v := range values {
		assert.NotContains(t, prop(t, tool, name), "default", "%s: %+q", name, v)
		assert.NotContains(t, out, string(jsonString(v)[1:len(jsonString(v))-1]), name)
	}
	assert.NotContains(t, prop(t, tool, "saved"), "enum")
	assert.NotContains(t, prop(t, tool, "saved"), "4111")
}
