package call

import (
	"errors"
	"strings"
)

// decoder reads JSON text straight into the runtime's types: a manifest's
// tools are read member by member, each value where it belongs, with no
// map[string]any built for an object whose keys are known (ParseTools,
// ParseSchema). On a first call the manifest was most of the maps the
// runtime built, and their code was what V8 found hot enough to compile
// twice. A value whose shape is free (a const, an enum) is read as
// ParseJSON reads it.
//
// An object is read as
//
//	if d.enter('{') {
//		for d.more('}') {
//			switch d.key() { ... read the value, or d.skip() }
//		}
//	}
//
// and an array the same way without key. Reading stops at the first
// thing that is not JSON, and bad says so.
type decoder struct {
	jsonParser
	depth int
	// fresh: the object or array just opened has not had more called.
	fresh bool
	bad   bool
}

func newDecoder(text string) *decoder {
	return &decoder{jsonParser: jsonParser{s: text}}
}

// next is the first byte of the next value, or 0 at the end or once bad.
func (d *decoder) next() byte {
	d.space()
	if d.s == "" || d.bad {
		return 0
	}
	return d.s[0]
}

// open reads the '{' or '[' that next found.
func (d *decoder) open() {
	if d.depth >= maxJSONDepth {
		d.bad = true
		return
	}
	d.s = d.s[1:]
	d.depth++
	d.fresh = true
}

// enter opens the object or array that begins with c, or skips a value
// of another kind and reports false.
func (d *decoder) enter(c byte) bool {
	if d.next() != c {
		d.skip()
		return false
	}
	d.open()
	return true
}

// more reports whether the object or array open has another member or
// element, reading the comma before it; at its end it reads the closing
// byte, end, and reports false.
func (d *decoder) more(end byte) bool {
	c := d.next()
	if c == end {
		d.s = d.s[1:]
		d.depth--
		d.fresh = false
		return false
	}
	if !d.fresh {
		if c != ',' {
			d.bad = true
			return false
		}
		d.s = d.s[1:]
	}
	d.fresh = false
	if d.next() == 0 {
		d.bad = true
	}
	return !d.bad
}

// key reads a member's key and its colon.
func (d *decoder) key() string {
	d.space()
	k, rest, ok := jsonString(d.s)
	d.s = rest
	d.space()
	if !ok || !strings.HasPrefix(d.s, ":") {
		d.bad = true
		return ""
	}
	d.s = d.s[1:]
	return k
}

// any reads a value as ParseJSON does.
func (d *decoder) any() any {
	if d.bad {
		return nil
	}
	v, ok := d.value(d.depth)
	d.bad = !ok
	return v
}

// skip reads a value and keeps nothing of it.
func (d *decoder) skip() {
	switch d.next() {
	case '{':
		d.open()
		for d.more('}') {
			d.key()
			d.skip()
		}
	case '[':
		d.open()
		for d.more(']') {
			d.skip()
		}
	case '"':
		d.text()
	default:
		d.any()
	}
}

// str reads a value and returns it if it is a string, else "".
func (d *decoder) str() string {
	s, _ := d.text()
	return s
}

// text reads a value; ok says it was a string. A string is read where it
// lies, never boxed into an interface: on a first call, the manifest's
// strings were a third of the runtime's allocations.
func (d *decoder) text() (s string, ok bool) {
	if d.next() != '"' {
		d.skip()
		return "", false
	}
	s, d.s, ok = jsonString(d.s)
	d.bad = !ok
	return s, ok
}

// boolean reads a value and returns it if it is true.
func (d *decoder) boolean() bool {
	b, _ := d.truth()
	return b
}

// truth reads a value; ok says it was true or false.
func (d *decoder) truth() (b, ok bool) {
	switch d.next() {
	case 't':
		b, ok = true, d.word("true")
	case 'f':
		ok = d.word("false")
	default:
		d.skip()
		return false, false
	}
	d.bad = !ok
	return b && ok, ok
}

// errNotJSON is what readWhole says of text that is not JSON.
var errNotJSON = errors.New("not JSON text")

// readWhole reads text with read, and refuses it unless it was JSON to its
// end.
func readWhole[T any](text string, read func(*decoder) (T, error)) (T, error) {
	d := newDecoder(text)
	v, err := read(d)
	if !d.end() {
		var none T
		return none, errNotJSON
	}
	return v, err
}

// end reports whether the text was JSON up to its end.
func (d *decoder) end() bool {
	d.space()
	return !d.bad && d.s == ""
}

// ReadStrings reads JSON text that is an array of strings (what the
// loader's values writes); ok is false for any other text.
func ReadStrings(text string) (out []string, ok bool) {
	// The loader's JSON.stringify writes ["a","b"] with no space: read
	// that string by string, and anything else with the decoder.
	if s, isArray := strings.CutPrefix(text, "["); isArray && s != "]" {
		for {
			v, rest, isString := jsonString(s)
			if !isString || rest == "" {
				break
			}
			out = append(out, v)
			if rest == "]" {
				return out, true
			}
			if rest[0] != ',' {
				break
			}
			s = rest[1:]
		}
		out = out[:0]
	}
	d := newDecoder(text)
	if !d.enter('[') {
		return nil, false
	}
	for d.more(']') {
		s, isString := d.text()
		if !isString {
			return nil, false
		}
		out = append(out, s)
	}
	return out, d.end()
}

// Cell is a value of ReadRows: a string, true, false, or anything else.
type Cell struct {
	Text string
	Kind byte // 's' a string, 't' true, 'f' false, 0 anything else
}

// ReadRows reads JSON text that is an array of arrays of width values
// each (what the loader's describe writes of a form's controls) as one list
// of cells, row after row, with nothing boxed. ok is false for any other
// text.
func ReadRows(text string, width int) (cells []Cell, ok bool) {
	d := newDecoder(text)
	if !d.enter('[') {
		return nil, false
	}
	for d.more(']') {
		if !d.enter('[') {
			return nil, false
		}
		n := 0
		for d.more(']') {
			var c Cell
			switch d.next() {
			case '"':
				c.Text, _ = d.text()
				c.Kind = 's'
			case 't', 'f':
				if b, _ := d.truth(); b {
					c.Kind = 't'
				} else {
					c.Kind = 'f'
				}
			default:
				d.skip()
			}
			cells = append(cells, c)
			n++
		}
		if n != width {
			return nil, false
		}
	}
	return cells, d.end()
}
