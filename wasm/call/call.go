package call

import (
	"errors"
	"strconv"
	"strings"
)

// Form is the live form of a tool, as the shell adapts it from the DOM.
type Form interface {
	// Control returns the control or group of controls that f fills, or
	// nil when the page has none.
	Control(f *Field) Control
	// Has reports whether some control of the form, offered or not, has
	// the name or id key. A hidden input or a blocked field answers true.
	Has(key string) bool
	// Valid reports whether the whole form passes the browser's
	// constraint validation.
	Valid() bool
	// Submit submits the form the way its submit button would
	// (requestSubmit: validation and submit handlers run) and says how the
	// page took it. When the page answers through respondWith, respond is
	// called once, later, with whether its promise fulfilled.
	Submit(respond func(ok bool)) (Submission, error)
	// Notify tells the page that operation id filled the form and waits for
	// the person (the formtool:awaiting event). It carries no value.
	Notify(tool, id string, requiresUser []UserField)
}

// Submission is how the page took a submit event of the form.
type Submission struct {
	// Fired is false when no submit event was dispatched (requestSubmit
	// found the form invalid).
	Fired bool
	// Prevented: a handler called preventDefault, so no navigation follows.
	Prevented bool
	// Responds: a handler called event.respondWith(promise); the outcome
	// comes later through the respond callback.
	Responds bool
}

// Control is one field on the page. Values are string for single-valued
// kinds, bool for checkbox, and []string for checkbox-group and
// select-multiple.
type Control interface {
	// Editable is false when the control is disabled or read-only.
	Editable() bool
	// Options lists the values a radio group, select or checkbox group
	// accepts; nil for free-text controls.
	Options() []string
	Get() any
	// Set writes v the way a person would: the native setter, then input
	// and change events, so framework-controlled inputs see it.
	Set(v any) error
	// Invalid says why the control fails constraint validation, in words of
	// the runtime's own (never the browser's validationMessage, which can
	// quote the value), or "" when it passes.
	Invalid() string
}

// Reader is a Form that can read the values of many controls at once:
// one call into the page rather than one per control. Values returns, by
// index, what each control's Get would, or nil for a control it leaves to
// Get (and for a nil control); ok is false when it read nothing.
type Reader interface {
	Values(cs []Control) (vals []any, ok bool)
}

// Writer is a Form that can write many controls at once: SetAll writes
// vals[i] into cs[i] in order, each as the control's Set would, and
// answers how many it wrote. held[i] tells whether cs[i] held vals[i]
// when the call read the form just before: only such a control can still
// hold it, so only there must SetAll look before it writes (a control
// that already holds its value is left as it is, with no events). The
// caller writes the rest one by one with Set, from the control where
// SetAll stopped: one it does not write at once, or one whose write
// threw, which Set then meets and reports as its own.
type Writer interface {
	SetAll(cs []Control, vals []any, held []bool) int
}

// Watcher is a Form that knows when the page changed. The page's own
// event handlers run inside a call, while it writes, and may make a
// control another (a text box a password box) before any observer is
// told: Generation takes the changes pending and answers a number that
// grows with each, so that a run looks its controls up again before it
// reads them, and reads none that changed.
type Watcher interface {
	Generation() uint64
}

// Checker is a Form that can check many controls at once. Each answers,
// by index, true where it knows the answer is yes, and false where the
// control's own method must tell (a no, or one it leaves); ok is false
// when it checked nothing. Editable: the control can be filled. Passes:
// the control passes constraint validation (Invalid says why it fails).
type Checker interface {
	Editable(cs []Control) (editable []bool, ok bool)
	Passes(cs []Control) (pass []bool, ok bool)
}

// Options are what a call needs from outside plain Go.
type Options struct {
	Match Matcher
	// Mask masks the value of a redact field (filter.Mask).
	Mask func(value, kind string) string
	// Scan masks a checksum-valid identifier of a blocked kind found in an
	// allow field (filter.Value with class allow), and in every other string
	// an answer carries (Seal).
	Scan func(value, kind string, packs []string) (string, bool)
	// TestHooks honours the argument "formtool.panic", which makes the call
	// panic, to prove that a panic becomes an INTERNAL result. Only a page
	// that opts in (data-test-hooks on the loader's script tag) sets it.
	TestHooks bool
	// FormChanged says why the form on the page is no longer the one the
	// tool was built for (a shared id, a shifted place); the call is then
	// refused before the page is read or written.
	FormChanged string
}

