package schema

import (
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
)

// canaryPage is a page whose blocked and redact fields carry canary names,
// ids, values and options, next to ordinary fields. Its forms also exercise
// most of the mapping, so the schema and leak tests share it.
func canaryPage() *analyzer.Document {
	pw := with(in("password", "CANARY_pw_name"), func(f *analyzer.Field) {
		f.ID, f.Value, f.Label, f.Sensitive, f.Required = "CANARY_pw_id", "CANARY-pw-value", "Current password", "block", true
		f.MinLength, f.Pattern = "12", "CANARY_pw_pattern.*"
	})
	otp := with(in("text", "CANARY_otp_name"), func(f *analyzer.Field) {
		f.ID, f.Value, f.Label, f.Sensitive, f.Autocomplete = "CANARY_otp_id", "CANARY-otp-value", "", "block", "one-time-code"
		f.Options = []analyzer.Option{opt("CANARY-otp-suggestion", "CANARY-otp-suggestion-label")}
	})
	kindOfTest[otp] = "one-time-code"
	question := with(sel("CANARY_q_name", false, opt("", "Pick one"), selected("CANARY-q-pet", "CANARY-q-pet-label"), opt("CANARY-q-city", "CANARY-q-city-label")),
		func(f *analyzer.Field) {
			f.ID, f.Label, f.Sensitive, f.Value = "CANARY_q_id", "Security question", "block", "CANARY-q-pet"
		})
	pin := with(group("radio", "CANARY_pin_name", opt("CANARY-pin-1", "CANARY-pin-1-label"), selected("CANARY-pin-2", "")),
		func(f *analyzer.Field) { f.Legend, f.Sensitive = "", "block" })
	kindOfTest[pin] = "pin"
	card := with(&analyzer.Field{Tag: "input", Type: "text", Name: "CANARY_card_name", ID: "CANARY_card_id",
		Value: "4111111111111111", Autocomplete: "cc-number", Sensitive: "block"}, func(f *analyzer.Field) {})
	kindOfTest[card] = "card-number"
	dob := with(in("date", "birth_date"), func(f *analyzer.Field) { f.Value, f.Sensitive = "CANARY-dob-1983-07-19", "redact" })
	year := with(sel("birth_year", false, opt("CANARY-year-1983", "CANARY-year-1983-label"), selected("CANARY-year-1984", "")),
		func(f *analyzer.Field) { f.Value, f.Sensitive = "CANARY-year-1984", "redact" })
	iban := with(in("text", "iban"), func(f *analyzer.Field) {
		f.Value, f.Sensitive = "CANARY-iban-NL91ABNA0417164300", "redact"
		f.Label, f.Placeholder, f.Title = "", "CANARY-iban-NL91ABNA0417164300", "IBAN for refunds"
		f.Options = []analyzer.Option{opt("CANARY-iban-suggestion", "")}
	})
	name := with(in("text", "full_name"), func(f *analyzer.Field) { f.Value, f.Required = "Ada Lovelace", true })

	profile := form("profile-form", name, dob, year, iban, pw, otp, question, pin, card)
	profile.Heading, profile.SubmitText, profile.Action = "Edit your profile", "Save changes", "/submit/profile"

	search := form("catalogue-search",
		with(in("search", "q"), func(f *analyzer.Field) { f.Placeholder = "e.g. rain jacket" }),
		sel("category", true, opt("tents", "Tents & shelters"), opt("clothing", "Clothing")),
		group("checkbox", "brand", opt("kestrel", "Kestrel"), opt("fjellstad", "Fjellstad")),
		with(in("number", "max_price"), func(f *analyzer.Field) { f.Min, f.Max, f.Step = "0", "2000", "5" }),
		sel("sort", false, selected("relevance", "Relevance"), opt("price_asc", "Price, low to high")),
		with(in("checkbox", "in_stock"), func(f *analyzer.Field) { f.Value, f.Checked = "1", true }),
		in("time", "pickup"), in("color", "colour"), in("week", "week"), in("month", "month"), in("datetime-local", "when"),
		in("range", "rating"), in("email", "email"), in("url", "site"), in("tel", "phone"),
		&analyzer.Field{Tag: "textarea", Type: "textarea", Name: "notes", MaxLength: "200", Value: "none"},
	)
	search.Method, search.Heading, search.SubmitText, search.Action = "get", "Search the catalogue", "Search", "/search"
	return page(profile, search)
}

