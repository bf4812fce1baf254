package call

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/formtool/formtool/filter"
)

const toolJSON = `{
  "name": "profile", "autoSubmit": false, "fingerprint": "fp1",
  "annotations": {"consequentialHint": true},
  "inputSchema": {"type": "object", "additionalProperties": false,
    "properties": {
      "email": {"type": "string", "maxLength": 40, "pattern": "@"},
      "iban": {"type": "string"},
      "age": {"type": "integer", "minimum": 18},
      "news": {"type": "boolean"},
      "plan": {"type": "string", "enum": ["free", "pro"]},
      "tags": {"type": "array", "items": {"type": "string"}}
    },
    "required": ["email"]},
  "fields": [
    {"key": "email", "name": "email", "kind": "text", "class": "allow"},
    {"key": "iban", "name": "iban", "kind": "text", "class": "redact", "valueKind": "iban"},
    {"key": "age", "id": "age", "kind": "number", "class": "allow"},
    {"key": "news", "name": "news", "kind": "checkbox", "class": "allow"},
    {"key": "plan", "name": "plan", "kind": "radio", "class": "allow"},
    {"key": "tags", "name": "tags[]", "kind": "checkbox-group", "class": "allow"}
  ],
  "requiresUser": [{"key": "user-1", "label": "Password", "class": "block"}]
}`

type fakeControl struct {
	v        any
	opts     []string
	readonly bool
	sticky   bool // ignore writes
	refuseAt int  // refuse the write with this number (1-based) and later ones
	invalid  string
	writes   int
	reads    int
	wroteAt  int    // writeClock at its last write
	onSet    func() // the page's handler of the write's events
}

// writeClock counts the writes to every fakeControl, in the order made.
var writeClock int

func (c *fakeControl) Editable() bool    { return !c.readonly }
func (c *fakeControl) Options() []string { return c.opts }
func (c *fakeControl) Get() any          { c.reads++; return c.v }
func (c *fakeControl) Invalid() string   { return c.invalid }
func (c *fakeControl) Set(v any) error {
	c.writes++
	writeClock++
	c.wroteAt = writeClock
	if c.refuseAt > 0 && c.writes >= c.refuseAt {
		return errors.New("refused by the page")
	}
	if !c.sticky {
		c.v = v
	}
	if c.onSet != nil {
		c.onSet()
	}
	return nil
}

type fakeForm struct {
	controls  map[string]*fakeControl
	others    map[string]bool // blocked and hidden controls, by name
	submitted bool
	submits   int
	invalid   bool
	// how the page takes a submit
	take    Submission
	respond func(ok bool)
	notices int
	panics  bool
}

func (f *fakeForm) Control(fl *Field) Control {
	if f.panics {
		panic("fake")
	}
	c := f.controls[fl.Key]
	if c == nil {
		return nil
	}
	return c
}
func (f *fakeForm) Has(k string) bool { return f.others[k] || f.controls[k] != nil }
func (f *fakeForm) Valid() bool       { return !f.invalid }
func (f *fakeForm) Submit(respond func(ok bool)) (Submission, error) {
	if f.submitted {
		return Submission{}, errors.New("twice")
	}
	f.submitted = true
	f.submits++
	f.respond = respond
	s := f.take
	s.Fired = true
	return s, nil
}
func (f *fakeForm) Notify(tool, id string, ru []UserField) { f.notices++ }

// clock is a fake Page.After: timers fire when the test says.
type clock struct {
	timers []*timer
}

type timer struct {
	ms      int
	f       func()
	stopped bool
}

func (c *clock) After(ms int, f func()) func() {
	t := &timer{ms: ms, f: f}
	c.timers = append(c.timers, t)
	return func() { t.stopped = true }
}

// fire runs every timer that is due and not stopped.
func (c *clock) fire() {
	ts := c.timers
	c.timers = nil
	for _, t := range ts {
		if !t.stopped {
			t.f()
		}
	}
}

func (c *clock) running() int {
	n := 0
	for _, t := range c.timers {
		if !t.stopped {
			n++
		}
	}
	return n
}

// Run carries out one call on a page whose timers fire at once and
// returns its envelope.
func Run(t *Tool, input any, form Form, opt Options) *Envelope {
	c := &clock{}
	p := &Page{After: c.After, Epoch: "test"}
	var env *Envelope
	var f Form
	if form != nil {
		f = form
	}
	p.Call(t, input, f, opt, func(e *Envelope) { env = e })
	for env == nil && c.running() > 0 {
		c.fire()
	}
	return env
}

