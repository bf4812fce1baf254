//go:build js && wasm && floor

package main

import "syscall/js"

// With the build tag floor, the runtime starts as always (every package
// of formtool linked, every package initialised) and then does only what
// e2e's bare module does: it hands the page one function, which counts the
// keys of the object it is given, and waits; main never runs. It is the
// floor under BenchmarkFirstCall's ratio: what fetching, compiling and
// starting formtool's module costs before its call does any work.
func init() {
	keys := js.Global().Get("Object").Get("keys")
	js.Global().Get("__bareBoot").Invoke(js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeObject {
			return 0
		}
		return keys.Invoke(args[0]).Length()
	}))
	select {}
}
