package call

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Schema is the part of JSON Schema 2020-12 that a tool's inputSchema uses
// (SPEC section 3: no $ref, pattern rather than format except date).
type Schema struct {
	Types      []string // empty: any type
	Enum       []any
	Const      any
	HasConst   bool
	Pattern    string
	Format     string
	MinLength  int // -1 when unset
	MaxLength  int // -1 when unset
	Minimum    *float64
	Maximum    *float64
	ExclMin    *float64
	ExclMax    *float64
	MultipleOf float64
	Items      *Schema
	MinItems   int // -1 when unset
	MaxItems   int // -1 when unset
	Unique     bool
	// AnyOf holds anyOf and oneOf alike: options are written as one
	// {const, title} per choice, which never overlap.
	AnyOf      []*Schema
	Properties map[string]*Schema
	Required   []string
}

// Matcher tests a JSON Schema pattern (ECMA-262 syntax, not anchored)
// against s. The WebAssembly build uses the browser's RegExp, which is the
// engine the pattern was written for and keeps Go's regexp out of the binary.
type Matcher func(pattern, s string) (bool, error)

// ParseSchema reads a schema from its JSON text.
func ParseSchema(text string) (*Schema, error) { return readWhole(text, (*decoder).schema) }

// schema reads a schema: true or an object, each keyword it knows read
// where it stands, subschemas as they come. Of text that is not JSON it
// says nothing: the decoder is bad.
func (d *decoder) schema() (*Schema, error) {
	s := &Schema{MinLength: -1, MaxLength: -1, MinItems: -1, MaxItems: -1}
	if d.next() != '{' {
		if d.boolean() {
			return s, nil
		}
		return nil, errors.New("not an object")
	}
	var err error // the first of a subschema's
	sub := func(prefix string) *Schema {
		x, e := d.schema()
		if e != nil && err == nil {
			err = errors.New(prefix + ": " + e.Error())
		}
		return x
	}
	d.open()
	for d.more('}') {
		switch k := d.key(); k {
		case "items":
			s.Items = sub("items")
		case "anyOf", "oneOf":
			if d.enter('[') {
				for i := 0; d.more(']'); i++ {
					s.AnyOf = append(s.AnyOf, sub(k+"["+strconv.Itoa(i)+"]"))
				}
			}
		case "properties":
			if d.enter('{') {
				s.Properties = map[string]*Schema{}
				for d.more('}') {
					name := d.key()
					s.Properties[name] = sub("properties." + name)
				}
			}
		case "type":
			if d.next() == '"' {
				t, _ := d.text()
				s.Types = typeList(t)
			} else {
				s.keyword(k, d.any())
			}
		default:
			if isKeyword(k) {
				s.keyword(k, d.any())
			} else {
				d.skip()
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

func isKeyword(k string) bool {
	for _, w := range keywords {
		if w == k {
			return true
		}
	}
	return false
}

// keywords are the keywords keyword reads; the subschemas (items, anyOf,
// oneOf, properties) are the decoder's.
var keywords = [...]string{"type", "enum", "const", "pattern", "format", "minLength", "maxLength", "minItems", "maxItems",
	"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "uniqueItems", "required"}

// typeList is the type keyword's list for one type name: a shared list
// for the names of JSON Schema's types, which is most schemas' type.
func typeList(t string) []string {
	for i := range typeNames {
		if typeNames[i][0] == t {
			return typeNames[i][:]
		}
	}
	return []string{t}
}

var typeNames = [...][1]string{{"string"}, {"number"}, {"integer"}, {"boolean"}, {"array"}, {"object"}, {"null"}}

// keyword sets one keyword of s.
func (s *Schema) keyword(k string, e any) {
	f, isNum := e.(float64)
	switch k {
	case "type": // a list: the decoder reads a single name (typeList)
		l, _ := e.([]any)
		for _, e := range l {
			if name, ok := e.(string); ok {
				s.Types = append(s.Types, name)
			}
		}
	case "enum":
		s.Enum, _ = e.([]any)
	case "const":
		s.Const, s.HasConst = e, true
	case "pattern":
		s.Pattern, _ = e.(string)
	case "format":
		s.Format, _ = e.(string)
	case "minLength":
		if isNum {
			s.MinLength = int(f)
		}
	case "maxLength":
		if isNum {
			s.MaxLength = int(f)
		}
	case "minItems":
		if isNum {
			s.MinItems = int(f)
		}
	case "maxItems":
		if isNum {
			s.MaxItems = int(f)
		}
	case "minimum":
		if isNum {
			s.Minimum = &f
		}
	case "maximum":
		if isNum {
			s.Maximum = &f
		}
	case "exclusiveMinimum":
		if isNum {
			s.ExclMin = &f
		}
	case "exclusiveMaximum":
		if isNum {
			s.ExclMax = &f
		}
	case "multipleOf":
		s.MultipleOf = f
	case "uniqueItems":
		s.Unique, _ = e.(bool)
	case "required":
		l, _ := e.([]any)
		for _, r := range l {
			if name, ok := r.(string); ok {
				s.Required = append(s.Required, name)
			}
		}
	}
}

// check returns "" when v is valid, else what was expected, in words that
// never quote v itself. showChoices is false for redact fields, whose
// choices are left out of messages as a matter of course.
func (s *Schema) check(v any, match Matcher, showChoices bool) string {
	if len(s.Types) > 0 {
		ok := false
		for _, t := range s.Types {
			if isType(v, t) {
				ok = true
				break
			}
		}
		if !ok {
			return "expected " + typeWords(s.Types) + ", got " + typeOf(v)
		}
	}
	if s.HasConst && !equal(v, s.Const) {
		if showChoices {
			return "expected " + quoteAny(s.Const)
		}
		return "expected the one allowed value"
	}
	if len(s.Enum) > 0 {
		ok := false
		for _, e := range s.Enum {
			if equal(v, e) {
				ok = true
				break
			}
		}
		if !ok {
			return "expected " + choices(s.Enum, showChoices)
		}
	}
	if len(s.AnyOf) > 0 {
		ok := false
		var consts []any
		for _, sub := range s.AnyOf {
			if sub.check(v, match, false) == "" {
				ok = true
				break
			}
			if sub.HasConst {
				consts = append(consts, sub.Const)
			}
		}
		if !ok {
			if len(consts) == len(s.AnyOf) {
				return "expected " + choices(consts, showChoices)
			}
			return "expected a value matching one of the " + strconv.Itoa(len(s.AnyOf)) + " alternatives of the schema"
		}
	}
	switch v := v.(type) {
	case string:
		n := utf8.RuneCountInString(v)
		if s.MinLength >= 0 && n < s.MinLength {
			return "expected at least " + strconv.Itoa(s.MinLength) + " characters, got " + strconv.Itoa(n)
		}
		if s.MaxLength >= 0 && n > s.MaxLength {
			return "expected at most " + strconv.Itoa(s.MaxLength) + " characters, got " + strconv.Itoa(n)
		}
		if s.Format == "date" && !isDate(v) {
			return "expected a date as YYYY-MM-DD"
		}
		if s.Pattern != "" && match != nil {
			ok, err := match(s.Pattern, v)
			if err != nil {
				return "the schema's pattern cannot be used: " + err.Error()
			}
			if !ok {
				return "expected text matching the pattern " + s.Pattern
			}
		}
	case float64:
		if s.Minimum != nil && v < *s.Minimum {
			return "expected a number of at least " + fnum(*s.Minimum)
		}
		if s.Maximum != nil && v > *s.Maximum {
			return "expected a number of at most " + fnum(*s.Maximum)
		}
		if s.ExclMin != nil && v <= *s.ExclMin {
			return "expected a number greater than " + fnum(*s.ExclMin)
		}
		if s.ExclMax != nil && v >= *s.ExclMax {
			return "expected a number less than " + fnum(*s.ExclMax)
		}
		if s.MultipleOf > 0 {
			q := v / s.MultipleOf
			if math.Abs(q-math.Round(q)) > 1e-9 {
				return "expected a multiple of " + fnum(s.MultipleOf)
			}
		}
	case []any:
		if s.MinItems >= 0 && len(v) < s.MinItems {
			return "expected at least " + strconv.Itoa(s.MinItems) + " items, got " + strconv.Itoa(len(v))
		}
		if s.MaxItems >= 0 && len(v) > s.MaxItems {
			return "expected at most " + strconv.Itoa(s.MaxItems) + " items, got " + strconv.Itoa(len(v))
		}
		if s.Items != nil {
			for i, e := range v {
				if msg := s.Items.check(e, match, showChoices); msg != "" {
					return "item " + strconv.Itoa(i) + ": " + msg
				}
			}
		}
		if s.Unique {
			for i := range v {
				for j := 0; j < i; j++ {
					if equal(v[i], v[j]) {
						return "expected unique items; item " + strconv.Itoa(i) + " repeats item " + strconv.Itoa(j)
					}
				}
			}
		}
	}
	return ""
}

func isType(v any, t string) bool {
	switch t {
	case "string":
		_, ok := v.(string)
		return ok
	case "number":
		_, ok := v.(float64)
		return ok
	case "integer":
		f, ok := v.(float64)
		return ok && f == math.Trunc(f) && !math.IsInf(f, 0)
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "null":
		return v == nil
	}
	return false
}

// typeWords names JSON types in words: "a string or null".
func typeWords(types []string) string {
	var words []string
	for _, t := range types {
		words = append(words, typeWord(t))
	}
	return strings.Join(words, " or ")
}

// typeWord is a JSON type in words. It is a switch rather than a map
// literal, which would be built when the runtime starts.
func typeWord(t string) string {
	switch t {
	case "string":
		return "a string"
	case "number":
		return "a number"
	case "integer":
		return "an integer"
	case "boolean":
		return "a boolean"
	case "array":
		return "an array"
	case "object":
		return "an object"
	}
	return t // "null", or a type the schema should not name
}

// typeOf names the JSON type of v; the name of a type is never a value.
func typeOf(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case float64:
		if v == math.Trunc(v) {
			return "an integer"
		}
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return "an unsupported value"
}

func choices(list []any, show bool) string {
	if !show {
		return "one of the " + strconv.Itoa(len(list)) + " allowed values listed in the schema"
	}
	return "one of " + quoteChoices(list)
}

func quoteChoices(list []any) string {
	parts := make([]string, 0, len(list))
	for _, e := range list {
		parts = append(parts, quoteAny(e))
	}
	return strings.Join(parts, ", ")
}

// choicesOf returns the choices the schema lists for property key (its
// enum, the consts of its anyOf, or the same of its items), or nil.
func (s *Schema) choicesOf(key string) []any {
	p := s.Properties[key]
	if p == nil {
		return nil
	}
	if p.Items != nil {
		p = p.Items
	}
	if len(p.Enum) > 0 {
		return p.Enum
	}
	var consts []any
	for _, sub := range p.AnyOf {
		if !sub.HasConst {
			return nil
		}
		consts = append(consts, sub.Const)
	}
	return consts
}

// quoteAny writes a schema constant (never an argument) for a message.
func quoteAny(v any) string {
	switch v := v.(type) {
	case string:
		return Quote(v)
	case float64:
		return fnum(v)
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return "null"
	}
	return typeOf(v)
}

func fnum(f float64) string { return FormatNumber(f) }

func equal(a, b any) bool {
	switch a := a.(type) {
	case []any:
		bl, ok := b.([]any)
		if !ok || len(a) != len(bl) {
			return false
		}
		for i := range a {
			if !equal(a[i], bl[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		return false // objects never appear as values of a form field
	}
	switch b.(type) {
	case []any, map[string]any:
		return false
	}
	return a == b
}

// isDate reports whether s is a full-date of RFC 3339, which is what
// format "date" means and what <input type=date> accepts.
func isDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for i, c := range []byte(s) {
		if i == 4 || i == 7 {
			continue
		}
		if c < '0' || c > '9' {
			return false
		}
	}
	y, mo, d := digitsOf(s[:4]), digitsOf(s[5:7]), digitsOf(s[8:])
	if mo < 1 || mo > 12 || d < 1 {
		return false
	}
	days := [...]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[mo-1]
	if mo == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return d <= days
}

// digitsOf reads s, which holds only the digits 0 to 9, as a number.
func digitsOf(s string) int {
	n := 0
	for _, c := range []byte(s) {
		n = n*10 + int(c-'0')
	}
	return n
}
