package classify

import (
	"strconv"
	"strings"
	"testing"

	"github.com/formtool/formtool/analyzer"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sel(name string, ops []analyzer.Option) *analyzer.Field {
	return &analyzer.Field{Tag: "select", Type: "select-one", Name: name, Options: ops}
}

func numberOptions(first, last int, width int) []analyzer.Option {
	ops := []analyzer.Option{{Label: "--"}}
	for n := first; n <= last; n++ {
		v := strconv.Itoa(n)
		for len(v) < width {
			v = "0" + v
		}
		ops = append(ops, analyzer.Option{Value: v, Label: v})
	}
	return ops
}

func monthNames(names ...string) []analyzer.Option {
	ops := []analyzer.Option{{Label: "--"}}
	for _, n := range names {
		ops = append(ops, analyzer.Option{Value: n, Label: n})
	}
	return ops
}

func ptr(f analyzer.Field) *analyzer.Field { return &f }

// contextCase is a group of fields and, per field, the class, kind and rule
// it must get.
type contextCase struct {
	name    string
	heading string
	fields  []*analyzer.Field
	want    []Class
	rules   []string // "" to skip
}

var contextCases = []contextCase{
	{
		name:   "Exp. beside a card number",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(labelled("Exp.")), ptr(labelled("Name on card"))},
		want:   []Class{Block, Block, Allow},
		rules:  []string{"", "context.card-expiry", ""},
	},
	{
		name: "the box after a choice of identity documents is a national id",
		fields: []*analyzer.Field{
			sel("doc_type", []analyzer.Option{{Label: "DNI"}, {Label: "NIE"}, {Label: "Pasaporte"}}),
			ptr(labelled("Número")),
			ptr(labelled("Nombre")),
		},
		want:  []Class{Allow, Block, Allow},
		rules: []string{"", "context.identity-document", ""},
	},
	{
		name: "radio buttons choose the document",
		fields: []*analyzer.Field{
			ptr(with(input("radio"), func(f *analyzer.Field) { f.Name, f.Label = "kind", "Passport" })),
			ptr(with(input("radio"), func(f *analyzer.Field) { f.Name, f.Label = "kind", "National ID card" })),
			ptr(named("doc_number")),
		},
		want:  []Class{Redact, Block, Block},
		rules: []string{"", "", "context.identity-document"},
	},
	{
		name: "with no national id among the documents, an identity document",
		fields: []*analyzer.Field{
			sel("doc", []analyzer.Option{{Label: "-- choose --"}, {Label: "Passport"}, {Label: "Driving licence"}}),
			ptr(named("value")),
		},
		want:  []Class{Allow, Redact},
		rules: []string{"", "context.identity-document"},
	},
	{
		name: "a choice of documents for a tax number asks for a tax id",
		fields: []*analyzer.Field{
			sel("tax_id_type", []analyzer.Option{{Label: "NIF"}, {Label: "Passaporte / Outro documento"}}),
			ptr(labelled("Número")),
		},
		want:  []Class{Allow, Redact},
		rules: []string{"", "context.identity-document"},
	},
	{
		name: "a box after a choice of documents that asks for something else",
		fields: []*analyzer.Field{
			sel("doc", []analyzer.Option{{Label: "Passport"}, {Label: "ID card"}}),
			ptr(labelled("Comments")),
		},
		want: []Class{Allow, Allow},
	},
	{
		name: "one document among ordinary choices is no choice of documents",
		fields: []*analyzer.Field{
			sel("contact", []analyzer.Option{{Label: "Phone"}, {Label: "Email"}, {Label: "Passport office"}}),
			ptr(named("value")),
		},
		want: []Class{Allow, Allow},
	},
	{
		name: "a Number after a choice of card brands, then its expiry",
		fields: []*analyzer.Field{
			sel("type", []analyzer.Option{{Label: "Visa"}, {Label: "MasterCard"}, {Label: "American Express"}}),
			ptr(labelled("Number")),
			sel("m", numberOptions(1, 12, 2)),
			sel("y", numberOptions(2026, 2036, 4)),
		},
		want:  []Class{Allow, Block, Block, Block},
		rules: []string{"", "context.card-number", "context.card-expiry", "context.card-expiry"},
	},
	{
		name: "a number of items after a choice of card brands is not a card's",
		fields: []*analyzer.Field{
			sel("type", []analyzer.Option{{Label: "Visa"}, {Label: "Mastercard"}}),
			ptr(labelled("Number of items")),
		},
		want: []Class{Allow, Allow},
	},
	{
		name: "a Number after one brand among other choices is not a card's",
		fields: []*analyzer.Field{
			sel("carrier", []analyzer.Option{{Label: "Visa"}, {Label: "Work permit"}, {Label: "Other"}}),
			ptr(labelled("Number")),
		},
		want: []Class{Allow, Allow},
	},
	{
		name:   "Code after the card's expiry is its security code",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(labelled("Expiry date")), ptr(labelled("Code"))},
		want:   []Class{Block, Block, Block},
		rules:  []string{"", "", "context.card-security-code"},
	},
	{
		name:   "a code right after a loyalty card's number alone is not",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(labelled("Preferential code"))},
		want:   []Class{Block, Allow},
	},
	{
		name: "three digits after an MM/YY box, with no card number",
		fields: []*analyzer.Field{
			ptr(with(named("exp"), func(f *analyzer.Field) { f.Placeholder = "MM/YY" })),
			ptr(with(named("f3"), func(f *analyzer.Field) { f.MaxLength = "3" })),
		},
		want:  []Class{Block, Block},
		rules: []string{"", "context.card-security-code"},
	},
	{
		name: "three digits after the card's month and year selects, with no card number",
		fields: []*analyzer.Field{
			ptr(labelled("Expiry date")),
			sel("exp_m", numberOptions(1, 12, 2)),
			sel("exp_y", numberOptions(2026, 2036, 4)),
			ptr(with(named("f3"), func(f *analyzer.Field) { f.MaxLength = "3" })),
		},
		want:  []Class{Block, Block, Block, Block},
		rules: []string{"", "", "", "context.card-security-code"},
	},
	{
		name: "three digits after no card field",
		fields: []*analyzer.Field{
			ptr(labelled("Email")),
			ptr(with(named("f3"), func(f *analyzer.Field) { f.MaxLength = "3" })),
		},
		want: []Class{Allow, Allow},
	},
	{
		name:   "Numéro de contrôle after the card's number",
		fields: []*analyzer.Field{ptr(labelled("Numéro de carte")), ptr(labelled("Numéro de contrôle"))},
		want:   []Class{Block, Block},
		rules:  []string{"", "context.card-security-code"},
	},
	{
		name:   "Verification number after the card's expiry",
		fields: []*analyzer.Field{ptr(named("ccnum")), ptr(named("ccexp")), ptr(labelled("Verification number"))},
		want:   []Class{Block, Block, Block},
		rules:  []string{"", "", "context.card-security-code"},
	},
	{
		name:   "Verification number without a card is not a card's",
		fields: []*analyzer.Field{ptr(labelled("Email")), ptr(labelled("Verification number"))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "unnamed day, month and year selects with months by name are a date of birth",
		fields: []*analyzer.Field{
			sel("", numberOptions(1, 31, 0)),
			sel("", monthNames("Janvier", "Février", "Mars", "Avril", "Mai", "Juin", "Juillet", "Août", "Septembre", "Octobre", "Novembre", "Décembre")),
			sel("", numberOptions(1930, 2010, 4)),
		},
		want:  []Class{Redact, Redact, Redact},
		rules: []string{"context.date-of-birth", "context.date-of-birth", "context.date-of-birth"},
	},
	{
		name: "months written with their numbers",
		fields: []*analyzer.Field{
			sel("d", numberOptions(1, 31, 0)),
			sel("mo", monthNames("01 - January", "02 - February", "03 - March", "04 - April", "05 - May", "06 - June", "07 - July", "08 - August", "09 - September", "10 - October", "11 - November", "12 - December")),
			sel("yr", numberOptions(1930, 2010, 4)),
		},
		want: []Class{Redact, Redact, Redact},
	},
	{
		name: "months in Greek and in Japanese",
		fields: []*analyzer.Field{
			sel("", monthNames("Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος", "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος")),
			sel("", numberOptions(1930, 2010, 4)),
			ptr(labelled("Email")),
			sel("", numberOptions(1, 31, 0)),
			sel("", monthNames("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月")),
			sel("", numberOptions(1930, 2010, 4)),
		},
		want: []Class{Redact, Redact, Allow, Redact, Redact, Redact},
	},
	{
		name: "twelve choices that are not months",
		fields: []*analyzer.Field{
			sel("", numberOptions(1, 31, 0)),
			sel("", monthNames("Janitor", "Farmer", "Mason", "Artist", "Maid", "Judge", "Juror", "Author", "Seller", "Officer", "Nurse", "Dentist")),
			sel("", numberOptions(1930, 2010, 4)),
		},
		want: []Class{Allow, Allow, Allow},
	},
	{
		name:   "a month input beside a card number is its expiry",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(input("month"))},
		want:   []Class{Block, Block},
		rules:  []string{"", "context.card-expiry"},
	},
	{
		name:   "a month input alone is not",
		fields: []*analyzer.Field{ptr(labelled("Email")), ptr(input("month"))},
		want:   []Class{Allow, Allow},
	},
	{
		name:   "Exp. without a card",
		fields: []*analyzer.Field{ptr(labelled("Email")), ptr(labelled("Exp."))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "the answer after a chosen security question",
		fields: []*analyzer.Field{
			sel("q", []analyzer.Option{{Label: "Your first pet?"}, {Label: "Your first school?"}, {Label: "Your first car?"}}),
			ptr(named("response_1")),
			ptr(named("email")),
		},
		want:  []Class{Block, Block, Allow},
		rules: []string{"shape.security-question", "context.security-answer", ""},
	},
	{
		name: "the answer after security questions chosen by subject, not asked",
		fields: []*analyzer.Field{
			sel("challenge", []analyzer.Option{{Label: "-- choose --"}, {Label: "Mother's maiden name"}, {Label: "Name of your first school"}, {Label: "Street you grew up on"}}),
			ptr(with(named("reply"), func(f *analyzer.Field) { f.Placeholder = "Your answer" })),
		},
		want:  []Class{Block, Block},
		rules: []string{"shape.security-question", "context.security-answer"},
	},
	{
		name: "the answer after security questions chosen by subject in German",
		fields: []*analyzer.Field{
			sel("frage", []analyzer.Option{{Label: "Bitte wählen"}, {Label: "Name Ihres ersten Haustiers"}, {Label: "Geburtsname Ihrer Mutter"}, {Label: "Name Ihrer Grundschule"}}),
			ptr(named("antwort")),
		},
		want:  []Class{Block, Block},
		rules: []string{"shape.security-question", "context.security-answer"},
	},
	{
		name: "the answer after security questions chosen by subject in Dutch",
		fields: []*analyzer.Field{
			sel("vraag", []analyzer.Option{{Label: "Naam van je eerste huisdier"}, {Label: "Geboorteplaats van je moeder"}, {Label: "Naam van je basisschool"}}),
			ptr(named("reply")),
		},
		want:  []Class{Block, Block},
		rules: []string{"shape.security-question", "context.security-answer"},
	},
	{
		name: "a select of ordinary choices with one that names a birthplace",
		fields: []*analyzer.Field{
			sel("topic", []analyzer.Option{{Label: "Orders"}, {Label: "Returns"}, {Label: "Where were you born"}, {Label: "Other"}}),
			ptr(named("details")),
		},
		want: []Class{Allow, Allow},
	},
	{
		name: "\"Select month\" and \"Choose year\" after a card number",
		fields: []*analyzer.Field{
			ptr(labelled("Card number")),
			ptr(with(*sel("m", numberOptions(1, 12, 2)), func(f *analyzer.Field) { f.AriaLabel = "Select month" })),
			ptr(with(*sel("y", yearOptions(2026, 2032)), func(f *analyzer.Field) { f.AriaLabel = "Choose year" })),
		},
		want:  []Class{Block, Block, Block},
		rules: []string{"", "context.card-expiry", "context.card-expiry"},
	},
	{
		name:   "security code with a picture hint after a card number",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(labelled("Security code (see image)"))},
		want:   []Class{Block, Block},
		rules:  []string{"", "context.card-security-code"},
	},
	{
		name:   "a captcha after a card number stays a captcha",
		fields: []*analyzer.Field{ptr(labelled("Card number")), ptr(with(named("captcha"), func(f *analyzer.Field) { f.Placeholder = "Enter the security code shown in the image" }))},
		want:   []Class{Block, Allow},
	},
	{
		name:   "a picture code without a card is a captcha",
		fields: []*analyzer.Field{ptr(named("email")), ptr(labelled("Security code (see image)"))},
		want:   []Class{Allow, Allow},
	},
	{
		name:   "u and p: a sign-in pair",
		fields: []*analyzer.Field{ptr(named("u")), ptr(named("p"))},
		want:   []Class{Allow, Block},
		rules:  []string{"", "context.credential-pair"},
	},
	{
		name:   "email and p, with a remember-me box",
		fields: []*analyzer.Field{ptr(with(input("email"), func(f *analyzer.Field) { f.Name = "mail" })), ptr(named("p")), ptr(with(input("checkbox"), func(f *analyzer.Field) { f.Name = "remember" }))},
		want:   []Class{Allow, Block, Allow},
		rules:  []string{"", "context.credential-pair", ""},
	},
	{
		name:   "p alone is a search box or a page number",
		fields: []*analyzer.Field{ptr(named("p"))},
		want:   []Class{Allow},
	},
	{
		name:   "p after a name in a longer form",
		fields: []*analyzer.Field{ptr(named("u")), ptr(named("p")), ptr(named("comment"))},
		want:   []Class{Allow, Allow, Allow},
	},
	{
		name:   "p before the username is not its password",
		fields: []*analyzer.Field{ptr(named("p")), ptr(named("u"))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "bare month and year after a card number",
		fields: []*analyzer.Field{
			ptr(named("cardNumber")), sel("month", numberOptions(1, 12, 2)), sel("year", yearOptions(2025, 2035)),
		},
		want:  []Class{Block, Block, Block},
		rules: []string{"text.card-number", "context.card-expiry", "context.card-expiry"},
	},
	{
		name: "glued expiry names after a card number",
		fields: []*analyzer.Field{
			ptr(named("ccnum")), ptr(named("expmonth")), ptr(named("expyear")), sel("ccExpYr", yearOptions(2025, 2035)),
		},
		want:  []Class{Block, Block, Block, Block},
		rules: []string{"text.card-number", "context.card-expiry", "context.card-expiry", ""},
	},
	{
		name:   "glued expiry names with no card are not a card's",
		fields: []*analyzer.Field{ptr(named("expmonth")), ptr(named("expyear"))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "MM and YY placeholders after a card number",
		fields: []*analyzer.Field{
			ptr(labelled("Card number")),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "MM"; f.MaxLength = "2" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "YY"; f.MaxLength = "2" })),
		},
		want:  []Class{Block, Block, Block},
		rules: []string{"", "context.card-expiry", "context.card-expiry"},
	},
	{
		name:   "月 and 年 after a card number",
		fields: []*analyzer.Field{ptr(labelled("信用卡号码：")), ptr(labelled("月：")), ptr(labelled("年："))},
		want:   []Class{Block, Block, Block},
	},
	{
		name: "a short box after the card's expiry is its security code",
		fields: []*analyzer.Field{
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "No. Kartu Kredit" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "MM/YY" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "000"; f.MaxLength = "4" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Placeholder = "Kode Pos" })),
		},
		want:  []Class{Block, Block, Block, Allow},
		rules: []string{"", "", "context.card-security-code", ""},
	},
	{
		name:   "no security code without a card number",
		fields: []*analyzer.Field{ptr(named("quantity")), ptr(with(input("text"), func(f *analyzer.Field) { f.MaxLength = "4" }))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "a bare number beside the card's expiry is the card number",
		fields: []*analyzer.Field{
			ptr(labelled("Nom complet du détenteur de la carte:")), ptr(labelled("Numéro:")), ptr(labelled("Date d'expiration:")),
		},
		want:  []Class{Allow, Block, Block},
		rules: []string{"", "context.card-number", ""},
	},
	{
		name: "day, month and year beside a date of birth",
		fields: []*analyzer.Field{
			sel("mm", numberOptions(1, 12, 0)),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "dd"; f.AriaLabel = "Birthday" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "yyyy"; f.AriaLabel = "Birthday" })),
			ptr(named("gender")),
		},
		want:  []Class{Redact, Redact, Redact, Allow},
		rules: []string{"context.date-of-birth", "", "", ""},
	},
	{
		name: "a day, month and year whose years reach decades back",
		fields: []*analyzer.Field{
			sel("month", numberOptions(1, 12, 2)), sel("day", numberOptions(1, 31, 2)), sel("year", yearOptions(1920, 2006)),
		},
		want:  []Class{Redact, Redact, Redact},
		rules: []string{"context.date-of-birth", "context.date-of-birth", "context.date-of-birth"},
	},
	{
		name: "a birth date in a card form is not the card's expiry",
		fields: []*analyzer.Field{
			sel("day", numberOptions(1, 31, 2)), sel("month", numberOptions(1, 12, 2)), sel("year", numberOptions(60, 99, 2)),
			ptr(named("ccholder")), ptr(named("credit-card-number")), ptr(named("expiration_month")), ptr(named("expiration_year")),
		},
		want: []Class{Redact, Redact, Redact, Allow, Block, Block, Block},
	},
	{
		name:    "a heading names the date",
		heading: "Geboortedatum",
		fields: []*analyzer.Field{
			ptr(with(input("number"), func(f *analyzer.Field) { f.Placeholder = "DD" })),
			ptr(with(input("number"), func(f *analyzer.Field) { f.Placeholder = "MM" })),
			ptr(with(input("number"), func(f *analyzer.Field) { f.Placeholder = "JJJJ" })),
		},
		want: []Class{Redact, Redact, Redact},
	},
	{
		name:    "a heading about the card's expiry",
		heading: "Expiry Date Verification",
		fields:  []*analyzer.Field{ptr(labelled("Month")), ptr(labelled("Year"))},
		want:    []Class{Block, Block},
	},
	{
		name:   "bare dates without context stay allow",
		fields: []*analyzer.Field{ptr(labelled("Month")), ptr(labelled("Year"))},
		want:   []Class{Allow, Allow},
	},
	{
		name: "a passport's expiry is not a card's",
		fields: []*analyzer.Field{
			ptr(with(named("passportNumber"), func(f *analyzer.Field) { f.Label = "Passport number" })),
			ptr(with(named("expiry-day"), func(f *analyzer.Field) { f.Label = "Day"; f.Legend = "Expiry date" })),
			ptr(with(named("expiry-month"), func(f *analyzer.Field) { f.Label = "Month"; f.Legend = "Expiry date" })),
			ptr(with(named("expiry-year"), func(f *analyzer.Field) { f.Label = "Year"; f.Legend = "Expiry date" })),
		},
		want:  []Class{Redact, Allow, Allow, Allow},
		rules: []string{"", "context.document-expiry", "context.document-expiry", "context.document-expiry"},
	},
	{
		name: "a card in the form keeps its expiry blocked beside a passport",
		fields: []*analyzer.Field{
			ptr(named("passportNumber")), ptr(named("cardNumber")), ptr(named("expiry")),
		},
		want: []Class{Redact, Block, Block},
	},
	{
		name: "one-character boxes in a row",
		fields: []*analyzer.Field{
			ptr(with(input("text"), func(f *analyzer.Field) { f.MaxLength = "1" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.MaxLength = "1" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.MaxLength = "1" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.MaxLength = "1" })),
		},
		want:  []Class{Block, Block, Block, Block},
		rules: []string{"context.code-boxes", "", "", ""},
	},
	{
		name: "a card number over four boxes, labelled once",
		fields: []*analyzer.Field{
			ptr(with(named("cc1"), func(f *analyzer.Field) { f.Label = "Card number"; f.MaxLength = "4" })),
			ptr(with(named("cc2"), func(f *analyzer.Field) { f.MaxLength = "4" })),
			ptr(with(named("cc3"), func(f *analyzer.Field) { f.MaxLength = "4" })),
			ptr(with(named("cc4"), func(f *analyzer.Field) { f.MaxLength = "4" })),
			ptr(named("zip1")),
		},
		want:  []Class{Block, Block, Block, Block, Allow},
		rules: []string{"", "context.segment", "context.segment", "context.segment", ""},
	},
	{
		name: "an account number over indexed boxes stays redact in each",
		fields: []*analyzer.Field{
			ptr(with(named("acct[0]"), func(f *analyzer.Field) { f.Label = "IBAN" })),
			ptr(with(named("acct[1]"), func(f *analyzer.Field) { f.Placeholder = "0000"; f.Nearby = "–" })),
			ptr(named("acct_2")),
		},
		want:  []Class{Redact, Redact, Redact},
		rules: []string{"", "context.segment", "context.segment"},
	},
	{
		name: "boxes that only share a stem with an allowed field, or follow another, are not segments",
		fields: []*analyzer.Field{
			ptr(with(named("phone1"), func(f *analyzer.Field) { f.Label = "Phone" })),
			ptr(named("phone2")),
			ptr(with(named("cc1"), func(f *analyzer.Field) { f.Label = "Card number" })),
			ptr(named("addr2")),
			ptr(named("cc")),
			ptr(with(named("f6"), func(f *analyzer.Field) { f.Label = "National id number" })),
			ptr(with(named("f7"), func(f *analyzer.Field) { f.Label = "Name on the card" })),
			ptr(with(named("f8"), func(f *analyzer.Field) { f.Placeholder = "0000 0000"; f.Nearby = "/" })),
		},
		want: []Class{Allow, Allow, Block, Allow, Allow, Block, Allow, Allow},
	},
	{
		name: "characters of memorable information chosen by their places",
		fields: []*analyzer.Field{
			ptr(with(charSelect(), func(f *analyzer.Field) { f.Name = "char1"; f.Label = "Character 2" })),
			ptr(with(charSelect(), func(f *analyzer.Field) { f.Name = "char2"; f.Label = "5th character" })),
			ptr(with(charSelect(), func(f *analyzer.Field) {
				f.Name, f.Label = "char3", "Caractère 7"
				f.Options = append(f.Options, analyzer.Option{Value: "other", Label: "Other"}, analyzer.Option{Value: "none", Label: "None"})
			})),
			ptr(named("email")),
		},
		want:  []Class{Block, Block, Block, Allow},
		rules: []string{"context.secret-characters", "context.secret-characters", "context.secret-characters", ""},
	},
	{
		name: "two unlabelled one-digit boxes",
		fields: []*analyzer.Field{
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "d1"; f.MaxLength = "1" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "d2"; f.MaxLength = "1" })),
		},
		want:  []Class{Block, Block},
		rules: []string{"context.secret-characters", "context.secret-characters"},
	},
	{
		name: "a row and a seat letter, or one initial, are not a secret's characters",
		fields: []*analyzer.Field{
			ptr(with(charSelect(), func(f *analyzer.Field) { f.Name = "row"; f.Label = "Row" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Name = "seat"; f.Label = "Seat letter"; f.MaxLength = "1" })),
			ptr(named("email")),
			ptr(with(charSelect(), func(f *analyzer.Field) { f.Name = "c1"; f.Label = "Character 1" })),
			ptr(named("zip")),
		},
		want: []Class{Allow, Allow, Allow, Allow, Allow},
	},
	{
		name:    "the twelve words of a wallet's recovery phrase",
		heading: "Import wallet",
		fields:  phraseBoxes(12),
		want:    repeatClass(Block, 12),
	},
	{
		name:   "twelve unlabelled boxes in a form that says nothing of a wallet",
		fields: phraseBoxes(12),
		want:   repeatClass(Allow, 12),
	},
	{
		name:    "twenty-four words under a heading about the phrase",
		heading: "Enter your Secret Recovery Phrase",
		fields:  phraseBoxes(24),
		want:    repeatClass(Block, 24),
	},
	{
		name: "a new PIN and its confirmation",
		fields: []*analyzer.Field{
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "new1"; f.Label = "New PIN"; f.MaxLength = "4" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "new2"; f.Label = "Confirm"; f.MaxLength = "4" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Name = "acct"; f.Label = "Account number" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.Name = "acct_check"; f.Label = "Re-enter" })),
		},
		want:  []Class{Block, Block, Redact, Redact},
		rules: []string{"", "context.confirmation", "", "context.confirmation"},
	},
	{
		name: "a box that only says enter, or confirms after a box of another type, is not a confirmation",
		fields: []*analyzer.Field{
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "pin"; f.Label = "PIN" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "x"; f.Label = "Enter" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "pin2"; f.Label = "PIN" })),
			ptr(with(input("email"), func(f *analyzer.Field) { f.Name = "y"; f.Label = "Confirm" })),
		},
		want: []Class{Block, Allow, Block, Allow},
	},
	{
		name: "a field that shares its name with a PIN",
		fields: []*analyzer.Field{
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "gcInput"; f.MaxLength = "26" })),
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "gcInput"; f.ID = "gcInputPin"; f.Placeholder = "Enter PIN" })),
		},
		want:  []Class{Block, Block},
		rules: []string{"context.same-name", ""},
	},
	{
		name: "a field with no name that shares its id with a PIN or an IBAN",
		fields: []*analyzer.Field{
			ptr(with(input("text"), func(f *analyzer.Field) { f.ID = "code"; f.Label = "Gift card PIN" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.ID = "code"; f.Label = "Referral code" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.ID = "acct"; f.Label = "IBAN" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.ID = "acct"; f.Label = "Notes" })),
			ptr(with(input("text"), func(f *analyzer.Field) { f.ID = "acct"; f.Name = "notes2"; f.Label = "More notes" })),
		},
		want:  []Class{Block, Block, Redact, Redact, Allow},
		rules: []string{"", "context.same-id", "", "context.same-id", ""},
	},
	{
		name: "a membership number that signs in",
		fields: []*analyzer.Field{
			ptr(with(input("tel"), func(f *analyzer.Field) { f.Name = "memberId"; f.Label = "Membership number" })),
			ptr(with(named("lastName"), func(f *analyzer.Field) { f.Label = "Last name" })),
			ptr(with(input("password"), func(f *analyzer.Field) { f.Name = "memberPin"; f.Label = "PIN" })),
		},
		want:  []Class{Allow, Allow, Block},
		rules: []string{"context.login-id", "", ""},
	},
	{
		name: "a membership number in a longer form stays redact",
		fields: []*analyzer.Field{
			ptr(named("email")), ptr(named("membershipNumber")), ptr(named("firstName")), ptr(input("password")),
		},
		want: []Class{Allow, Redact, Allow, Block},
	},
	{
		name: "an override still wins",
		fields: []*analyzer.Field{
			ptr(named("cardNumber")),
			ptr(with(labelled("Month"), func(f *analyzer.Field) { f.Sensitive = "allow"; f.SensitiveFrom = "field" })),
		},
		want: []Class{Block, Allow},
	},
}

