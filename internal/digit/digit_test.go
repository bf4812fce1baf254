package digit

import "testing"

func TestValue(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want int
		ok   bool
	}{
		{'7', 7, true},
		{'٠', 0, true}, {'٩', 9, true}, // Arabic-Indic
		{'۴', 4, true}, // Extended Arabic-Indic (Persian)
		{'९', 9, true}, // Devanagari
		{'３', 3, true}, // fullwidth
		{'𝟖', 8, true}, // mathematical bold, one of the runs that follow each other
		{'a', 0, false}, {'Ⅷ', 0, false}, {'½', 0, false}, {' ', 0, false},
	} {
		got, ok := Value(c.r)
		if got != c.want || ok != c.ok {
			t.Errorf("Value(%q) = %d, %v; want %d, %v", c.r, got, ok, c.want, c.ok)
		}
	}
}

func TestASCII(t *testing.T) {
	for in, want := range map[string]string{
		"۶۰۳۷ ۹۹۷۵ ۰۰۰۰ ۰۰۰۰": "6037 9975 0000 0000",
		"١٢٣-٤٥-٦٧٨٩":         "123-45-6789",
		"１２３４ ５６７８":           "1234 5678",
		"Karte: ४१११":         "Karte: 4111",
		"plain 1234 • x":      "plain 1234 • x",
		"":                    "",
	} {
		if got := ASCII(in); got != want {
			t.Errorf("ASCII(%q) = %q, want %q", in, got, want)
		}
	}
}