// TestNoLeak is the contract of SPEC section 1: for every blocked field,
// neither its name, id, value nor any of its options occurs anywhere in the
// manifest; for every redact field, neither its value nor its options.
func TestNoLeak(t *testing.T) {
	doc := canaryPage()
	m := build(t, doc)
	out := marshal(t, m)
	decisions := decide(doc)
	checked := 0
	for _, f := range doc.Forms {
		for _, fld := range f.Fields {
			var secrets []string
			switch decisions[fld].Class {
			case classify.Block:
				secrets = append(secrets, `"`+fld.Name+`"`, fld.ID, fld.Value, fld.Pattern)
				for _, o := range fld.Options {
					secrets = append(secrets, o.Value, o.Label)
				}
			case classify.Redact:
				secrets = append(secrets, fld.Value)
				for _, o := range fld.Options {
					secrets = append(secrets, o.Value, o.Label)
				}
			default:
				continue
			}
			for _, s := range secrets {
				if s == "" || s == `""` {
					continue
				}
				checked++
				assert.NotContains(t, out, s, "field %s leaks", fld.Pos)
			}
		}
	}
	assert.Greater(t, checked, 25)
	assert.NotContains(t, out, "CANARY", "no canary of any kind reaches the manifest")
}

func TestRequiresUser(t *testing.T) {
	m := build(t, canaryPage())
	tool := m.Tools[0]
	require.Len(t, tool.RequiresUser, 5)
	want := []UserField{
		{Key: "user-1", Label: "Current password", Class: "block", Rule: "test.block", Index: 4, Required: true},
		{Key: "user-2", Label: "a one-time code field", Class: "block", Rule: "test.block", Index: 5},
		{Key: "user-3", Label: "Security question", Class: "block", Rule: "test.block", Index: 6},
		{Key: "user-4", Label: "a PIN field", Class: "block", Rule: "test.block", Index: 7},
		{Key: "user-5", Label: "a card number field", Class: "block", Rule: "test.block", Index: 8},
	}
	assert.Equal(t, want, tool.RequiresUser)
	keys := regexp.MustCompile(`^user-[1-9][0-9]*$`)
	for _, u := range tool.RequiresUser {
		assert.Regexp(t, keys, u.Key)
	}
	assert.Equal(t, []string{"full_name", "birth_date", "birth_year", "iban"}, propertyKeys(t, tool))
	assert.Contains(t, tool.Description, `The person must fill in "Current password", a one-time code field, "Security question", a PIN field and a card number field themselves; this tool cannot fill them.`)
}

func TestUserLabelNeverNamesTheControl(t *testing.T) {
	cases := []struct {
		field *analyzer.Field
		kind  string
		want  string
	}{
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", Label: "Password"}, "password", "Password"},
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", AriaLabel: "Your PIN"}, "pin", "Your PIN"},
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", Placeholder: "Password"}, "", "Password"},
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", Title: "Passcode"}, "", "Passcode"},
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", ParamTitle: "Secret"}, "", "Secret"},
		{&analyzer.Field{Tag: "input", Type: "password", Name: "pw", ID: "pw1", Label: "pw", Placeholder: "pw1"}, "password", "a password field"},
		{&analyzer.Field{Tag: "input", Type: "text", Name: "x", Value: "123456", Placeholder: "123456"}, "otp", "a one-time code field"},
		{&analyzer.Field{Tag: "input", Type: "text", Name: "x"}, "iban", "an IBAN field"},
		{&analyzer.Field{Tag: "input", Type: "text", Name: "x"}, "national-id", "a national id field"},
		{&analyzer.Field{Tag: "input", Type: "text", Name: "x"}, "", "a protected field"},
	}
	for _, c := range cases {
		got, _ := userLabel(c.field, classify.Decision{Class: classify.Block, Kind: c.kind})
		assert.Equal(t, c.want, got)
	}
}

