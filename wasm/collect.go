//go:build js && wasm

package main

import (
	goruntime "runtime"
	"syscall/js"
)

// The collector runs between calls, not during them. A WebAssembly module
// runs on the page's main thread, so when an allocation starts Go's
// collector, the call it happens in waits for it: on a 1,000-field form,
// where a call allocates about 1.4 MB over a live heap of some 2.5 MB,
// every second call paid for a whole collection. So after each call the
// runtime compares the room left before Go would collect on its own with
// what that call allocated, and when another call like it might not fit, it
// collects in a task of its own (setTimeout) once the call has answered.
// requestIdleCallback was tried: an agent that calls again at once
// (a retry, a second form) comes before the page is idle, and its call
// then collected as before. GOGC stays as Go sets it: a
// call that allocates more than the room still collects as before, and the
// module's memory grows no further than it did.
type collector struct {
	allocated uint64 // the total Go had allocated at the last look
	scheduled bool
	run       js.Func
}

func newCollector() *collector {
	c := &collector{}
	c.run = js.FuncOf(func(js.Value, []js.Value) any {
		defer func() { recover() }()
		c.scheduled = false
		goruntime.GC()
		return nil
	})
	return c
}

// afterCall schedules a collection in a task of its own, when the
// room left before Go's next collection is less than twice what was
// allocated since the last look.
func (c *collector) afterCall() {
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	since := m.TotalAlloc - c.allocated
	c.allocated = m.TotalAlloc
	if c.scheduled || m.HeapAlloc+2*since < m.NextGC {
		return
	}
	c.scheduled = true
	js.Global().Call("setTimeout", c.run, 0)
}
