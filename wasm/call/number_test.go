package call

import (
	"math"
	"testing"
)

// ParseNumber reads HTML's and JSON's decimal numbers and nothing else, on the host
// (strconv) and in the browser (JavaScript's Number) alike: this test runs
// in both (go test, and GOOS=js under Node).
func TestParseNumber(t *testing.T) {
	for s, want := range map[string]float64{"0": 0, "7": 7, "-12.5": -12.5, "1e3": 1000, "2.5E-3": 0.0025, "1e308": 1e308,
		"0.1": 0.1, "123456789012345678901234567890": 123456789012345678901234567890, "4.9e-324": 4.9e-324,
		"007": 7, ".5": 0.5, "-.25e1": -2.5} {
		if got, ok := ParseNumber(s); !ok || got != want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "-", "+1", "1.", ".", "-.", "1e", "1e+", "0x10", " 1", "1 ", "Infinity", "NaN", "1e400", "-1e400", "1_000", "١"} {
		if got, ok := ParseNumber(s); ok {
			t.Errorf("ParseNumber(%q) = %v, want refused", s, got)
		}
	}
	if got, ok := ParseNumber("-0"); !ok || !math.Signbit(got) {
		t.Errorf("ParseNumber(-0) = %v, %v: the sign is lost", got, ok)
	}
}

// FormatNumber writes the shortest decimal that reads back as the number.
func TestFormatNumberReadsBack(t *testing.T) {
	for _, f := range []float64{0, 1, -7, 0.1, 1.5e-7, 12345.678, 1e20, 9007199254740993, math.MaxFloat64, math.SmallestNonzeroFloat64} {
		s := FormatNumber(f)
		if got, ok := ParseNumber(s); !ok || got != f {
			t.Errorf("FormatNumber(%v) = %q, which reads back as %v, %v", f, s, got, ok)
		}
	}
	if s := FormatNumber(2.5); s != "2.5" {
		t.Errorf("FormatNumber(2.5) = %q", s)
	}
}