func TestContext(t *testing.T) {
	for _, c := range contextCases {
		t.Run(c.name, func(t *testing.T) {
			var ds []Decision
			if c.heading != "" {
				ds = Form(&analyzer.Form{Heading: c.heading, Fields: c.fields}, Options{})
			} else {
				ds = Fields(c.fields, Options{})
			}
			require.Len(t, ds, len(c.fields))
			for i, d := range ds {
				assert.Equal(t, c.want[i], d.Class, "field %d: %s", i, d.Reason())
				if c.rules != nil && c.rules[i] != "" {
					assert.Equal(t, c.rules[i], d.Rule, "field %d", i)
				}
				if len(d.Rule) > 8 && d.Rule[:8] == "context." {
					assert.NotEmpty(t, d.Attr, "field %d: a context rule names its evidence", i)
					assert.NotEmpty(t, d.Match, "field %d", i)
				}
			}
		})
	}
}

// TestFieldsAgreesWithFieldAlone: a group of one field is decided as Field
// decides it, and the context rules only raise, except the documented
// lowerings.
func TestFieldsAgreesWithFieldAlone(t *testing.T) {
	for _, c := range append(append([]fieldCase{}, classCases...), allowCases...) {
		f := c.f
		assert.Equal(t, Field(&f, Options{}), Fields([]*analyzer.Field{&f}, Options{})[0], c.name)
	}
	for _, p := range addressProbes {
		doc, err := analyzer.Analyze("probe.html", []byte(p.html), analyzer.Options{})
		require.NoError(t, err)
		for _, form := range doc.Forms {
			ds := Form(form, Options{})
			for i, f := range form.Fields {
				// The address country may choose a pack, which reads a
				// word in its country's sense.
				if alone := Field(f, Options{}); ds[i].Class < alone.Class && !strings.HasPrefix(ds[i].Rule, "pack.") {
					assert.True(t, lowerings[ds[i].Rule], "%s: %s lowered by %s", p.name, fieldKey(f), ds[i].Rule)
				}
			}
		}
	}
	for _, c := range contextCases {
		ds := Fields(c.fields, Options{})
		for i, f := range c.fields {
			alone := Field(f, Options{})
			if lowerings[ds[i].Rule] || ds[i].Overridden {
				continue
			}
			assert.GreaterOrEqual(t, ds[i].Class, alone.Class, "%s: field %d", c.name, i)
		}
	}
}

