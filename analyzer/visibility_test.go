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
