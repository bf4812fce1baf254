package call

import (
	"errors"
	"strconv"
)

// Tool is what a call needs of one manifest tool (schema.Tool), read from
// the generic value the loader's JSON.parse produced: the WebAssembly build
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

	byKey map[string]*Field
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

// Field returns the field whose key is key, or nil.
func (t *Tool) Field(key string) *Field { return t.byKey[key] }

// index returns the position of the field whose key is key in Fields.
func (t *Tool) index(key string) int {
	f := t.byKey[key]
	for i := range t.Fields {
		if &t.Fields[i] == f {
			return i
		}
	}
	return -1
}

// version is the formVersion: the fingerprint and the revision.
func (t *Tool) version() string {
	return t.Fingerprint + "." + strconv.Itoa(t.st.revision)
}

// ParseTool reads one tool of a manifest from its generic form: objects as
// map[string]any, arrays as []any, numbers as float64.
func ParseTool(v any) (*Tool, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errors.New("tool: not an object")
	}
	t := &Tool{
		Name:        str(m, "name"),
		AutoSubmit:  boolean(m, "autoSubmit"),
		Policy:      str(m, "policy"),
		WaitMs:      DefaultWaitMs,
		Fingerprint: str(m, "fingerprint"),
		byKey:       map[string]*Field{},
	}
	if t.Name == "" {
		return nil, errors.New("tool: no name")
	}
	if w, ok := m["waitMs"].(float64); ok {
		if w < 0 || w > 3600000 {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": waitMs must be between 0 and 3600000")
		}
		t.WaitMs = int(w)
	}
	if a, ok := m["annotations"].(map[string]any); ok {
		t.Consequential = boolean(a, "consequentialHint")
	}
	for _, p := range list(m, "packs") {
		if s, ok := p.(string); ok {
			t.Packs = append(t.Packs, s)
		}
	}
	for i, fv := range list(m, "fields") {
		fm, ok := fv.(map[string]any)
		if !ok {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": field " + strconv.Itoa(i) + " is not an object")
		}
		f := Field{
			Key:             str(fm, "key"),
			Name:            str(fm, "name"),
			ID:              str(fm, "id"),
			Label:           str(fm, "label"),
			Kind:            str(fm, "kind"),
			ValueKind:       str(fm, "valueKind"),
			Autocomplete:    str(fm, "autocomplete"),
			Index:           -1,
			FormFingerprint: t.Fingerprint,
		}
		if x, ok := fm["index"].(float64); ok && x >= 0 && x < 1e6 && x == float64(int(x)) {
			f.Index = int(x)
		}
		switch str(fm, "class") {
		case "allow":
		case "redact":
			f.Redact = true
		default:
			// A manifest field is allow or redact; anything else (a block
			// field that leaked into the list, a typo) must not be offered.
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": field " + strconv.Quote(f.Key) + " has class " + strconv.Quote(str(fm, "class")) + ", want allow or redact")
		}
		if f.Key == "" {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": field " + strconv.Itoa(i) + " has no key")
		}
		if f.Name == "" && f.ID == "" && f.Index < 0 {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": field " + strconv.Quote(f.Key) + " has no name, id or index")
		}
		if _, dup := t.byKey[f.Key]; dup {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": field key " + strconv.Quote(f.Key) + " twice")
		}
		t.Fields = append(t.Fields, f)
		t.byKey[f.Key] = &t.Fields[len(t.Fields)-1]
	}
	// The map points into Fields; rebuild it now that the slice is final.
	for i := range t.Fields {
		t.byKey[t.Fields[i].Key] = &t.Fields[i]
	}
	for _, uv := range list(m, "requiresUser") {
		if um, ok := uv.(map[string]any); ok {
			t.RequiresUser = append(t.RequiresUser, UserField{Key: str(um, "key"), Label: str(um, "label")})
		}
	}
	s, err := ParseSchema(m["inputSchema"])
	if err != nil {
		return nil, errors.New("tool " + strconv.Quote(t.Name) + ": inputSchema: " + err.Error())
	}
	t.Schema = s
	for key := range s.Properties {
		if t.byKey[key] == nil {
			return nil, errors.New("tool " + strconv.Quote(t.Name) + ": inputSchema property " + strconv.Quote(key) + " has no field")
		}
	}
	return t, nil
}

// keys returns the keys of m in sorted order, so that the first problem a
// call reports does not depend on map order.
func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

// sortStrings sorts s in increasing order. It is a plain merge sort rather
// than sort.Strings, whose pattern-defeating quicksort, instantiated for
// strings, is 19 KB of the runtime's code (the size budget of SPEC
// section 7); keys are sorted a few times per call.
func sortStrings(s []string) {
	if len(s) > 1 {
		mergeSort(s, make([]string, len(s)))
	}
}

func mergeSort(s, buf []string) {
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

func str(m map[string]any, k string) string {
	s, _ := m[k].(string)
	return s
}

func boolean(m map[string]any, k string) bool {
	b, _ := m[k].(bool)
	return b
}

func list(m map[string]any, k string) []any {
	l, _ := m[k].([]any)
	return l
}
