package call

import (
	"cmp"
	"errors"
	"strconv"
)

// Tool is what a call needs of one manifest tool (schema.Tool), read from
// the JSON text the loader hands over (ParseTools): the WebAssembly build
// carries no JSON decoder and no schema package.
type Tool struct {
	Name       string
	AutoSubmit bool
	// Policy names the rule that decided AutoSubmit and WaitMs; every
	// result carries it.
	Policy string
	// WaitMs is how long a call waits for the person, or for the page's
	// answer to a submit, before it resolves.
	WaitMs        int
	Fingerprint   string
	Consequential bool
	Fields        []Field
	RequiresUser  []UserField
	Schema        *Schema
	// Packs are the country packs whose checksum identifiers are masked when
	// found in an allow field.
	Packs []string

	byKey map[string]int // a field's position in Fields
	props []*Schema      // each field's schema, by position (nil for none)
	st    state
}

// state is what the runtime remembers of a tool's form between calls.
type state struct {
	// revision counts the changes the runtime has observed in the form's
	// values, the agent's fills and the person's edits alike: formVersion
	// is the fingerprint and the revision.
	revision int
	// snap is every field's raw value when the runtime last looked, and
	// seen what the agent was last shown (in a result's fields) or set;
	// both by field index, nil before the first call.
	snap, seen []string
	// op is the latest operation, pending or not.
	op *op
	// completed holds, by canonical arguments, the outcome of each call
	// that completed in the last ReplayWindowMs.
	completed map[string]*Envelope
}

// DefaultWaitMs is the wait of a manifest tool that does not say
// (schema.DefaultWaitMs).
const DefaultWaitMs = 120000

// Field is one allow or redact parameter (schema.Field).
type Field struct {
	Key   string
	Name  string
	ID    string
	Label string
	// Index is the field's position among the form's fields as the
	// analyzer counts them, or -1; it finds a control with neither name nor
	// id, and only in a form whose shape still has the tool's fingerprint
	// (FormFingerprint).
	Index           int
	FormFingerprint string
	// Kind is how the field is filled: text, number, date, checkbox,
	// checkbox-group, radio, select, select-multiple, textarea.
	Kind string
	// Redact is true for a redact field, false for allow.
	Redact bool
	// ValueKind is what the field holds when a rule knows it ("iban",
	// "date-of-birth", ...); it picks the mask.
	ValueKind string
	// Autocomplete is the control's autocomplete attribute as built
	// (lower-cased, tokens one space apart); a live control that says
	// otherwise is no longer the field's.
	Autocomplete string
}

// UserField is a field only the person can complete.
type UserField struct {
	Key   string
	Label string
}

// index returns the position of the field whose key is key in Fields, or
// -1.
func (t *Tool) index(key string) int {
	if i, ok := t.byKey[key]; ok {
		return i
	}
	return -1
}

// version is the formVersion: the fingerprint and the revision.
func (t *Tool) version() string {
	return t.Fingerprint + "." + strconv.Itoa(t.st.revision)
}

