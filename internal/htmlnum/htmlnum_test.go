package htmlnum

import "testing"

func TestValid(t *testing.T) {
	for _, s := range []string{"0", "7", "-12.5", "1e3", "2.5E-3", "007", ".5", "-.25e1", "1E+3"} {
		if !Valid(s) {
			t.Errorf("Valid(%q) = false", s)
		}
	}
	for _, s := range []string{"", "-", "+1", "1.", ".", "-.", "1e", "1e+", "0x10", " 1", "1 ", "Infinity", "NaN", "1_000", "١", "1.2.3"} {
		if Valid(s) {
			t.Errorf("Valid(%q) = true", s)
		}
	}
}
