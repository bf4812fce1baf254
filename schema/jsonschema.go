package schema

import (
	"strconv"
	"unicode/utf8"
)

// draft202012 is the meta-schema every input schema names.
const draft202012 = "https://json-schema.org/draft/2020-12/schema"

// jsonSchema is the part of JSON Schema 2020-12 that input schemas use. It is
// typed rather than a map so that properties keep form order and output is
// byte-for-byte deterministic, and it writes itself by hand so that this
// package pulls neither encoding/json's reflection nor a schema library into
// the WebAssembly runtime. It has no $ref or $defs on purpose: agents inline
// tool schemas and several of them mishandle references.
type jsonSchema struct {
	Schema      string // $schema, root only
	Title       string
	Description string
	Type        string
	Format      string // only "date": SPEC section 3 prefers pattern
	Pattern     string
	MinLength   *int
	MaxLength   *int
	// Minimum, Maximum and MultipleOf hold JSON number literals, already
	// normalised (see jsonNumber).
	Minimum    string
	Maximum    string
	MultipleOf string
	Enum       []string
	AnyOf      []*jsonSchema
	Const      *string
	Items      *jsonSchema
	// UniqueItems is only ever written as true.
	UniqueItems bool
	Examples    []string
	// Default is a JSON literal (see jsonString, jsonBool, jsonNumber,
	// jsonStrings); nil means none.
	Default []byte

	Properties []property
	Required   []string
	// AdditionalProperties is written as false when Closed is set.
	Closed bool
}

// property is one entry of an object schema's properties, in form order.
type property struct {
	Key    string
	Schema *jsonSchema
}

// appendJSON writes the schema as compact JSON with its keywords in a fixed
// order.
func (s *jsonSchema) appendJSON(b []byte) []byte {
	w := objectWriter{b: append(b, '{')}
	if s.Schema != "" {
		w.str("$schema", s.Schema)
	}
	if s.Title != "" {
		w.str("title", s.Title)
	}
	if s.Description != "" {
		w.str("description", s.Description)
	}
	if s.Type != "" {
		w.str("type", s.Type)
	}
	if s.Format != "" {
		w.str("format", s.Format)
	}
	if s.Pattern != "" {
		w.str("pattern", s.Pattern)
	}
	if s.MinLength != nil {
		w.raw("minLength", strconv.AppendInt(nil, int64(*s.MinLength), 10))
	}
	if s.MaxLength != nil {
		w.raw("maxLength", strconv.AppendInt(nil, int64(*s.MaxLength), 10))
	}
	if s.Minimum != "" {
		w.raw("minimum", []byte(s.Minimum))
	}
	if s.Maximum != "" {
		w.raw("maximum", []byte(s.Maximum))
	}
	if s.MultipleOf != "" {
		w.raw("multipleOf", []byte(s.MultipleOf))
	}
	if s.Const != nil {
		w.str("const", *s.Const)
	}
	if s.Enum != nil {
		w.raw("enum", jsonStrings(s.Enum))
	}
	if len(s.AnyOf) > 0 {
		w.key("anyOf")
		w.b = append(w.b, '[')
		for i, sub := range s.AnyOf {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.b = sub.appendJSON(w.b)
		}
		w.b = append(w.b, ']')
	}
	if s.Items != nil {
		w.key("items")
		w.b = s.Items.appendJSON(w.b)
	}
	if s.UniqueItems {
		w.raw("uniqueItems", []byte("true"))
	}
	if len(s.Examples) > 0 {
		w.raw("examples", jsonStrings(s.Examples))
	}
	if s.Default != nil {
		w.raw("default", s.Default)
	}
	if s.Type == "object" {
		w.key("properties")
		w.b = append(w.b, '{')
		for i, p := range s.Properties {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.b = appendString(w.b, p.Key)
			w.b = append(w.b, ':')
			w.b = p.Schema.appendJSON(w.b)
		}
		w.b = append(w.b, '}')
		if len(s.Required) > 0 {
			w.raw("required", jsonStrings(s.Required))
		}
	}
	if s.Closed {
		w.raw("additionalProperties", []byte("false"))
	}
	return append(w.b, '}')
}

// objectWriter appends the members of one JSON object.
type objectWriter struct {
	b    []byte
	more bool
}

func (w *objectWriter) key(k string) {
	if w.more {
		w.b = append(w.b, ',')
	}
	w.more = true
	w.b = appendString(w.b, k)
	w.b = append(w.b, ':')
}

func (w *objectWriter) str(k, v string) {
	w.key(k)
	w.b = appendString(w.b, v)
}

func (w *objectWriter) raw(k string, v []byte) {
	w.key(k)
	w.b = append(w.b, v...)
}

// jsonString returns s as a JSON string literal.
func jsonString(s string) []byte { return appendString(nil, s) }

// jsonBool returns a JSON true or false.
func jsonBool(v bool) []byte { return strconv.AppendBool(nil, v) }

// jsonStrings returns a JSON array of strings.
func jsonStrings(ss []string) []byte {
	b := []byte{'['}
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string. Like encoding/json it escapes <, >
// and & (a manifest may be inlined in a <script type="application/json">,
// where "</script>" in a label would end the element), U+2028 and U+2029, and
// replaces invalid UTF-8 with U+FFFD, so the output is the same whichever
// encoder later re-marshals it.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
