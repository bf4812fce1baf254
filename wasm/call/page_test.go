package call

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func newPage() (*Page, *clock) {
	c := &clock{}
	return &Page{After: c.After, Epoch: "test"}, c
}

func field(env *Envelope, key string) any {
	for _, v := range env.Fields {
		if v.Key == key {
			return v.Value
		}
	}
	return nil
}

// The call fills, waits, and resolves awaiting_user when the wait ends.
func TestWaitEndsAwaitingUser(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if get() != nil {
		t.Fatal("resolved before the wait ended")
	}
	if form.notices != 1 {
		t.Errorf("%d notices", form.notices)
	}
	c.fire()
	env := get()
	if env == nil || env.Status != AwaitingUser || env.IsError() || field(env, "email") != "a@b.c" {
		t.Fatalf("got %+v", env)
	}
}

// The person's submit completes the waiting call.
func TestPersonSubmitCompletes(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if !p.Watching(tool) {
		t.Fatal("not watching")
	}
	if respond := p.Submitted(tool, Submission{Fired: true}); respond != nil {
		t.Error("respond for a submit without respondWith")
	}
	env := get()
	if env == nil || env.Status != Completed || !env.OK() {
		t.Fatalf("got %+v", env)
	}
	// The wait's timer stopped; the one left ends the replay window.
	if c.running() != 1 {
		t.Errorf("%d timers running, want the replay window's only", c.running())
	}
	// A retry of the same call reports the outcome and submits nothing.
	get2, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if e := get2(); e == nil || e.Status != Completed || e.OperationID != env.OperationID || form.submits != 0 {
		t.Fatalf("retry: %+v, %d submits", e, form.submits)
	}
}

// A person's submit the page takes over without respondWith is not known
// to have worked: unknown, never completed.
func TestPreventedSubmitIsUnknown(t *testing.T) {
	p, _ := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	p.Submitted(tool, Submission{Fired: true, Prevented: true})
	env := get()
	if env == nil || env.Status != Unknown || env.Error.Code != NotConfirmed || !env.IsError() || env.NextStep == "" {
		t.Fatalf("got %+v", env)
	}
}

// A reset cancels the waiting call.
func TestResetCancels(t *testing.T) {
	p, _ := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	p.Reset(tool)
	env := get()
	if env == nil || env.Status != Refused || env.Error.Code != Cancelled || !strings.Contains(env.NextStep, "cleared") {
		t.Fatalf("got %+v", env)
	}
}

// Identical calls join the pending one: one fill, one notice, one id.
func TestIdenticalCallsJoin(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	get1, _ := start(p, tool, args(t, `{"email":"a@b.c","age":40}`), form)
	w := writes(form)
	get2, _ := start(p, tool, args(t, `{"age":40,"email":"a@b.c"}`), form)
	if writes(form) != w || form.notices != 1 {
		t.Fatalf("joined call wrote %d, %d notices", writes(form)-w, form.notices)
	}
	if c.running() != 1 {
		t.Errorf("%d timers", c.running())
	}
	c.fire()
	e1, e2 := get1(), get2()
	if e1 == nil || e2 == nil || e1.OperationID != e2.OperationID || e1.Status != AwaitingUser {
		t.Fatalf("got %+v / %+v", e1, e2)
	}
}

// A call with other values replaces the pending one, which is cancelled.
func TestOtherValuesReplace(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	get1, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	get2, _ := start(p, tool, args(t, `{"email":"z@b.c"}`), form)
	e1 := get1()
	if e1 == nil || e1.Status != Refused || e1.Error.Code != Cancelled || !strings.Contains(e1.NextStep, "replaced") {
		t.Fatalf("first: %+v", e1)
	}
	if get2() != nil {
		t.Fatal("second resolved early")
	}
	c.fire()
	e2 := get2()
	if e2 == nil || e2.Status != AwaitingUser || field(e2, "email") != "z@b.c" || e2.OperationID == e1.OperationID {
		t.Fatalf("second: %+v", e2)
	}
}