func TestToolNames(t *testing.T) {
	a := form("search-form", in("search", "q")) // derived from the id
	b := form("", in("text", "name"))           // from the heading
	b.Heading = "Réservez une table – Café Zoë"
	c := form("", in("text", "name")) // invalid toolname, slugged
	c.ToolName, c.HasToolName = "Book a table!", true
	d := form("", in("text", "name")) // valid toolname, claimed first
	d.ToolName, d.HasToolName = "search_form", true
	e := form("", in("text", "name")) // heading in Japanese: falls to submit text
	e.Heading, e.SubmitText = "お問い合わせ", "Send message"
	f := form("", in("text", "name")) // from the action path
	f.Action = "https://shop.example/account/close.php?x=1#top"
	g := form("", in("text", "name"))            // nothing: form_N
	h := form("search-form", in("text", "name")) // same id again
	i := form("", in("text", "name"))            // a name that would reveal a blocked field
	i.Name = "CANARY_pw"
	i.Fields = append(i.Fields, with(in("password", "CANARY_pw"), func(f *analyzer.Field) { f.Sensitive = "block" }))
	j := form("", in("text", "x")) // 200-character toolname is invalid
	j.ToolName = strings.Repeat("a", 200)
	m := build(t, page(a, b, c, d, e, f, g, h, i, j))
	var names []string
	for _, tool := range m.Tools {
		names = append(names, tool.Name)
		assert.Regexp(t, `^[A-Za-z0-9_.-]{1,128}$`, tool.Name)
	}
	assert.Equal(t, []string{
		"search_form_2", "reservez_une_table_cafe_zoe", "book_a_table", "search_form", "send_message",
		"account_close", "form_7", "search_form_3", "form_9", strings.Repeat("a", 64),
	}, names)
	assert.Equal(t, "Book a table!", m.Tools[2].Form.ToolName, "the locator keeps the attribute as written")
}

func TestTitleAndDescription(t *testing.T) {
	a := form("contact", with(in("text", "name"), func(f *analyzer.Field) { f.Legend = "About you" }), in("file", "cv"))
	a.Heading, a.SubmitText = "Contact us", "Send"
	b := form("", in("text", "name"))
	b.AriaLabel, b.Heading = "Newsletter sign-up", "Stay in touch"
	b.ToolDescription = "  Subscribes an address\n to the newsletter. "
	b.Fields = append(b.Fields, with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive, f.Label = "block", "Password" }))
	c := form("", in("text", "name"))
	m := build(t, page(a, b, c))

	assert.Equal(t, "Contact us", m.Tools[0].Title)
	assert.Equal(t, `Fills in the form "Contact us" on the page "Kestrel Outdoor". Its first section is "About you". `+
		`It is sent with the button "Send". Files must be attached by the person; this tool cannot attach them.`,
		m.Tools[0].Description)
	assert.Equal(t, []string{"name"}, propertyKeys(t, m.Tools[0]), "a file input is not a parameter")
	assert.Empty(t, m.Tools[0].RequiresUser, "a file input is not a blocked field")

	assert.Equal(t, "Newsletter sign-up", m.Tools[1].Title, "aria-label names the form")
	assert.Equal(t, `Subscribes an address to the newsletter. The person must fill in "Password" themselves; this tool cannot fill it.`,
		m.Tools[1].Description)

	assert.Equal(t, "Form 3", m.Tools[2].Title)
	assert.Equal(t, `Fills in a form on the page "Kestrel Outdoor".`, m.Tools[2].Description)
}

