package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/formtool/formtool/compile"
)

// widePage is a page with one form of n text fields and its manifest
// inline, compiled by package compile as formtool build would.
var widePage = sync.OnceValues(func() ([]byte, error) {
	const n = 1000
	var form strings.Builder
	for i := range n {
		fmt.Fprintf(&form, "<p><label for=\"w%d\">Line %d</label><input id=\"w%d\" name=\"line_%d\" type=\"text\"></p>\n", i, i, i, i)
	}
	body := "<form id=\"wide\" action=\"/t/sink\" method=\"post\">\n" + form.String() + "<button>Send</button></form>"
	r, err := compile.Page("wide.html", []byte("<!doctype html><html lang=\"en\"><body>"+body+"</body></html>"), compile.Options{})
	if err != nil {
		return nil, err
	}
	m, err := r.Manifest("wide.html", nil)
	if err != nil {
		return nil, err
	}
	// A call answers at once instead of waiting for the person.
	for i := range m.Tools {
		m.Tools[i].WaitMs = 0
	}
	mj, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A wide form</title>
<script src="/t/prelude.js"></script>
<script type="application/json" id="formtool-manifest">` + string(mj) + `</script>
<script src="/rt/formtool.js" data-preload defer></script></head><body>` + body + `</body></html>`), nil
})

func serveWide(w http.ResponseWriter, r *http.Request) {
	b, err := widePage()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// The later-call budget of SPEC section 7 for a 1,000-field form (10 ms):
// calls through executeTool once the runtime is up, each filling one field
// and answering with all 1,000, and each filling all of them. Reported, not
// enforced (the machine is shared); only a hang fails.
func TestLatencyWideForm(t *testing.T) {
	ctx := tab(t, "/t/wide")
	mustReady(t, ctx)
	type timing struct {
		Agent   float64 `json:"agent"`
		Runtime float64 `json:"runtime"`
	}
	measure := func(all bool) []timing {
		return eval[[]timing](t, ctx, agentJS+`(async () => {
  const tool = (await __agent.list())[0].name;
  const out = [];
  for (let i = 0; i < 21; i++) {
    const args = {};
    if (`+fmt.Sprint(all)+`) for (let k = 0; k < 1000; k++) args["line_" + k] = "v" + i + "-" + k;
    else args["line_" + (i * 37 % 1000)] = "value " + i;
    await new Promise((r) => setTimeout(r, 0));
    const t0 = performance.now();
    const r = JSON.parse(await __agent.call(tool, args));
    if (r.structuredContent.status !== "awaiting_user") throw new Error(JSON.stringify(r.structuredContent.error));
    out.push({agent: performance.now() - t0, runtime: window.__records[window.__records.length - 1].latencyMs});
  }
  return out.slice(1);
})()`)
	}
	for _, c := range []struct {
		what string
		all  bool
	}{{"one field filled, 1,000 read back", false}, {"all 1,000 filled and read back", true}} {
		ts := measure(c.all)
		var agent, rt []float64
		for _, x := range ts {
			agent, rt = append(agent, x.Agent), append(rt, x.Runtime)
		}
		sort.Float64s(agent)
		sort.Float64s(rt)
		t.Logf("1,000-field form, %s: inside the runtime median %.1f ms, p90 %.1f ms (budget 10); through executeTool median %.1f ms",
			c.what, rt[len(rt)/2], rt[len(rt)*9/10], agent[len(agent)/2])
		if agent[len(agent)-1] > 10000 {
			t.Errorf("a call took %.0f ms", agent[len(agent)-1])
		}
	}
}

// The batch fill leaves a value that is already there as it is, with no
// events, and writes every other one with input and change, also where
// the page's own handler changed a field that held its value while the
// fill was under way: a control is read before its write where it held
// the value when the call read the form, at the moment of the write. A
// value with a NUL in it, which the batch cannot carry, is written all the
// same.
func TestBatchFillLeavesValuesAlreadyThere(t *testing.T) {
	ctx := tab(t, "/t/wide")
	mustReady(t, ctx)
	got := eval[map[string]any](t, ctx, agentJS+`(async () => {
  const tool = (await __agent.list())[0].name;
  const form = document.forms[0];
  const events = {};
  for (const type of ["input", "change"]) {
    form.addEventListener(type, (e) => { const k = type + ":" + e.target.name; events[k] = (events[k] || 0) + 1; }, true);
  }
  const first = {};
  for (let k = 0; k < 10; k++) first["line_" + k] = "a" + k;
  const r1 = JSON.parse(await __agent.call(tool, first));
  if (r1.structuredContent.status !== "awaiting_user") throw new Error(JSON.stringify(r1.structuredContent));
  const afterFirst = Object.assign({}, events);
  for (const k in events) delete events[k];
  // The page answers the agent's write of line_0 by changing line_1,
  // which held the value the second call gives it.
  form.elements.namedItem("line_0").addEventListener("input", () => { form.elements.namedItem("line_1").value = "the page's"; });
  const second = Object.assign({}, first, {line_0: "b0", line_5: "b5", line_7: "b\u00007", line_9: "b9"});
  const r2 = JSON.parse(await __agent.call(tool, second));
  if (r2.structuredContent.status !== "awaiting_user") throw new Error(JSON.stringify(r2.structuredContent));
  const values = {};
  for (const k in second) values[k] = form.elements.namedItem(k).value;
  return {afterFirst, events, values};
})()`)
	afterFirst, _ := got["afterFirst"].(map[string]any)
	events, _ := got["events"].(map[string]any)
	values, _ := got["values"].(map[string]any)
	for k := 0; k < 10; k++ {
		name := "line_" + itoa(k)
		for _, typ := range []string{"input", "change"} {
			if n, _ := afterFirst[typ+":"+name].(float64); n != 1 {
				t.Errorf("first call: %s had %v %s events, want 1", name, afterFirst[typ+":"+name], typ)
			}
			want := 0.0
			if k == 0 || k == 1 || k == 5 || k == 7 || k == 9 {
				want = 1
			}
			if n, _ := events[typ+":"+name].(float64); n != want {
				t.Errorf("second call: %s had %v %s events, want %v", name, events[typ+":"+name], typ, want)
			}
		}
		want := "a" + itoa(k)
		switch k {
		case 0, 5, 9:
			want = "b" + itoa(k)
		case 7:
			want = "b\x007" // a NUL, which ends the batch: written one by one
		}
		if values[name] != want {
			t.Errorf("second call: %s holds %v, want %q", name, values[name], want)
		}
	}
}