// The person's edit wins: a call that would overwrite a field the person
// changed since the agent saw it is refused; one that does not touch it
// goes through; a read refreshes what the agent has seen.
func TestPersonEditWins(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	tool.Schema.Required = nil
	get, _ := start(p, tool, args(t, `{"email":"agent@b.c","age":30}`), form)
	c.fire()
	v1 := get().FormVersion
	form.controls["email"].v = "person@b.c" // the person types
	w := writes(form)
	get, _ = start(p, tool, args(t, `{"email":"agent@b.c"}`), form)
	env := get()
	if env == nil || env.Status != Refused || env.Error.Code != StaleVersion || env.Error.Field != "email" || writes(form) != w {
		t.Fatalf("got %+v", env)
	}
	if env.FormVersion == v1 {
		t.Error("formVersion did not change with the person's edit")
	}
	if strings.Contains(env.Error.Message, "person@") || strings.Contains(env.NextStep, "person@") {
		t.Error("message quotes a value")
	}
	if form.controls["email"].v != "person@b.c" {
		t.Error("the person's edit was overwritten")
	}
	// Writing the value the field already holds overwrites nothing.
	get, _ = start(p, tool, args(t, `{"email":"person@b.c","age":31}`), form)
	c.fire()
	if env := get(); env == nil || env.Status != AwaitingUser {
		t.Fatalf("same value: %+v", env)
	}
	form.controls["email"].v = "person2@b.c"
	// A call that leaves the edited field alone goes through.
	get, _ = start(p, tool, args(t, `{"age":32}`), form)
	c.fire()
	if env := get(); env == nil || env.Status != AwaitingUser || field(env, "email") != "person2@b.c" {
		t.Fatalf("untouched: %+v", env)
	}
	form.controls["email"].v = "person3@b.c"
	get, _ = start(p, tool, nil, form) // a read
	if env := get(); env == nil || env.Status != AwaitingUser || env.IsError() {
		t.Fatalf("read: %+v", env)
	}
	get, _ = start(p, tool, args(t, `{"email":"agent@b.c"}`), form)
	c.fire()
	if env := get(); env == nil || env.Status != AwaitingUser || form.controls["email"].v != "agent@b.c" {
		t.Fatalf("after the read: %+v", env)
	}
}

// A slow page answer: TIMEOUT after the wait, never completed; a retry
// does not submit again and completes once the page answers.
func TestSlowAnswerNeverSubmitsTwice(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	tool.RequiresUser = nil
	tool.AutoSubmit = true
	form.take = Submission{Prevented: true, Responds: true}
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if form.submits != 1 || get() != nil {
		t.Fatalf("submits %d, env %+v", form.submits, get())
	}
	c.fire()
	env := get()
	if env == nil || env.Status != Unknown || env.Error.Code != Timeout || !env.IsError() || !strings.Contains(env.NextStep, "check") {
		t.Fatalf("got %+v", env)
	}
	get2, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if form.submits != 1 {
		t.Fatalf("retry submitted again")
	}
	form.respond(true)
	e2 := get2()
	if e2 == nil || e2.Status != Completed || e2.OperationID != env.OperationID {
		t.Fatalf("retry: %+v", e2)
	}
	// Even after the form changes, the submitted op is not sent again.
	get3, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	if e3 := get3(); e3 == nil || e3.Status != Completed || form.submits != 1 {
		t.Fatalf("third: %+v, %d submits", e3, form.submits)
	}
}

// Never twice: the page clears the form after a completed submit, and an
// identical call (the agent lost the answer) gets the recorded outcome,
// marked as a replay, instead of a second fill and submit. Once the window
// ends, the same values are a new submission.
func TestCompletedCallIsReplayedNotSubmittedAgain(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	tool.RequiresUser = nil
	tool.AutoSubmit = true
	form.take = Submission{Prevented: true, Responds: true}
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	form.respond(true)
	env := get()
	if env == nil || env.Status != Completed || env.Replay || form.submits != 1 {
		t.Fatalf("first: %+v, %d submits", env, form.submits)
	}
	for _, ctl := range form.controls {
		ctl.v = "" // the page resets the form after its own submit
	}
	w := writes(form)
	get2, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	e2 := get2()
	if e2 == nil || e2.Status != Completed || !e2.Replay || e2.OperationID != env.OperationID || form.submits != 1 || writes(form) != w {
		t.Fatalf("retry: %+v, %d submits, %d writes", e2, form.submits, writes(form)-w)
	}
	if len(e2.Warnings) == 0 || !strings.Contains(e2.Warnings[len(e2.Warnings)-1], "not submitted again") {
		t.Errorf("warnings %q", e2.Warnings)
	}
	c.fire()                            // the replay window ends
	form.submitted = false              // a new page state, which may be submitted again
	start(p, tool, args(t, `{}`), form) // the agent reads the cleared form
	get3, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	form.respond(true)
	if e3 := get3(); e3 == nil || e3.Replay || form.submits != 2 {
		t.Fatalf("after the window: %+v, %d submits", e3, form.submits)
	}
}

// A rejected answer is not success: awaiting_user with a warning.
func TestRejectedAnswer(t *testing.T) {
	p, _ := newPage()
	tool, form := newFixture(t)
	tool.RequiresUser = nil
	tool.AutoSubmit = true
	form.take = Submission{Prevented: true, Responds: true}
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	form.respond(false)
	env := get()
	if env == nil || env.Status != AwaitingUser || env.OK() || len(env.Warnings) == 0 {
		t.Fatalf("got %+v", env)
	}
}

// An aborted caller gets no reply; the op stays for a retry, which does
// not fill again.
func TestAbortDropsCaller(t *testing.T) {
	p, c := newPage()
	tool, form := newFixture(t)
	get, abort := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	abort()
	if c.running() != 0 {
		t.Error("timer runs with no caller")
	}
	c.fire()
	if get() != nil {
		t.Fatal("aborted caller got a reply")
	}
	w := writes(form)
	get, _ = start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	c.fire()
	if env := get(); env == nil || env.Status != AwaitingUser || writes(form) != w || form.notices != 1 {
		t.Fatalf("retry: %+v, %d writes, %d notices", env, writes(form)-w, form.notices)
	}
}

