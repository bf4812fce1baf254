//go:build js && wasm

// Command wasm is the browser runtime of formtool: the loader (js/formtool.js)
// instantiates it, hands it the manifest's tools and passes every tool call
// to it. The call logic is in package call; this shell adapts the DOM and
// converts between JavaScript values and Go.
//
// Build it with
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w -buildid=" -gcflags='github.com/formtool/formtool/wasm/...=-l' -o formtool.wasm ./wasm
//
// (the flags of internal/release). formtool ships the build of package
// dist, which go generate ./dist makes in the same way, reproducibly.
//
// It imports neither encoding/json, regexp nor fmt: the loader parses the
// manifest with JSON.parse, patterns run on the browser's RegExp, and results
// are built as JavaScript objects (SPEC section 7, the size budget).
package main

import (
	"strconv"
	"syscall/js"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/wasm/call"
)

// apiExtensions add functions to the API a build hands the loader; the
// live-analysis build adds analyze (live.go).
var apiExtensions []func(api js.Value)

// runtime is the state of one page: its tools by name, the form each was
// last called on, and the calls in progress (call.Page).
type runtime struct {
	tools map[string]*call.Tool
	forms map[string]js.Value
	page  *call.Page
	gc    *collector
}

func main() {
	rt := &runtime{
		tools: map[string]*call.Tool{},
		forms: map[string]js.Value{},
		gc:    newCollector(),
		page: &call.Page{
			After: after,
			// The page start, so operation ids differ across loads.
			Epoch: strconv.FormatInt(int64(js.Global().Get("Date").Call("now").Float()), 36),
		},
	}
	rt.listen()
	watchDocument()
	api := object()
	api.Set("version", formtool.Version)
	api.Set("addTools", js.FuncOf(rt.addTools))
	api.Set("removeTool", js.FuncOf(rt.removeTool))
	api.Set("call", js.FuncOf(rt.call))
	api.Set("formGone", js.FuncOf(rt.formGone))
	for _, extend := range apiExtensions {
		extend(api)
	}
	// The loader sets __formtoolBoot before it runs the module and checks
	// the version it is handed against its own.
	if boot := js.Global().Get("__formtoolBoot"); boot.Type() == js.TypeFunction {
		boot.Invoke(api)
	}
	select {} // keep the callbacks alive
}

// addTools(json) parses manifest tools, given as the JSON text of their
// array (call.ParseTools), and keeps them; it answers {ok: true} or {ok: false,
// error}. All or nothing: one bad tool adds none.
func (rt *runtime) addTools(_ js.Value, args []js.Value) (result any) {
	defer func() {
		if p := recover(); p != nil {
			result = failure("internal error while reading the tools")
		}
	}()
	if len(args) < 1 {
		return failure("addTools: no tools")
	}
	if args[0].Type() != js.TypeString {
		return failure("addTools: tools must be the JSON text of an array")
	}
	text := args[0].String()
	parsed, err := call.ParseTools(text)
	if err != nil {
		return failure("addTools: " + err.Error())
	}
	for _, t := range parsed {
		rt.tools[t.Name] = t
	}
	rt.gc.owe(0, len(text))
	ok2 := object()
	ok2.Set("ok", true)
	return ok2
}

func (rt *runtime) removeTool(_ js.Value, args []js.Value) any {
	defer func() { recover() }()
	if len(args) > 0 {
		delete(rt.tools, args[0].String())
	}
	return nil
}

// call(name, inputJSON, form, options, resolve, reject) carries out a call and
// hands its CallToolResult to resolve, now or once the call stops waiting;
// reject gets the signal's reason when options.signal aborts first. form is
// the form element the loader located (null when it is gone);
// options.testHooks is set only when the page opted in; options.fill is
// the loader's batch writer (domForm.SetAll).
func (rt *runtime) call(_ js.Value, args []js.Value) any {
	for len(args) < 6 {
		args = append(args, js.Undefined())
	}
	resolve, reject := args[4], args[5]
	answered := false
	answer := func(env *call.Envelope) {
		if !answered {
			answered = true
			resolve.Invoke(callToolResult(env))
		}
	}
	defer func() {
		if p := recover(); p != nil && !answered {
			answered = true
			resolve.Invoke(internalResult())
		}
	}()
	name := ""
	if args[0].Type() == js.TypeString {
		name = args[0].String()
	}
	t := rt.tools[name]
	if t == nil {
		answer(call.Seal(&call.Envelope{
			Status:   call.Failed,
			Error:    &call.Error{Code: call.FormNotFound, Message: "no tool " + call.Quote(name) + " is loaded in the runtime"},
			NextStep: "List the tools again.",
		}, textFilter))
		return nil
	}
	var form call.Form
	options := args[3]
	if f := args[2]; f.Type() == js.TypeObject && get(f, "isConnected").Truthy() {
		df := domForm{el: f, index: &formIndex{}}
		if options.Type() == js.TypeObject {
			df.fill = get(options, "fill")
			df.describe = get(options, "describe")
			df.editable = get(options, "editable")
			df.valid = get(options, "valid")
			df.values = get(options, "values")
		}
		form = df
		rt.forms[name] = f
	}
	opt := filterOptions()
	opt.Match = match
	opt.TestHooks = options.Type() == js.TypeObject && get(options, "testHooks").Truthy()
	if options.Type() == js.TypeObject {
		if why := get(options, "formChanged"); why.Type() == js.TypeString {
			opt.FormChanged = why.String()
		}
	}
	signal := js.Undefined()
	if options.Type() == js.TypeObject {
		signal = get(options, "signal")
	}
	var onAbort js.Func
	listening := false
	reply := func(env *call.Envelope) {
		if listening {
			listening = false
			method(signal, "removeEventListener", "abort", onAbort)
			onAbort.Release()
		}
		answer(env)
	}
	input, size := fromJSON(args[1])
	abort := rt.page.Call(t, input, form, opt, reply)
	rt.gc.owe(len(t.Fields), size)
	if answered || signal.Type() != js.TypeObject {
		return nil
	}
	aborted := func() {
		answered = true
		abort()
		reject.Invoke(get(signal, "reason"))
	}
	if get(signal, "aborted").Truthy() {
		aborted()
		return nil
	}
	onAbort = js.FuncOf(func(js.Value, []js.Value) any {
		defer func() { recover() }()
		if listening {
			listening = false
			onAbort.Release()
			if !answered {
				aborted()
			}
		}
		return nil
	})
	listening = true
	method(signal, "addEventListener", "abort", onAbort)
	return nil
}

// formGone(name) tells the runtime that the tool's form left the page.
func (rt *runtime) formGone(_ js.Value, args []js.Value) any {
	defer func() { recover() }()
	if len(args) > 0 && args[0].Type() == js.TypeString {
		if t := rt.tools[args[0].String()]; t != nil {
			rt.page.Gone(t)
		}
		delete(rt.forms, args[0].String())
	}
	return nil
}

func internalResult() js.Value {
	return callToolResult(&call.Envelope{
		Status:   call.Failed,
		Error:    &call.Error{Code: call.Internal, Message: "internal error in the form runtime; nothing was filled"},
		NextStep: "Try again once; if it fails again, ask the person to fill the form.",
	})
}

func failure(msg string) js.Value {
	o := object()
	o.Set("ok", false)
	o.Set("error", msg)
	return o
}