func TestSkippedFormsAndFields(t *testing.T) {
	ignored := form("ignored", in("text", "a"))
	ignored.Ignore = true
	fileOnly := form("upload", in("file", "doc"))
	empty := form("empty")
	allIgnored := form("all-ignored", with(in("text", "a"), func(f *analyzer.Field) { f.Ignore = true }))
	kept := form("kept",
		with(in("text", "skip_me"), func(f *analyzer.Field) { f.Ignore = true }),
		with(in("text", "off"), func(f *analyzer.Field) { f.Disabled = true }),
		with(in("text", "fixed"), func(f *analyzer.Field) { f.Readonly = true }),
		with(in("password", "old"), func(f *analyzer.Field) { f.Disabled, f.Sensitive = true, "block" }),
		&analyzer.Field{Tag: "input", Type: "submit", Name: "go"},
		&analyzer.Field{Tag: "input", Type: "hidden", Name: "csrf"},
		&analyzer.Field{Tag: "button", Type: "submit", Name: "b"},
		in("text", "kept"),
	)
	doc := page(ignored, fileOnly, empty, allIgnored, kept)
	// Ignored fields need no decision.
	decisions := decide(doc)
	delete(decisions, ignored.Fields[0])
	delete(decisions, kept.Fields[0])
	m, err := Build(doc, decisions, Options{})
	require.NoError(t, err)
	require.Len(t, m.Tools, 1)
	tool := m.Tools[0]
	assert.Equal(t, "kept", tool.Name)
	assert.Equal(t, []string{"kept"}, propertyKeys(t, tool))
	assert.Equal(t, 7, tool.Fields[0].Index, "indexes count every field of the form")
	assert.Empty(t, tool.RequiresUser, "a disabled control cannot be filled by the person either")
	assert.True(t, tool.Annotations.ConsequentialHint, "but its class still marks the form")
	assert.Equal(t, 4, tool.Form.Index)
}

func TestMissingDecisionIsAnError(t *testing.T) {
	doc := page(form("f", in("text", "a"), in("password", "b")))
	decisions := decide(doc)
	delete(decisions, doc.Forms[0].Fields[1])
	_, err := Build(doc, decisions, Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "site/page.html:")
	assert.NotContains(t, err.Error(), `"b"`)
	_, err = Build(nil, nil, Options{})
	assert.Error(t, err)
}

func TestAnnotations(t *testing.T) {
	cases := []struct {
		name                  string
		form                  *analyzer.Form
		readOnly, consequence bool
		why                   []string
	}{
		{"GET with a search field", withForm(form("s", in("search", "term")), "get", "", ""), true, false, nil},
		{"GET with q", withForm(form("s", in("text", "q")), "", "", ""), true, false, nil},
		{"GET search of orders is not a payment", withForm(form("s", in("text", "query")), "get", "Search your orders", ""), true, false, nil},
		{"POST search is not read-only", withForm(form("s", in("search", "q")), "post", "", ""), false, false, nil},
		{"GET search with a redact field", withForm(form("s", in("search", "q"),
			with(in("text", "iban"), func(f *analyzer.Field) { f.Sensitive = "redact" })), "get", "", ""), false, true, []string{"redact-field"}},
		{"contact form", withForm(form("c", in("text", "name")), "post", "Contact us", "Send"), false, false, nil},
		{"blocked field", withForm(form("l", in("text", "user"),
			with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })), "post", "Sign in", "Log in"), false, true, []string{"block-field"}},
		{"pay", withForm(form("p", in("text", "name")), "post", "", "Pay now"), false, true, []string{"payment"}},
		{"checkout heading", withForm(form("p", in("text", "name")), "post", "Checkout", "Continue"), false, true, []string{"payment"}},
		{"place order", withForm(form("p", in("text", "name")), "post", "", "Place order"), false, true, []string{"payment"}},
		{"Dutch payment", withForm(form("p", in("text", "name")), "post", "", "Nu betalen"), false, true, []string{"payment"}},
		{"German transfer", withForm(form("p", in("text", "name")), "post", "Überweisung", "Weiter"), false, true, []string{"payment"}},
		{"Japanese purchase", withForm(form("p", in("text", "name")), "post", "", "購入する"), false, true, []string{"payment"}},
		{"card field lowered to allow still pays", withForm(form("p", with(in("text", "cc"), func(f *analyzer.Field) {
			f.Autocomplete = "billing cc-number"
		})), "post", "", "Continue"), false, true, []string{"payment"}},
		{"amount next to an IBAN an author allowed", withForm(form("p", in("number", "amount"), allowedIBAN()), "post", "", "Continue"), false, true, []string{"payment"}},
		{"delete account", withForm(form("d", in("text", "reason")), "post", "Delete your account", "Continue"), false, true, []string{"destructive"}},
		{"close account", withForm(form("d", in("text", "reason")), "post", "", "Close account"), false, true, []string{"destructive"}},
		{"unsubscribe action", withAction(withForm(form("d", in("email", "email")), "post", "", "OK"), "/newsletter/unsubscribe"), false, true, []string{"destructive"}},
		{"French cancel", withForm(form("d", in("text", "ref")), "post", "", "Résilier l'abonnement"), false, true, []string{"destructive"}},
		{"German delete", withForm(form("d", in("text", "ref")), "post", "Konto löschen", ""), false, true, []string{"destructive"}},
		{"Japanese delete", withForm(form("d", in("text", "ref")), "post", "アカウントを削除", ""), false, true, []string{"destructive"}},
		{"Spanish cancel", withForm(form("d", in("text", "ref")), "post", "", "Cancelar pedido"), false, true, []string{"payment", "destructive"}},
		{"id says delete", form("delete-account-form", in("text", "reason")), false, true, []string{"destructive"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := build(t, page(c.form))
			require.Len(t, m.Tools, 1)
			tool := m.Tools[0]
			assert.Equal(t, c.readOnly, tool.Annotations.ReadOnlyHint, "readOnlyHint")
			assert.Equal(t, c.consequence, tool.Annotations.ConsequentialHint, "consequentialHint")
			assert.False(t, tool.Annotations.UntrustedContentHint)
			assert.Equal(t, c.why, tool.Consequences)
			assert.Equal(t, contains(c.why, "destructive"), Destructive(&tool))
		})
	}
}

