//go:build js && wasm

package main

import (
	goruntime "runtime"
	"syscall/js"
)

// The collector runs between calls, not during them. A WebAssembly module
// runs on the page's main thread, so when an allocation starts Go's
// collector, the call it happens in waits for it: on a 1,000-field form a
// call allocates about 1.1 MB, and with the 4 MB that Go leaves between
// collections at the least, every third call or so stopped for a whole
// collection. So the runtime keeps an estimate of what it allocated
// since its last collection, and once another large call might not fit in
// that room, it collects in a task of its own (setTimeout) after the call
// has answered. requestIdleCallback was tried: an agent that calls again
// at once (a retry, a second form) comes before the page is idle, and its
// call then collected as before. GOGC stays as Go sets it, so a call that
// allocates more than the room still collects as before, and the module's
// memory grows no further than it did.
//
// The estimate is counted rather than read from runtime.ReadMemStats,
// which adds 7 KB to the module's download.
type collector struct {
	owed      int // bytes allocated since the last collection, estimated
	scheduled bool
	run       js.Func
}

const (
	// perField is what a call allocates for each field of its tool (1.1
	// KB on a 1,000-field form, measured with runtime.ReadMemStats), and
	// perByte for each byte of its arguments' or a manifest's JSON text.
	perField = 1100
	perByte  = 4
	// collectAt is where the runtime collects: a quarter of the least room
	// Go leaves (4 MB), so that a call as large as the last one finds the
	// rest.
	collectAt = 1 << 20
)

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

// owe adds what a call on fields fields with a JSON text of textBytes
// bytes allocated, and collects once the call has answered when what is
// owed reaches collectAt.
func (c *collector) owe(fields, textBytes int) {
	defer func() { recover() }() // it runs after a call may have answered: nothing of it may reach the call
	c.owed += fields*perField + textBytes*perByte
	if c.scheduled || c.owed < collectAt {
		return
	}
	c.owed, c.scheduled = 0, true
	js.Global().Call("setTimeout", c.run, 0)
}
