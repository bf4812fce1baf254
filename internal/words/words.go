// Package words collapses white space in text, as the analyzer and the
// schema builder present labels and headings.
package words

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Collapse is strings.Join(strings.Fields(s), " "), the words of s with one
// space between them, in one pass and one allocation rather than a slice
// of words and a join. It returns s itself when s is already so.
func Collapse(s string) string {
	if tidy(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	gap := false // white space since the last word
	for i := 0; i < len(s); {
		c, size := s[i], 1
		var space bool
		if c < utf8.RuneSelf {
			space = asciiSpace[c]
		} else {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
		}
		if space {
			gap = b.Len() > 0
		} else {
			if gap {
				b.WriteByte(' ')
				gap = false
			}
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// IsASCIISpace reports whether c is an ASCII byte that unicode.IsSpace
// calls space: where strings.Fields splits ASCII text.
func IsASCIISpace(c byte) bool { return c < utf8.RuneSelf && asciiSpace[c] }

// asciiSpace is unicode.IsSpace of the ASCII bytes, as strings.Fields
// reads them.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// tidy reports whether s is ASCII with single spaces between words and
// none at its ends: what Collapse would return.
func tidy(s string) bool {
	gap := true // at the start, a space would be one too many
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return false
		}
		if asciiSpace[c] {
			if gap || c != ' ' {
				return false
			}
			gap = true
			continue
		}
		gap = false
	}
	return !gap || s == ""
}