// allowedIBAN is an IBAN field whose author override lowered it to allow.
func allowedIBAN() *analyzer.Field {
	f := in("text", "iban")
	kindOfTest[f] = "iban"
	return f
}

func withForm(f *analyzer.Form, method, heading, submit string) *analyzer.Form {
	f.Method, f.Heading, f.SubmitText = method, heading, submit
	if method == "" {
		f.Method = "GET" // page() fills an empty method with post
	}
	return f
}

func withAction(f *analyzer.Form, action string) *analyzer.Form {
	f.Action = action
	return f
}

func TestAutoSubmit(t *testing.T) {
	optIn := func(f *analyzer.Form) *analyzer.Form { f.ToolAutoSubmit = true; return f }
	safe := optIn(form("safe", in("text", "name")))
	attr := form("attr", in("text", "name"))
	attr.AutoSubmit = true
	noOptIn := form("plain", in("text", "name"))
	blocked := optIn(form("blocked", in("text", "user"), with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })))
	payment := optIn(form("pay", in("text", "name")))
	payment.SubmitText = "Pay"
	m := build(t, page(safe, attr, noOptIn, blocked, payment))
	got := map[string]bool{}
	for _, tool := range m.Tools {
		got[tool.Name] = tool.AutoSubmit
		assert.Equal(t, "default", tool.Policy)
		assert.Equal(t, DefaultWaitMs, tool.WaitMs)
	}
	assert.Equal(t, map[string]bool{"safe": true, "attr": true, "plain": false, "blocked": false, "pay": false}, got)

	// A policy decides, but cannot let a consequential tool or one with
	// requiresUser fields submit on its own.
	doc := page(optIn(form("safe", in("text", "name"))), form("plain", in("text", "name")),
		optIn(form("blocked", with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" }))))
	var seen []string
	m, err := Build(doc, decide(doc), Options{Policy: func(tool *Tool, f *analyzer.Form) (bool, int, string) {
		seen = append(seen, fmt.Sprintf("%s:%v:%v", tool.Name, tool.AutoSubmit, tool.Description != ""))
		if tool.Name == "safe" {
			return false, 5000, "policy.tools.safe"
		}
		return true, 0, ""
	}})
	require.NoError(t, err)
	assert.Equal(t, []string{"safe:true:true", "plain:false:true", "blocked:false:true"}, seen,
		"the policy sees the finished tool with the default decision")
	assert.False(t, m.Tools[0].AutoSubmit)
	assert.Equal(t, 5000, m.Tools[0].WaitMs)
	assert.Equal(t, "policy.tools.safe", m.Tools[0].Policy)
	assert.True(t, m.Tools[1].AutoSubmit)
	assert.Equal(t, DefaultWaitMs, m.Tools[1].WaitMs)
	assert.Equal(t, "default", m.Tools[1].Policy)
	assert.False(t, m.Tools[2].AutoSubmit, "a policy cannot lift SPEC section 4")
}

func TestFingerprint(t *testing.T) {
	f := form("f",
		in("text", "name"),
		with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" }),
		group("radio", "size", opt("s", ""), opt("m", "")),
		sel("sort", false, opt("a", "")),
		&analyzer.Field{Tag: "textarea", Type: "textarea", Name: "notes"},
		with(in("text", "gone"), func(f *analyzer.Field) { f.Ignore = true }),
		&analyzer.Field{Tag: "input", Type: "file"},
	)
	lines := "input:text:name\ninput:password:pw\ninput:radio:size\nselect:select-one:sort\ntextarea:textarea:notes\ninput:text:gone\ninput:file:\n"
	h := fnv.New64a()
	h.Write([]byte(lines))
	want := hex.EncodeToString(h.Sum(nil))
	assert.Equal(t, want, Fingerprint(f))
	m := build(t, page(f))
	assert.Equal(t, want, m.Tools[0].Fingerprint)
	assert.Regexp(t, `^[0-9a-f]{16}$`, m.Tools[0].Fingerprint)

	renamed := form("f", in("text", "name2"))
	assert.NotEqual(t, Fingerprint(form("f", in("text", "name"))), Fingerprint(renamed))

	dynamic := form("f", in("text", "name"), with(in("text", "x"), func(f *analyzer.Field) { f.Dynamic = true }))
	assert.Equal(t, "", Fingerprint(dynamic), "a template-made name is unknown until the page renders")
}

func TestManifestHeaderAndLocators(t *testing.T) {
	f := form("login", in("text", "user"))
	f.Name, f.ToolName, f.Pos = "loginForm", "sign_in", analyzer.Pos{Line: 42, Col: 7, Offset: 900}
	doc := page(f)
	m, err := Build(doc, decide(doc), Options{Page: `pages/login.html`})
	require.NoError(t, err)
	assert.Equal(t, ManifestSchemaID, m.Schema)
	assert.Equal(t, 1, m.Version)
	assert.Equal(t, "formtool "+formtool.Version, m.Generator)
	assert.Equal(t, "pages/login.html", m.Page)
	tool := m.Tools[0]
	assert.Equal(t, FormLocator{ID: "login", Name: "loginForm", ToolName: "sign_in", Index: 0}, tool.Form)
	assert.Equal(t, Source{File: "pages/login.html", Line: 42, Col: 7}, tool.Source)

	m = build(t, page())
	assert.Equal(t, "site/page.html", m.Page, "the document's file when Options.Page is empty")
	assert.Equal(t, `{"$schema":"https://formtool.dev/schema/manifest-v1.json","version":1,"generator":"formtool `+formtool.Version+`","page":"site/page.html","tools":[]}`,
		marshal(t, m))
}

// TestDeterministic builds the same page many times, from fresh values, and
// expects byte-identical JSON.
func TestDeterministic(t *testing.T) {
	first := marshal(t, build(t, canaryPage()))
	for i := 0; i < 20; i++ {
		require.Equal(t, first, marshal(t, build(t, canaryPage())))
	}
	// The input schema is already compact and final: re-marshalling through
	// encoding/json does not change it.
	for _, tool := range build(t, canaryPage()).Tools {
		assert.Contains(t, first, string(tool.InputSchema))
	}
}

func TestEmptyListsAreArrays(t *testing.T) {
	out := marshal(t, build(t, page(form("f", in("text", "a")))))
	assert.Contains(t, out, `"requiresUser":[]`)
	out = marshal(t, build(t, page(form("f", with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })))))
	assert.Contains(t, out, `"fields":[]`)
}

