package e2e

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// stressJS makes n calls with arguments drawn from a seeded PRNG (mulberry32),
// inside the page so that one round trip runs many calls, and checks each
// answer: a CallToolResult whose envelope follows SPEC section 4, and no
// canary in any form. It answers counts and the first problems found.
const stressJS = `async (o) => {
  let s = o.seed >>> 0;
  const rnd = () => { s = (s + 0x6D2B79F5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const word = () => { let w = ""; const n = 1 + Math.floor(rnd() * 12); for (let i = 0; i < n; i++) w += pick("abcdefghijklmnopqrstuvwxyz -_.@/<>\"'\\\u00e9\u200b\u202e\ud83d\ude00"); return w; };
  const huge = "x".repeat(1 << 20);
  // Look-alikes of the real keys: Cyrillic for Latin, fullwidth, case,
  // padding, zero-width characters.
  const cyr = { a: "\u0430", c: "\u0441", e: "\u0435", o: "\u043e", p: "\u0440", x: "\u0445", y: "\u0443" };
  const lookalike = (k) => pick([
    () => k.replace(/[aceopxy]/, (m) => cyr[m]),
    () => [...k].map((ch) => ch >= "!" && ch <= "~" ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch).join(""),
    () => k.toUpperCase(),
    () => " " + k,
    () => k + "\u200b",
    () => k.normalize("NFD") + "\u0301",
  ])();
  const nested = (d) => { let v = "deep"; for (let i = 0; i < d; i++) v = rnd() < 0.5 ? [v] : { k: v }; return v; };
  const value = (depth) => {
    const r = rnd();
    if (r < 0.25) return word();
    if (r < 0.30) return pick([0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, NaN, Infinity, -Infinity]);
    if (r < 0.35) return null;
    if (r < 0.40) return pick([true, false]);
    if (r < 0.41) return undefined;
    if (r < 0.42) return huge;
    if (r < 0.43) return nested(200 + Math.floor(rnd() * 2000));
    if (r < 0.55 && depth < 4) { const n = Math.floor(rnd() * 4); const a = []; for (let i = 0; i < n; i++) a.push(value(depth + 1)); return a; }
    if (r < 0.65 && depth < 4) return args(depth + 1);
    if (r < 0.80) return pick(o.enumValues.length ? o.enumValues : ["x"]);
    return "agent" + word();
  };
  const key = () => {
    const r = rnd();
    if (r < 0.35) return pick(o.keys);
    if (r < 0.50) return lookalike(pick(o.keys));
    if (r < 0.65) return pick(o.blocked);
    if (r < 0.75) return pick(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "then"]);
    if (r < 0.80) return pick(["", " ", "formtool.panic", "user-1", "a".repeat(10000)]);
    return word();
  };
  function args(depth) {
    const n = Math.floor(rnd() * 6);
    const parts = [];
    for (let i = 0; i < n; i++) parts.push([key(), value(depth)]);
    // __proto__ as an own key, as JSON.parse makes it.
    if (rnd() < 0.1) return JSON.parse(JSON.stringify(Object.fromEntries(parts.filter(([, v]) => v !== huge))).replace(/^\{/, '{"__proto__":{"polluted":1},').replace(',}', '}'));
    const a = {};
    for (const [k, v] of parts) a[k] = v;
    return a;
  }
  const input = () => {
    const r = rnd();
    if (r < 0.05) return pick([null, [], "string", 42, [1, 2], true]);
    if (r < 0.10) { const a = {}; for (const k of o.keys) a[k] = value(0); return a; }
    return args(0);
  };
  const statuses = ["completed", "awaiting_user", "refused", "failed", "unknown"];
  const errorStatus = { refused: true, failed: true, unknown: true };
  const out = { calls: 0, statuses: {}, browserRejected: {}, problems: [], leaks: [] };
  const problem = (what, i, r) => { if (out.problems.length < 20) out.problems.push(i + ": " + what + ": " + String(r).slice(0, 300)); };
  const tools = await __agent.list();
  for (let i = 0; i < o.n; i++) {
    const tool = pick(tools.filter((t) => o.tools.includes(t.name)));
    const a = input();
    let r;
    try {
      r = await Promise.race([__agent.call(tool.name, a), new Promise((ok) => setTimeout(() => ok("NO-ANSWER"), 10000))]);
    } catch (e) {
      const m = String(e && e.message || e);
      // Chromium turns a rejection of execute into this bare error: the
      // runtime must never reject. Other errors come from the browser
      // before the runtime sees the call (arguments it cannot serialize).
      if (/invocation failed/i.test(m)) problem("execute rejected", i, m);
      else out.browserRejected[m.slice(0, 80)] = (out.browserRejected[m.slice(0, 80)] || 0) + 1;
      continue;
    }
    out.calls++;
    for (const [label, n] of o.needles) if (typeof r === "string" && r.includes(n)) { if (out.leaks.length < 20) out.leaks.push(i + ": " + label + " in " + r.slice(0, 300)); }
    let v;
    try { v = JSON.parse(r); } catch (e) { problem("not JSON", i, r); continue; }
    const sc = v && v.structuredContent;
    if (!sc || typeof sc !== "object") { problem("no structuredContent", i, r); continue; }
    out.statuses[sc.status + (sc.error ? "/" + sc.error.code : "")] = (out.statuses[sc.status + (sc.error ? "/" + sc.error.code : "")] || 0) + 1;
    if (!statuses.includes(sc.status)) problem("status", i, r);
    if (v.isError !== !!errorStatus[sc.status]) problem("isError", i, r);
    if (sc.ok !== (sc.status === "completed")) problem("ok", i, r);
    if (!!errorStatus[sc.status] !== !!(sc.error && typeof sc.error.code === "string" && sc.error.code)) problem("error", i, r);
    if (typeof sc.nextStep !== "string" || !sc.nextStep) problem("nextStep", i, r);
    if (!Array.isArray(v.content) || v.content.length !== 1 || v.content[0].type !== "text") problem("content", i, r);
    else { try { if (JSON.stringify(JSON.parse(v.content[0].text)) !== JSON.stringify(sc)) problem("content differs from structuredContent", i, r); } catch (e) { problem("content text not JSON", i, r); } }
  }
  return out;
}`