// A form that leaves the page fails the waiting call.
func TestFormGone(t *testing.T) {
	p, _ := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	p.Gone(tool)
	if env := get(); env == nil || env.Status != Failed || env.Error.Code != FormNotFound {
		t.Fatalf("got %+v", env)
	}
}

// A panic in an event becomes INTERNAL for the waiting callers.
func TestPanicInEvent(t *testing.T) {
	p, _ := newPage()
	tool, form := newFixture(t)
	get, _ := start(p, tool, args(t, `{"email":"a@b.c"}`), form)
	form.panics = true
	p.Reset(tool)
	env := get()
	if env == nil || env.Error == nil || env.Error.Code != Internal {
		t.Fatalf("got %+v", env)
	}
}

func TestOperationIDs(t *testing.T) {
	tool, _ := wideTool(t, 12)
	id := func(args map[string]any, version string) string {
		keys, vals, _ := tool.inFormOrder(argsOf(args))
		return operationID("e", "t", canonArgs(keys, vals), version)
	}
	a := id(map[string]any{"f2": "x", "f10": "y", "zz": map[string]any{"q": 1.0, "p": true}}, "f.1")
	b := id(map[string]any{"zz": map[string]any{"p": true, "q": 1.0}, "f10": "y", "f2": "x"}, "f.1")
	c := id(map[string]any{"f2": "x", "f10": "y", "zz": map[string]any{"q": 1.0, "p": true}}, "f.2")
	d := id(map[string]any{"f2": "y", "f10": "x", "zz": map[string]any{"q": 1.0, "p": true}}, "f.1")
	if a != b || a == c || a == d || !strings.HasPrefix(a, "op-") {
		t.Errorf("%s %s %s %s", a, b, c, d)
	}
}

// inFormOrder gives each argument its own value, the tool's fields first
// in form order, then the rest by name; a name written twice keeps its
// last value.
func TestInFormOrderKeepsEachValue(t *testing.T) {
	tool, _ := wideTool(t, 30)
	in, ok := ParseArgs(`{"zz":1,"f30":"v30","f2":"first","aa":2,"f11":"v11","f1":"v1","f2":"v2","zz":3}`)
	if !ok {
		t.Fatal("not read")
	}
	keys, vals, at := tool.inFormOrder(in.(*Args))
	if want := []string{"f1", "f2", "f11", "f30", "aa", "zz"}; !reflect.DeepEqual(keys, want) || !reflect.DeepEqual(at, []int{0, 1, 10, 29}) {
		t.Fatalf("keys %q at %v, want %q", keys, at, want)
	}
	if want := []any{"v1", "v2", "v11", "v30", nil, nil}; !reflect.DeepEqual(vals, want) {
		t.Errorf("values %v, want %v", vals, want)
	}
}

// inFormOrder reads arguments in any order as it reads them in the
// fields' own, which it takes without a map lookup: with repeats, gaps,
// names not the tool's and runs that go back, against the order sorting
// by each field's position gives.
func TestInFormOrderAnyOrder(t *testing.T) {
	tool, _ := wideTool(t, 8)
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "zz", "f0"}
	for round := 0; round < 2000; round++ {
		in := &Args{}
		for j := rng.IntN(12); j > 0; j-- {
			k := names[rng.IntN(len(names))]
			if rng.IntN(2) == 0 && len(in.Keys) > 0 { // often the next field
				if i := tool.index(in.Keys[len(in.Keys)-1]); i >= 0 && i+1 < len(tool.Fields) {
					k = tool.Fields[i+1].Key
				}
			}
			in.Keys, in.Vals = append(in.Keys, k), append(in.Vals, strconv.Itoa(len(in.Keys)))
		}
		last := map[string]any{}
		var known []int
		var other []string
		for j, k := range in.Keys {
			if _, seen := last[k]; !seen {
				if i := tool.index(k); i >= 0 {
					known = append(known, i)
				} else {
					other = append(other, k)
				}
			}
			last[k] = in.Vals[j]
		}
		sort.Ints(known)
		sort.Strings(other)
		var wantKeys []string
		var wantVals []any
		for _, i := range known {
			wantKeys, wantVals = append(wantKeys, tool.Fields[i].Key), append(wantVals, last[tool.Fields[i].Key])
		}
		for _, k := range other {
			wantKeys, wantVals = append(wantKeys, k), append(wantVals, nil)
		}
		keys, vals, at := tool.inFormOrder(in)
		if !slices.Equal(keys, wantKeys) || !reflect.DeepEqual(vals, wantVals) && len(vals)+len(wantVals) > 0 || !slices.Equal(at, known) {
			t.Fatalf("%q: got %q %v %v, want %q %v %v", in.Keys, keys, vals, at, wantKeys, wantVals, known)
		}
	}
}

// argsOf is m as ParseArgs reads an object.
func argsOf(m map[string]any) *Args {
	a := &Args{}
	for k, v := range m {
		a.Keys, a.Vals = append(a.Keys, k), append(a.Vals, v)
	}
	return a
}
