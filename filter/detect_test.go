package filter

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

var allPacks = Packs()

var detectTests = []struct {
	name  string
	text  string
	packs []string
	kind  string // "" when nothing should be found
}{
	{"card alone", "4111111111111111", nil, "card-number"},
	{"card in a sentence", "my card is 4111 1111 1111 1111, thanks", nil, "card-number"},
	{"card with dashes", "pay with 5555-5555-5555-4444 please", nil, "card-number"},
	{"amex grouping", "AMEX 3782 822463 10005.", nil, "card-number"},
	{"card after a label", "card:4111111111111111", nil, "card-number"},
	{"card glued to letters", "kaart4111111111111111", nil, "card-number"},
	{"card after other numbers", "order 12 4111 1111 1111 1111", nil, "card-number"},
	{"card in fullwidth digits", "４１１１ １１１１ １１１１ １１１１", nil, "card-number"},
	{"card in Devanagari digits", "४१११११११११११११११", nil, "card-number"},
	{"card in Japanese text", "カード番号は4111111111111111です", nil, "card-number"},
	{"card, one digit changed", "4111 1111 1111 1112", nil, ""},
	{"card, transposed", "4111 1111 1111 1011", nil, ""},
	{"Luhn-valid but no issuer", "0000 0000 0000 0000", nil, ""},
	{"card inside a longer number", "94111111111111111", nil, ""},
	{"iban", "IBAN: NL91 ABNA 0417 1643 00", nil, "iban"},
	{"iban compact", "Überweisung an DE89370400440532013000 bitte", nil, "iban"},
	{"iban lower case", "gb82 west 1234 5698 7654 32", nil, "iban"},
	{"iban, one digit changed", "NL91 ABNA 0417 1643 01", nil, ""},
	{"iban, transposed", "DE89370400440532031000", nil, ""},
	{"bsn without pack", "BSN 111222333", nil, ""},
	{"bsn with pack", "BSN 111222333", []string{"nl"}, "national-id"},
	{"bsn, one digit changed", "BSN 111222334", []string{"nl"}, ""},
	{"pack names are forgiving", "BSN 111222333", []string{" NL "}, "national-id"},
	{"unknown pack", "BSN 111222333", []string{"xx"}, ""},
	{"rrn", "RRN 85.07.30-033.28", []string{"be"}, "national-id"},
	{"steuer-id", "IdNr. 86 095 742 719", []string{"de"}, "national-id"},
	{"nir", "sécu 2 95 10 99 126 111 93", []string{"fr"}, "national-id"},
	{"nir corsica", "253072B07300470", []string{"fr"}, "national-id"},
	{"dni", "DNI 12345678-Z", []string{"es"}, "national-id"},
	{"dni wrong letter", "DNI 12345678-A", []string{"es"}, ""},
	{"nie", "NIE X-1234567-L", []string{"es"}, "national-id"},
	{"codice fiscale", "CF: RSSMRA85T10A562S", []string{"it"}, "national-id"},
	{"nif", "NIF 123 456 789", []string{"pt"}, "tax-id"},
	{"cpf", "CPF 529.982.247-25", []string{"br"}, "national-id"},
	{"cnpj is a company: not reported", "CNPJ 11.222.333/0001-81", []string{"br"}, ""},
	{"nino", "NI number AB 12 34 56 C", []string{"gb"}, "national-id"},
	{"nhs", "NHS 943 476 5919", []string{"gb"}, "health-id"},
	{"sort code is a bank: not reported", "sort code 12-34-56", []string{"gb"}, ""},
	{"ssn grouped", "SSN 078-05-1120", []string{"us"}, "national-id"},
	{"ssn bare is not believed", "ref 078051120", []string{"us"}, ""},
	{"ssn bad area", "SSN 666-05-1120", []string{"us"}, ""},
	{"aadhaar", "आधार 2341 2341 2346", []string{"in"}, "national-id"},
	{"aadhaar, one digit changed", "2341 2341 2347", []string{"in"}, ""},
	{"pan", "PAN AAAPL1234C", []string{"in"}, "tax-id"},
	{"nric", "NRIC S1234567D", []string{"sg"}, "national-id"},
	{"nric wrong letter", "NRIC S1234567A", []string{"sg"}, ""},
	{"plain text", "Please deliver after 5pm, gate code is at the back.", allPacks, ""},
	{"dates and phone numbers", "Born 1990-05-17, call +31 20 123 4567", allPacks, ""},
	{"empty", "", allPacks, ""},
	{"bsn digits inside a phone number", "+31 20 123 4567", []string{"nl"}, ""},
	{"bsn after other digits", "2x 111 222 333", []string{"nl"}, "national-id"},
}

