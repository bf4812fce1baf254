package call

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// FuzzAppendQuoted: AppendQuoted escapes a quote, a backslash and a
// control character, and writes every other byte as it is; valid UTF-8
// reads back as itself.
func FuzzAppendQuoted(f *testing.F) {
	for _, s := range []string{"", "plain", `a"b\c`, "tab\there\nnew", "\x00\x1f\x7f", "é ü 漢字", "\xff\xfe", `""\\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := string(AppendQuoted([]byte("x"), s))
		want := "x\""
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == '"' || c == '\\':
				want += `\` + string(c)
			case c < 0x20:
				want += `\u00` + string("0123456789abcdef"[c>>4]) + string("0123456789abcdef"[c&15])
			default:
				want += string([]byte{c})
			}
		}
		want += `"`
		if got != want {
			t.Fatalf("AppendQuoted(%q) = %q, want %q", s, got, want)
		}
		if utf8.ValidString(s) {
			var back string
			if err := json.Unmarshal([]byte(got[1:]), &back); err != nil || back != s {
				t.Fatalf("%q reads back as %q, %v", got[1:], back, err)
			}
		}
	})
}
