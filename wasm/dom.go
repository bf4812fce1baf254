//go:build js && wasm

package main

import (
	"errors"
	"hash/fnv"
	"strings"
	"syscall/js"

	"github.com/formtool/formtool/wasm/call"
)

// The native setters, taken from the prototypes once. React and other
// frameworks track a control's value by redefining the value property on the
// element itself; writing through the prototype's setter goes around that
// tracker, so the input event that follows is seen as a real change.
var (
	global        = js.Global()
	document      = global.Get("document")
	inputValue    = setter("HTMLInputElement", "value")
	inputChecked  = setter("HTMLInputElement", "checked")
	textareaValue = setter("HTMLTextAreaElement", "value")
	selectValue   = setter("HTMLSelectElement", "value")
	optionChosen  = setter("HTMLOptionElement", "selected")
	jsEvent       = global.Get("Event")
	bubbles       = js.ValueOf(map[string]any{"bubbles": true})
)

// Every property of a page object is read with get, length and index,
// never with js.Value's Get, Length and Index. Those let an exception
// thrown by a getter the page defined (a framework's value tracker, a
// page's own) unwind through the Go runtime: the call in progress never
// answers, every later call hangs, and the exception, whose message may
// quote the field's value, reaches whoever called the runtime. Through
// Reflect.get and Invoke, the exception becomes a Go panic, and each
// callback's recover turns it into an INTERNAL answer that never carries
// the exception or its message.
//
// Property names are made JavaScript strings once: converting one is a call
// into JavaScript of its own.
var (
	reflectGet   = global.Get("Reflect").Get("get")
	reflectApply = global.Get("Reflect").Get("apply")
	propNames    = map[string]js.Value{}
)

// get reads property name, one of the runtime's own names.
func get(v js.Value, name string) js.Value { return reflectGet.Invoke(v, jsName(name)) }

// method calls v's method name, one of the runtime's own names, with
// args, and apply calls fn with this: both through Reflect.apply, never
// with js.Value's Call. When a call fails, Call reads the method again
// outside any try to say why, so a page's getter that throws there (a
// "matches" or "dispatchEvent" of the page's on a control, a "then" on
// the promise a page hands respondWith, a prototype's "call") would
// unwind through the Go runtime as Get does.
func method(v js.Value, name string, args ...any) js.Value { return apply(get(v, name), v, args...) }

func apply(fn, this js.Value, args ...any) js.Value {
	return reflectApply.Invoke(fn, this, js.ValueOf(args))
}

// jsName is name, one of the runtime's own words, as a JavaScript string.
func jsName(name string) js.Value {
	p, ok := propNames[name]
	if !ok {
		p = js.ValueOf(name)
		propNames[name] = p
	}
	return p
}

func index(v js.Value, i int) js.Value { return reflectGet.Invoke(v, i) }
func length(v js.Value) int            { return get(v, "length").Int() }

func setter(class, prop string) js.Value {
	c := global.Get(class)
	if c.IsUndefined() {
		return js.Undefined() // no DOM: the runtime is under Node's tests
	}
	return jsObject.Call("getOwnPropertyDescriptor", c.Get("prototype"), prop).Get("set")
}

func fire(el js.Value, names ...string) {
	for _, n := range names {
		method(el, "dispatchEvent", jsEvent.New(n, bubbles))
	}
}

// domForm is a live <form> element.
type domForm struct {
	el js.Value
	// fill is the loader's batch writer (SetAll); undefined in a page
	// without one, where every control is written by its Set.
	fill js.Value
	// describe is the loader's reader of what the form's controls are
	// found by (described); index holds what it read.
	describe js.Value
	index    *formIndex
	// editable and valid are the loader's batch checks (Editable, Passes);
	// values its batch read (Values).
	editable, valid, values js.Value
}

// formIndex is what the loader's describe read of a form's controls, in
// the form's order, as of a generation of the document: locating a field
// searches it rather than asking the page a dozen times per control.
type formIndex struct {
	read, ok   bool // read as of generation; ok: it was what describe writes
	generation uint64
	els        js.Value // the controls, a JavaScript array
	descs      []controlDesc
}

// controlDesc is what describe read of one control. A property that was
// not a string reads as "\x00", which no name or id from a page's markup
// can be.
type controlDesc struct {
	tag, typ, name, id, autocomplete string
	hasAutocomplete, multiple, owned bool
}

