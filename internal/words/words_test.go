package words

import (
	"strings"
	"testing"
)

var seeds = []string{"", " ", "a", " a ", "a  b", "a\tb\nc", "\u00a0a\u0085b\u2003", "\xffa \xfe", "é  è", "a b", "ab ", " ab", "\x00 \x1f",
	"a\u3000b", "\u200bzero\u200bwidth", "x\v\fy\r"}

func FuzzCollapse(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Collapse(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Fatalf("Collapse(%q) = %q, want %q", s, got, want)
		}
	})
}
