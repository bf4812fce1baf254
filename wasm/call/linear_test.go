//go:build !js

package call

import (
	"testing"
	"time"
)

// A call that fills every field of a form of 50,000 takes about as long
// per field as one on a form of 1,000: nothing in a call is quadratic in
// the fields (finding a field's position by scanning them all made a
// field of the large form many times as costly). Both sizes fill 50,000
// fields in all, the best of three. The test runs natively only: in the
// WASM build the collector, on the one thread, adds a share of its own
// that grows with the heap.
func TestCallCostIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("fills 50,000 fields")
	}
	perField := func(n, calls int) time.Duration {
		tool, form := wideTool(t, n)
		p := &Page{After: (&clock{}).After, Epoch: "linear"}
		in := [2]*Args{allFields(n, 0), allFields(n, 1)}
		best, c := time.Duration(0), 0
		for range 3 {
			start := time.Now()
			for range calls {
				// The arguments of the last call would be answered from
				// its record: each call fills other values.
				c++
				var env *Envelope
				p.Call(tool, in[c%2], form, opts(), func(e *Envelope) { env = e })
				if env == nil || env.IsError() {
					t.Fatalf("%d fields: %+v", n, env)
				}
			}
			if d := time.Since(start) / time.Duration(n*calls); best == 0 || d < best {
				best = d
			}
		}
		return best
	}
	small, large := perField(1000, 50), perField(50000, 1)
	t.Logf("per field, filling all of 1,000 and of 50,000: %v and %v (%.2f times)", small, large, float64(large)/float64(small))
	if large > 5*small {
		t.Errorf("a field takes %.1f times as long in a call on 50,000 fields as on 1,000: some step is not linear", float64(large)/float64(small))
	}
}