// described returns the form's index, read again once the document
// changed, or nil when the loader has no describe or answered something
// it never writes: then no control is found, and the call is refused.
func (f domForm) described() *formIndex {
	x := f.index
	if x == nil || f.describe.Type() != js.TypeFunction {
		return nil
	}
	if !x.read || x.generation != generation {
		out := f.describe.Invoke(f.el) // a getter that throws ends the call here
		*x = formIndex{read: true, generation: generation, els: index(out, 0)}
		x.descs, x.ok = readDescs(index(out, 1))
	}
	if !x.ok {
		return nil
	}
	return x
}

// readDescs reads describe's JSON text; ok is false for anything else.
func readDescs(text js.Value) (descs []controlDesc, ok bool) {
	if text.Type() != js.TypeString {
		return nil, false
	}
	const width = 7
	cells, ok := call.ReadRows(text.String(), width)
	if !ok {
		return nil, false
	}
	str := func(c call.Cell) string {
		if c.Kind == 's' {
			return c.Text
		}
		return "\x00"
	}
	descs = make([]controlDesc, len(cells)/width)
	for i := range descs {
		d := cells[i*width : (i+1)*width]
		descs[i] = controlDesc{tag: str(d[0]), typ: str(d[1]), name: str(d[2]), id: str(d[3]),
			autocomplete: d[6].Text, hasAutocomplete: d[6].Kind == 's', multiple: d[4].Kind == 't', owned: d[5].Kind == 't'}
	}
	return descs, true
}

// matching returns the places of the form's controls whose property
// prop ("name" or "id") is value. A control whose id is another's name is
// not taken for it: a blocked input with id="coupon" for the allowed
// name="coupon".
func (f domForm) matching(prop, value string) []int {
	x := f.described()
	if value == "" || x == nil {
		return nil
	}
	var out []int
	for i, d := range x.descs {
		if prop == "name" && d.name == value || prop == "id" && d.id == value {
			out = append(out, i)
		}
	}
	return out
}

// elements returns the form's controls named name: none, one, or several
// for a group or a name used twice.
func (f domForm) elements(name string) []int { return f.matching("name", name) }

// byID returns the form's control with that id, when exactly one has it:
// with two, which one the manifest meant is unknown, and the other may be
// blocked.
func (f domForm) byID(id string) (int, bool) {
	at := f.matching("id", id)
	if len(at) != 1 {
		return 0, false
	}
	return at[0], true
}

func (f domForm) Has(key string) bool {
	return len(f.elements(key)) > 0 || len(f.matching("id", key)) > 0
}

// Valid reads the validity of every control of the form, without
// checkValidity's invalid events: in one call into the loader's valid,
// or, without it or when that call fails, one control at a time, where a
// getter that throws ends the call as it would anyway.
func (f domForm) Valid() bool {
	els := get(f.el, "elements")
	if all, ok := allValid(f.valid, els); ok {
		return all
	}
	for i, n := 0, length(els); i < n; i++ {
		el := index(els, i)
		if get(el, "willValidate").Truthy() && !get(get(el, "validity"), "valid").Truthy() {
			return false
		}
	}
	return true
}

// allValid asks the loader's valid about every element of els; ok is
// false when it answered nothing it writes.
func allValid(valid, els js.Value) (all, ok bool) {
	if valid.Type() != js.TypeFunction {
		return false, false
	}
	defer func() {
		if recover() != nil {
			all, ok = false, false
		}
	}()
	text, ok := readFlags(valid.Invoke(els), length(els))
	return ok && !strings.Contains(text, "0"), ok
}

// readFlags reads the answer of one of the loader's batch checks: a string
// of n characters, each "1" or "0".
func readFlags(answer js.Value, n int) (text string, ok bool) {
	if answer.Type() != js.TypeString {
		return "", false
	}
	text = answer.String()
	return text, len(text) == n && strings.Trim(text, "01") == ""
}