// ParseTools reads the tools of a manifest from the JSON text of their
// array, as the loader's JSON.stringify writes it.
func ParseTools(text string) ([]*Tool, error) {
	notArray := errors.New("tools must be the JSON text of an array")
	d := newDecoder(text)
	if !d.enter('[') {
		return nil, notArray
	}
	var tools []*Tool
	for d.more(']') {
		t, err := d.tool()
		if d.bad {
			break
		}
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	if !d.end() {
		return nil, notArray
	}
	return tools, nil
}

// ParseTool reads one tool of a manifest from its JSON text.
func ParseTool(text string) (*Tool, error) { return readWhole(text, (*decoder).tool) }

// fieldDoc is a manifest field as read, before it is checked.
type fieldDoc struct {
	f        Field
	class    string
	isObject bool
}

// tool reads one tool. It reads every member first and checks them after,
// so that a message can name the tool whatever the order of its members.
func (d *decoder) tool() (*Tool, error) {
	if !d.enter('{') {
		return nil, errors.New("tool: not an object")
	}
	t := &Tool{WaitMs: DefaultWaitMs, byKey: map[string]int{}}
	var (
		wait      any
		fields    []fieldDoc
		schema    *Schema
		schemaErr = errors.New("not an object") // no inputSchema
	)
	for d.more('}') {
		switch d.key() {
		case "name":
			t.Name = d.str()
		case "policy":
			t.Policy = d.str()
		case "fingerprint":
			t.Fingerprint = d.str()
		case "autoSubmit":
			t.AutoSubmit = d.boolean()
		case "waitMs":
			wait = d.any()
		case "annotations":
			if d.enter('{') {
				for d.more('}') {
					if d.key() == "consequentialHint" {
						t.Consequential = d.boolean()
					} else {
						d.skip()
					}
				}
			}
		case "packs":
			t.Packs = nil
			if d.enter('[') {
				for d.more(']') {
					if s, ok := d.text(); ok {
						t.Packs = append(t.Packs, s)
					}
				}
			}
		case "fields":
			fields = nil
			if d.enter('[') {
				for d.more(']') {
					fields = append(fields, d.field())
				}
			}
		case "requiresUser":
			t.RequiresUser = nil
			if d.enter('[') {
				for d.more(']') {
					if !d.enter('{') {
						continue
					}
					var u UserField
					for d.more('}') {
						switch d.key() {
						case "key":
							u.Key = d.str()
						case "label":
							u.Label = d.str()
						default:
							d.skip()
						}
					}
					t.RequiresUser = append(t.RequiresUser, u)
				}
			}
		case "inputSchema":
			schema, schemaErr = d.schema()
		default:
			d.skip()
		}
	}
	if d.bad {
		return nil, errNotJSON
	}
	if t.Name == "" {
		return nil, errors.New("tool: no name")
	}
	if w, ok := wait.(float64); ok {
		if w < 0 || w > 3600000 {
			return nil, t.fail("waitMs must be between 0 and 3600000")
		}
		t.WaitMs = int(w)
	}
	t.Fields = make([]Field, 0, len(fields))
	for i, fd := range fields {
		if !fd.isObject {
			return nil, t.fail("field " + strconv.Itoa(i) + " is not an object")
		}
		f := fd.f
		f.FormFingerprint = t.Fingerprint
		switch fd.class {
		case "allow":
		case "redact":
			f.Redact = true
		default:
			// A manifest field is allow or redact; anything else (a block
			// field that leaked into the list, a typo) must not be offered.
			return nil, t.fail("field " + Quote(f.Key) + " has class " + Quote(fd.class) + ", want allow or redact")
		}
		if f.Key == "" {
			return nil, t.fail("field " + strconv.Itoa(i) + " has no key")
		}
		if f.Name == "" && f.ID == "" && f.Index < 0 {
			return nil, t.fail("field " + Quote(f.Key) + " has no name, id or index")
		}
		if _, dup := t.byKey[f.Key]; dup {
			return nil, t.fail("field key " + Quote(f.Key) + " twice")
		}
		t.byKey[f.Key] = len(t.Fields)
		t.Fields = append(t.Fields, f)
	}
	if schemaErr != nil {
		return nil, t.fail("inputSchema: " + schemaErr.Error())
	}
	t.Schema = schema
	for key := range schema.Properties {
		if _, ok := t.byKey[key]; !ok {
			return nil, t.fail("inputSchema property " + Quote(key) + " has no field")
		}
	}
	t.props = make([]*Schema, len(t.Fields))
	for i, f := range t.Fields {
		t.props[i] = schema.Properties[f.Key]
	}
	return t, nil
}

// fail is an error about t, which names it.
func (t *Tool) fail(msg string) error {
	return errors.New("tool " + Quote(t.Name) + ": " + msg)
}

// field reads one member of a tool's fields.
func (d *decoder) field() fieldDoc {
	fd := fieldDoc{f: Field{Index: -1}}
	if fd.isObject = d.enter('{'); !fd.isObject {
		return fd
	}
	f := &fd.f
	for d.more('}') {
		switch d.key() {
		case "key":
			f.Key = d.str()
		case "name":
			f.Name = d.str()
		case "id":
			f.ID = d.str()
		case "label":
			f.Label = d.str()
		case "kind":
			f.Kind = d.str()
		case "valueKind":
			f.ValueKind = d.str()
		case "autocomplete":
			f.Autocomplete = d.str()
		case "class":
			fd.class = d.str()
		case "index":
			f.Index = -1
			if x, ok := d.any().(float64); ok && x >= 0 && x < 1e6 && x == float64(int(x)) {
				f.Index = int(x)
			}
		default:
			d.skip()
		}
	}
	return fd
}

// keys returns the keys of m in sorted order, so that the first problem a
// call reports does not depend on map order.
func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sortOrdered(out)
	return out
}