// pending starts a call and returns a function that reports its envelope
// (nil while it waits).
func start(p *Page, t *Tool, input any, form Form) (get func() *Envelope, abort func()) {
	var env *Envelope
	n := 0
	abort = p.Call(t, input, form, opts(), func(e *Envelope) { env = e; n++ })
	return func() *Envelope {
		if n > 1 {
			panic("replied twice")
		}
		return env
	}, abort
}

func newFixture(t testing.TB) (*Tool, *fakeForm) {
	t.Helper()
	tool, err := ParseTool(toolJSON)
	if err != nil {
		t.Fatal(err)
	}
	form := &fakeForm{
		controls: map[string]*fakeControl{
			"email": {v: "old@example.com"},
			"iban":  {v: "NL91ABNA0417164300"},
			"age":   {v: ""},
			"news":  {v: false},
			"plan":  {v: "", opts: []string{"free", "pro"}},
			"tags":  {v: []string{}, opts: []string{"a", "b"}},
		},
		others: map[string]bool{"password": true, "csrf_token": true},
	}
	return tool, form
}

func opts() Options {
	return Options{
		Match: func(p, s string) (bool, error) {
			re, err := regexp.Compile(p)
			if err != nil {
				return false, err
			}
			return re.MatchString(s), nil
		},
		Mask: func(v, kind string) string { return strings.Repeat("•", len(v)-4) + v[len(v)-4:] },
	}
}

// args reads s as the runtime reads a call's arguments.
func args(t testing.TB, s string) any {
	t.Helper()
	v, ok := ParseArgs(s)
	if !ok {
		t.Fatalf("%s: not JSON", s)
	}
	return v
}

func writes(f *fakeForm) int {
	n := 0
	for _, c := range f.controls {
		n += c.writes
	}
	return n
}

func TestFillAwaitsUser(t *testing.T) {
	tool, form := newFixture(t)
	env := Run(tool, args(t, `{"email":"ada@example.com","age":36,"news":true,"plan":"pro","tags":["b"]}`), form, opts())
	if env.Status != AwaitingUser || env.IsError() || env.OK() {
		t.Fatalf("status %s, error %+v", env.Status, env.Error)
	}
	got := map[string]any{}
	for _, v := range env.Fields {
		got[v.Key] = v.Value
	}
	if got["email"] != "ada@example.com" || got["age"] != 36.0 || got["news"] != true || got["plan"] != "pro" {
		t.Errorf("fields %v", got)
	}
	if got["iban"] != "••••••••••••••4300" {
		t.Errorf("iban not masked: %v", got["iban"])
	}
	if len(env.RequiresUser) != 1 || !strings.Contains(env.NextStep, "Password") {
		t.Errorf("requiresUser %v, nextStep %q", env.RequiresUser, env.NextStep)
	}
	if env.FormVersion != "fp1.1" || !strings.HasPrefix(env.OperationID, "op-") {
		t.Errorf("version %q op %q", env.FormVersion, env.OperationID)
	}
	if form.submitted {
		t.Error("submitted a form with requiresUser fields")
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		name, args, code, field, status string
		notIn                           []string
	}{
		{"blocked", `{"email":"a@b.c","password":"CANARY-pw"}`, BlockedField, "password", Refused, []string{"CANARY"}},
		{"hidden", `{"email":"a@b.c","csrf_token":"x"}`, BlockedField, "csrf_token", Refused, nil},
		{"unknown", `{"email":"a@b.c","nope":1}`, UnknownField, "nope", Refused, nil},
		{"html name", `{"email":"a@b.c","tags[]":["a"]}`, UnknownField, "tags[]", Refused, nil},
		{"missing required", `{"age":20}`, InvalidArgument, "email", Refused, nil},
		{"type", `{"email":"a@b.c","age":"x"}`, InvalidArgument, "age", Refused, nil},
		{"integer", `{"email":"a@b.c","age":20.5}`, InvalidArgument, "age", Refused, nil},
		{"minimum", `{"email":"a@b.c","age":2}`, InvalidArgument, "age", Refused, nil},
		{"pattern", `{"email":"CANARY-no-at"}`, InvalidArgument, "email", Refused, []string{"CANARY"}},
		{"redact type", `{"email":"a@b.c","iban":["CANARY-iban"]}`, InvalidArgument, "iban", Refused, []string{"CANARY"}},
		{"enum", `{"email":"a@b.c","plan":"gold"}`, InvalidArgument, "plan", Refused, nil},
		{"option", `{"email":"a@b.c","tags":["z"]}`, InvalidArgument, "tags", Refused, nil},
		{"not object", `[1]`, InvalidArgument, "", Refused, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tool, form := newFixture(t)
			env := Run(tool, args(t, tc.args), form, opts())
			if env.Status != tc.status || env.Error == nil || env.Error.Code != tc.code || env.Error.Field != tc.field {
				t.Fatalf("got %s %+v, want %s %s on %q", env.Status, env.Error, tc.status, tc.code, tc.field)
			}
			if !env.IsError() {
				t.Error("isError false")
			}
			if n := writes(form); n != 0 {
				t.Errorf("%d writes on a refused call", n)
			}
			for _, s := range tc.notIn {
				if strings.Contains(env.Error.Message, s) || strings.Contains(env.NextStep, s) {
					t.Errorf("message echoes a value: %q", env.Error.Message)
				}
			}
			t.Log(env.Error.Message)
		})
	}
}

