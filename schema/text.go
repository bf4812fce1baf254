package schema

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/formtool/formtool/internal/htmlnum"
	"github.com/formtool/formtool/internal/words"
)

// clean collapses runs of white space to one space and trims the ends, and
// clips the text to maxText runes, so a long heading cannot bloat a manifest.
func clean(s string) string {
	s = words.Collapse(s)
	if utf8.RuneCountInString(s) <= maxText {
		return s
	}
	n := 0
	for i := range s {
		if n == maxText-1 {
			return strings.TrimRight(s[:i], " ") + "…"
		}
		n++
	}
	return s
}

const maxText = 200

// firstOf returns the first non-empty cleaned text.
func firstOf(texts ...string) string {
	for _, t := range texts {
		if t = clean(t); t != "" {
			return t
		}
	}
	return ""
}

// sentence ends t with a full stop unless it already ends in punctuation.
func sentence(t string) string {
	if t == "" {
		return ""
	}
	r, _ := utf8.DecodeLastRuneInString(t)
	if unicode.IsPunct(r) && r != ')' && r != '"' && r != '\'' && r != '»' && r != '”' {
		return t
	}
	return t + "."
}

// quote puts t in double quotes for a description. It is for prose: JSON
// escaping happens when the manifest is written.
func quote(t string) string { return `"` + t + `"` }

// joinAnd joins items as "a", "a and b" or "a, b and c".
func joinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// slug lower-cases s, folds common Latin accents, and turns every run of other
// characters into one underscore: "Réserver une table" → "reserver_une_table".
// It folds by hand rather than with golang.org/x/text so the tables stay out
// of the WebAssembly runtime. The result may be empty (for example for a
// Japanese heading); callers then try the next source.
func slug(s string, max int) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(s) {
		if unicode.Is(unicode.Mn, r) {
			continue // a combining accent, as in a decomposed "é" or ToLower("İ")
		}
		var fold string
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			fold = string(r)
		case r >= 0xC0 && r <= 0xFF:
			fold = latin1Fold[r-0xC0]
		case r == 'œ':
			fold = "oe"
		case r == 'ĳ':
			fold = "ij"
		case r >= 0x100 && r <= 0x17F:
			fold = latinExtAFold[r-0x100 : r-0x100+1]
		}
		if strings.Trim(fold, "_") == "" {
			under = b.Len() > 0
			continue
		}
		if under {
			b.WriteByte('_')
			under = false
		}
		b.WriteString(fold)
	}
	out := b.String()
	if len(out) > max {
		cut := out[:max]
		// Cut at a word boundary unless that loses more than half.
		if out[max] != '_' {
			if i := strings.LastIndexByte(cut, '_'); i > max/2 {
				cut = cut[:i]
			}
		}
		out = strings.TrimRight(cut, "_")
	}
	return out
}

// latin1Fold maps U+00C0..U+00FF after lower-casing; "_" marks a separator.
var latin1Fold = [64]string{
	"a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
	"d", "n", "o", "o", "o", "o", "o", "_", "o", "u", "u", "u", "u", "y", "th", "ss",
	"a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
	"d", "n", "o", "o", "o", "o", "o", "_", "o", "u", "u", "u", "u", "y", "th", "y",
}

// latinExtAFold maps U+0100..U+017F to a base letter, one byte per code
// point (œ and ĳ are handled before it).
const latinExtAFold = "aaaaaaccccccccdd" + "ddeeeeeeeeeegggg" + "gggghhhhiiiiiiii" + "iiiijjkkklllllll" +
	"lllnnnnnnnnnoooo" + "oooorrrrrrssssss" + "ssttttttuuuuuuuu" + "uuuuwwyyyzzzzzzs"

// isToolName reports whether s may name a WebMCP tool: 1 to 128 of
// [A-Za-z0-9_.-]. Written out rather than as a regexp, which would cost the
// WebAssembly runtime about 300 KB.
func isToolName(s string) bool {
	if len(s) == 0 || len(s) > 128 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return true
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '.' || c == '-'
}

// propertyKey makes a field name usable as an input property. Names already of
// 1 to 64 of [A-Za-z0-9_.-] are kept as they are; others ("user[email]",
// "items[]", "e-mail adres") become "user_email", "items", "e_mail_adres",
// because model-provider tool APIs reject property keys outside that pattern.
// The manifest's Field entry keeps the real name for the runtime.
func propertyKey(name string) string {
	if len(name) <= 64 && isToolName(name) {
		return name
	}
	var b strings.Builder
	under := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !isNameByte(c) || c == '_' {
			under = b.Len() > 0
			continue
		}
		if under {
			b.WriteByte('_')
			under = false
		}
		b.WriteByte(c)
	}
	out := b.String()
	if len(out) > 64 {
		out = strings.TrimRight(out[:64], "_")
	}
	return out
}

// unique returns base, or base_2, base_3, … whichever is not yet taken, kept
// within max bytes, and marks it taken.
func unique(base string, max int, taken map[string]bool) string {
	if !taken[base] {
		taken[base] = true
		return base
	}
	for n := 2; ; n++ {
		suffix := "_" + strconv.Itoa(n)
		b := base
		if len(b)+len(suffix) > max {
			b = b[:max-len(suffix)]
		}
		if c := b + suffix; !taken[c] {
			taken[c] = true
			return c
		}
	}
}

// htmlNumber parses an HTML "valid floating-point number" (-?digits[.digits]
// or .digits, optional exponent) and returns it as a JSON number literal.
// HTML allows forms JSON does not ("007", ".5", "1E3"), so the literal is
// re-formatted the way encoding/json formats a float64.
func htmlNumber(s string) (lit string, v float64, ok bool) {
	s = strings.TrimSpace(s)
	if !htmlnum.Valid(s) {
		return "", 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return "", 0, false
	}
	return formatNumber(v), v, true
}

// formatNumber writes v as encoding/json would: plain notation, switching to
// an exponent only for very small or very large magnitudes.
func formatNumber(v float64) string {
	if v == 0 {
		return "0" // also turns -0 into 0
	}
	abs := math.Abs(v)
	format := byte('f')
	if abs < 1e-6 || abs >= 1e21 {
		format = 'e'
	}
	s := strconv.FormatFloat(v, format, -1, 64)
	if format == 'e' {
		// "1e-07" → "1e-7", as encoding/json does.
		if n := len(s); n >= 4 && s[n-4] == 'e' && s[n-3] == '-' && s[n-2] == '0' {
			s = s[:n-2] + s[n-1:]
		}
	}
	return s
}

// htmlInt parses a non-negative HTML integer attribute such as minlength.
func htmlInt(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// isWhole reports whether v is an integer.
func isWhole(v float64) bool { return v == math.Trunc(v) && math.Abs(v) < 1<<53 }