// inFormOrder returns the keys of args in the order of the tool's fields,
// which is the form's, then the keys that name no field, sorted. A call
// checks and writes its arguments in this order: the first problem it
// reports does not depend on map order, and a page whose later fields
// depend on earlier ones (a country, then its regions) is filled as a
// person fills it. Ordering by field position sorts integers, where
// sorting the keys compared strings: a call that fills 1,000 fields
// spent a tenth of its own work there.
func (t *Tool) inFormOrder(args *Args) (keys []string, vals []any, at []int) {
	// Each known argument is sorted as one integer, its field's position
	// times n plus its place in args, so that its value follows it without
	// a second lookup, and a name written twice sorts its last value last.
	n := len(args.Keys)
	packed := make([]int, 0, n)
	var other []string
	next := 0 // the field after the last one found
	for j, k := range args.Keys {
		// An agent mostly sends the arguments in the schema's order, which
		// is the fields' own: the field after the last one found is tried
		// before the map (a string-keyed lookup is a hash of the key).
		i := next
		if i >= len(t.Fields) || t.Fields[i].Key != k {
			i = t.index(k)
		}
		if i >= 0 {
			packed, next = append(packed, i*n+j), i+1
		} else {
			other = append(other, k)
		}
	}
	sortOrdered(packed)
	sortOrdered(other)
	keys, vals, at = make([]string, 0, n), make([]any, 0, n), make([]int, 0, len(packed))
	for m, p := range packed {
		if m+1 < len(packed) && packed[m+1]/n == p/n {
			continue // the same name again, later
		}
		at = append(at, p/n)
		keys, vals = append(keys, t.Fields[p/n].Key), append(vals, args.Vals[p%n])
	}
	for m, k := range other {
		if m+1 < len(other) && other[m+1] == k {
			continue
		}
		// Not the tool's: the call is refused by name before any value of
		// it is read.
		keys, vals = append(keys, k), append(vals, nil)
	}
	return keys, vals, at
}

// sortOrdered sorts s in increasing order. It is a plain merge sort rather
// than the sort package's, whose pattern-defeating quicksort, instantiated
// for strings, is 19 KB of the runtime's code (the size budget of SPEC
// section 7).
func sortOrdered[T cmp.Ordered](s []T) {
	if len(s) > 1 {
		mergeSort(s, make([]T, len(s)))
	}
}

func mergeSort[T cmp.Ordered](s, buf []T) {
	if len(s) <= 8 {
		for i := 1; i < len(s); i++ {
			for j := i; j > 0 && s[j] < s[j-1]; j-- {
				s[j], s[j-1] = s[j-1], s[j]
			}
		}
		return
	}
	m := len(s) / 2
	mergeSort(s[:m], buf[:m])
	mergeSort(s[m:], buf[m:])
	if s[m-1] <= s[m] {
		return // in order already, as arguments written in the form's order are
	}
	copy(buf, s)
	i, j, k := 0, m, 0
	for ; i < m && j < len(s); k++ {
		if buf[j] < buf[i] {
			s[k], j = buf[j], j+1
		} else {
			s[k], i = buf[i], i+1
		}
	}
	copy(s[k:], buf[i:m]) // what is left of the right half is in place
}