// TestHiddenFieldsAreNeverOffered: a control the person cannot see (the
// hidden attribute, a honeypot) is in neither the schema nor requiresUser,
// whatever its class, and it still counts in the indexes of the fields
// after it.
func TestHiddenFieldsAreNeverOffered(t *testing.T) {
	f := form("contact",
		with(in("text", "website"), func(f *analyzer.Field) { f.Hidden = "a honeypot: hidden, with a honeypot's name" }),
		with(in("password", "pw_trap"), func(f *analyzer.Field) { f.Hidden = "the hidden attribute" }),
		in("text", "message"),
	)
	tool := build(t, page(f)).Tools[0]
	assert.Equal(t, []string{"message"}, propertyKeys(t, tool))
	assert.Empty(t, tool.RequiresUser, "the person cannot fill a field they cannot see")
	assert.Equal(t, 2, tool.Fields[0].Index)
	assert.NotContains(t, marshal(t, build(t, page(f))), "website")
}

// formtool's own data-webmcp-toolname and data-webmcp-tooldescription,
// which check -fix writes in place of the declarative attributes, name
// and describe the tool as those did; the declarative ones win when both
// are there.
func TestDataAttributesNameTheTool(t *testing.T) {
	a := form("signin", in("text", "user"))
	a.DataToolName, a.DataToolDescription = "sign_in", "Signs the person in."
	b := form("", in("text", "q"))
	b.ToolName, b.HasToolName, b.DataToolName = "search", true, "find"
	b.ToolDescription, b.DataToolDescription = "Searches the shop.", "Finds things."
	c := form("other", in("text", "x"))
	c.DataToolName = "not a name!" // invalid: slugged, as an invalid toolname is
	m := build(t, page(a, b, c))
	require.Len(t, m.Tools, 3)
	assert.Equal(t, "sign_in", m.Tools[0].Name)
	assert.True(t, strings.HasPrefix(m.Tools[0].Description, "Signs the person in."), m.Tools[0].Description)
	assert.Equal(t, "search", m.Tools[1].Name)
	assert.True(t, strings.HasPrefix(m.Tools[1].Description, "Searches the shop."), m.Tools[1].Description)
	assert.Equal(t, "not_a_name", m.Tools[2].Name)
	assert.Empty(t, m.Tools[0].Form.ToolName, "the locator names only a toolname the page has")
}