// PanicKey is the argument that forces a panic when Options.TestHooks is set.
const PanicKey = "formtool.panic"

// Changed is the Control a Form answers for a field whose control is no
// longer the one the tool was built for: another tag, type or name, another
// form, or an autocomplete token the core rules block. Nothing of it is
// read or written, and a call that meets one is refused with FORM_CHANGED.
type Changed struct{ Why string }

func (Changed) Editable() bool    { return false }
func (Changed) Options() []string { return nil }
func (Changed) Get() any          { return nil }
func (Changed) Invalid() string   { return "" }
func (c Changed) Set(any) error   { return errors.New(c.Why) }

// changed says why the first field whose control changed is no longer the
// tool's, or "".
func (r *run) changed() string {
	for i := range r.t.Fields {
		if c, ok := r.control(i).(Changed); ok {
			return c.Why
		}
	}
	return ""
}

// present is the control of field i when it is on the page and still the
// tool's: the only kind that is ever read.
func (r *run) present(i int) Control {
	c := r.control(i)
	if _, ok := c.(Changed); ok {
		return nil
	}
	return c
}

// run is one synchronous pass over a tool's form: checking, filling,
// reading. Controls are looked up once per pass.
type run struct {
	t        *Tool
	form     Form
	opt      Options
	wrote    bool
	id       string
	controls []Control
	looked   bool
	gen      uint64 // the Watcher's generation the controls were looked up in
	// raw holds every field's value from the last snapshot, until a write
	// makes it stale: read and snapshot share one pass over the page.
	raw []any
	// filled is the snapshot apply took once its writes stuck: the call's
	// next observe is that look at the page, not another.
	filled []string
	// field is the key of the field whose control the run is working on,
	// "" between fields: a panic there (a page getter that throws) is
	// answered INTERNAL naming it.
	field string
	// argKeys are the call's argument names in the form's order (see
	// inFormOrder): the order in which they are checked and written;
	// argVals their values. The first len(argAt) are the tool's fields,
	// at those positions in its Fields; any after are not its parameters.
	argKeys []string
	argVals []any
	argAt   []int
}

func newRun(t *Tool, form Form, opt Options) *run {
	return &run{t: t, form: form, opt: opt}
}

// control returns the control of field i, looked up on first use.
func (r *run) control(i int) Control {
	if r.form == nil {
		return nil
	}
	if !r.looked {
		if w, ok := r.form.(Watcher); ok {
			r.gen = w.Generation()
		}
		r.controls = make([]Control, len(r.t.Fields))
		for j := range r.t.Fields {
			r.field = r.t.Fields[j].Key
			r.controls[j] = r.form.Control(&r.t.Fields[j])
		}
		r.field = ""
		r.looked = true
	}
	return r.controls[i]
}

// moved reports whether the page changed since the controls were looked
// up, and then has them looked up again: what changed into another
// control is Changed from then on, and is neither read nor written.
func (r *run) moved() bool {
	w, ok := r.form.(Watcher)
	if !ok || !r.looked || w.Generation() == r.gen {
		return false
	}
	r.looked = false
	return true
}

// on notes that the run works on the control of field key ("" for none).
// It is not reset by a defer: a panic must leave it for internal to read.
func (r *run) on(key string) { r.field = key }

// step is one planned write.
type step struct {
	i    int
	f    *Field
	c    Control
	want any
	old  any
}

// args reads the call's input: an object, as ParseArgs reads it, with the
// test hook taken out.
func (r *run) args(input any) (panicNow bool, env *Envelope) {
	args := &Args{}
	switch in := input.(type) {
	case nil:
	case *Args:
		args = in
	default:
		return false, r.refuse(InvalidArgument, "", "the arguments must be an object, got "+typeOf(input))
	}
	if r.opt.TestHooks {
		trimmed := &Args{}
		for j, k := range args.Keys {
			if k == PanicKey {
				panicNow = true
			} else {
				trimmed.Keys, trimmed.Vals = append(trimmed.Keys, k), append(trimmed.Vals, args.Vals[j])
			}
		}
		args = trimmed
	}
	r.argKeys, r.argVals, r.argAt = r.t.inFormOrder(args)
	return panicNow, nil
}