// Submit requests a submit the way the form's button would. The submit
// event it dispatches is marked as the agent's, as Chromium marks the
// submit of its own declarative tools: agentInvoked is true and
// respondWith(promise) takes the page's answer (events.go).
func (f domForm) Submit(respond func(ok bool)) (call.Submission, error) {
	if get(f.el, "requestSubmit").Type() != js.TypeFunction {
		return call.Submission{}, errors.New("the browser has no requestSubmit")
	}
	c := &capture{}
	own = c
	defer func() { own = nil }()
	method(f.el, "requestSubmit")
	own = nil
	if !c.fired {
		return call.Submission{}, nil
	}
	s := c.submission()
	if s.Responds {
		settleWith(c.promise, respond)
	}
	return s, nil
}

// Notify dispatches formtool:awaiting on the form, so the page can point
// the person to it: the tool, the operation and the fields only the person
// can complete, never a value.
func (f domForm) Notify(tool, id string, requiresUser []call.UserField) {
	ru := jsArray.New(len(requiresUser))
	for i, u := range requiresUser {
		x := object()
		x.Set("key", u.Key)
		x.Set("label", u.Label)
		ru.SetIndex(i, x)
	}
	detail := object()
	detail.Set("tool", tool)
	detail.Set("operationId", id)
	detail.Set("requiresUser", ru)
	init := object()
	init.Set("bubbles", true)
	init.Set("detail", detail)
	method(f.el, "dispatchEvent", global.Get("CustomEvent").New("formtool:awaiting", init))
}

// at returns the control at place among the form's fields, counted as the
// analyzer counts them: input, select and textarea elements but hidden
// inputs and buttons, and a named radio or checkbox group once. It finds a
// field that has neither name nor id, and only when the live form has the
// shape the manifest was built from (schema.Fingerprint): a control the page
// added or removed since would shift every place after it onto another
// field, perhaps an unnamed PIN. The control found must also have no name
// or id and be of the field's kind.
func (f domForm) at(place int, kind, fingerprint string) (int, bool) {
	x := f.described()
	if fingerprint == "" || x == nil {
		return 0, false // a shape only known at run time
	}
	groups := map[string]bool{}
	shape := fnv.New64a()
	found, n := -1, 0
	for i, d := range x.descs {
		tag := strings.ToLower(d.tag)
		switch tag {
		case "input":
			switch d.typ {
			case "hidden", "submit", "image", "reset", "button":
				continue
			}
		case "select", "textarea":
		default:
			continue
		}
		if d.name != "" && (d.typ == "radio" || d.typ == "checkbox") {
			if groups[d.typ+"\x00"+d.name] {
				continue
			}
			groups[d.typ+"\x00"+d.name] = true
		}
		shape.Write([]byte(tag + ":" + d.typ + ":" + d.name + "\n"))
		if n == place && d.name == "" && d.id == "" && d.kind() == kind {
			found = i
		}
		n++
	}
	if found < 0 || hex16(shape.Sum64()) != fingerprint {
		return 0, false
	}
	return found, true
}

// found remembers where each field's control was found, until the document
// changes: finding one means reading the form's controls (described) and
// taking the control's element from the page. Any change to the document's tree or to a name,
// id, type, form, multiple or autocomplete attribute anywhere in it (watchDocument)
// forgets them all, so a control that moved, left, or was renamed is found
// afresh.
var (
	found      = map[*call.Field]foundControl{}
	generation uint64
	observer   js.Value // watchDocument's MutationObserver
)

type foundControl struct {
	form       js.Value
	generation uint64
	control    call.Control
}

// watchDocument starts the observer that ends what found remembers.
func watchDocument() {
	mo := global.Get("MutationObserver")
	if mo.IsUndefined() || document.IsUndefined() {
		return
	}
	observer = mo.New(js.FuncOf(func(js.Value, []js.Value) any {
		documentChanged()
		return nil
	}))
	observer.Call("observe", get(document, "documentElement"), js.ValueOf(map[string]any{
		"subtree": true, "childList": true, "attributes": true,
		"attributeFilter": []any{"name", "id", "type", "form", "multiple", "autocomplete"},
	}))
}

// documentChanged starts a new generation of the document: every control
// is found afresh.
func documentChanged() {
	generation++
	clear(found)
}

// Generation is the document's generation as it is now (call.Watcher).
// The observer is told of a change only once the call has returned to the
// event loop; a change the page's handlers made during the call (to the
// writes' input and change events) is taken from it here, at once.
func (domForm) Generation() uint64 {
	if observer.Truthy() && length(method(observer, "takeRecords")) > 0 {
		documentChanged()
	}
	return generation
}

