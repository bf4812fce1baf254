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
