package call

import "strconv"

// Page carries out the calls of one page's tools, the waiting included
// (SPEC section 4): a call that may not submit on its own fills the form
// and waits for the person; a submit completes it, a reset cancels it, and
// after the tool's WaitMs it resolves awaiting_user. It is driven by
// events only, calls, the form's submit and reset, timers and the page's
// answers to a submit, so it needs no goroutine and runs the same on the
// host and in the browser.
type Page struct {
	// After calls f once, ms milliseconds from now, unless stop is called
	// first.
	After func(ms int, f func()) (stop func())
	// Epoch tells page loads apart in operation ids.
	Epoch string
}

// answer is what the page said to a submit.
type answer int

const (
	answerPending   answer = iota // respondWith's promise has not settled yet
	answerNavigated               // the submit was not prevented: the browser sends the form
	answerFulfilled               // respondWith's promise fulfilled
	answerRejected                // respondWith's promise rejected
	answerNone                    // prevented without respondWith: the page never says
)

// op is one operation: the fill of one call and what became of it. Later
// identical calls join it rather than fill again, and an op submits at most
// once.
type op struct {
	id, args   string
	t          *Tool
	form       Form
	opt        Options
	endVersion string // the formVersion right after the op's fill
	submitted  bool
	answer     answer
	cancelled  bool
	waiters    []*waiter
	stop       func() // the running timer, nil when none runs
	warnings   []string
}

type waiter struct{ reply func(*Envelope) }

// pending is true while a caller waits on the op.
func (o *op) pending() bool { return len(o.waiters) > 0 }

// Call carries out one call of t on form (nil when the form is not on the
// page). reply is called exactly once, now or later; abort, called when
// the agent gives up on the call, drops this caller without a reply.
func (p *Page) Call(t *Tool, input any, form Form, opt Options, reply func(*Envelope)) (abort func()) {
	r := newRun(t, form, opt)
	done := false
	filter := r.filter()
	once := func(e *Envelope) {
		if !done {
			done = true
			reply(Seal(e, filter))
		}
	}
	abort = func() {}
	defer func() {
		if x := recover(); x != nil {
			once(r.internal())
		}
	}()
	return p.call(r, input, once)
}

func nop() {}

func (p *Page) call(r *run, input any, reply func(*Envelope)) func() {
	t := r.t
	st := &t.st
	panicNow, env := r.args(input)
	if env != nil {
		reply(env)
		return nop
	}
	if r.opt.FormChanged != "" {
		reply(r.result(Refused, &Error{Code: FormChanged, Message: r.opt.FormChanged + "; nothing was read or filled"}, []Value{}))
		return nop
	}
	if r.form == nil {
		reply(r.result(Failed, &Error{Code: FormNotFound, Message: "the form of tool " + Quote(t.Name) + " is not on the page"}, nil))
		return nop
	}
	if why := r.changed(); why != "" {
		reply(r.result(Refused, &Error{Code: FormChanged, Message: why + "; nothing was read or filled"}, []Value{}))
		return nop
	}
	if env := r.checkKeys(); env != nil {
		reply(env)
		return nop
	}
	if len(r.argKeys) == 0 && !panicNow {
		// A call with no arguments reads the form: it fills, submits and
		// waits for nothing, and what it shows counts as seen.
		st.seen = p.observe(r)
		r.id = operationID(p.Epoch, t.Name, "{}", t.version())
		env := r.result(AwaitingUser, nil, nil)
		env.NextStep = "This is the form as it stands; call again with the values to fill, or ask the person to submit it."
		reply(env)
		return nop
	}
	if env := r.checkValues(); env != nil {
		reply(env)
		return nop
	}
	if panicNow {
		panic("formtool: panic forced by the test hook")
	}
	key := canonArgs(r.argKeys, r.argVals)
	if done := st.completed[key]; done != nil {
		// The agent lost the answer to a call that completed and asked
		// again: the page may have cleared the form since, so only the
		// record tells it apart from a new submission.
		reply(replay(done))
		return nop
	}
	now := p.observe(r)
	start := t.version()
	r.id = operationID(p.Epoch, t.Name, key, start)
	if o := st.op; o != nil && o.args == key && !o.cancelled &&
		(o.pending() || (o.submitted && (o.answer == answerPending || o.answer == answerNone)) || start == o.endVersion) {
		// The same operation: it is waiting, it submitted and the outcome
		// is not known, or the form still stands as it left it.
		r.id = o.id
		return p.rejoin(o, r, reply)
	}
	plan, env := r.plan()
	if env != nil {
		reply(env)
		return nop
	}
	if keys := r.stale(plan, st.seen, now); len(keys) > 0 {
		reply(r.result(Refused, &Error{
			Code:    StaleVersion,
			Field:   keys[0],
			Keys:    keys,
			Message: "the person changed " + quoteAll(keys) + " since the agent last saw the form; their edit stays. Nothing was filled",
		}, nil))
		return nop
	}
	if env := r.apply(plan, submits(t)); env != nil {
		reply(env)
		return nop
	}
	st.seen = p.observe(r)
	o := &op{id: r.id, args: key, t: t, form: r.form, opt: r.opt, endVersion: t.version()}
	if old := st.op; old != nil {
		p.replace(old)
	}
	st.op = o
	return p.proceed(o, r, reply, true)
}