func TestDetect(t *testing.T) {
	for _, tc := range detectTests {
		t.Run(tc.name, func(t *testing.T) {
			kind, found := Detect(tc.text, tc.packs)
			assert.Equal(t, tc.kind, kind)
			assert.Equal(t, tc.kind != "", found)
		})
	}
}

func TestPacks(t *testing.T) {
	got := Packs()
	assert.Len(t, got, len(packs))
	for _, p := range got {
		assert.NotEmpty(t, packIDs(p), p)
	}
}

var valueTests = []struct {
	name   string
	value  string
	class  string
	kind   string
	packs  []string
	want   string
	masked bool
}{
	{"allow as is", "Jan Jansen", "allow", "name", nil, "Jan Jansen", false},
	{"allow keeps ordinary numbers", "Order 12345, 2 items", "allow", "", allPacks, "Order 12345, 2 items", false},
	{"allow with a card is masked", "4111 1111 1111 1111", "allow", "", nil, "•••• •••• •••• 1111", true},
	{"allow with a card in text is masked", "card 4111111111111111 ok", "allow", "comment", nil, "•••• ••••••••••••••11 ok", true},
	{"allow with an iban is masked", "NL91ABNA0417164300", "allow", "", nil, "••••••••••••••4300", true},
	{"allow with a bsn and its pack", "111222333", "allow", "", []string{"nl"}, "•••••••33", true},
	{"allow with a bsn, no pack", "111222333", "allow", "", nil, "111222333", false},
	{"redact masks", "NL91 ABNA 0417 1643 00", "redact", "iban", nil, "•••• •••• •••• ••43 00", true},
	{"redact date of birth", "17/05/1990", "redact", "date-of-birth", nil, "••/••/••••", true},
	{"redact short", "AB12", "redact", "passport", nil, "••••", true},
	{"block withholds", "hunter2", "block", "password", nil, "", false},
	{"block withholds a card", "4111111111111111", "block", "card-number", nil, "", false},
	{"unknown class fails closed", "secret", "secret", "", nil, "", false},
}

func TestValue(t *testing.T) {
	for _, tc := range valueTests {
		t.Run(tc.name, func(t *testing.T) {
			got, masked := Value(tc.value, tc.class, tc.kind, tc.packs)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.masked, masked)
		})
	}
}

func TestDetectLongInput(t *testing.T) {
	// Long runs of digits or letters must not be split into windows, and
	// long text must stay linear.
	long := strings.Repeat("1234 5678 ", 10000) + "4111 1111 1111 1111"
	kind, found := Detect(long, allPacks)
	assert.True(t, found)
	assert.NotEmpty(t, kind)
	_, found = Detect(strings.Repeat("9", 100000), allPacks)
	assert.False(t, found)
}

// separatorCases are the writings of an identifier that Detect must see
// through: every character that may stand between its groups, alone, and
// digits of other scripts.
var separatorCases = []struct {
	name  string
	sep   string
	digit rune // the zero of the digits the identifier is written in
}{
	{"zero width space", "\u200b", '0'},
	{"zero width non-joiner", "\u200c", '0'},
	{"zero width joiner", "\u200d", '0'},
	{"word joiner", "\u2060", '0'},
	{"soft hyphen", "\u00ad", '0'},
	{"left-to-right embedding", "\u202a", '0'},
	{"right-to-left embedding", "\u202b", '0'},
	{"pop directional formatting", "\u202c", '0'},
	{"left-to-right override", "\u202d", '0'},
	{"right-to-left override", "\u202e", '0'},
	{"left-to-right isolate", "\u2066", '0'},
	{"right-to-left isolate", "\u2067", '0'},
	{"first strong isolate", "\u2068", '0'},
	{"pop directional isolate", "\u2069", '0'},
	{"two invisibles", "\u2066\u2069", '0'},
	{"four zero widths", "\u200b\u200b\u200b\u200b", '0'},
	{"underscore", "_", '0'},
	{"comma", ",", '0'},
	{"comma and space", ", ", '0'},
	{"dot", ".", '0'},
	{"slash", "/", '0'},
	{"asterisk", "*", '0'},
	{"tab", "\t", '0'},
	{"newline", "\n", '0'},
	{"CRLF", "\r\n", '0'},
	{"space and zero width", " \u200b", '0'},
	{"Arabic-Indic digits", " ", '\u0660'},
	{"Extended Arabic-Indic digits", "\u200f", '\u06f0'},
	{"Devanagari digits", "\u00ad", '\u0966'},
	{"Bengali digits", "-", '\u09e6'},
	{"Thai digits", ",", '\u0e50'},
	{"fullwidth digits", "\u200b", '\uff10'},
	{"mathematical bold digits", "_", '\U0001d7ce'},
}

