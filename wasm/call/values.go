package call

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// ParseValues reads the text JSON.stringify(elements, ["value"]) gives for
// n elements whose values are strings: [{"value":"..."},...]. ok is false
// on anything else: an element without a value, a value of another type,
// a toJSON of the page's. It parses no more JSON than that, so the runtime
// stays free of encoding/json (SPEC section 7, the size budget).
func ParseValues(text string, n int) (vals []any, ok bool) {
	const open = `{"value":`
	s, ok := strings.CutPrefix(text, "[")
	if !ok {
		return nil, false
	}
	vals = make([]any, 0, n)
	for len(vals) < n {
		if len(vals) > 0 {
			if s, ok = strings.CutPrefix(s, ","); !ok {
				return nil, false
			}
		}
		if s, ok = strings.CutPrefix(s, open); !ok {
			return nil, false
		}
		var v string
		if v, s, ok = jsonString(s); !ok {
			return nil, false
		}
		if s, ok = strings.CutPrefix(s, "}"); !ok {
			return nil, false
		}
		vals = append(vals, v)
	}
	return vals, s == "]"
}

// jsonString reads the JSON string at the start of s as JSON.stringify
// writes it, and returns it and the rest of s. A lone surrogate, which
// JSON.stringify escapes, becomes U+FFFD, as syscall/js's String makes it.
func jsonString(s string) (v, rest string, ok bool) {
	if !strings.HasPrefix(s, `"`) {
		return "", s, false
	}
	s = s[1:]
	i := strings.IndexAny(s, `"\`)
	if i < 0 {
		return "", s, false
	}
	if s[i] == '"' {
		return s[:i], s[i+1:], true // no escape: the common case
	}
	var b strings.Builder
	for {
		i := strings.IndexAny(s, `"\`)
		if i < 0 || i+1 >= len(s) && s[i] == '\\' {
			return "", s, false
		}
		b.WriteString(s[:i])
		if s[i] == '"' {
			return b.String(), s[i+1:], true
		}
		c := s[i+1]
		s = s[i+2:]
		switch c {
		case '"', '\\', '/':
			b.WriteByte(c)
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, ok := hex4(s)
			if !ok {
				return "", s, false
			}
			s = s[4:]
			if utf16.IsSurrogate(r) {
				if r2, ok := hex4(strings.TrimPrefix(s, `\u`)); ok && strings.HasPrefix(s, `\u`) {
					if p := utf16.DecodeRune(r, r2); p != utf8.RuneError {
						b.WriteRune(p)
						s = s[6:]
						continue
					}
				}
				r = utf8.RuneError
			}
			b.WriteRune(r)
		default:
			return "", s, false
		}
	}
}

func hex4(s string) (rune, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[:4]) {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
