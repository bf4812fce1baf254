package analyzer

import (
	"strings"
	"testing"
)

// FuzzHidingClass: hasHidingClass is a lookup of each word of the class
// attribute, lower-cased, as strings.Fields and strings.ToLower give them.
func FuzzHidingClass(f *testing.F) {
	for k := range hidingClasses {
		f.Add(strings.ToUpper(k)) // and every one is found, however long
		f.Add("a\t" + k + "\u00a0b")
	}
	for _, s := range []string{"", " ", "hidden-xs d-md-none", "x\u212Aidden", "HİDDEN", "sr-only\u2003x", "\xffhidden", "hide\vme hide"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, class string) {
		want := false
		for _, c := range strings.Fields(strings.ToLower(class)) {
			want = want || hidingClasses[c]
		}
		if got := hasHidingClass(class); got != want {
			t.Fatalf("hasHidingClass(%q) = %v, want %v", class, got, want)
		}
	})
}

// FuzzHoneyWords: honeyWords finds a honeypot word, spaced or not, among
// the words splitWords reads from a name.
func FuzzHoneyWords(f *testing.F) {
	for _, s := range []string{"", "honeypot", "Honey_Pot", "spam-trap", "SpamTrap", "bot trap", "ohNoHoney", "h-pot", "wrapper",
		"hONEYpot", "spam\u00a0trap", "bot\u212Atrap", "x1honey2pot", "hpo\u0301t"} {
		f.Add(s)
	}
	spaced := []string{"honeypot", "honey pot", "ohnohoney", "hpot", "spamtrap", "spam trap", "bottrap", "bot trap"}
	f.Fuzz(func(t *testing.T, s string) {
		words := splitWords(s)
		joined, compact := strings.Join(words, " "), strings.Join(words, "")
		want := hideSignals(0)
		for _, w := range spaced {
			if strings.Contains(joined, w) || strings.Contains(compact, strings.ReplaceAll(w, " ", "")) {
				want = hideHoney
			}
		}
		if got := honeyWords(s); got != want && honeyParts.in(s) {
			t.Fatalf("honeyWords(%q) = %v, want %v", s, got, want)
		}
	})
}