// TestStressHostileArguments makes 10,000 calls with random, malformed and
// hostile arguments on the checkout page with its canaries planted: every
// call is answered with a valid envelope, no answer carries a canary, and
// the runtime is still up at the end.
func TestStressHostileArguments(t *testing.T) {
	needWebMCP(t)
	start := time.Now()
	a := auditSiteFor(t, false)
	var p *auditPage
	for _, q := range a.pages {
		if q.Key == "site/checkout.html" {
			p = q
		}
	}
	if p == nil {
		t.Fatal("site/checkout.html is not an audit page")
	}
	at := newAuditTab(t)
	ctx, cancel := context.WithTimeout(at.ctx, 8*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(a.srv.URL+"/a/"+p.File)); err != nil {
		t.Fatal(err)
	}
	mustReady(t, ctx)
	var m struct {
		Tools []auditTool `json:"tools"`
	}
	b, err := os.ReadFile(a.manifestDir + "/" + p.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &m); err != nil || len(m.Tools) == 0 {
		t.Fatalf("manifest: %v, %d tools", err, len(m.Tools))
	}

	// What the calls are made of: the tools' keys and enum values, the
	// blocked controls' names and ids.
	var names, keys, enums, blocked []string
	for _, tl := range m.Tools {
		names = append(names, tl.Name)
		props, ks := tl.props()
		keys = append(keys, ks...)
		for _, k := range ks {
			if e, ok := props[k]["enum"].([]any); ok {
				for _, v := range e {
					if s, ok := v.(string); ok {
						enums = append(enums, s)
					}
				}
			}
		}
	}
	var needles [][2]string
	restore := map[string]string{}
	for _, f := range p.Fields {
		for _, k := range []string{f.Name, f.ID} {
			if k != "" {
				blocked = append(blocked, k)
			}
		}
		restore[strconv.Itoa(f.Elem)] = f.Canaries[0]
		for i, v := range f.Canaries {
			for _, n := range (canary{v, f.Class, f.String(), phases[min(i, 2)], f.Miss}).needles() {
				needles = append(needles, [2]string{n[0] + " of " + f.String(), n[1]})
			}
		}
	}
	for _, e := range p.Extra {
		for _, n := range (canary{e.Value, e.Class, e.Field, "canaries.txt", false}).needles() {
			needles = append(needles, [2]string{n[0] + " of " + e.Field, n[1]})
		}
	}
	if len(blocked) == 0 || len(needles) == 0 {
		t.Fatal("checkout.html has no blocked field to plant canaries in")
	}

	seed := uint32(20260613)
	if s := os.Getenv("STRESS_SEED"); s != "" {
		n, _ := strconv.ParseUint(s, 10, 32)
		seed = uint32(n)
	}
	total, batch := 10000, 500
	if testing.Short() {
		total = 1000
	}
	calls, rejected := 0, 0
	statuses := map[string]int{}
	restoreJSON, _ := json.Marshal(restore)
	for done := 0; done < total; done += batch {
		// The person's values go back in before each batch: a call that
		// fills a redact field would otherwise wash its canary out.
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`((r) => { for (const [k, v] of Object.entries(r)) { const e = document.querySelector('[data-audit="' + k + '"]'); if (e) e.value = v; } return true; })(`+string(restoreJSON)+`)`)); err != nil {
			t.Fatal(err)
		}
		o, _ := json.Marshal(map[string]any{"seed": seed + uint32(done), "n": min(batch, total-done), "tools": names, "keys": keys,
			"enumValues": enums, "blocked": blocked, "needles": needles})
		var out struct {
			Calls           int            `json:"calls"`
			Statuses        map[string]int `json:"statuses"`
			BrowserRejected map[string]int `json:"browserRejected"`
			Problems        []string       `json:"problems"`
			Leaks           []string       `json:"leaks"`
		}
		res, err := chromedp.Run(ctx, chromedp.Evaluate[string](agentJS+`(`+stressJS+`)(`+string(o)+`).then(JSON.stringify)`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("batch at %d: %v", done, err)
		}
		if err := json.Unmarshal([]byte(res), &out); err != nil {
			t.Fatal(err)
		}
		calls += out.Calls
		for k, n := range out.Statuses {
			statuses[k] += n
		}
		for k, n := range out.BrowserRejected {
			rejected += n
			if done == 0 {
				t.Logf("the browser refused before the runtime saw it: %q", k)
			}
		}
		for _, pr := range out.Problems {
			t.Errorf("batch %d, call %s", done/batch, pr)
		}
		for _, l := range out.Leaks {
			t.Errorf("LEAK batch %d, call %s", done/batch, l)
		}
		if t.Failed() {
			break
		}
	}

	// Still alive: a valid call is answered as usual.
	tl := m.Tools[0]
	r := call(t, ctx, tl.Name, validArgs(false, "agentvalue")(tl, p)[0])
	if s := r.StructuredContent.Status; s != "awaiting_user" && s != "completed" {
		t.Errorf("the valid call after the storm: %s", r.raw)
	}
	console := at.console.String()
	if strings.Contains(console, "Go program has already exited") {
		t.Errorf("the runtime died: %s", console)
	}
	for _, n := range needles {
		if strings.Contains(console, n[1]) {
			t.Errorf("LEAK console: %s", n[0])
		}
	}
	t.Logf("stress: %d calls (seed %d), %d answered by the runtime, %d refused by the browser before it; outcomes %v; %d canary forms searched; %s",
		total, seed, calls, rejected, statuses, len(needles), time.Since(start).Round(time.Second))
}