// submits reports whether a call of t submits the form on the agent's own.
func submits(t *Tool) bool { return t.AutoSubmit && len(t.RequiresUser) == 0 }

// observe reads the form's raw values, or takes the look apply just had,
// and counts a change since the runtime last looked as a new revision.
func (p *Page) observe(r *run) []string {
	st := &r.t.st
	cur := r.filled
	if cur == nil {
		cur = r.snapshot()
	}
	r.filled = nil
	if st.snap != nil && !sameStrings(cur, st.snap) {
		st.revision++
	}
	st.snap = cur
	return cur
}

func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// proceed takes a filled op on: submit it when the tool may, else wait for
// the person. fresh is false when a retry re-arms an op whose wait ended.
// r, when not nil, is the run that just looked at the form; an immediate
// answer reuses its controls and values.
func (p *Page) proceed(o *op, r *run, reply func(*Envelope), fresh bool) func() {
	if submits(o.t) && !o.submitted {
		if !o.form.Valid() {
			o.warn("not submitted: a control the agent cannot fill fails the page's validation; the person must complete it")
		} else if s, err := o.form.Submit(func(ok bool) { p.guard(o, func() { p.answered(o, ok) }) }); err != nil {
			o.warn("not submitted: " + err.Error())
		} else if !s.Fired {
			o.warn("not submitted: the browser did not send the form")
		} else {
			p.submitted(o, s)
			r = nil // the page's handlers may have changed the form
		}
	}
	if o.submitted && o.answer != answerPending {
		reply(p.envelope(o, r))
		return nop
	}
	if !o.submitted && o.t.WaitMs <= 0 {
		reply(p.envelope(o, r))
		return nop
	}
	if fresh && !o.submitted {
		o.form.Notify(o.t.Name, o.id, o.t.RequiresUser)
	}
	return p.wait(o, reply)
}

func (o *op) warn(s string) {
	for _, w := range o.warnings {
		if w == s {
			return
		}
	}
	o.warnings = append(o.warnings, s)
}

// rejoin answers a call that is the same operation as o: no second fill,
// no second submit, no second notice.
func (p *Page) rejoin(o *op, r *run, reply func(*Envelope)) func() {
	if o.pending() {
		return p.wait(o, reply)
	}
	if o.submitted {
		if o.answer != answerPending {
			reply(p.envelope(o, r))
			return nop
		}
		return p.wait(o, reply)
	}
	return p.proceed(o, r, reply, false)
}

// wait adds a caller to o; the first one starts the timer.
func (p *Page) wait(o *op, reply func(*Envelope)) func() {
	w := &waiter{reply: reply}
	o.waiters = append(o.waiters, w)
	if o.stop == nil {
		o.stop = p.After(o.t.WaitMs, func() {
			p.guard(o, func() {
				o.stop = nil
				p.settle(o, p.envelope(o, nil))
			})
		})
	}
	return func() { p.guard(o, func() { p.drop(o, w) }) }
}

// drop removes an aborted caller; with none left the timer stops, and the
// op stays for a retry to rejoin.
func (p *Page) drop(o *op, w *waiter) {
	for i, x := range o.waiters {
		if x == w {
			o.waiters = append(o.waiters[:i], o.waiters[i+1:]...)
			break
		}
	}
	if len(o.waiters) == 0 && o.stop != nil {
		o.stop()
		o.stop = nil
	}
}

// submitted records a submit of o's form, the runtime's or the person's.
func (p *Page) submitted(o *op, s Submission) {
	o.submitted = true
	switch {
	case s.Responds:
		o.answer = answerPending
	case !s.Prevented:
		o.answer = answerNavigated
	default:
		o.answer = answerNone
	}
}

// answered is the page's answer through respondWith.
func (p *Page) answered(o *op, ok bool) {
	if o.answer != answerPending {
		return
	}
	if ok {
		o.answer = answerFulfilled
	} else {
		o.answer = answerRejected
		o.warn("the page reported that the submission did not go through")
	}
	if o.pending() {
		p.settle(o, p.envelope(o, nil))
	}
}

// ReplayWindowMs is how long an identical call gets a completed call's
// recorded outcome back instead of submitting again (SPEC section 4).
const ReplayWindowMs = 10 * 60 * 1000

// record keeps a completed op's outcome for identical calls within
// ReplayWindowMs.
func (p *Page) record(o *op, env *Envelope) {
	st := &o.t.st
	if st.completed == nil {
		st.completed = map[string]*Envelope{}
	}
	if st.completed[o.args] != nil {
		return
	}
	st.completed[o.args] = env
	p.After(ReplayWindowMs, func() {
		if st.completed[o.args] == env {
			delete(st.completed, o.args)
		}
	})
}

