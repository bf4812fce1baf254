package filter

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Published test vectors: Wikipedia, the issuing authorities' examples and
// the doctests of python-stdnum.
var validVectors = []struct {
	kind, pack string
	valid      []string
	invalid    []string // shape-only identifiers: values the rules reject
	checked    bool     // has a check digit: mutated copies of valid must fail
}{
	{kind: "card-number", checked: true, valid: []string{
		"4111111111111111", "4111 1111 1111 1111", "5555555555554444", "378282246310005",
		"3782 822463 10005", "6011111111111117", "3530111333300000", "2221000000000009",
		"4222222222222",
	}, invalid: []string{
		"79927398713",          // Luhn-valid, but too short and no issuer starts with 7
		"0000000000000000",     // Luhn-valid, no issuer
		"1234567812345670",     // Luhn-valid, no issuer
		"41111111111111111111", // 20 digits
	}},
	{kind: "iban", checked: true, valid: []string{
		"GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000",
		"NL91ABNA0417164300", "nl91 abna 0417 1643 00", "FR1420041010050500013M02606",
		"BE68539007547034", "NO9386011117947", "MT84MALT011000012345MTLCAST001S",
		"LC55HEMM000100010012001200023015", "BR1800360305000010009795493C1",
	}, invalid: []string{
		"GB82WEST1234569876543",   // one short
		"GB82WEST123456987654321", // one long
		"XX82WEST12345698765432",  // no such country
		"NL91ABNA041716430A",      // BBAN shape: NL has 10 digits after the bank code
	}},
	{kind: "national-id", pack: "nl", checked: true, valid: []string{"111222333", "123456782", "1112.22.333"}},
	{kind: "national-id", pack: "be", checked: true, valid: []string{"85073003328", "85.07.30-033.28", "17073003384", "93051822361"}},
	{kind: "national-id", pack: "de", checked: true, valid: []string{"86095742719", "65929970489", "47 036 892 816"},
		invalid: []string{
			"12345678903", // check digit right, but no digit repeats
			"11123456786", // check digit right, but one digit three times in a row
			"01234567892", // leading zero
		}},
	{kind: "national-id", pack: "fr", checked: true, valid: []string{"295109912611193", "2 95 10 99 126 111 93", "253072B07300470", "253072A07300443"},
		invalid: []string{"253072C07300443"}},
	{kind: "national-id", pack: "es", checked: true, valid: []string{"12345678Z", "X1234567L", "Y1234567X", "Z1234567R"}},
	{kind: "national-id", pack: "it", checked: true, valid: []string{"RSSMRA85T10A562S", "rssmra85t10a562s", "RSSMRA85T10A56NH"},
		invalid: []string{"RSSMRA85X10A562S"}}, // X is no month
	{kind: "tax-id", pack: "pt", checked: true, valid: []string{"123456789", "501964843"}},
	{kind: "national-id", pack: "br", checked: true, valid: []string{"529.982.247-25", "52998224725", "111.444.777-35"},
		invalid: []string{"111.111.111-11"}},
	{kind: "tax-id", pack: "br", checked: true, valid: []string{"11.222.333/0001-81", "11222333000181", "12.ABC.345/01DE-35"}},
	{kind: "health-id", pack: "gb", checked: true, valid: []string{"943 476 5919", "9434765919"}},
	{kind: "national-id", pack: "gb", valid: []string{"AB123456C", "ab 12 34 56 c", "JG103759A"},
		invalid: []string{"QQ123456C", "GB123456A", "AO123456B", "DA123456A", "AB123456E", "AB12345C"}},
	{kind: "bank-account", pack: "gb", valid: []string{"12-34-56", "401276"}, invalid: []string{"12-34-5", "12-34-5A"}},
	{kind: "national-id", pack: "us", valid: []string{"078-05-1120", "123-45-6789", "536 90 4399"},
		invalid: []string{"000-12-3456", "666-12-3456", "900-12-3456", "123-00-4567", "123-45-0000", "1234-5-6789"}},
	{kind: "bank-account", pack: "us", checked: true, valid: []string{"111000025", "021000021", "011000138"},
		invalid: []string{"131000025"}}, // sums right, but 13 is no Federal Reserve prefix
	{kind: "tax-id", pack: "us", valid: []string{"12-3456789", "04-1234567"},
		invalid: []string{"07-1234567", "00-1234567", "123-456789"}},
	{kind: "national-id", pack: "in", checked: true, valid: []string{"234123412346", "2341 2341 2346"},
		invalid: []string{"123412341234", "222222222222"}},
	{kind: "tax-id", pack: "in", valid: []string{"AAAPL1234C", "ABCPE1234F", "27AAPFU0939F1ZV"},
		invalid: []string{"AAAXL1234C", "AAAPL12345", "27AAPFU0939F1ZA"}},
	{kind: "national-id", pack: "sg", checked: true, valid: []string{"S1234567D", "S8076606H", "S1728872E", "G4549883U", "G4552218R", "M1234567K"},
		invalid: []string{"M1234567N", "X1728872E"}},
	{kind: "national-id", pack: "uk", valid: []string{"AB123456C"}}, // uk is an alias of gb
}