func (f domForm) Control(fl *call.Field) call.Control {
	if c, ok := found[fl]; ok && c.generation == generation && c.form.Equal(f.el) {
		return c.control
	}
	c := f.locate(fl)
	if c != nil {
		found[fl] = foundControl{form: f.el, generation: generation, control: c}
	}
	return c
}

// locate finds the control of fl in the form, and answers call.Changed
// when what it finds is no longer the control the tool was built for.
func (f domForm) locate(fl *call.Field) call.Control {
	x := f.described()
	if x == nil {
		return nil
	}
	var at []int
	if fl.Name == "" && fl.ID == "" {
		i, ok := f.at(fl.Index, fl.Kind, fl.FormFingerprint)
		if !ok {
			return nil
		}
		at = []int{i}
	} else {
		switch fl.Kind {
		case "radio", "checkbox-group":
			name := fl.Name
			if name == "" {
				if i, ok := f.byID(fl.ID); ok {
					name = x.descs[i].name
				}
			}
			at = f.elements(name)
		default:
			if i, ok := f.byID(fl.ID); ok {
				at = []int{i}
			} else {
				for _, i := range f.elements(fl.Name) {
					if x.descs[i].typ != "hidden" {
						at = append(at, i)
						break
					}
				}
			}
		}
	}
	if len(at) == 0 {
		return nil
	}
	for _, i := range at {
		if why := drifted(fl, x.descs[i]); why != "" {
			return call.Changed{Why: why}
		}
	}
	if fl.Kind != "radio" && fl.Kind != "checkbox-group" {
		return control(index(x.els, at[0]), fl.Kind) // drifted found it of that kind
	}
	els := make([]js.Value, len(at))
	for k, i := range at {
		els[k] = index(x.els, i)
	}
	return group{els: els, radio: fl.Kind == "radio"}
}

// drifted says how the control d is no longer a control of the field fl
// as the tool was built (a text box turned password, a control renamed or
// moved to another form, an autocomplete token added that may ask for a
// secret), or "" when it still is. The words name the field, never a
// value.
func drifted(fl *call.Field, d controlDesc) string {
	// The words are made only for a control that drifted: quoting runs
	// code a call otherwise never needs.
	field := func() string { return "the control of " + call.Quote(fl.Key) }
	want, group := fl.Kind, fl.Kind == "radio" || fl.Kind == "checkbox-group"
	if want == "checkbox-group" {
		want = "checkbox"
	}
	if got := d.kind(); got != want {
		return field() + " is now of type " + call.Quote(got) + ", not " + call.Quote(want)
	}
	if fl.Name != "" && d.name != fl.Name {
		return field() + " has another name now"
	}
	if !d.owned {
		return field() + " belongs to another form now"
	}
	// A group's controls may differ among themselves; the built field
	// carries one control's attribute. The attribute is read as written,
	// not the IDL property, which turns tokens it does not know into "".
	if !group {
		ac := ""
		if d.hasAutocomplete {
			ac = strings.Join(strings.Fields(strings.ToLower(d.autocomplete)), " ")
		}
		if ac != fl.Autocomplete {
			return field() + " has other autocomplete tokens now"
		}
	}
	return ""
}

// hex16 writes x as 16 lower-case hex digits, as schema.Fingerprint does
// (encoding/hex would bring fmt into the module).
func hex16(x uint64) string {
	const digits = "0123456789abcdef"
	var b [16]byte
	for i := 15; i >= 0; i-- {
		b[i] = digits[x&15]
		x >>= 4
	}
	return string(b[:])
}

// kind is the manifest kind (schema's kindOf) of a live control that
// stands alone: not a group. The DOM reads an unknown type as "text", as
// kindOf does.
func (d controlDesc) kind() string {
	switch d.tag {
	case "SELECT":
		if d.multiple {
			return "select-multiple"
		}
		return "select"
	case "TEXTAREA":
		return "textarea"
	}
	return d.typ
}

// control wraps one element of kind (controlDesc.kind) for filling.
func control(el js.Value, kind string) call.Control {
	e := newElement(el)
	switch kind {
	case "select-multiple":
		return multiSelect{e}
	case "select":
		return single{element: e, set: selectValue, setBoxed: selectValueBoxed, isSelect: true}
	case "textarea":
		return single{element: e, set: textareaValue, setBoxed: textareaValueBoxed}
	case "checkbox", "radio":
		return box{e}
	}
	return single{element: e, set: inputValue, setBoxed: inputValueBoxed}
}

