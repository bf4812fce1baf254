package e2e

import (
	"encoding/json"
	"sort"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// BenchmarkFirstCall is SPEC section 7's first-call budget, for make
// bench: formtool's first call on a 20-field form (fx/contract.html's
// "wide" tool: the loader fetches wasm_exec.js and the runtime, which
// instantiates, boots, reads the manifest, fills, checks and answers) beside
// a bare Go module's (fx/bare.html: the same 20-field tool, whose first
// call fetches wasm_exec.js and a module that imports only syscall/js,
// instantiates and boots it, and calls into it once). Both are timed by
// the agent, from executeTool to the answer, in fresh browser contexts,
// alternately, the runtime served precompressed (gzip) and cacheable as a
// site serves it. cold is a first visit; repeat is the next visit to the
// same page (HTTP cache, compiled-module cache). Reported: the medians of
// the iterations' times and of their ratios, formtool over bare. Beside
// them, the floor: formtool's own module, built to answer as the bare one
// does once started (wasm/floor.go), over bare, which is what the
// module's size and start-up cost before its call does any work; and
// formtool over the floor, what the call itself costs. The budget is
// cold/bare.
func BenchmarkFirstCall(b *testing.B) {
	buildBareModule(b)
	var ft, bare, floor, ratio, floorRatio, overFloor []firstCallTimes
	// Each visit's browser context is closed once measured: a visitor has
	// one page open, not every earlier iteration's.
	visit := func(page, tool string) firstCallTimes {
		ctx := tab(b, "/t/blank")
		defer chromedp.Cancel(ctx)
		return firstCall(b, ctx, page, tool)
	}
	pages := []struct{ page, tool string }{
		{"/fx/contract.html", "wide"}, {"/fx/bare.html", "bare"}, {"/fx/bare.html?module=floor", "bare"},
	}
	i := 0
	for b.Loop() {
		var got [3]firstCallTimes
		for k := range pages { // each in turn goes first
			p := pages[(i+k)%len(pages)]
			got[(i+k)%len(pages)] = visit(p.page, p.tool)
		}
		i++
		f, m, fl := got[0], got[1], got[2]
		ft, bare, floor = append(ft, f), append(bare, m), append(floor, fl)
		ratio = append(ratio, firstCallTimes{cold: f.cold / m.cold, repeat: f.repeat / m.repeat})
		floorRatio = append(floorRatio, firstCallTimes{cold: fl.cold / m.cold, repeat: fl.repeat / m.repeat})
		overFloor = append(overFloor, firstCallTimes{cold: f.cold / fl.cold, repeat: f.repeat / fl.repeat})
	}
	medianOf := func(s []firstCallTimes, repeat bool) float64 {
		v := make([]float64, len(s))
		for i, x := range s {
			v[i] = x.cold
			if repeat {
				v[i] = x.repeat
			}
		}
		return median(v)
	}
	b.ReportMetric(medianOf(ft, false), "ms-cold")
	b.ReportMetric(medianOf(bare, false), "ms-cold-bare")
	b.ReportMetric(medianOf(ratio, false), "cold/bare")
	b.ReportMetric(medianOf(ft, true), "ms-repeat")
	b.ReportMetric(medianOf(bare, true), "ms-repeat-bare")
	b.ReportMetric(medianOf(ratio, true), "repeat/bare")
	b.ReportMetric(medianOf(floor, false), "ms-cold-floor")
	b.ReportMetric(medianOf(floorRatio, false), "floor-cold/bare")
	b.ReportMetric(medianOf(overFloor, false), "cold/floor")
	b.ReportMetric(0, "ns/op") // an op is six page loads and their calls
}

// percentile is the value at fraction p of v, which it sorts (nearest
// rank).
func percentile(v []float64, p float64) float64 {
	sort.Float64s(v)
	return v[min(len(v)-1, int(p*float64(len(v))))]
}

// median is the middle of v, which it sorts.
func median(v []float64) float64 {
	sort.Float64s(v)
	return v[len(v)/2]
}

// BenchmarkLaterCalls is SPEC section 7's later-call budget, for make
// bench: a call on a form once the runtime is up and has answered a first
// call, timed inside the runtime (the loader's execute to its answer, the
// latencyMs of the call's log record). fields=20 calls fx/contract.html's
// tool with its 20 fields, one of them changed since the last call (the
// others are left as they are); fields=20-all changes all 20; fields=1000 fills one field of /t/wide's
// 1,000-field form and reads all 1,000 back, and fields=1000-all fills
// every one of them. ms/call is the median of the calls; the budget is 5
// ms at 20 fields and 10 ms at 1,000. p90-ms/call is the 90th percentile,
// where a call that stops for Go's collector shows.
//
// fields=1000-all also reports browser-ms/call: after each call, in the
// same tab, plain JavaScript does the browser's part of such a call and
// no more (each control written through the native setter with input and
// change fired, then every value read back), which any runtime pays; the
// form is then put back as the call left it, without events, so that the
// next call does not see the person's edit. ms/call over it is what the
// runtime adds.
func BenchmarkLaterCalls(b *testing.B) {
	args20 := map[string]any{}
	for i := 1; i <= 20; i++ {
		args20["f"+itoa(i)] = "value " + itoa(i)
	}
	in20, _ := json.Marshal(args20)
	for _, c := range []struct {
		name, path, args string
		browser          bool // also time the browser's part alone
	}{
		{"fields=20", "/fx/contract.html", `const a = ` + string(in20) + `; a.f1 = "value " + i;`, false},
		{"fields=20-all", "/fx/contract.html", `const a = {}; for (let k = 1; k <= 20; k++) a["f" + k] = "value " + k + " " + i;`, false},
		{"fields=1000", "/t/wide", `const a = {}; a["line_" + (i * 37 % 1000)] = "value " + i;`, false},
		{"fields=1000-all", "/t/wide", `const a = {}; for (let k = 0; k < 1000; k++) a["line_" + k] = "v" + i + "-" + k;`, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			ctx := tab(b, c.path)
			mustReady(b, ctx)
			calls := `(async (n, browser) => {
  const list = await __agent.list();
  const tool = (list.find((t) => t.name === "wide") || list[0]).name;
  const out = { calls: [], browser: [] };
  for (let i = 0; i <= n; i++) {
    ` + c.args + `
    await new Promise((r) => setTimeout(r, 0));
    const r = JSON.parse(await __agent.call(tool, a));
    if (r.structuredContent.error) throw new Error(r.structuredContent.error.code);
    if (i > 0) out.calls.push(window.__records[window.__records.length - 1].latencyMs);
    if (!browser) continue;
    const els = Object.keys(a).map((k) => document.forms[0].elements.namedItem(k));
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    const left = els.map((e) => e.value);
    await new Promise((r) => setTimeout(r, 0));
    const t0 = performance.now();
    for (let k = 0; k < els.length; k++) {
      set.call(els[k], "b" + i + "-" + k);
      els[k].dispatchEvent(new Event("input", { bubbles: true }));
      els[k].dispatchEvent(new Event("change", { bubbles: true }));
    }
    const back = els.map((e) => e.value);
    const t1 = performance.now();
    if (back[0] !== "b" + i + "-0") throw new Error("the browser's fill did not stick");
    for (let k = 0; k < els.length; k++) set.call(els[k], left[k]);
    if (i > 0) out.browser.push(t1 - t0);
  }
  return out;
})`
			var ms, browser []float64
			for b.Loop() {
				got := eval[struct{ Calls, Browser []float64 }](b, ctx, agentJS+calls+`(10, `+strconv.FormatBool(c.browser)+`)`)
				ms, browser = append(ms, got.Calls...), append(browser, got.Browser...)
			}
			b.ReportMetric(median(ms), "ms/call")
			b.ReportMetric(percentile(ms, 0.9), "p90-ms/call")
			if c.browser {
				b.ReportMetric(median(browser), "browser-ms/call")
			}
			b.ReportMetric(0, "ns/op") // the op is ten calls and the round trips to the browser
		})
	}
}

// BenchmarkPageWeight is SPEC section 7's page-weight budget, for make
// bench: what a visit by a browser that runs no agent downloads of
// formtool in the first 10 s after the example site's five-form page is
// opened, as Chromium's network log counts it (headers and gzip bodies).
// TestPageWeightFromTheNetworkLog holds the same visit to the budget;
// this reports the figure beside the others. Each iteration is a visit of
// 10 s, so make bench runs one.
func BenchmarkPageWeight(b *testing.B) {
	var most int
	for b.Loop() {
		total, _ := visitWithoutAgent(b, weightPage)
		most = max(most, total)
	}
	b.ReportMetric(float64(most), "B-first-10s")
	b.ReportMetric(0, "ns/op") // an op is a 10 s visit; the figure is its bytes
}