func TestValid(t *testing.T) {
	for _, tc := range validVectors {
		for _, v := range tc.valid {
			assert.True(t, Valid(tc.kind, tc.pack, v), "%s %s %q should be valid", tc.pack, tc.kind, v)
			if tc.pack != "" {
				n, _ := normalize(v)
				lengthKnown := false
				for _, id := range packIDs(packName(tc.pack)) {
					lengthKnown = lengthKnown || (id.kind == tc.kind && id.lengths&(1<<len(n)) != 0)
				}
				assert.True(t, lengthKnown, "%s %s: Detect would skip length %d", tc.pack, tc.kind, len(n))
			}
			if !tc.checked {
				continue
			}
			for _, m := range mutations(v) {
				assert.False(t, Valid(tc.kind, tc.pack, m), "%s %s %q (from %q) should be invalid", tc.pack, tc.kind, m, v)
			}
		}
		for _, v := range tc.invalid {
			assert.False(t, Valid(tc.kind, tc.pack, v), "%s %s %q should be invalid", tc.pack, tc.kind, v)
		}
	}
	assert.False(t, Valid("national-id", "nl", ""))
	assert.False(t, Valid("national-id", "zz", "111222333"), "unknown pack")
	assert.False(t, Valid("tax-id", "nl", "111222333"), "BSN is not a tax-id kind here")
	assert.False(t, Valid("card-number", "", "4111-1111-1111-111x"))
}

// mutations returns copies of v with the check character changed, one other
// digit changed, and two adjacent different digits swapped: the errors a
// check digit is there to catch.
func mutations(v string) []string {
	rs := []byte(v)
	var out []string
	last := strings.LastIndexFunc(v, func(r rune) bool { return r < 0x80 && (isDigit(byte(r)) || isUpper(byte(r)) || ('a' <= r && r <= 'z')) })
	change := func(i int) {
		m := append([]byte(nil), rs...)
		switch c := m[i]; {
		case isDigit(c):
			m[i] = '0' + (c-'0'+1)%10
		case isUpper(c):
			m[i] = 'A' + (c-'A'+1)%26
		default:
			m[i] = 'a' + (c-'a'+1)%26
		}
		out = append(out, string(m))
	}
	change(last)
	// The first digit after any leading letters (country codes, prefixes).
	for i := 0; i < last; i++ {
		if isDigit(rs[i]) && i > 0 {
			change(i)
			break
		}
	}
	for i := 1; i+1 < last; i++ {
		if isDigit(rs[i]) && isDigit(rs[i+1]) && rs[i] != rs[i+1] {
			m := append([]byte(nil), rs...)
			m[i], m[i+1] = m[i+1], m[i]
			out = append(out, string(m))
			break
		}
	}
	return out
}

func TestChecksums(t *testing.T) {
	// Wikipedia's worked examples.
	assert.True(t, luhn("79927398713"))
	assert.False(t, luhn("79927398710"))
	assert.True(t, verhoeff("2363"), "236 has Verhoeff check digit 3")
	assert.False(t, verhoeff("2360"))
	assert.False(t, verhoeff("2633"), "Verhoeff catches adjacent transpositions")
	assert.True(t, mod11_10("86095742719"))
	rem, ok := mod97(0, "3214282912345698765432161182")
	assert.True(t, ok)
	assert.Equal(t, 1, rem, "the rearranged GB82WEST12345698765432 leaves 1")
}

func TestIBANRegistry(t *testing.T) {
	want := map[string]int{
		"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
		"BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
		"DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
		"GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28,
		"IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
		"LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22,
		"MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23,
		"PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
		"SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
		"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
	}
	known := 0
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			if _, ok := ibanBBAN(string([]rune{a, b})); ok {
				known++
			}
		}
	}
	assert.Equal(t, len(want), known, "countries in the registry")
	for cc, n := range want {
		assert.Equal(t, n, ibanLength(cc), cc)
	}
	assert.Equal(t, 0, ibanLength("US"))
}