// element is the element of a control that stands alone. It is also kept
// boxed (any), as the batch calls (Values, SetAll, Passes) hand it over:
// boxing a js.Value allocates, and each call boxed every element anew. The
// setters are kept boxed for SetAll in the same way. id tells this
// control's element from every other one the runtime has located (0: not
// located, never taken from a cached list).
type element struct {
	el    js.Value
	boxed any // el
	id    uint64
}

var elements uint64

func newElement(el js.Value) element {
	elements++
	return element{el: el, boxed: el, id: elements}
}

var (
	inputValueBoxed    any = inputValue
	textareaValueBoxed any = textareaValue
	selectValueBoxed   any = selectValue
)

func (e element) Editable() bool  { return editable(e.el) }
func (e element) Invalid() string { return invalid(e.el) }

func editable(el js.Value) bool {
	return !method(el, "matches", jsName(":disabled")).Bool() && !get(el, "readOnly").Truthy()
}

// invalid says why el fails constraint validation, in the runtime's own
// words: Chromium's validationMessage can quote the value (its email
// messages do), and a result must never carry a redact value.
func invalid(el js.Value) string {
	if !get(el, "willValidate").Truthy() {
		return ""
	}
	v := get(el, "validity")
	if get(v, "valid").Truthy() {
		return ""
	}
	for _, r := range validityReasons {
		if get(v, r.flag).Truthy() {
			return r.text
		}
	}
	return "is not accepted by the page"
}

var validityReasons = []struct{ flag, text string }{
	{"valueMissing", "is required"},
	{"typeMismatch", "is not of the type the field expects"},
	{"patternMismatch", "does not match the field's pattern"},
	{"tooLong", "is too long"},
	{"tooShort", "is too short"},
	{"rangeUnderflow", "is below the field's minimum"},
	{"rangeOverflow", "is above the field's maximum"},
	{"stepMismatch", "does not fit the field's step"},
	{"badInput", "cannot be read by the field"},
	{"customError", "is rejected by the page's own check"},
}

// single is a text-like input, a textarea or a single select.
type single struct {
	element
	set      js.Value
	setBoxed any // set
	isSelect bool
}

func (c single) Get() any { return get(c.el, "value").String() }

func (c single) Options() []string {
	if !c.isSelect {
		return nil
	}
	return optionValues(c.el)
}

func (c single) Set(v any) error {
	s, _ := v.(string)
	if get(c.el, "value").String() == s {
		return nil
	}
	apply(c.set, c.el, s)
	fire(c.el, "input", "change")
	return nil
}

func optionValues(sel js.Value) []string {
	opts := get(sel, "options")
	out := make([]string, length(opts))
	for i := range out {
		out[i] = get(index(opts, i), "value").String()
	}
	return out
}

type multiSelect struct{ element }

func (c multiSelect) Options() []string { return optionValues(c.el) }

func (c multiSelect) Get() any {
	opts := get(c.el, "selectedOptions")
	out := make([]string, length(opts))
	for i := range out {
		out[i] = get(index(opts, i), "value").String()
	}
	return out
}

func (c multiSelect) Set(v any) error {
	want, _ := v.([]string)
	opts := get(c.el, "options")
	changed := false
	for i, n := 0, length(opts); i < n; i++ {
		o := index(opts, i)
		on := contains(want, get(o, "value").String())
		if get(o, "selected").Bool() != on {
			apply(optionChosen, o, on)
			changed = true
		}
	}
	if changed {
		fire(c.el, "input", "change")
	}
	return nil
}

// box is a single checkbox.
type box struct{ element }

func (c box) Options() []string { return nil }
func (c box) Get() any          { return get(c.el, "checked").Bool() }
func (c box) Set(v any) error {
	on, _ := v.(bool)
	check(c.el, on)
	return nil
}

// check sets a checkbox or radio the way a person does: a click, which
// toggles it and fires click, input and change, the events React listens to
// for these controls. When the page undoes the click, the native setter and
// plain events are the second try; the read-back decides.
func check(el js.Value, on bool) {
	if get(el, "checked").Bool() == on {
		return
	}
	if !(get(el, "type").String() == "radio" && !on) {
		method(el, "click")
	}
	if get(el, "checked").Bool() != on {
		apply(inputChecked, el, on)
		fire(el, "input", "change")
	}
}