// An author's description that does not end a sentence gets a full stop
// before the sentences formtool adds; on its own it stays as written.
func TestAuthorDescriptionEndsItsSentence(t *testing.T) {
	blocked := func() *analyzer.Field {
		return with(in("password", "pw"), func(f *analyzer.Field) { f.Sensitive = "block" })
	}
	a := form("signin", in("email", "email"), blocked())
	a.ToolDescription = "Pieteikties kontā"
	b := form("search", in("text", "q"))
	b.ToolDescription = "Searches the shop"
	c := form("ask", in("email", "email"), blocked())
	c.ToolDescription = "Signs in (with SSO)"
	m := build(t, page(a, b, c))
	require.Len(t, m.Tools, 3)
	assert.True(t, strings.HasPrefix(m.Tools[0].Description, "Pieteikties kontā. The person must fill in"), m.Tools[0].Description)
	assert.Equal(t, "Searches the shop", m.Tools[1].Description)
	assert.True(t, strings.HasPrefix(m.Tools[2].Description, "Signs in (with SSO). The person"), m.Tools[2].Description)
}

// A control with no name is keyed by what its framework binds it to when
// its id is one React made up, and by its id otherwise.
func TestKeysOfUnnamedControls(t *testing.T) {
	bound := with(in("text", ""), func(f *analyzer.Field) { f.ID, f.Model = ":r5:", "nameOnCard" })
	boundToo := with(in("text", ""), func(f *analyzer.Field) { f.ID, f.Model = "«r6»", "billing.zip" })
	plainID := with(in("text", ""), func(f *analyzer.Field) { f.ID, f.Model = "email", "form.email" })
	made := with(in("text", ""), func(f *analyzer.Field) { f.ID = ":r7:" })
	tool := build(t, page(form("pay", bound, boundToo, plainID, made))).Tools[0]
	assert.Equal(t, []string{"nameOnCard", "billing.zip", "email", "r7"}, propertyKeys(t, tool))
	assert.Equal(t, ":r5:", tool.Fields[0].ID, "the runtime still finds it by its id")
}