// write groups an identifier (upper-case ASCII) as groups, joined by sep,
// with its digits in the script whose zero is digit.
func write(id string, groups []int, sep string, digit rune) string {
	var b strings.Builder
	i := 0
	for g, n := range groups {
		if g > 0 {
			b.WriteString(sep)
		}
		for _, c := range id[i : i+n] {
			if '0' <= c && c <= '9' {
				c = digit + (c - '0')
			}
			b.WriteRune(c)
		}
		i += n
	}
	return b.String()
}

// TestDetectSeparators: a card number, an IBAN and national ids are found
// however their groups are joined and in whatever digits, and an invalid
// one is found in none of these writings.
func TestDetectSeparators(t *testing.T) {
	ids := []struct {
		name, id, off string // off: not valid (one digit changed; an SSN area never issued)
		groups        []int
		packs         []string
		kind          string
	}{
		{"card", "4111111111111111", "4111111111111112", []int{4, 4, 4, 4}, nil, "card-number"},
		{"amex", "378282246310005", "378282246310006", []int{4, 6, 5}, nil, "card-number"},
		{"iban", "NL91ABNA0417164300", "NL91ABNA0417164301", []int{4, 4, 4, 4, 2}, nil, "iban"},
		{"bsn", "111222333", "111222334", []int{3, 3, 3}, []string{"nl"}, "national-id"},
		{"aadhaar", "234123412346", "234123412347", []int{4, 4, 4}, []string{"in"}, "national-id"},
		{"ssn", "078051120", "666051120", []int{3, 2, 4}, []string{"us"}, "national-id"},
		{"cpf", "52998224725", "52998224726", []int{3, 3, 3, 2}, []string{"br"}, "national-id"},
	}
	for _, id := range ids {
		for _, sc := range separatorCases {
			text := "ref: " + write(id.id, id.groups, sc.sep, sc.digit) + " ok"
			kind, found := Detect(text, id.packs)
			if !found || kind != id.kind {
				t.Errorf("%s, %s: Detect(%+q) = %q, %v; want %q", id.name, sc.name, text, kind, found, id.kind)
			}
			off := "ref: " + write(id.off, id.groups, sc.sep, sc.digit) + " ok"
			if kind, found := Detect(off, id.packs); found {
				t.Errorf("%s, %s: Detect(%+q) = %q for a value one digit off", id.name, sc.name, off, kind)
			}
		}
	}
}

// A national id is not cut out of a longer number written with spaces,
// dots or dashes, but a list is not a number: the id after "1, 2," is
// whole.
func TestDetectWholeNumbers(t *testing.T) {
	for _, tc := range []struct {
		text  string
		packs []string
		kind  string
	}{
		{"+31 20 123 4567", []string{"nl"}, ""},
		{"+31\u200b20\u200b123\u200b4567", []string{"nl"}, ""},
		{"tel. 020.123.4567", []string{"nl"}, ""},
		{"items 1, 2, 111222333", []string{"nl"}, "national-id"},
		{"line 1\n111 222 333", []string{"nl"}, "national-id"},
		{"4,111,111,111,111,111", nil, "card-number"},
	} {
		kind, _ := Detect(tc.text, tc.packs)
		assert.Equal(t, tc.kind, kind, "%+q", tc.text)
	}
}

// Detect skips the scan of a value without the letters and digits any
// identifier sought has, and only of such a value: a codice fiscale whose
// digits are all written as letters is still found with the it pack.
func TestDetectSkipsOnlyWhatCannotHold(t *testing.T) {
	for _, text := range []string{"Jane Elizabeth Doe-Smith", "United States of America", "v12-345", "Order 12"} {
		if chars, digits := shortestID(nil); mayHold(text, chars, digits) {
			t.Errorf("%q: scanned, though it cannot hold a card number or an IBAN", text)
		}
	}
	for _, text := range []string{"4111 1111 1111 1111", "NL91ABNA0417164300", "４１１１１１１１１１１１１１１１"} {
		if chars, digits := shortestID(nil); !mayHold(text, chars, digits) {
			t.Errorf("%q: not scanned", text)
		}
	}
	// RSSMRA85T10A562S with each digit as its omocodia letter, and the
	// check letter that makes it valid.
	base := "RSSMRAURTMLAQSN"
	var cf string
	for c := 'A'; c <= 'Z'; c++ {
		if validCodiceFiscale(base+string(c), nil) {
			cf = base + string(c)
		}
	}
	if cf == "" {
		t.Fatal("no check letter makes " + base + " valid")
	}
	if kind, found := Detect("CF "+cf, []string{"it"}); !found || kind != kindNational {
		t.Errorf("Detect(%q, it) = %q, %v", cf, kind, found)
	}
}