// lowerings are the context rules that may lower what a field's own
// evidence decided.
var lowerings = map[string]bool{
	"context.document-expiry": true, "context.login-id": true,
	"context.postal-code": true, "context.map-pin": true,
}

// charSelect is a select of "-" and then every letter and digit, as banks
// ask for one character of a secret.
func charSelect() analyzer.Field {
	f := analyzer.Field{Tag: "select", Type: "select-one", Options: []analyzer.Option{{Value: "", Label: "-"}}}
	for _, c := range "abcdefghijklmnopqrstuvwxyz0123456789" {
		f.Options = append(f.Options, analyzer.Option{Value: string(c), Label: string(c)})
	}
	return f
}

// phraseBoxes are n text boxes labelled "1." to "n.", named word1 to
// wordN, as wallets ask for the words of a recovery phrase.
func phraseBoxes(n int) []*analyzer.Field {
	var fs []*analyzer.Field
	for i := 1; i <= n; i++ {
		fs = append(fs, ptr(with(input("text"), func(f *analyzer.Field) {
			f.Name = "word" + strconv.Itoa(i)
			f.Label = strconv.Itoa(i) + "."
		})))
	}
	return fs
}

func repeatClass(c Class, n int) []Class {
	cs := make([]Class, n)
	for i := range cs {
		cs[i] = c
	}
	return cs
}