// group is a radio group or a checkbox group sharing a name.
type group struct {
	els   []js.Value
	radio bool
}

func (c group) Editable() bool {
	for _, el := range c.els {
		if !editable(el) {
			return false
		}
	}
	return true
}

func (c group) Invalid() string {
	for _, el := range c.els {
		if msg := invalid(el); msg != "" {
			return msg
		}
	}
	return ""
}

func (c group) Options() []string {
	out := make([]string, len(c.els))
	for i, el := range c.els {
		out[i] = get(el, "value").String()
	}
	return out
}

func (c group) Get() any {
	var on []string
	for _, el := range c.els {
		if get(el, "checked").Bool() {
			on = append(on, get(el, "value").String())
		}
	}
	if c.radio {
		if len(on) == 0 {
			return ""
		}
		return on[0]
	}
	if on == nil {
		on = []string{}
	}
	return on
}

func (c group) Set(v any) error {
	if c.radio {
		s, _ := v.(string)
		for _, el := range c.els {
			if s != "" && get(el, "value").String() == s {
				check(el, true)
				return nil
			}
		}
		// Clearing a radio group: no click can do it.
		for _, el := range c.els {
			if get(el, "checked").Bool() {
				apply(inputChecked, el, false)
				fire(el, "input", "change")
			}
		}
		return nil
	}
	want, _ := v.([]string)
	for _, el := range c.els {
		check(el, contains(want, get(el, "value").String()))
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// Values reads the value of every text box, textarea and single select
// among cs in one call into the loader's values, which reads each
// element's value through its getter, as get does, and hands back one
// JSON string: a 1,000-field form is read in one call instead of 3,000.
// Other controls are left to Get. Anything unexpected (no values, a
// page's getter that returns something other than a string, an
// exception) reads nothing here, and Get reads every control one by one:
// an exception is then reported against the field whose getter threw.
func (f domForm) Values(cs []call.Control) (vals []any, ok bool) {
	if f.values.Type() != js.TypeFunction {
		return nil, false
	}
	at := make([]int, 0, len(cs))
	els := make([]any, 0, len(cs))
	ids := make([]uint64, 0, len(cs))
	for i, c := range cs {
		if s, isSingle := c.(single); isSingle {
			at = append(at, i)
			els, ids = append(els, s.boxed), append(ids, s.id)
		}
	}
	if len(els) < 2 {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			vals, ok = nil, false
		}
	}()
	text := f.values.Invoke(lists.values.of(ids, els))
	if text.Type() != js.TypeString {
		return nil, false
	}
	list, ok := call.ReadStrings(text.String())
	if !ok || len(list) != len(at) {
		return nil, false
	}
	vals = make([]any, len(cs))
	for k, i := range at {
		vals[i] = list[k]
	}
	return vals, true
}

// SetAll writes the run of text boxes, textareas and single selects at
// the start of cs with one call into the loader's fill, which does for
// each what Set does (skip a value already there, write through the
// native setter, fire input and change) and stops at the first control
// that throws. The values go over as one string, each ended by a NUL,
// which fill splits: a Go string made a JavaScript one is a call of its
// own, and strings split from one are written faster than strings
// JSON.parse makes (0.5 ms at 1,000 fields). A value that holds a NUL
// ends the run, and Set writes it. fill looks at a control's value only
// where held says it may be there already, as a "1" or "0" per control:
// reading the value of a control the page has written costs about as
// much as writing it. It answers how many fill wrote; a run of fewer than
// two, or no fill, is left to Set. fill also stops before a write once
// the page's handlers have added, removed or changed a control, so that
// the run looks its controls up again first (call.Watcher).
func (f domForm) SetAll(cs []call.Control, vals []any, held []bool) (n int) {
	if f.fill.Type() != js.TypeFunction || len(held) < len(cs) {
		return 0
	}
	els, sets := make([]any, 0, len(cs)), make([]any, 0, len(cs))
	ids := make([]uint64, 0, len(cs))
	text := make([]byte, 0, 16*len(cs))
	look := make([]byte, 0, len(cs))
	for n < len(cs) {
		c, isSingle := cs[n].(single)
		v, isString := vals[n].(string)
		if !isSingle || !isString || strings.IndexByte(v, 0) >= 0 {
			break
		}
		els, sets, text = append(els, c.boxed), append(sets, c.setBoxed), append(append(text, v...), 0)
		ids, look = append(ids, c.id), append(look, flag(held[n]))
		n++
	}
	if n < 2 {
		return 0
	}
	defer func() {
		if recover() != nil {
			n = 0 // fill itself failed: Set writes them all
		}
	}()
	done := f.fill.Invoke(lists.fill.of(ids, els), lists.setters.of(ids, sets), string(text), string(look), observer)
	if done.Type() != js.TypeNumber {
		return 0
	}
	wrote := done.Int()
	if wrote < 0 {
		// fill took the observer's records, which it will never deliver.
		wrote = -wrote - 1
		documentChanged()
	}
	return min(max(wrote, 0), n)
}

// flag is fill's "1" for true and "0" for false.
func flag(b bool) byte {
	if b {
		return '1'
	}
	return '0'
}

// lists keeps the JavaScript arrays of elements (and of their setters)
// that the batch calls last handed the loader, one of each use, so that
// a call on a form with the same controls as the last one hands over the
// same array instead of making it again: 1,000 elements cross into
// JavaScript one by one, six times in a call that fills a 1,000-field
// form. An array is taken again only for the very same controls in the
// very same order, located in the same generation of the document.
var lists struct{ values, fill, setters, checks jsList }

type jsList struct {
	generation uint64
	ids        []uint64
	arr        js.Value
}

// of returns the array of vals, whose controls' ids are ids.
func (l *jsList) of(ids []uint64, vals []any) js.Value {
	if l.generation != generation || !sameIDs(l.ids, ids) {
		*l = jsList{generation: generation, ids: ids, arr: jsArgs(vals)}
	}
	return l.arr
}

// sameIDs reports whether a and b list the same located controls in the
// same order; a control never located (id 0) is never the same.
func sameIDs(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i, id := range a {
		if id == 0 || id != b[i] {
			return false
		}
	}
	return true
}

// jsArgs makes a JavaScript array of values that are already JavaScript
// values (no conversion, so no call per element), in pushes of a size
// well under any engine's limit on arguments.
func jsArgs(vs []any) js.Value {
	arr := jsArray.New()
	for len(vs) > 0 {
		n := min(len(vs), 4096)
		arr.Call("push", vs[:n]...)
		vs = vs[n:]
	}
	return arr
}

// Editable asks whether each text box, textarea, select and checkbox
// among cs can be filled with one call into the loader's editable, which
// asks each what editable does.
func (f domForm) Editable(cs []call.Control) ([]bool, bool) { return flags(f.editable, cs) }

// Passes runs constraint validation on the text boxes, textareas, selects
// and checkboxes among cs with one call into the loader's valid, which
// reads, through each element's getters, what invalid reads first.
func (f domForm) Passes(cs []call.Control) ([]bool, bool) { return flags(f.valid, cs) }

// flags calls check, one of the loader's batch checks, on the elements of
// the text boxes, textareas, selects and checkboxes among cs, and reads
// its answer: a "1" or "0" for each. A control it answers "0" for, a
// radio or checkbox group, and every control when anything is unexpected
// (no check, a getter that throws, an answer of another shape) read false:
// they are left to the control's own method, which then reports the
// exception against its field.
func flags(check js.Value, cs []call.Control) (out []bool, ok bool) {
	if check.Type() != js.TypeFunction {
		return nil, false
	}
	at := make([]int, 0, len(cs))
	els := make([]any, 0, len(cs))
	ids := make([]uint64, 0, len(cs))
	for i, c := range cs {
		var e element
		switch c := c.(type) {
		case single:
			e = c.element
		case multiSelect:
			e = c.element
		case box:
			e = c.element
		default:
			continue
		}
		at, els, ids = append(at, i), append(els, e.boxed), append(ids, e.id)
	}
	if len(els) < 2 {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	text, ok := readFlags(check.Invoke(lists.checks.of(ids, els)), len(at))
	if !ok {
		return nil, false
	}
	out = make([]bool, len(cs))
	for k, i := range at {
		out[i] = text[k] == '1'
	}
	return out, true
}