// replay is a copy of a recorded outcome, marked as a replay.
func replay(env *Envelope) *Envelope {
	c := *env
	c.Replay = true
	c.Warnings = append(append([]string{}, env.Warnings...), "this call repeats one that completed; the form was not submitted again")
	c.NextStep = "The form was already submitted with these values; nothing more to do. Call with other values for a new submission."
	return &c
}

// envelope is o's result as things stand: awaiting_user before a submit,
// then what the page said, TIMEOUT while it says nothing.
func (p *Page) envelope(o *op, r *run) *Envelope {
	status, err := AwaitingUser, (*Error)(nil)
	if o.submitted {
		switch o.answer {
		case answerNavigated, answerFulfilled:
			status = Completed
		case answerNone:
			status, err = Unknown, &Error{Code: NotConfirmed, Message: "the form was submitted, and the page handled the submission itself without saying how it went"}
		case answerPending:
			status, err = Unknown, &Error{Code: Timeout, Message: "the form was submitted, and the page did not answer within " + strconv.Itoa(o.t.WaitMs) + " ms"}
		}
	}
	env := p.read(o, r, status, err)
	if status == Completed {
		p.record(o, env)
	}
	return env
}

// read builds a result of o from the form as it stands; an answer that is
// not a refusal counts as seen.
func (p *Page) read(o *op, r *run, status string, err *Error) *Envelope {
	var now []string
	if r == nil || r.raw == nil {
		if r == nil {
			r = newRun(o.t, o.form, o.opt)
		}
		now = p.observe(r)
	} else {
		now = r.t.st.snap // r has just observed the form
	}
	r.id = o.id
	env := r.result(status, err, nil)
	env.Warnings = append(env.Warnings, o.warnings...)
	if status != Refused && status != Failed && o.t.st.op == o {
		o.t.st.seen = now
	}
	return env
}

// settle answers every caller waiting on o.
func (p *Page) settle(o *op, env *Envelope) {
	if o.stop != nil {
		o.stop()
		o.stop = nil
	}
	ws := o.waiters
	o.waiters = nil
	for _, w := range ws {
		w.reply(env)
	}
}

// replace ends o because a call with other values filled the form: its
// callers are told CANCELLED, unless o has submitted, whose callers keep
// waiting for the page's answer.
func (p *Page) replace(o *op) {
	if o.submitted {
		return
	}
	o.cancelled = true
	if o.pending() {
		p.settle(o, p.read(o, nil, Refused, &Error{Code: Cancelled, Message: "replaced by a later call with other values"}))
	}
}

// Watching reports whether a submit of t's form matters now: an op waits
// for the person's submit. The shell offers respondWith on such a submit.
func (p *Page) Watching(t *Tool) bool {
	o := t.st.op
	return o != nil && !o.cancelled && !o.submitted
}

// Submitted is a submit of t's form that the runtime did not request: the
// person's. It completes the op that waits (or waited) for it; respond,
// non-nil when s.Responds, takes the page's answer.
func (p *Page) Submitted(t *Tool, s Submission) (respond func(ok bool)) {
	o := t.st.op
	if o == nil || o.cancelled || o.submitted || !s.Fired {
		return nil
	}
	p.guard(o, func() {
		p.submitted(o, s)
		if o.answer != answerPending && o.pending() {
			p.settle(o, p.envelope(o, nil))
		}
	})
	if !s.Responds {
		return nil
	}
	return func(ok bool) { p.guard(o, func() { p.answered(o, ok) }) }
}

// Reset is a reset of t's form: it cancels the op that waits for the
// person.
func (p *Page) Reset(t *Tool) {
	o := t.st.op
	if o == nil || o.cancelled || o.submitted {
		return
	}
	p.guard(o, func() {
		o.cancelled = true
		if o.pending() {
			p.settle(o, p.read(o, nil, Refused, &Error{Code: Cancelled, Message: "the form was reset before it was submitted"}))
		}
	})
}

// Gone is t's form leaving the page: an op that waits for the person can
// no longer be submitted.
func (p *Page) Gone(t *Tool) {
	o := t.st.op
	if o == nil || o.cancelled || o.submitted {
		return
	}
	p.guard(o, func() {
		o.cancelled = true
		if o.pending() {
			env := p.read(o, nil, Failed, &Error{Code: FormNotFound, Message: "the form left the page before it was submitted"})
			env.Fields = []Value{}
			p.settle(o, env)
		}
	})
}

// guard turns a panic in an event of o into an INTERNAL answer to its
// callers; the runtime goes on.
func (p *Page) guard(o *op, f func()) {
	defer func() {
		if recover() != nil {
			r := newRun(o.t, o.form, o.opt)
			r.id, r.wrote = o.id, true
			if o.stop != nil {
				func() {
					defer func() { recover() }()
					o.stop()
				}()
				o.stop = nil
			}
			ws := o.waiters
			o.waiters = nil
			env := r.internal()
			for _, w := range ws {
				func() {
					defer func() { recover() }()
					w.reply(env)
				}()
			}
		}
	}()
	f()
}
