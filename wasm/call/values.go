package call

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// jsonString reads the JSON string at the start of s as JSON.stringify
// writes it, and returns it and the rest of s. A lone surrogate, which
// JSON.stringify escapes, becomes U+FFFD, as syscall/js's String makes it.
func jsonString(s string) (v, rest string, ok bool) {
	if s == "" || s[0] != '"' {
		return "", s, false
	}
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			return s[1:i], s[i+1:], true // no escape: the common case
		case c == '\\':
			return jsonEscaped(s[1:])
		case c < 0x20:
			return "", s, false
		}
	}
	return "", s, false
}

// jsonEscaped is jsonString past the opening quote of a string that has
// escapes: apart from the common case, which stays small and quick to
// compile.
func jsonEscaped(s string) (v, rest string, ok bool) {
	var b strings.Builder
	for {
		i := strings.IndexAny(s, `"\\`)
		if i < 0 || i+1 >= len(s) && s[i] == '\\' || hasControl(s[:i]) {
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

// hasControl reports a raw control character, which JSON escapes.
func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 {
			return true
		}
	}
	return false
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

// maxJSONDepth bounds ParseJSON's nesting, as the runtime bounds the JS
// values it converts: a manifest is a few levels deep.
const maxJSONDepth = 32

// ParseJSON reads JSON text as JSON.stringify writes it (a manifest's
// tools, handed over as one string rather than read property by property
// across the JavaScript boundary) into the values package call reads:
// map[string]any, []any, string, float64, bool and nil. It rejects text
// nested deeper than maxJSONDepth and anything after the value.
func ParseJSON(text string) (any, bool) {
	p := jsonParser{s: text}
	v, ok := p.value(0)
	if !ok {
		return nil, false
	}
	p.space()
	return v, p.s == ""
}

// Args are a call's arguments as ParseArgs reads them: each name and its
// value, in the order written, with no map built.
type Args struct {
	Keys []string
	Vals []any
}

// ParseArgs reads a call's arguments, the JSON text the loader writes of
// them: an object into *Args, anything else as ParseJSON reads it (for
// the call to refuse).
func ParseArgs(text string) (any, bool) {
	p := jsonParser{s: text}
	p.space()
	if !strings.HasPrefix(p.s, "{") {
		return ParseJSON(text)
	}
	// Each member writes one ':', so their count is at least the members'
	// (a count of one byte is a plain loop; of two, a search per member).
	n := strings.Count(text, ":")
	a := &Args{Keys: make([]string, 0, n), Vals: make([]any, 0, n)}
	if !p.members(0, func(k string, v any) { a.Keys, a.Vals = append(a.Keys, k), append(a.Vals, v) }) {
		return nil, false
	}
	p.space()
	return a, p.s == ""
}

type jsonParser struct{ s string }

func (p *jsonParser) space() {
	for p.s != "" && (p.s[0] == ' ' || p.s[0] == '\t' || p.s[0] == '\r' || p.s[0] == '\n') {
		p.s = p.s[1:]
	}
}

func (p *jsonParser) value(depth int) (any, bool) {
	p.space()
	if p.s == "" || depth > maxJSONDepth {
		return nil, false
	}
	switch c := p.s[0]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		v, rest, ok := jsonString(p.s)
		p.s = rest
		return v, ok
	case c == 't':
		return true, p.word("true")
	case c == 'f':
		return false, p.word("false")
	case c == 'n':
		return nil, p.word("null")
	default:
		return p.number()
	}
}

func (p *jsonParser) word(w string) bool {
	rest, ok := strings.CutPrefix(p.s, w)
	p.s = rest
	return ok
}

func (p *jsonParser) object(depth int) (any, bool) {
	out := map[string]any{}
	if !p.members(depth, func(k string, v any) { out[k] = v }) {
		return nil, false
	}
	return out, true
}

// members reads an object, handing each member to add in order.
func (p *jsonParser) members(depth int, add func(k string, v any)) bool {
	p.s = p.s[1:]
	p.space()
	if rest, ok := strings.CutPrefix(p.s, "}"); ok {
		p.s = rest
		return true
	}
	for {
		// The loader's JSON.stringify writes no space, and most values
		// are strings: each step looks at the next byte itself before it
		// calls the general one, as the runtime's own code is built
		// without inlining and this runs once per argument.
		if p.s != "" && p.s[0] <= ' ' {
			p.space()
		}
		k, rest, ok := jsonString(p.s)
		if !ok {
			return false
		}
		if rest != "" && rest[0] == ':' {
			p.s = rest[1:]
		} else {
			p.s = rest
			p.space()
			if p.s, ok = strings.CutPrefix(p.s, ":"); !ok {
				return false
			}
		}
		var v any
		if p.s != "" && p.s[0] == '"' && depth < maxJSONDepth {
			v, p.s, ok = jsonString(p.s)
		} else {
			v, ok = p.value(depth + 1)
		}
		if !ok {
			return false
		}
		add(k, v)
		if p.s != "" && p.s[0] <= ' ' {
			p.space()
		}
		if p.s != "" && p.s[0] == ',' {
			p.s = p.s[1:]
			continue
		}
		p.s, ok = strings.CutPrefix(p.s, "}")
		return ok
	}
}

func (p *jsonParser) array(depth int) (any, bool) {
	p.s = p.s[1:]
	out := []any{}
	p.space()
	if rest, ok := strings.CutPrefix(p.s, "]"); ok {
		p.s = rest
		return out, true
	}
	for {
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		p.space()
		if rest, ok := strings.CutPrefix(p.s, ","); ok {
			p.s = rest
			continue
		}
		if p.s, ok = strings.CutPrefix(p.s, "]"); !ok {
			return nil, false
		}
		return out, true
	}
}

// number reads a JSON number: an optional minus, digits without a
// leading zero, an optional fraction and exponent.
func (p *jsonParser) number() (any, bool) {
	i := 0
	digits := func() int {
		n := 0
		for i < len(p.s) && '0' <= p.s[i] && p.s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(p.s) && p.s[i] == '-' {
		i++
	}
	start := i
	if n := digits(); n == 0 || n > 1 && p.s[start] == '0' {
		return nil, false
	}
	if i < len(p.s) && p.s[i] == '.' {
		i++
		if digits() == 0 {
			return nil, false
		}
	}
	if i < len(p.s) && (p.s[i] == 'e' || p.s[i] == 'E') {
		i++
		if i < len(p.s) && (p.s[i] == '+' || p.s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return nil, false
		}
	}
	if f, ok := smallInt(p.s[:i]); ok {
		p.s = p.s[i:]
		return f, true
	}
	f, ok := ParseNumber(p.s[:i])
	if !ok {
		return nil, false
	}
	p.s = p.s[i:]
	return f, true
}

// smallInt reads a JSON integer of at most 15 digits, which a float64
// holds exactly: the numbers of a manifest (lengths, limits, waits) are
// such, and reading them so leaves strconv's float parser out of the
// first call.
func smallInt(s string) (float64, bool) {
	neg := s != "" && s[0] == '-'
	if neg {
		s = s[1:]
	}
	if s == "" || len(s) > 15 || neg && s == "0" {
		return 0, false // -0 is left to ParseFloat
	}
	n := int64(0)
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int64(s[i]-'0')
	}
	if neg {
		n = -n
	}
	return float64(n), true
}
