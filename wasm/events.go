//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/formtool/formtool/wasm/call"
)

// capture is what the runtime learns of one submit event while it is
// dispatched: whether it fired and the promise the page handed
// respondWith.
type capture struct {
	fired   bool
	ev      js.Value
	promise js.Value
}

// own is the capture of the submit the runtime itself requested, set only
// while requestSubmit runs (it dispatches synchronously).
var own *capture

func (c *capture) submission() call.Submission {
	return call.Submission{
		Fired:     true,
		Prevented: get(c.ev, "defaultPrevented").Truthy(),
		Responds:  c.promise.Type() == js.TypeObject,
	}
}

// offer defines respondWith (and, for the agent's submit, agentInvoked) on
// the event itself. Chromium 156 has both on SubmitEvent.prototype, for its
// declarative tools only; own properties shadow them, so a page written for
// that API answers formtool the same way. The function is not released: a
// page may keep the event, and calling a released function throws.
func offer(ev js.Value, c *capture, agent bool) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if c.promise.Type() != js.TypeObject && len(args) > 0 {
			c.promise = global.Get("Promise").Call("resolve", args[0])
		}
		return nil
	})
	define(ev, "respondWith", fn)
	if agent {
		define(ev, "agentInvoked", true)
	}
}

func define(o js.Value, name string, v any) {
	desc := object()
	desc.Set("value", v)
	desc.Set("configurable", true)
	jsObject.Call("defineProperty", o, name, desc)
}

// settleWith calls respond with whether promise fulfils.
func settleWith(promise js.Value, respond func(ok bool)) {
	var ok, fail js.Func
	done := func(v bool) {
		ok.Release()
		fail.Release()
		defer func() { recover() }()
		respond(v)
	}
	ok = js.FuncOf(func(js.Value, []js.Value) any { done(true); return nil })
	fail = js.FuncOf(func(js.Value, []js.Value) any { done(false); return nil })
	method(promise, "then", ok, fail)
}

// listen watches submit and reset events of the whole document, in the
// capture phase so that respondWith is on the event before the page's
// own handlers run.
func (rt *runtime) listen() {
	document.Call("addEventListener", "submit", js.FuncOf(rt.onSubmit), true)
	document.Call("addEventListener", "reset", js.FuncOf(rt.onReset), true)
}

// toolOf returns the tool whose form, as last located by a call, is el.
func (rt *runtime) toolOf(el js.Value) *call.Tool {
	for name, f := range rt.forms {
		if f.Equal(el) {
			return rt.tools[name]
		}
	}
	return nil
}

func (rt *runtime) onSubmit(_ js.Value, args []js.Value) any {
	defer func() { recover() }()
	ev := args[0]
	if c := own; c != nil {
		c.fired, c.ev = true, ev
		offer(ev, c, true)
		return nil
	}
	t := rt.toolOf(get(ev, "target"))
	if t == nil || !get(ev, "isTrusted").Truthy() || !rt.page.Watching(t) {
		return nil
	}
	c := &capture{fired: true, ev: ev}
	offer(ev, c, false)
	// The page's handlers run after this one; what they did is known once
	// the dispatch is over. A submit that is not prevented navigates only
	// after the response arrives, well after this timer.
	after(0, func() {
		if respond := rt.page.Submitted(t, c.submission()); respond != nil {
			settleWith(c.promise, respond)
		}
	})
	return nil
}

// onReset cancels the call that waits on the form, when the person reset
// it. A reset event the page's script dispatches (isTrusted false) does not
// even clear the form; only the person cancels.
func (rt *runtime) onReset(_ js.Value, args []js.Value) any {
	defer func() { recover() }()
	ev := args[0]
	if !get(ev, "isTrusted").Truthy() {
		return nil
	}
	if t := rt.toolOf(get(ev, "target")); t != nil {
		rt.page.Reset(t)
	}
	return nil
}

// after is call.Page.After on the browser's timers.
func after(ms int, f func()) (stop func()) {
	var fn js.Func
	done := false
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		if done {
			return nil
		}
		done = true
		fn.Release()
		defer func() { recover() }()
		f()
		return nil
	})
	id := global.Call("setTimeout", fn, ms)
	return func() {
		if !done {
			done = true
			global.Call("clearTimeout", id)
			fn.Release()
		}
	}
}