// given reports whether the call gives a value to the field whose key is k.
// It searches argAt, which is in increasing order, by hand: the slices
// package's search adds 1.3 KB to the module (SPEC section 7's budget).
func (r *run) given(k string) bool {
	i := r.t.index(k)
	lo, hi := 0, len(r.argAt)
	for lo < hi {
		m := (lo + hi) / 2
		if r.argAt[m] < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return i >= 0 && lo < len(r.argAt) && r.argAt[lo] == i
}

// checkKeys refuses any argument that is not a parameter of the tool:
// BLOCKED_FIELD when it names a control the tool does not offer, else
// UNKNOWN_FIELD. Blocked refusals come first: they are the ones a page
// author must hear about.
func (r *run) checkKeys() *Envelope {
	var unknown []string
	for _, k := range r.argKeys[len(r.argAt):] {
		if f := r.offeredAs(k); f != nil {
			unknown = append(unknown, k)
			continue
		}
		if r.form.Has(k) {
			return r.refuse(BlockedField, k, "parameter "+Quote(k)+" names a field of the form that the agent may not fill. Nothing was filled")
		}
		unknown = append(unknown, k)
	}
	if len(unknown) == 0 {
		return nil
	}
	k := unknown[0]
	msg := "parameter " + Quote(k) + " is not a parameter of tool " + Quote(r.t.Name)
	if f := r.offeredAs(k); f != nil {
		msg += "; use " + Quote(f.Key)
	}
	if len(unknown) > 1 {
		msg += " (" + strconv.Itoa(len(unknown)-1) + " more unknown)"
	}
	return r.refuse(UnknownField, k, msg+". Nothing was filled")
}

// offeredAs finds the field whose control is named or id'd k under another
// key, so a call that uses the HTML name gets pointed at the parameter.
func (r *run) offeredAs(k string) *Field {
	for i := range r.t.Fields {
		f := &r.t.Fields[i]
		if f.Name == k || f.ID == k {
			return f
		}
	}
	return nil
}

func (r *run) checkValues() *Envelope {
	s := r.t.Schema
	for _, k := range s.Required {
		if !r.given(k) {
			return r.refuse(InvalidArgument, k, "missing required parameter "+Quote(k)+". Nothing was filled")
		}
	}
	for j, i := range r.argAt {
		k, sub := r.argKeys[j], r.t.props[i]
		if sub == nil {
			continue
		}
		if msg := sub.check(r.argVals[j], r.opt.Match, !r.t.Fields[i].Redact); msg != "" {
			return r.refuse(InvalidArgument, k, "parameter "+Quote(k)+": "+msg+". Nothing was filled")
		}
	}
	return nil
}

// plan turns every argument into the value its control takes, and checks
// that each control is there, editable and offers that value, before
// anything is written.
func (r *run) plan() ([]step, *Envelope) {
	plan := make([]step, len(r.argAt))
	cs := make([]Control, len(r.argAt))
	for j, i := range r.argAt {
		plan[j].i = i
		cs[j] = r.control(i)
	}
	var editable []bool
	if ch, ok := r.form.(Checker); ok {
		if e, ok := ch.Editable(cs); ok && len(e) == len(cs) {
			editable = e
		}
	}
	for j, i := range r.argAt {
		k, f, c := r.argKeys[j], &r.t.Fields[i], cs[j]
		r.on(k)
		if c == nil {
			return nil, r.result(Failed, &Error{Code: NotFillable, Field: k, Message: "parameter " + Quote(k) + ": its control is not on the page. Nothing was filled"}, nil)
		}
		if (editable == nil || !editable[j]) && !c.Editable() {
			return nil, r.result(Failed, &Error{Code: NotFillable, Field: k, Message: "parameter " + Quote(k) + ": the control is disabled or read-only. Nothing was filled"}, nil)
		}
		want, msg := convert(f.Kind, r.argVals[j])
		if msg != "" {
			return nil, r.refuse(InvalidArgument, k, "parameter "+Quote(k)+": "+msg+". Nothing was filled")
		}
		if opts := c.Options(); opts != nil && !offered(want, opts) {
			// The live options are the page's and may have changed since the
			// build; a message names only the tool's own choices.
			msg := "the page does not offer that value"
			if choices := r.t.Schema.choicesOf(k); len(choices) > 0 && !f.Redact {
				msg += "; the tool's choices are " + quoteChoices(choices)
			}
			return nil, r.refuse(InvalidArgument, k, "parameter "+Quote(k)+": "+msg+". Nothing was filled")
		}
		plan[j] = step{i: i, f: f, c: c, want: want}
	}
	r.on("")
	return plan, nil
}

// stale returns the keys of the planned fields the person changed since
// the agent last saw the form, when the call would overwrite them.
func (r *run) stale(plan []step, seen, now []string) []string {
	if seen == nil {
		return nil // the agent has seen nothing it could overwrite
	}
	var out []string
	for _, s := range plan {
		if now[s.i] != seen[s.i] && now[s.i] != canonValue(s.want) {
			out = append(out, s.f.Key)
		}
	}
	return out
}

// apply writes the plan, reads every control back, and puts everything
// back as it was when one value did not stick or fails the browser's
// validation: a call changes all it was asked to or nothing. A call that
// is to submit checks every field of the tool, not only the ones it wrote:
// it must not leave a form filled that it then cannot send.
func (r *run) apply(plan []step, submitting bool) *Envelope {
	for i := range plan {
		r.on(plan[i].f.Key)
		if r.raw != nil {
			plan[i].old = r.raw[plan[i].i] // read just now by the snapshot
		} else {
			plan[i].old = plan[i].c.Get()
		}
	}
	r.raw = nil
	var bad *Error
	w, batch := r.form.(Writer)
	var cs []Control
	var wants []any
	var held []bool
	if batch {
		cs, wants, held = controlsOf(plan), make([]any, len(plan)), make([]bool, len(plan))
		for i, s := range plan {
			wants[i], held[i] = s.want, same(s.old, s.want)
		}
	}
	for i := 0; i < len(plan); i++ {
		r.wrote = true
		if batch {
			// SetAll writes from i on as far as it can; Set takes the
			// control where it stopped.
			r.on(plan[i].f.Key)
			if i += min(max(w.SetAll(cs[i:], wants[i:], held[i:]), 0), len(plan)-i); i == len(plan) {
				break
			}
		}
		r.on(plan[i].f.Key)
		if env := r.recheck(plan, cs); env != nil {
			return env
		}
		if err := plan[i].c.Set(plan[i].want); err != nil {
			// The error's text is the page's and may quote a value.
			bad = &Error{Code: NotFillable, Field: plan[i].f.Key, Message: "parameter " + Quote(plan[i].f.Key) + ": the page refused the value"}
			break
		}
	}
	if env := r.recheck(plan, cs); env != nil {
		return env
	}
	if bad == nil {
		// One read of every field checks that the writes stuck and is the
		// page as the call leaves it.
		r.filled = r.snapshot()
		for _, s := range plan {
			r.on(s.f.Key)
			if !same(r.raw[s.i], s.want) {
				bad = &Error{Code: NotFillable, Field: s.f.Key, Message: "parameter " + Quote(s.f.Key) + ": the value did not stick; the page changed or rejected it"}
				break
			}
		}
	}
	r.on("")
	status := Failed
	if bad == nil {
		if bad = r.validate(plan, submitting); bad != nil {
			status = Refused
		}
	}
	if bad == nil {
		return nil
	}
	r.raw, r.filled = nil, nil
	// Put every value back, and say "nothing was filled" only when each
	// one is back: a page that refuses the old value, or changes it again,
	// leaves the form in a state only a look at the page can tell.
	// A control the page makes into another meanwhile is left alone.
	restored := true
	for i := len(plan) - 1; i >= 0; i-- {
		r.on(plan[i].f.Key)
		r.moved()
		if c := r.present(plan[i].i); c == nil || c.Set(plan[i].old) != nil {
			restored = false
		}
	}
	r.moved()
	for _, s := range plan {
		if c := r.present(s.i); c == nil || !same(c.Get(), s.old) {
			restored = false
		}
	}
	if !restored {
		bad.Message += ". Some values it wrote could not be put back"
		env := r.result(Unknown, bad, nil)
		env.NextStep = "Check the form on the page before retrying: some values this call wrote may still be there."
		return env
	}
	r.on("")
	bad.Message += ". Nothing was filled"
	return r.result(status, bad, nil)
}

// recheck looks the controls up again when the page changed since the
// run last did: the page's handlers run with the writes. A control they
// made into another, or took out of the form, is neither written nor read
// from then on, and the call, which has written, answers unknown.
// Otherwise the plan (and cs, the batch's copy of its controls, when there
// is one) takes the controls as they are now.
func (r *run) recheck(plan []step, cs []Control) *Envelope {
	if !r.moved() {
		return nil
	}
	why := r.changed()
	for i := 0; why == "" && i < len(plan); i++ {
		if plan[i].c = r.control(plan[i].i); plan[i].c == nil {
			why = "the control of " + Quote(plan[i].f.Key) + " left the form"
		} else if cs != nil {
			cs[i] = plan[i].c
		}
	}
	if why == "" {
		return nil
	}
	r.on("")
	env := r.result(Unknown, &Error{Code: FormChanged, Message: why + ": the page changed it while this call wrote to the form, and it was not read"}, nil)
	env.NextStep = "Check the form on the page before retrying: the page changed while this call wrote to it, and some values may be there."
	return env
}

// controlsOf is the plan's controls, in its order.
func controlsOf(plan []step) []Control {
	cs := make([]Control, len(plan))
	for i, s := range plan {
		cs[i] = s.c
	}
	return cs
}

// readAll reads cs in one call when the form is a Reader, and answers
// one value per control: nil where the control's Get must read it.
func (r *run) readAll(cs []Control) []any {
	if br, ok := r.form.(Reader); ok {
		if vals, ok := br.Values(cs); ok && len(vals) == len(cs) {
			return vals
		}
	}
	return make([]any, len(cs))
}

// validate runs the browser's constraint validation on the written fields,
// or on every field of the tool when the call is to submit. The message is
// the runtime's own: Chromium's validation messages can quote the value.
func (r *run) validate(plan []step, submitting bool) *Error {
	var fields []*Field
	var cs []Control
	if submitting {
		fields, cs = make([]*Field, 0, len(r.t.Fields)), make([]Control, 0, len(r.t.Fields))
		for i := range r.t.Fields {
			if c := r.control(i); c != nil {
				fields, cs = append(fields, &r.t.Fields[i]), append(cs, c)
			}
		}
	} else {
		fields, cs = make([]*Field, 0, len(plan)), make([]Control, 0, len(plan))
		for _, s := range plan {
			if s.c != nil {
				fields, cs = append(fields, s.f), append(cs, s.c)
			}
		}
	}
	r.on("")
	var pass []bool
	if ch, ok := r.form.(Checker); ok {
		if p, ok := ch.Passes(cs); ok && len(p) == len(cs) {
			pass = p
		}
	}
	var keys, reasons []string
	for i, c := range cs {
		if pass != nil && pass[i] {
			continue
		}
		r.on(fields[i].Key)
		if why := c.Invalid(); why != "" {
			keys = append(keys, fields[i].Key)
			reasons = append(reasons, Quote(fields[i].Key)+" "+why)
		}
	}
	r.on("")
	if len(keys) == 0 {
		return nil
	}
	return &Error{
		Code:    ValidationFailed,
		Field:   keys[0],
		Keys:    keys,
		Message: "the page's validation rejects the form: " + strings.Join(reasons, "; "),
	}
}

// convert turns a validated argument into the value of a control of kind.
func convert(kind string, v any) (any, string) {
	switch kind {
	case "checkbox":
		switch v := v.(type) {
		case bool:
			return v, ""
		case nil:
			return false, ""
		}
		return nil, "expected a boolean, got " + typeOf(v)
	case "checkbox-group", "select-multiple":
		switch v := v.(type) {
		case nil:
			return []string{}, ""
		case []any:
			out := make([]string, 0, len(v))
			for i, e := range v {
				s, msg := scalar(e)
				if msg != "" {
					return nil, "item " + strconv.Itoa(i) + ": " + msg
				}
				out = append(out, s)
			}
			return out, ""
		case string:
			return []string{v}, ""
		}
		return nil, "expected an array of strings, got " + typeOf(v)
	}
	if _, ok := v.(string); ok {
		return v, "" // as it is: boxing it again is an allocation per field
	}
	s, msg := scalar(v)
	if msg != "" {
		return nil, msg
	}
	return s, ""
}

func scalar(v any) (string, string) {
	switch v := v.(type) {
	case string:
		return v, ""
	case float64:
		return fnum(v), ""
	case bool:
		return strconv.FormatBool(v), ""
	case nil:
		return "", ""
	}
	return "", "expected a string, got " + typeOf(v)
}

// offered reports whether the control's live options take want.
func offered(want any, opts []string) bool {
	var wants []string
	switch w := want.(type) {
	case string:
		if w == "" {
			return true // clearing a choice is always possible
		}
		wants = []string{w}
	case []string:
		wants = w
	default:
		return true
	}
	for _, w := range wants {
		found := false
		for _, o := range opts {
			if o == w {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func same(a, b any) bool {
	switch a := a.(type) {
	case []string:
		bl, ok := b.([]string)
		if !ok || len(a) != len(bl) {
			return false
		}
		seen := map[string]int{}
		for _, s := range a {
			seen[s]++
		}
		for _, s := range bl {
			seen[s]--
			if seen[s] < 0 {
				return false
			}
		}
		return true
	case string:
		s, ok := b.(string)
		return ok && s == a
	case bool:
		bb, ok := b.(bool)
		return ok && bb == a
	}
	return false
}

// read returns the form's values as they stand, through the filter.
func (r *run) read() []Value {
	if r.raw == nil {
		r.snapshot()
	}
	out := make([]Value, 0, len(r.t.Fields))
	for i := range r.t.Fields {
		if r.present(i) == nil {
			continue
		}
		f := &r.t.Fields[i]
		out = append(out, Value{Key: f.Key, Value: r.safe(f, r.raw[i])})
	}
	return out
}

// snapshot returns every field's raw value in canonical form, by field
// index: what formVersion and STALE_VERSION compare. It stays in the
// runtime's memory and is never handed out.
func (r *run) snapshot() []string {
	r.moved() // read the controls as they are now
	out := make([]string, len(r.t.Fields))
	cs := make([]Control, len(r.t.Fields))
	for i := range r.t.Fields {
		cs[i] = r.present(i)
	}
	r.raw = r.readAll(cs)
	for i, c := range cs {
		if c != nil {
			if r.raw[i] == nil {
				r.on(r.t.Fields[i].Key)
				r.raw[i] = c.Get()
			}
			out[i] = canonValue(r.raw[i])
		} else {
			r.raw[i] = nil
			out[i] = "\x00absent"
		}
	}
	r.on("")
	return out
}

func (r *run) safe(f *Field, v any) any {
	switch s := v.(type) {
	case string:
		return r.safeString(f, s, v)
	case []string:
		out := make([]any, len(s))
		for i, e := range s {
			out[i] = r.safeString(f, e, nil)
		}
		return out
	case bool:
		if f.Redact {
			return "[redacted]"
		}
		return s
	}
	return nil
}

// safeString is what the agent may read of a field's string value v.
// boxed, when not nil, is v as an interface: handed back when v passes as
// it is, which is most values, rather than boxed again.
func (r *run) safeString(f *Field, v string, boxed any) any {
	if f.Redact {
		if v == "" {
			return ""
		}
		if r.opt.Mask == nil {
			return "[redacted]"
		}
		return r.opt.Mask(v, f.ValueKind)
	}
	read := v
	if r.opt.Scan != nil && v != "" {
		v, _ = r.opt.Scan(v, f.ValueKind, r.t.Packs)
	}
	if f.Kind == "number" && v != "" {
		if n, ok := ParseNumber(v); ok {
			return n
		}
	}
	if boxed != nil && v == read {
		return boxed
	}
	return v
}

func (r *run) refuse(code, field, msg string) *Envelope {
	return r.result(Refused, &Error{Code: code, Field: field, Message: msg}, nil)
}

// result builds the envelope; fields nil means read the form now.
func (r *run) result(status string, err *Error, fields []Value) *Envelope {
	env := &Envelope{
		Status:       status,
		Error:        err,
		RequiresUser: r.t.RequiresUser,
		OperationID:  r.id,
		FormVersion:  r.t.version(),
		Policy:       r.t.Policy,
		Warnings:     []string{},
	}
	if env.RequiresUser == nil {
		env.RequiresUser = []UserField{}
	}
	if fields == nil && r.form != nil {
		fields = r.read()
	}
	if fields == nil {
		fields = []Value{}
	}
	env.Fields = fields
	env.NextStep = nextStep(env, r.t)
	return env
}

// internal is the answer to a panic: failed when nothing had been
// written, else unknown, naming the field whose control the run was
// working on. The panic value is left out on purpose: it may be an
// exception the page threw, whose message may quote a field's value.
func (r *run) internal() *Envelope {
	status := Failed
	where := ""
	if r.field != "" {
		where = " at parameter " + Quote(r.field)
	}
	msg := "internal error in the form runtime" + where + "; nothing was filled"
	if r.wrote {
		status = Unknown
		msg = "internal error in the form runtime while filling" + where + "; some fields may have changed"
	}
	env := &Envelope{
		Status:       status,
		Error:        &Error{Code: Internal, Field: r.field, Message: msg},
		RequiresUser: r.t.RequiresUser,
		OperationID:  r.id,
		FormVersion:  r.t.version(),
		Policy:       r.t.Policy,
		Fields:       []Value{},
		Warnings:     []string{},
	}
	if env.RequiresUser == nil {
		env.RequiresUser = []UserField{}
	}
	env.NextStep = nextStep(env, r.t)
	return env
}

func quoteAll(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = Quote(k)
	}
	return strings.Join(q, ", ")
}

func nextStep(e *Envelope, t *Tool) string {
	switch e.Status {
	case Completed:
		return "The form was submitted; nothing more to do for it."
	case AwaitingUser:
		if len(t.RequiresUser) > 0 {
			labels := make([]string, len(t.RequiresUser))
			for i, u := range t.RequiresUser {
				labels[i] = u.Label
			}
			return "Ask the person to complete " + strings.Join(labels, ", ") + ", review the form and submit it."
		}
		return "Ask the person to review the form and submit it."
	}
	if e.Error == nil {
		return "Check the form on the page before retrying; the call may have changed it."
	}
	switch e.Error.Code {
	case BlockedField:
		// The key may name a blocked field, a hidden input or a read-only
		// one: only requiresUser says which fields are the person's.
		return "Call again without " + Quote(e.Error.Field) + "; the fields in requiresUser are the person's to fill."
	case UnknownField:
		return "Call again with only the parameters in the tool's inputSchema."
	case InvalidArgument:
		return "Correct " + Quote(e.Error.Field) + " and call again."
	case ValidationFailed:
		return "Correct " + quoteAll(e.Error.Keys) + " to satisfy the form and call again."
	case StaleVersion:
		return "The person changed " + quoteAll(e.Error.Keys) + " since you last saw the form, and their edit stays. Call this tool with no arguments to read the form, then call again only if a change is still needed."
	case FormNotFound:
		return "The form is gone from the page; list the tools again."
	case FormChanged:
		return "The page changed since the tools were listed; list the tools again and call the one it offers now. Nothing was filled."
	case NotFillable:
		return "Ask the person to fill the form; this page does not accept the value from an agent."
	case Cancelled:
		if e.Error.Field == "" && strings.Contains(e.Error.Message, "replaced") {
			return "A later call with other values replaced this one; its result is the one that counts."
		}
		return "The person cleared the form; ask them before filling it again."
	case Timeout:
		return "The form was submitted but the page has not answered; check the page before retrying. A retry with the same arguments does not submit again."
	case NotConfirmed:
		return "The form was submitted and the page handled it itself; check the page for the outcome before retrying. A retry with the same arguments does not submit again."
	}
	if e.Status == Unknown {
		return "Check the form on the page before retrying; the call may have changed it."
	}
	return "Try again once; if it fails again, ask the person to fill the form."
}
