package analyzer

import (
	"math/rand"
	"strings"
	"testing"
)

// cleanText must give what clean does on the whole text, however long.
func TestCleanTextIsClean(t *testing.T) {
	pieces := []string{"a", "word ", " ", "\t\n", "é", "日本", "\u00a0", "\u0085", "\xff", "\xe6\x97", "😀", string(placeholder), "  x  "}
	r := rand.New(rand.NewSource(1))
	for range 3000 {
		var b strings.Builder
		for range r.Intn(400) {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		for _, limit := range []int{0, 1, 5, 16, 300} {
			if got, want := cleanText([]byte(b.String()), limit), clean(b.String(), limit); got != want {
				t.Fatalf("cleanText(%q, %d) = %q, want %q", b.String(), limit, got, want)
			}
		}
	}
}

func FuzzCleanText(f *testing.F) {
	f.Add("  hello \t world \xe6\x97 ", 5)
	f.Fuzz(func(t *testing.T, s string, limit int) {
		limit = max(0, limit%400)
		if got, want := cleanText([]byte(s), limit), clean(s, limit); got != want {
			t.Errorf("cleanText(%q, %d) = %q, want %q", s, limit, got, want)
		}
	})
}
