package call

import (
	"strconv"
	"strings"
	"testing"
)

// wideTool is a tool of n text fields, f1 to fn, that answers at once
// (waitMs 0), as the browser benchmark's 1,000-field form, and a form of
// plain Go controls for it.
func wideTool(t testing.TB, n int) (*Tool, *fakeForm) {
	t.Helper()
	var props, fields strings.Builder
	form := &fakeForm{controls: map[string]*fakeControl{}}
	for i := 1; i <= n; i++ {
		k := "f" + strconv.Itoa(i)
		if i > 1 {
			props.WriteByte(',')
			fields.WriteByte(',')
		}
		props.WriteString(`"` + k + `":{"type":"string","maxLength":200}`)
		fields.WriteString(`{"key":"` + k + `","name":"` + k + `","kind":"text","class":"allow"}`)
		form.controls[k] = &fakeControl{v: ""}
	}
	tool, err := ParseTool(`{"name":"wide","autoSubmit":false,"waitMs":0,"fingerprint":"fp",
  "inputSchema":{"type":"object","additionalProperties":false,"properties":{` + props.String() + `}},
  "fields":[` + fields.String() + `]}`)
	if err != nil {
		t.Fatal(err)
	}
	return tool, form
}

// allFields are arguments that give each of the tool's n fields a value,
// different for each round, in the form's order, as JSON.stringify writes
// an agent's object.
func allFields(n, round int) *Args {
	args := &Args{}
	for i := 1; i <= n; i++ {
		args.Keys = append(args.Keys, "f"+strconv.Itoa(i))
		args.Vals = append(args.Vals, "value "+strconv.Itoa(i)+"."+strconv.Itoa(round))
	}
	return args
}

// BenchmarkCall times the runtime's own work in a later call, natively and
// without a browser: the form's controls are Go values, so what is left
// is reading the arguments, checking them against the schema, planning,
// filling, reading every control back, filtering and writing the answer.
// Each call gives new values: to every field (all), or to one. ns/field
// is the time of a call over the form's fields; it stays flat as the
// form grows when nothing in a call is quadratic in its fields.
func BenchmarkCall(b *testing.B) {
	for _, n := range []int{20, 1000, 10000} {
		for _, all := range []bool{false, true} {
			name := "fields=" + strconv.Itoa(n)
			if all {
				name += "-all"
			}
			b.Run(name, func(b *testing.B) {
				tool, form := wideTool(b, n)
				// Two sets of arguments, taken in turn, so that every
				// call changes what it fills.
				in := [2]*Args{{Keys: []string{"f1"}, Vals: []any{"value 0"}}, {Keys: []string{"f1"}, Vals: []any{"value 1"}}}
				if all {
					in = [2]*Args{allFields(n, 0), allFields(n, 1)}
				}
				p := &Page{After: (&clock{}).After, Epoch: "bench"}
				o := opts()
				calls := 0
				for b.Loop() {
					var env *Envelope
					p.Call(tool, in[calls%2], form, o, func(e *Envelope) { env = e })
					if env == nil || env.IsError() {
						b.Fatalf("call %d: %+v", calls, env)
					}
					calls++
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(calls*n), "ns/field")
			})
		}
	}
}