func TestAtomicRollback(t *testing.T) {
	tool, form := newFixture(t)
	form.controls["plan"].sticky = true
	env := Run(tool, args(t, `{"email":"new@example.com","plan":"pro"}`), form, opts())
	if env.Status != Failed || env.Error.Code != NotFillable || env.Error.Field != "plan" {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	if v := form.controls["email"].v; v != "old@example.com" {
		t.Errorf("email not rolled back: %v", v)
	}
}

// A failure after a write whose value cannot be put back is not "nothing
// was filled": the outcome is unknown and the agent is told to check.
func TestRollbackThatFailsIsUnknown(t *testing.T) {
	tool, form := newFixture(t)
	form.controls["email"].refuseAt = 2 // takes the agent's value, refuses the old one
	form.controls["plan"].sticky = true
	env := Run(tool, args(t, `{"email":"new@example.com","plan":"pro"}`), form, opts())
	if env.Status != Unknown || !env.IsError() || env.Error.Code != NotFillable || strings.Contains(env.Error.Message, "Nothing was filled") || !strings.Contains(env.NextStep, "Check the form") {
		t.Fatalf("got %s %+v %q", env.Status, env.Error, env.NextStep)
	}
}

func TestValidationRollback(t *testing.T) {
	tool, form := newFixture(t)
	form.controls["iban"].invalid = "does not match the page's pattern"
	env := Run(tool, args(t, `{"email":"new@example.com","iban":"CANARY-x"}`), form, opts())
	if env.Status != Refused || env.Error.Code != ValidationFailed || env.Error.Field != "iban" || len(env.Error.Keys) != 1 {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	if strings.Contains(env.Error.Message, "CANARY") || strings.Contains(env.NextStep, "CANARY") {
		t.Errorf("validation message leaked: %q", env.Error.Message)
	}
	if form.controls["email"].v != "old@example.com" || form.controls["iban"].v != "NL91ABNA0417164300" {
		t.Error("not rolled back")
	}
}

func TestReadOnlyIsNotFillable(t *testing.T) {
	tool, form := newFixture(t)
	form.controls["age"].readonly = true
	env := Run(tool, args(t, `{"email":"a@b.c","age":40}`), form, opts())
	if env.Status != Failed || env.Error.Code != NotFillable || writes(form) != 0 {
		t.Fatalf("got %s %+v, %d writes", env.Status, env.Error, writes(form))
	}
}

func TestAutoSubmit(t *testing.T) {
	tool, form := newFixture(t)
	tool.RequiresUser = nil
	tool.AutoSubmit = true
	env := Run(tool, args(t, `{"email":"a@b.c"}`), form, opts())
	if env.Status != Completed || !env.OK() || !form.submitted {
		t.Fatalf("got %s %+v submitted=%v", env.Status, env.Error, form.submitted)
	}
	// A control outside the tool fails validation: filled, not submitted.
	tool2, form2 := newFixture(t)
	tool2.RequiresUser = nil
	tool2.AutoSubmit = true
	tool2.WaitMs = 0
	form2.invalid = true
	env = Run(tool2, args(t, `{"email":"a@b.c"}`), form2, opts())
	if env.Status != AwaitingUser || form2.submitted || len(env.Warnings) == 0 {
		t.Fatalf("invalid form: got %s submitted=%v", env.Status, form2.submitted)
	}
	// A field of the tool fails validation: rolled back, refused.
	tool3, form3 := newFixture(t)
	tool3.RequiresUser = nil
	tool3.AutoSubmit = true
	form3.controls["age"].invalid = "is required"
	env = Run(tool3, args(t, `{"email":"x@y.z"}`), form3, opts())
	if env.Status != Refused || env.Error.Code != ValidationFailed || env.Error.Field != "age" || form3.submitted {
		t.Fatalf("invalid field: got %s %+v", env.Status, env.Error)
	}
	if form3.controls["email"].v != "old@example.com" {
		t.Error("not rolled back")
	}
}

func TestFormNotFound(t *testing.T) {
	tool, _ := newFixture(t)
	env := Run(tool, args(t, `{"email":"a@b.c"}`), nil, opts())
	if env.Status != Failed || env.Error.Code != FormNotFound {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
}

// A form the loader found changed (a shared id, a shifted place) is
// refused before anything on it is read or written, and the agent is told
// to list the tools again.
func TestFormChangedTouchesNothing(t *testing.T) {
	tool, form := newFixture(t)
	o := opts()
	o.FormChanged = `2 elements on the page have the id "f"; the tool binds none of them`
	env := Run(tool, args(t, `{"email":"a@b.c"}`), form, o)
	if env.Status != Refused || env.Error == nil || env.Error.Code != FormChanged || !strings.Contains(env.NextStep, "list the tools again") {
		t.Fatalf("got %s %+v %q", env.Status, env.Error, env.NextStep)
	}
	if n := writes(form); n != 0 || len(env.Fields) != 0 {
		t.Errorf("%d writes, fields %v", n, env.Fields)
	}
	for _, c := range form.controls {
		if c.reads != 0 {
			t.Errorf("a control was read")
		}
	}
}

// watchedForm is a fakeForm whose page can turn a control into another
// while a call writes: it counts the changes as a Watcher, and answers
// Changed for the control once it changed.
type watchedForm struct {
	*fakeForm
	gen     uint64
	changed map[string]bool
	gone    map[string]bool // controls taken out of the form
}

func (f *watchedForm) Generation() uint64 { return f.gen }

func (f *watchedForm) Control(fl *Field) Control {
	if f.gone[fl.Key] {
		return nil
	}
	if f.changed[fl.Key] {
		return Changed{Why: "the control of " + Quote(fl.Key) + " is now of type \"password\", not \"text\""}
	}
	return f.fakeForm.Control(fl)
}

// A control the page's handler takes out of the form before the call
// writes it is not written: the call stops, unknown, FORM_CHANGED.
func TestControlThatLeavesDuringTheCallIsNotWritten(t *testing.T) {
	tool, fake := newFixture(t)
	form := &watchedForm{fakeForm: fake, gone: map[string]bool{}}
	fake.controls["age"].onSet = func() {
		form.gen++
		form.gone["news"] = true
	}
	env := Run(tool, args(t, `{"email":"a@b.c","age":40,"news":true}`), form, opts())
	if env.Error == nil || env.Error.Code != FormChanged || env.Status != Unknown || !strings.Contains(env.Error.Message, "left the form") {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	if n := fake.controls["news"].writes; n != 0 {
		t.Errorf("the control that left was written %d times", n)
	}
}

// A page's handler that, on the write to one field, makes another field's
// control a password box holding a secret: the call answers FORM_CHANGED,
// reads that control no more, and writes nothing into it, neither the
// agent's value nor a value put back.
func TestControlChangedDuringTheCallIsNotRead(t *testing.T) {
	for _, tc := range []struct {
		name, args, changes string
		refuse              bool // news refuses its write: the call puts values back
	}{
		{name: "one written before", args: `{"email":"a@b.c","age":40}`, changes: "email"},
		{name: "one written before, then a refused write put back", args: `{"email":"a@b.c","age":40,"news":true}`, changes: "email", refuse: true},
		{name: "one the call is yet to write", args: `{"email":"a@b.c","age":40,"news":true}`, changes: "news"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tool, fake := newFixture(t)
			form := &watchedForm{fakeForm: fake, changed: map[string]bool{}}
			changes := fake.controls[tc.changes]
			fake.controls["age"].onSet = func() {
				changes.v = "CANARY-secret-7731"
				form.gen++
				form.changed[tc.changes] = true
			}
			if tc.refuse {
				fake.controls["news"].refuseAt = 1
			}
			env := Run(tool, args(t, tc.args), form, opts())
			if env.Error == nil || env.Error.Code != FormChanged || env.Status != Unknown || !strings.Contains(env.NextStep, "Check the form") {
				t.Fatalf("got %s %+v %q", env.Status, env.Error, env.NextStep)
			}
			out := fmt.Sprintf("%+v %+v", *env, *env.Error)
			if strings.Contains(out, "CANARY") || strings.Contains(out, "7731") {
				t.Errorf("the changed control was read: %s", out)
			}
			if changes.v != "CANARY-secret-7731" {
				t.Errorf("the changed control was written: %v", changes.v)
			}
			if field(env, "age") == nil {
				t.Errorf("the unchanged fields are not in the answer: %v", env.Fields)
			}
		})
	}
}

func TestPanicBecomesInternal(t *testing.T) {
	tool, form := newFixture(t)
	o := opts()
	// Without the page's opt-in the hook is an unknown parameter.
	env := Run(tool, args(t, `{"email":"a@b.c","formtool.panic":true}`), form, o)
	if env.Error == nil || env.Error.Code != UnknownField {
		t.Fatalf("hook honoured without opt-in: %s %+v", env.Status, env.Error)
	}
	o.TestHooks = true
	env = Run(tool, args(t, `{"email":"a@b.c","formtool.panic":true}`), form, o)
	if env.Status != Failed || env.Error.Code != Internal {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	env = Run(tool, args(t, `{"email":"a@b.c"}`), form, o)
	if env.Status != AwaitingUser {
		t.Fatalf("next call: %s %+v", env.Status, env.Error)
	}
}

func TestScanMasksAllowField(t *testing.T) {
	tool, form := newFixture(t)
	o := opts()
	o.Scan = func(v, kind string, packs []string) (string, bool) {
		if v == "4111111111111111" {
			return "••••1111", true
		}
		return v, false
	}
	env := Run(tool, args(t, `{"email":"4111111111111111"}`), form, o)
	if env.Status != Refused { // the pattern wants an @
		t.Fatalf("got %s", env.Status)
	}
	form.controls["email"].v = "4111111111111111"
	env = Run(tool, args(t, `{"email":"x@y.z"}`), form, o)
	_ = env
	form.controls["email"].v = "4111111111111111"
	env = Run(tool, nil, form, o) // a read
	if env.Status != AwaitingUser || env.Error != nil {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	for _, v := range env.Fields {
		if v.Key == "email" && v.Value != "••••1111" {
			t.Errorf("card in allow field not masked: %v", v.Value)
		}
	}
}

func TestParseToolRejectsBlockClass(t *testing.T) {
	if _, err := ParseTool(`{"name":"x","inputSchema":{"type":"object"},"fields":[{"key":"p","name":"p","kind":"text","class":"block"}]}`); err == nil {
		t.Fatal("a block field was accepted as a parameter")
	}
}

// A field with neither name nor id is found by its index; without an index
// too the manifest cannot say where it is.
func TestParseToolFieldLocators(t *testing.T) {
	tool, err := ParseTool(`{"name":"x","inputSchema":{"type":"object","properties":{"field_2":{"type":"string"}}},"fields":[{"key":"field_2","index":1,"kind":"text","class":"allow"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if i := tool.index("field_2"); i < 0 || tool.Fields[i].Index != 1 {
		t.Fatalf("field_2: %+v", tool.Fields)
	}
	for _, bad := range []string{
		`{"key":"f","kind":"text","class":"allow"}`,
		`{"key":"f","index":-1,"kind":"text","class":"allow"}`,
		`{"key":"f","index":1.5,"kind":"text","class":"allow"}`,
		`{"key":"f","index":"1","kind":"text","class":"allow"}`,
	} {
		if _, err := ParseTool(`{"name":"x","inputSchema":{"type":"object"},"fields":[` + bad + `]}`); err == nil || !strings.Contains(err.Error(), "no name, id or index") {
			t.Errorf("%s: err %v", bad, err)
		}
	}
}

// TestOptionsInErrorsComeFromTheManifest: the page replaced a radio group's
// options after load with a card number and an IBAN. A call with a choice
// of the tool's schema is refused, and the message names the schema's
// choices, never the live page's.
func TestOptionsInErrorsComeFromTheManifest(t *testing.T) {
	tool, form := newFixture(t)
	form.controls["plan"].opts = []string{"4111 1111 1111 1111", "NL91ABNA0417164300"}
	form.controls["tags"].opts = []string{"5555555555554444"}
	for _, in := range []string{`{"email":"a@b.c","plan":"pro"}`, `{"email":"a@b.c","tags":["a"]}`} {
		env := Run(tool, args(t, in), form, opts())
		if env.Status != Refused || env.Error == nil || env.Error.Code != InvalidArgument {
			t.Fatalf("%s: got %s %+v", in, env.Status, env.Error)
		}
		out, _ := json.Marshal(env)
		for _, leak := range []string{"4111", "NL91", "5555"} {
			if strings.Contains(string(out), leak) {
				t.Errorf("%s: the envelope names the page's option %s: %s", in, leak, out)
			}
		}
		if in[16:20] == "plan" && !strings.Contains(env.Error.Message, `"free", "pro"`) {
			t.Errorf("%s: the schema's choices are not named: %q", in, env.Error.Message)
		}
	}
}

// TestEverythingTheAgentSeesIsFiltered: a manifest whose choices and labels
// hold a card number and an IBAN (hand-written, or built before the filter
// knew the writing) hands neither over: error messages, the next step and
// requiresUser pass the value filter like the fields do.
func TestEverythingTheAgentSeesIsFiltered(t *testing.T) {
	tool, err := ParseTool(`{
  "name": "pay", "fingerprint": "fp", "waitMs": 0,
  "inputSchema": {"type": "object", "properties": {
    "card": {"type": "string", "enum": ["4111 1111 1111 1111", "5555\u200b5555\u200b5555\u200b4444"]},
    "iban": {"type": "string", "anyOf": [{"const": "NL91 ABNA 0417 1643 00", "title": "main"}]}}},
  "fields": [
    {"key": "card", "name": "card", "kind": "select", "class": "allow"},
    {"key": "iban", "name": "iban", "kind": "select", "class": "allow"}],
  "requiresUser": [{"key": "user-1", "label": "Card 4111-1111-1111-1111", "class": "block"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	form := &fakeForm{controls: map[string]*fakeControl{
		"card": {v: "", opts: []string{"4111 1111 1111 1111"}},
		"iban": {v: "", opts: []string{"NL91 ABNA 0417 1643 00"}},
	}}
	o := opts()
	o.Scan = func(v, kind string, packs []string) (string, bool) { return filter.Value(v, "allow", kind, packs) }
	for _, in := range []string{`{"card":"x"}`, `{"iban":"x"}`, `{}`} {
		env := Run(tool, args(t, in), form, o)
		out, _ := json.Marshal(env)
		for _, leak := range []string{"4111", "5555", "NL91", "0417"} {
			if strings.Contains(string(out), leak) {
				t.Errorf("%s: the envelope carries %s: %s", in, leak, out)
			}
		}
		if tool.RequiresUser[0].Label != "Card 4111-1111-1111-1111" {
			t.Fatalf("sealing changed the tool: %q", tool.RequiresUser[0].Label)
		}
	}
}

// throwing is a control whose page getter throws, quoting its value.
type throwing struct{ fakeControl }

func (c *throwing) Get() any { panic(errors.New("cannot read CANARY-getter-4111")) }

// TestPageExceptionNamesTheFieldOnly: a control that throws while the run
// reads it gives INTERNAL naming the field, never the exception's message,
// and the next call works.
func TestPageExceptionNamesTheFieldOnly(t *testing.T) {
	tool, form := newFixture(t)
	ctl := &throwing{}
	ff := &throwForm{fakeForm: form, key: "age", c: ctl}
	env := Run(tool, args(t, `{"email":"a@b.c"}`), ff, opts())
	if env.Status != Failed || env.Error == nil || env.Error.Code != Internal || env.Error.Field != "age" {
		t.Fatalf("got %s %+v", env.Status, env.Error)
	}
	if out, _ := json.Marshal(env); strings.Contains(string(out), "CANARY") {
		t.Errorf("the exception's message reached the envelope: %s", out)
	}
	if env := Run(tool, args(t, `{"email":"a@b.c"}`), form, opts()); env.Status != AwaitingUser {
		t.Fatalf("next call: %s %+v", env.Status, env.Error)
	}
}

type throwForm struct {
	*fakeForm
	key string
	c   Control
}

func (f *throwForm) Control(fl *Field) Control {
	if fl.Key == f.key {
		return f.c
	}
	return f.fakeForm.Control(fl)
}

// batchForm writes at once as the runtime's DOM form does: a prefix of the
// controls, stopping before one it does not take (limit) or whose write
// fails. answer, when set, is what SetAll answers instead of the count.
// misheld counts the controls whose held flag did not say whether they
// held their value as SetAll was called.
type batchForm struct {
	*fakeForm
	limit   int
	answer  func(n int) int
	calls   int
	misheld int
}

func (f *batchForm) SetAll(cs []Control, vals []any, held []bool) int {
	f.calls++
	for i, c := range cs {
		if i >= len(held) || held[i] != same(c.(*fakeControl).v, vals[i]) {
			f.misheld++
		}
	}
	n := 0
	for n < len(cs) && n < f.limit {
		c := cs[n].(*fakeControl)
		if c.refuseAt > 0 && c.writes+1 >= c.refuseAt {
			break // the page throws on this one: Set meets it again
		}
		c.Set(vals[n])
		n++
	}
	if f.answer != nil {
		return f.answer(n)
	}
	return n
}

// A form that writes many controls at once ends every call as one that
// writes them one by one: the same envelope, the same values on the page,
// the same rollbacks, however many it takes at once. One that answers a
// count out of range does not bring the run down.
func TestWriterIsSetOneByOne(t *testing.T) {
	scenarios := map[string]struct {
		input string
		page  func(*fakeForm)
	}{
		"fill":             {`{"email":"new@example.com","age":41,"plan":"pro","news":true}`, nil},
		"already there":    {`{"email":"old@example.com","age":41,"plan":"pro"}`, nil},
		"sticky":           {`{"email":"new@example.com","age":41,"plan":"pro"}`, func(f *fakeForm) { f.controls["plan"].sticky = true }},
		"refused":          {`{"email":"new@example.com","age":41,"plan":"pro"}`, func(f *fakeForm) { f.controls["age"].refuseAt = 1 }},
		"rollback refused": {`{"email":"new@example.com","age":41,"plan":"pro"}`, func(f *fakeForm) { f.controls["email"].refuseAt = 2; f.controls["plan"].sticky = true }},
		"invalid":          {`{"email":"new@example.com","iban":"NL02ABNA0123456789"}`, func(f *fakeForm) { f.controls["iban"].invalid = "is too long" }},
	}
	for name, sc := range scenarios {
		tool, plain := newFixture(t)
		if sc.page != nil {
			sc.page(plain)
		}
		want := Run(tool, args(t, sc.input), plain, opts())
		for _, limit := range []int{0, 1, 2, 100} {
			tool, form := newFixture(t)
			if sc.page != nil {
				sc.page(form)
			}
			bf := &batchForm{fakeForm: form, limit: limit}
			got := Run(tool, args(t, sc.input), bf, opts())
			if bf.calls == 0 {
				t.Errorf("%s: SetAll was not called", name)
			}
			if bf.misheld > 0 {
				t.Errorf("%s, %d at once: SetAll was told wrongly for %d controls whether they held their value", name, limit, bf.misheld)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %d at once:\n got %+v %+v\nwant %+v %+v", name, limit, got, got.Error, want, want.Error)
			}
			for k, c := range form.controls {
				if !reflect.DeepEqual(c.v, plain.controls[k].v) {
					t.Errorf("%s, %d at once: %s is %v, want %v", name, limit, k, c.v, plain.controls[k].v)
				}
			}
		}
		for _, answer := range []int{-3, 1000} {
			tool, form := newFixture(t)
			if sc.page != nil {
				sc.page(form)
			}
			bf := &batchForm{fakeForm: form, limit: 100, answer: func(int) int { return answer }}
			if got := Run(tool, args(t, sc.input), bf, opts()); got == nil || got.Error != nil && got.Error.Code == Internal {
				t.Errorf("%s, answering %d: %+v", name, answer, got)
			}
		}
	}
}

// checkForm checks at once: it says yes for the controls that are
// editable or pass, leaves the others and every other one (when skip) to
// the control, or answers a list of the wrong length.
type checkForm struct {
	*fakeForm
	skip, short  bool
	calls, asked int
}

func (f *checkForm) Passes(cs []Control) ([]bool, bool) {
	f.calls++
	return f.answer(cs, func(c Control) bool { return c.Invalid() == "" })
}

func (f *checkForm) Editable(cs []Control) ([]bool, bool) {
	f.asked++
	return f.answer(cs, func(c Control) bool { return c != nil && c.Editable() })
}

func (f *checkForm) answer(cs []Control, yes func(Control) bool) ([]bool, bool) {
	out := make([]bool, len(cs))
	for i, c := range cs {
		out[i] = yes(c) && !(f.skip && i%2 == 1)
	}
	if f.short {
		return out[:len(out)/2], true
	}
	return out, true
}

// A form that checks many controls at once refuses and accepts exactly
// the calls that checking one by one does, with the same reasons, on a
// fill and on a submit.
func TestCheckerIsInvalidOneByOne(t *testing.T) {
	cases := map[string]func(*fakeForm){
		"all valid": nil,
		"one":       func(f *fakeForm) { f.controls["iban"].invalid = "is too long" },
		"two": func(f *fakeForm) {
			f.controls["iban"].invalid = "is too long"
			f.controls["email"].invalid = "is required"
		},
		"not filled": func(f *fakeForm) { f.controls["news"].invalid = "is required" },
		"read-only":  func(f *fakeForm) { f.controls["iban"].readonly = true },
		"two read-only": func(f *fakeForm) {
			f.controls["iban"].readonly = true
			f.controls["email"].readonly = true
		},
		"gone": func(f *fakeForm) { delete(f.controls, "email") },
	}
	for name, page := range cases {
		for _, input := range []string{`{"email":"new@example.com","iban":"NL02ABNA0123456789","age":41}`, `{}`} {
			tool, plain := newFixture(t)
			if page != nil {
				page(plain)
			}
			want := Run(tool, args(t, input), plain, opts())
			for _, cf := range []checkForm{{}, {skip: true}, {short: true}} {
				tool, form := newFixture(t)
				if page != nil {
					page(form)
				}
				cf.fakeForm = form
				got := Run(tool, args(t, input), &cf, opts())
				if input != `{}` && cf.asked == 0 {
					t.Errorf("%s: Editable was not called", name)
				}
				if fills := !strings.Contains(name, "read-only") && name != "gone"; input != `{}` && fills && cf.calls == 0 {
					t.Errorf("%s: Passes was not called", name)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s %s (skip %v, short %v):\n got %+v %+v\nwant %+v %+v", name, input, cf.skip, cf.short, got, got.Error, want, want.Error)
				}
			}
		}
	}
}

// Every keyword a schema can have is read.
func TestParseSchemaReadsEveryKeyword(t *testing.T) {
	s, err := ParseSchema(`{
		"type": "array", "enum": ["a"], "const": "a", "pattern": "^a$", "format": "date",
		"minLength": 1, "maxLength": 2, "minItems": 3, "maxItems": 4,
		"minimum": 5, "maximum": 6, "exclusiveMinimum": 7, "exclusiveMaximum": 8, "multipleOf": 9,
		"uniqueItems": true, "required": ["k"],
		"items": {"type": "string"}, "anyOf": [true], "oneOf": [true],
		"properties": {"k": {}}, "title": {"an unknown keyword": [1, {"is": "skipped"}]}
	}`)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Types) != 1 || len(s.Enum) != 1 || !s.HasConst || s.Pattern == "" || s.Format == "" ||
		s.MinLength != 1 || s.MaxLength != 2 || s.MinItems != 3 || s.MaxItems != 4 ||
		s.Minimum == nil || s.Maximum == nil || s.ExclMin == nil || s.ExclMax == nil || s.MultipleOf != 9 ||
		!s.Unique || len(s.Required) != 1 || s.Items == nil || len(s.AnyOf) != 2 || len(s.Properties) != 1 {
		t.Errorf("a keyword was not read: %+v", s)
	}
	if *s.Minimum != 5 || *s.ExclMax != 8 {
		t.Errorf("bounds %v %v", *s.Minimum, *s.ExclMax)
	}
}

// A value of the wrong type is told which types the schema wants, in
// words.
func TestCheckNamesTypesInWords(t *testing.T) {
	for _, tc := range []struct {
		types []any
		v     any
		want  string
	}{
		{[]any{"string"}, 1.0, "expected a string, got an integer"},
		{[]any{"integer", "null"}, "x", "expected an integer or null, got a string"},
		{[]any{"number", "boolean", "array", "object"}, nil, "expected a number or a boolean or an array or an object, got null"},
	} {
		types, _ := json.Marshal(tc.types)
		s, err := ParseSchema(`{"type":` + string(types) + `}`)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.check(tc.v, nil, true); got != tc.want {
			t.Errorf("%v against %v: %q, want %q", tc.v, tc.types, got, tc.want)
		}
	}
}

// A call checks and writes its arguments in the form's order, whatever
// order the agent sent them in and however their keys sort: f2 comes
// before f10 on the page, though not in the alphabet.
func TestArgumentsTakenInFormOrder(t *testing.T) {
	tool, form := wideTool(t, 12)
	long := strings.Repeat("x", 201) // over the fields' maxLength
	env := Run(tool, argsOf(map[string]any{"f10": long, "f2": long}), form, opts())
	if env.Error == nil || env.Error.Code != InvalidArgument || env.Error.Field != "f2" {
		t.Fatalf("want INVALID_ARGUMENT on f2, got %+v", env.Error)
	}
	env = Run(tool, argsOf(map[string]any{"f12": "c", "f10": "b", "f9": "a", "f2": "d"}), form, opts())
	if env.IsError() {
		t.Fatalf("call failed: %+v", env.Error)
	}
	order := []string{"f2", "f9", "f10", "f12"}
	for i := 1; i < len(order); i++ {
		a, b := form.controls[order[i-1]], form.controls[order[i]]
		if a.wroteAt >= b.wroteAt {
			t.Errorf("%s was written after %s", order[i-1], order[i])
		}
	}
	// Keys that name no field are reported in sorted order, the first one.
	env = Run(tool, argsOf(map[string]any{"zz": 1, "f1": "a", "aa": 1}), form, opts())
	if env.Error == nil || env.Error.Code != UnknownField || env.Error.Field != "aa" {
		t.Fatalf("want UNKNOWN_FIELD on aa, got %+v", env.Error)
	}
}
