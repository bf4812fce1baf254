package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The leak audit (SPEC section 4, last bullet): a canary in every redact and
// block field of every page, put there three ways (prefilled in the served
// HTML, typed by the person before the agent's calls, typed after them),
// then every path the agent can observe, serialized whole and searched for
// every canary and its digits-only, lower-case and tail forms.

// An auditCall is one kind of tool call the agent makes; args returns the
// arguments for a tool, one map per call. A row with pending set is not run
// yet and is reported as missing.
type auditCall struct {
	path    string
	pending string
	// mode is how the call is made: "" awaits it; "abort" aborts its
	// signal while it waits; "replace" makes a second call with other
	// values while the first waits; "reset" resets the form while it waits.
	mode string
	args func(t auditTool, p *auditPage) []map[string]any
}

// The calls, in the order they run on each tool in each phase. Adding a
// path is one row. The served manifests wait auditWaitMs for the person,
// so a call that fills answers awaiting_user after that long.
var auditCalls = []auditCall{
	// First, so that in the typed phases it meets the person's edits made
	// since the agent last saw the form: STALE_VERSION.
	{path: "call/stale", args: validArgs(true, "agentvalue")},
	{path: "call/empty", args: func(auditTool, *auditPage) []map[string]any { return []map[string]any{{}} }},
	{path: "call/valid", args: validArgs(false, "agentvalue")},
	{path: "call/invalid-types", args: invalidArgs},
	{path: "call/blocked-key", args: blockedArgs},
	{path: "call/unknown-field", args: func(auditTool, *auditPage) []map[string]any {
		return []map[string]any{{"zz_audit_unknown": "agentvalue"}}
	}},
	{path: "call/valid-with-redact", args: validArgs(true, "agentother")},
	{path: "call/wait-elapsed", args: validArgs(false, "agentwait")},
	{path: "call/cancelled-by-replace", mode: "replace", args: func(t auditTool, p *auditPage) []map[string]any {
		return append(validArgs(false, "agentfirst")(t, p), validArgs(false, "agentsecond")(t, p)...)
	}},
	{path: "call/aborted", mode: "abort", args: validArgs(false, "agentabort")},
	// A reset puts the prefilled values back and drops what was typed.
	{path: "call/cancelled-by-reset", mode: "reset", args: validArgs(false, "agentreset")},
	// The positive control, after the reset: a value the agent may have
	// (auditControl), which the search must find in the answer.
	{path: "call/control", mode: "control", args: func(auditTool, *auditPage) []map[string]any { return []map[string]any{{}} }},
	{path: "call/timeout-after-submit", pending: "TIMEOUT follows a submit the runtime makes on its own; a tool with a redact or block field is consequential and never submits on its own (SPEC section 4)"},
}

// The views read after the calls: what else the agent (or anything that
// relays the page's output to it) can observe. console is collected from
// the DevTools protocol; the others come from auditPhaseJS.
var auditViews = []string{"getTools", "validation-message", "log-records", "events", "console"}

type auditTool struct {
	Name        string         `json:"name"`
	InputSchema map[string]any `json:"inputSchema"`
	Fields      []struct {
		Key   string `json:"key"`
		Class string `json:"class"`
	} `json:"fields"`
	RequiresUser []struct {
		Key string `json:"key"`
	} `json:"requiresUser"`
	Form map[string]any `json:"form"`
}

func (t auditTool) props() (map[string]map[string]any, []string) {
	props := map[string]map[string]any{}
	var keys []string
	if p, ok := t.InputSchema["properties"].(map[string]any); ok {
		for k, v := range p {
			if m, ok := v.(map[string]any); ok {
				props[k] = m
				keys = append(keys, k)
			}
		}
	}
	sort.Strings(keys)
	return props, keys
}

func (t auditTool) class(key string) string {
	for _, f := range t.Fields {
		if f.Key == key {
			return f.Class
		}
	}
	return ""
}

// controlKey is the tool's first allow parameter that takes any text of
// controlLen characters, for the positive control; "" when it has none.
func (t auditTool) controlKey() string {
	props, keys := t.props()
	for _, k := range keys {
		s := props[k]
		if t.class(k) != "allow" || s["type"] != "string" {
			continue
		}
		_, enum := s["enum"]
		_, konst := s["const"]
		_, format := s["format"]
		_, pattern := s["pattern"]
		if enum || konst || format || pattern {
			continue
		}
		if n, ok := s["maxLength"].(float64); ok && n < controlLen {
			continue
		}
		if n, ok := s["minLength"].(float64); ok && n > controlLen {
			continue
		}
		return k
	}
	return ""
}

// agentValue is a value the schema accepts, as far as a simple reading of
// it goes. Agent values never look like canaries.
func agentValue(s map[string]any, text string) any {
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		return e[0]
	}
	if c, ok := s["const"]; ok {
		return c
	}
	switch s["type"] {
	case "boolean":
		return true
	case "number", "integer":
		if m, ok := s["minimum"].(float64); ok {
			return m
		}
		return 1
	case "array":
		if it, ok := s["items"].(map[string]any); ok {
			if e, ok := it["enum"].([]any); ok && len(e) > 0 {
				return []any{e[0]}
			}
		}
		return []any{}
	}
	if s["format"] == "date" {
		return "2001-02-03"
	}
	v := text
	if n, ok := s["minLength"].(float64); ok && int(n) > len(v) {
		v = strings.Repeat("a", int(n))
	}
	if n, ok := s["maxLength"].(float64); ok && int(n) < len(v) {
		v = v[:int(n)]
	}
	return v
}

func validArgs(withRedact bool, text string) func(auditTool, *auditPage) []map[string]any {
	return func(t auditTool, _ *auditPage) []map[string]any {
		props, keys := t.props()
		args := map[string]any{}
		for _, k := range keys {
			if t.class(k) == "redact" && !withRedact {
				continue
			}
			args[k] = agentValue(props[k], text)
		}
		return []map[string]any{args}
	}
}

func wrongType(s map[string]any) any {
	switch s["type"] {
	case "string":
		return 12345
	case "number", "integer":
		return "not a number"
	case "boolean":
		return "yes"
	case "array":
		return "x"
	}
	return []any{1}
}

// invalidArgs: every parameter of the wrong type at once, then each redact
// parameter alone (its error message is the one that must not quote).
func invalidArgs(t auditTool, _ *auditPage) []map[string]any {
	props, keys := t.props()
	all := map[string]any{}
	var calls []map[string]any
	for _, k := range keys {
		all[k] = wrongType(props[k])
		if t.class(k) == "redact" && len(calls) < 5 {
			calls = append(calls, map[string]any{k: wrongType(props[k])})
		}
	}
	return append([]map[string]any{all}, calls...)
}

// blockedArgs names the page's blocked controls as an agent that read the
// DOM would, and the opaque requiresUser keys.
func blockedArgs(t auditTool, p *auditPage) []map[string]any {
	var calls []map[string]any
	seen := map[string]bool{}
	for _, f := range p.Fields {
		if f.Class != "block" || f.Miss {
			continue
		}
		for _, k := range []string{f.Name, f.ID} {
			if k != "" && !seen[k] && len(calls) < 6 {
				seen[k] = true
				calls = append(calls, map[string]any{k: "agentvalue"})
			}
		}
	}
	for _, u := range t.RequiresUser {
		if len(calls) < 8 {
			calls = append(calls, map[string]any{u.Key: "agentvalue"})
		}
	}
	return calls
}

// auditRecorderJS runs before any page script: it records the log records
// (the page sink), every formtool:* event and the modelContext events, and
// keeps forms from navigating away while the audit runs.
const auditRecorderJS = `(() => {
  const records = window.__auditRecords = [];
  const events = window.__auditEvents = [];
  // latencyMs is measured time, dropped for the same reason as timeStamp.
  window.formtoolSink = (r) => { const c = Object.assign({}, r); delete c.latencyMs; records.push(c); };
  const own = (e) => {
    const o = { type: e.type };
    for (const k in e) {
      const v = e[k];
      // timeStamp is the browser's clock, digits that a numeric canary's
      // tail can match by chance; it says nothing about the page's values.
      if (k === "timeStamp" || typeof v === "function" || v instanceof Node || v === window) continue;
      try { JSON.stringify(v); o[k] = v; } catch (_) { o[k] = String(v); }
    }
    return o;
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (e) {
    if (String(e.type).startsWith("formtool")) events.push(own(e));
    return dispatch.call(this, e);
  };
  for (const mc of new Set([document.modelContext || navigator.modelContext, navigator.modelContextTesting])) {
    if (mc && mc.addEventListener) for (const t of ["toolchange", "toolactivated", "toolcancel"]) mc.addEventListener(t, (e) => events.push(own(e)));
  }
  window.addEventListener("submit", (e) => e.preventDefault(), true);
})();`

// auditPhaseJS runs every call of the spec and reads the views. A call that
// does not answer within 10 s is recorded as NO-ANSWER; one that rejects
// (the agent's abort) by its error's name and message.
const auditPhaseJS = `async (spec) => {
  const out = {};
  const push = (k, v) => (out[k] = out[k] || []).push(v);
  const ser = (v) => { try { return typeof v === "string" ? v : JSON.stringify(v); } catch (e) { return "UNSERIALIZABLE " + e; } };
  const validation = () => [...document.querySelectorAll("input,select,textarea")]
    .map((e, i) => e.validationMessage ? i + ": " + e.validationMessage : "").filter(Boolean);
  const all = await __agent.describe();
  push("getTools", ser(all));
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  const grab = async (p) => {
    try { return await Promise.race([p, sleep(10000).then(() => "NO-ANSWER")]); }
    catch (e) { return "REJECTED " + (e && e.name) + ": " + (e && e.message || e); }
  };
  const isForm = (f) => f instanceof HTMLFormElement ? f : null;
  const formOf = (l) => (l.id && isForm(document.getElementById(l.id))) || (l.name && isForm(document.forms[l.name])) || isForm(document.forms[l.index || 0]);
  for (const t of spec.tools) {
    const tool = all.find((x) => x.name === t.name);
    if (!tool) { push("unregistered", t.name); continue; }
    const exec = (args, opt) => __agent.call(t.name, args, opt);
    for (const c of t.calls) {
      let rs;
      if (c.mode === "abort") {
        const ac = new AbortController();
        const p = exec(c.args, { signal: ac.signal });
        await sleep(5);
        ac.abort();
        rs = [await grab(p)];
      } else if (c.mode === "replace") {
        const p1 = exec(c.args);
        await sleep(5);
        const p2 = exec(c.args2);
        rs = [await grab(p1), await grab(p2)];
      } else if (c.mode === "reset") {
        const p = exec(c.args);
        await sleep(5);
        const f = formOf(t.form);
        if (f) HTMLFormElement.prototype.reset.call(f); // a control named "reset" shadows f.reset
        rs = [await grab(p)];
      } else if (c.mode === "control") {
        // The person writes a value the agent may have into an allow
        // field; then the agent reads the form.
        const f = formOf(t.form);
        const el = t.control && f && f.elements.namedItem(t.control.key);
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype
          : el instanceof HTMLInputElement && (el.type === "text" || el.type === "search") ? HTMLInputElement.prototype : null;
        if (!proto) continue;
        Object.getOwnPropertyDescriptor(proto, "value").set.call(el, t.control.value);
        if (el.value !== t.control.value) continue;
        rs = [await grab(exec(c.args))];
        push("control", ser({ tool: t.name, value: t.control.value, result: ser(rs[0]) }));
      } else {
        rs = [await grab(exec(c.args))];
      }
      for (const r of rs) push(c.path, ser(r));
      push("validation-message", ser(validation()));
    }
  }
  push("getTools", ser(await __agent.describe()));
  push("log-records", ser(window.__auditRecords));
  push("events", ser(window.__auditEvents));
  return out;
}`

// canary is one value the agent must never see whole.
type canary struct {
	value string
	class string // redact or block
	field string
	how   string // prefilled, typed-before, typed-after, canaries.txt
	miss  bool
}

// needles are the forms of a canary searched for: the value, lower case,
// digits only, and its tail (last 5 for a redact value, whose mask may show
// the last 4; last 4 for a block value).
func (c canary) needles() [][2]string {
	v := c.value
	if len([]rune(v)) < 6 {
		return nil
	}
	n := [][2]string{{"value", v}}
	if l := strings.ToLower(v); l != v {
		n = append(n, [2]string{"lower-case", l})
	}
	var d strings.Builder
	for _, r := range v {
		if r >= '0' && r <= '9' {
			d.WriteRune(r)
		}
	}
	if d.Len() >= 6 && d.String() != v {
		n = append(n, [2]string{"digits", d.String()})
	}
	tail := 5
	if c.class == "block" {
		tail = 4
	}
	if c.how == "canaries.txt" && !strings.HasPrefix(v, "CANARY-") {
		return n // short fixed values such as "birth_city": their tails are words
	}
	if len(v) > tail {
		n = append(n, [2]string{fmt.Sprintf("last-%d", tail), v[len(v)-tail:]})
	}
	return n
}

type auditHit struct {
	page, phase, path, field, form, needle, context string
	fieldKey                                        string
	miss                                            bool
}

func (h auditHit) String() string {
	return fmt.Sprintf("%s [%s] %s: %s of %s (%q) in …%s…", h.page, h.phase, h.path, h.form, h.field, h.needle, h.context)
}

// bookkeeping matches the values of a result's formVersion (a hash of the
// form's shape) and operationId (a random id): they hold no page value, and
// their hex digits match a numeric canary's tail by chance.
var bookkeeping = regexp.MustCompile(`(\\*"(?:formVersion|operationId)\\*":\\*")[^"\\]*`)

func search(out string, cs []canary, page, phase, path string) []auditHit {
	out = bookkeeping.ReplaceAllString(out, "$1")
	var hits []auditHit
	for _, c := range cs {
		for _, n := range c.needles() {
			if i := strings.Index(out, n[1]); i >= 0 {
				ctx := out[max(0, i-60):min(len(out), i+len(n[1])+60)]
				hits = append(hits, auditHit{page, phase, path, c.field + " " + c.how, n[0], n[1], ctx, page + " " + c.field, c.miss})
				break
			}
		}
	}
	return hits
}

// auditTab is one tab of the pool, with the console messages and
// exceptions it has seen since the last reset.
type auditTab struct {
	ctx     context.Context
	console *consoleLog
}

// consoleLog is every console message and uncaught exception of a tab, from
// the DevTools protocol: what the page printed, not the protocol's
// bookkeeping (timestamps and ids are digits that canary tails would match).
type consoleLog struct {
	mu    sync.Mutex
	lines []string
}

// recordConsole starts the log of a tab.
func recordConsole(ctx context.Context) *consoleLog {
	c := &consoleLog{}
	chromedp.Listen(ctx, func(ev any) {
		var b []byte
		switch ev := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			b, _ = json.Marshal(struct {
				Type string
				Args []any
			}{string(ev.Type), printed(ev.Args...)})
		case *cdpruntime.EventExceptionThrown:
			d := ev.ExceptionDetails
			b, _ = json.Marshal(struct {
				Text      string
				URL       string
				Exception []any
			}{d.Text, d.URL, printed(d.Exception)})
		default:
			return
		}
		c.mu.Lock()
		c.lines = append(c.lines, string(b))
		c.mu.Unlock()
	})
	return c
}

// String is the log so far.
func (c *consoleLog) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.lines, "\n")
}

// reset empties the log.
func (c *consoleLog) reset() {
	c.mu.Lock()
	c.lines = nil
	c.mu.Unlock()
}

func newAuditTab(t *testing.T) *auditTab {
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	at := &auditTab{ctx: ctx}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	at.console = recordConsole(ctx)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: auditRecorderJS}); err != nil {
		t.Fatal(err)
	}
	return at
}

// printed keeps of remote objects what a console shows: the value, its
// description and preview, without the protocol's object ids.
func printed(objs ...*cdpruntime.RemoteObject) []any {
	var out []any
	for _, o := range objs {
		if o == nil {
			continue
		}
		out = append(out, struct {
			Type, Subtype, Class, Unserializable, Description string
			Value                                             json.RawMessage `json:",omitempty"`
			Preview                                           any             `json:",omitempty"`
		}{string(o.Type), string(o.Subtype), o.ClassName, string(o.UnserializableValue), o.Description, json.RawMessage(o.Value), o.Preview})
	}
	return out
}

// pageReport is what one page's audit found.
type pageReport struct {
	page     *auditPage
	err      error
	pairs    int // (phase, path) outputs searched
	canaries int
	typed    int // fields the person typed into, over both typed phases
	untyped  []string
	hits     []auditHit
	codes    map[string]map[string]int // path -> status/code -> count
	tools    int
	startErr string // the runtime refused to start on this page
	// The positive control: answers that read the form after the person
	// wrote a control value (controls), and those of them where the
	// search did not find it (unseen).
	controls int
	unseen   []string
}

// auditControl is the audit's positive control on one tool: the person
// writes Value into the allow field Key, which no call of the audit names,
// and the agent then reads the form. The answer hands the value back as it
// is, so the search must find it there; if it does not, the audit's outputs
// or its search are broken, and its "no leak" would mean nothing.
type auditControl struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Control values are "ctl" and lower-case letters that no canary has
// (canaries are upper case and digits), so no canary's tail can match in
// one by chance.
const (
	controlLen     = 16
	controlLetters = "bdfghmnprt"
)

// checkControls reads the positive control's records of one phase: each
// answer that reads the form (awaiting_user or completed) must be found by
// the search to carry its control value.
func (rep *pageReport) checkControls(records []string, page, phase string) {
	for _, s := range records {
		var r struct{ Tool, Value, Result string }
		if err := json.Unmarshal([]byte(s), &r); err != nil {
			rep.unseen = append(rep.unseen, page+" ["+phase+"]: unreadable record: "+err.Error())
			continue
		}
		status := outcome(r.Result)
		if status != "awaiting_user" && status != "completed" {
			continue
		}
		rep.controls++
		c := canary{value: r.Value, class: "allow", field: "control", how: "control"}
		if len(search(r.Result, []canary{c}, page, phase, "call/control")) == 0 {
			rep.unseen = append(rep.unseen, page+" ["+phase+"] "+r.Tool+": "+status+" without "+r.Value)
		}
	}
}

var phases = []string{"prefilled", "typed-before", "typed-after"}

func auditOne(at *auditTab, a *auditSite, p *auditPage) (rep pageReport) {
	rep = pageReport{page: p, codes: map[string]map[string]int{}}
	ctx, cancel := context.WithTimeout(at.ctx, 90*time.Second)
	defer cancel()
	at.console.reset()
	if err := chromedp.Do(ctx, chromedp.Navigate(a.srv.URL+"/a/"+p.File)); err != nil {
		rep.err = fmt.Errorf("navigate: %v", err)
		return rep
	}
	readyErr, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
  for (let i = 0; i < 500 && !window.formtool; i++) await new Promise((r) => setTimeout(r, 10));
  if (!window.formtool) return "no window.formtool";
  const late = new Promise((ok) => setTimeout(() => ok("not ready after 20 s"), 20000));
  try { return await Promise.race([window.formtool.ready.then(() => ""), late]); } catch (e) { return "ready: " + (e && e.message || e); }
})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		rep.err = err
		return rep
	}
	var m struct {
		Tools []auditTool `json:"tools"`
	}
	if b, err := os.ReadFile(filepath.Join(a.manifestDir, filepath.FromSlash(p.Manifest))); err == nil {
		if err := json.Unmarshal(b, &m); err != nil {
			rep.err = fmt.Errorf("manifest: %v", err)
			return rep
		}
	}
	if readyErr != "" && len(m.Tools) > 0 {
		// A start-up error leaves no tool registered (fail closed): what
		// remains to audit is what the failure itself says.
		rep.startErr = readyErr
		m.Tools = nil
	}
	rep.tools = len(m.Tools)

	// The spec is the same in each phase.
	type call struct {
		Path  string         `json:"path"`
		Mode  string         `json:"mode"`
		Args  map[string]any `json:"args"`
		Args2 map[string]any `json:"args2,omitempty"`
	}
	type tool struct {
		Name    string         `json:"name"`
		Form    map[string]any `json:"form"`
		Calls   []call         `json:"calls"`
		Control *auditControl  `json:"control,omitempty"`
	}
	spec := struct {
		Tools []tool `json:"tools"`
	}{Tools: []tool{}}
	for _, t := range m.Tools {
		tl := tool{Name: t.Name, Form: t.Form, Calls: []call{}}
		key := t.controlKey()
		if key != "" {
			tl.Control = &auditControl{Key: key}
		}
		for _, row := range auditCalls {
			if row.pending != "" {
				continue
			}
			args := row.args(t, p)
			for _, a := range args {
				delete(a, key) // only the person writes the control's field
			}
			if row.mode == "replace" {
				tl.Calls = append(tl.Calls, call{row.path, row.mode, args[0], args[1]})
				continue
			}
			for _, a := range args {
				tl.Calls = append(tl.Calls, call{Path: row.path, Mode: row.mode, Args: a})
			}
		}
		spec.Tools = append(spec.Tools, tl)
	}
	h := fnv.New64a()
	h.Write([]byte(p.Key))
	rng := rand.New(rand.NewPCG(a.seed, h.Sum64()))

	var cs []canary
	seen := map[string]bool{}
	add := func(c canary) {
		if c.value != "" && !seen[c.value] {
			seen[c.value] = true
			cs = append(cs, c)
		}
	}
	for _, f := range p.Fields {
		how := phases[0]
		for i, v := range f.Canaries {
			if f.Tag == "select" {
				how = "option " + string(rune('A'+i)) // all three options are in the page from the start
			} else if i > 0 {
				continue
			}
			add(canary{v, f.Class, f.String(), how, f.Miss})
		}
	}
	for _, e := range p.Extra {
		add(canary{e.Value, e.Class, e.Field, "canaries.txt", false})
	}

	for ph, phase := range phases {
		if ph > 0 {
			for _, f := range p.Fields {
				if !f.typable() {
					continue
				}
				ok, err := typeInto(ctx, f, ph)
				if err != nil {
					rep.err = fmt.Errorf("%s: typing into %s: %v", phase, f, err)
					return rep
				}
				if !ok {
					rep.untyped = append(rep.untyped, phase+" "+f.String())
					continue
				}
				rep.typed++
				if f.Tag != "select" {
					add(canary{f.Canaries[ph], f.Class, f.String(), phase, f.Miss})
				}
			}
		}
		// What the fields hold now: a value the person's typing changed
		// (cut, reformatted) is a canary too.
		now, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](
			`Object.fromEntries([...document.querySelectorAll("[data-audit]")].map((e) => [e.dataset.audit, e.value]))`))
		if err != nil {
			rep.err = err
			return rep
		}
		for _, f := range p.Fields {
			if v := now[strconv.Itoa(f.Elem)]; !strings.HasPrefix(v, "agent") && !strings.HasPrefix(v, "2001-02-03") && v != "1" && v != "true" {
				add(canary{v, f.Class, f.String(), phase + " (as the field holds it)", f.Miss})
			}
		}

		for _, t := range spec.Tools {
			if t.Control != nil {
				t.Control.Value = "ctl" + pick(rng, controlLetters, controlLen-3)
			}
		}
		specJSON, _ := json.Marshal(spec)
		outs, err := chromedp.Run(ctx, chromedp.Evaluate[map[string][]string](
			agentJS+"("+auditPhaseJS+")("+string(specJSON)+")", chromedp.EvalAwaitPromise))
		if err != nil {
			rep.err = fmt.Errorf("%s: %v", phase, err)
			return rep
		}
		rep.checkControls(outs["control"], p.Key, phase)
		delete(outs, "control") // its answers are under call/control too
		outs["console"] = []string{at.console.String()}
		for path, list := range outs {
			rep.pairs++
			joined := strings.Join(list, "\n")
			rep.hits = append(rep.hits, search(joined, cs, p.Key, phase, path)...)
			if strings.HasPrefix(path, "call/") {
				if rep.codes[path] == nil {
					rep.codes[path] = map[string]int{}
				}
				for _, s := range list {
					rep.codes[path][outcome(s)]++
				}
			}
		}
	}
	rep.canaries = len(cs)
	return rep
}

// outcome is status/code of a CallToolResult string, for the tally.
func outcome(s string) string {
	var r struct {
		StructuredContent struct {
			Status string `json:"status"`
			Error  *struct {
				Code string `json:"code"`
			} `json:"error"`
		} `json:"structuredContent"`
	}
	if json.Unmarshal([]byte(s), &r) != nil || r.StructuredContent.Status == "" {
		if len(s) > 40 {
			s = s[:40]
		}
		return "not an envelope: " + s
	}
	if r.StructuredContent.Error != nil {
		return r.StructuredContent.Status + "/" + r.StructuredContent.Error.Code
	}
	return r.StructuredContent.Status
}

// typeInto types the field's canary of the phase as a person would:
// trusted input from the DevTools protocol into the focused control. A
// select changes by the arrow key; a date by its digits. It reports false
// when the control could not take the focus or the value did not stick.
func typeInto(ctx context.Context, f *auditField, ph int) (bool, error) {
	sel := `document.querySelector('[data-audit="` + strconv.Itoa(f.Elem) + `"]')`
	prev := ""
	if f.Tag == "select" {
		prev = f.Canaries[ph-1]
	}
	focused, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
  const e = `+sel+`;
  if (!e) return false;
  if (e.hasAttribute("maxlength")) { e.dataset.auditMaxlength = e.getAttribute("maxlength"); e.removeAttribute("maxlength"); }
  if (e.tagName === "SELECT") e.value = `+jsString(prev)+`;
  e.scrollIntoView({block: "center"});
  e.focus();
  if (document.activeElement !== e) return false;
  if (e.select && e.tagName !== "SELECT") { try { e.select(); } catch (_) {} }
  return true;
})()`))
	if err != nil || !focused {
		return false, err
	}
	v := f.Canaries[ph]
	switch {
	case f.Tag == "select":
		err = chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowDown))
	case f.Type == "date":
		// Chromium's date control takes the digits in the locale's order
		// (en-US: month, day, year) and moves between its parts itself.
		err = chromedp.Do(ctx, chromedp.KeyEvent(v[5:7]+v[8:10]+v[0:4]))
	default:
		_, err = chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: v})
	}
	if err != nil {
		return false, err
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
  const e = `+sel+`;
  if (e.dataset.auditMaxlength) e.setAttribute("maxlength", e.dataset.auditMaxlength);
  e.blur();
  return e.value;
})()`))
	return got == v, err
}

func TestAuditNothingLeaks(t *testing.T) {
	needWebMCP(t)
	start := time.Now()
	a := auditSiteFor(t, true)
	for _, n := range a.notes {
		t.Log("note:", n)
	}
	if a.corpusNote != "" {
		t.Log("note:", a.corpusNote)
	}
	pages := a.pages
	if k := os.Getenv("AUDIT_PAGES"); k != "" {
		var only []*auditPage
		for _, p := range pages {
			if strings.Contains(p.Key, k) {
				only = append(only, p)
			}
		}
		pages = only
	}
	// The pages wait on the browser more than on the CPU: six tabs on two
	// cores keep both busy.
	tabs := max(4, 3*runtime.NumCPU())
	if s := os.Getenv("AUDIT_TABS"); s != "" {
		tabs, _ = strconv.Atoi(s)
	}
	progress := os.Getenv("AUDIT_PROGRESS") != ""
	work := make(chan *auditPage)
	reports := make(chan pageReport)
	var wg sync.WaitGroup
	for range tabs {
		at := newAuditTab(t)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				t0 := time.Now()
				if progress {
					fmt.Fprintf(os.Stderr, "audit: %s ...\n", p.Key)
				}
				rep := auditOne(at, a, p)
				if progress {
					fmt.Fprintf(os.Stderr, "audit: %s %v %v\n", p.Key, time.Since(t0).Round(time.Millisecond), rep.err)
				}
				reports <- rep
			}
		}()
	}
	go func() {
		for _, p := range pages {
			work <- p
		}
		close(work)
		wg.Wait()
		close(reports)
	}()

	var (
		all                                     []pageReport
		pairs, fields, canaries, typed, untyped int
		sitePages, corpusPages, failed, tools   int
		startErrs                               int
		runtimeLeaks, missLeaks                 []auditHit
		missFields, missSeen                    = 0, map[string]bool{}
		codes                                   = map[string]map[string]int{}
	)
	for rep := range reports {
		all = append(all, rep)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].page.Key < all[j].page.Key })
	for _, rep := range all {
		p := rep.page
		if rep.err != nil {
			failed++
			if p.Source == "site" {
				t.Errorf("%s: not audited: %v", p.Key, rep.err)
			} else {
				t.Logf("%s: not audited: %v", p.Key, rep.err)
			}
			continue
		}
		if p.Source == "site" {
			sitePages++
		} else {
			corpusPages++
		}
		tools += rep.tools
		if rep.startErr != "" {
			startErrs++
			t.Logf("%s: the runtime did not start, no tool registered: %s", p.Key, rep.startErr)
		}
		pairs += rep.pairs
		fields += len(p.Fields)
		canaries += rep.canaries
		typed += rep.typed
		untyped += len(rep.untyped)
		for _, f := range p.Fields {
			if f.Miss {
				missFields++
			}
		}
		for _, h := range rep.hits {
			if h.miss {
				missLeaks = append(missLeaks, h)
				missSeen[h.fieldKey] = true
			} else {
				runtimeLeaks = append(runtimeLeaks, h)
			}
		}
		for path, m := range rep.codes {
			if codes[path] == nil {
				codes[path] = map[string]int{}
			}
			for k, n := range m {
				codes[path][k] += n
			}
		}
	}
	for _, h := range runtimeLeaks {
		t.Errorf("LEAK %s", h)
	}
	controls := 0
	for _, r := range all {
		controls += r.controls
		for _, u := range r.unseen {
			t.Errorf("CONTROL NOT SEEN %s", u)
		}
	}
	if controls == 0 && len(pages) > 0 {
		t.Errorf("no answer carried a positive control: the audit cannot show that its search finds a value that reaches the agent")
	}
	for _, h := range missLeaks {
		t.Logf("classification miss reaches the agent: %s", h)
	}
	if len(missLeaks) > 0 && os.Getenv("AUDIT_STRICT") == "1" {
		t.Errorf("%d classification misses reach the agent (AUDIT_STRICT=1)", len(missLeaks))
	}
	if failed > len(pages)/50 {
		t.Errorf("%d of %d pages could not be audited", failed, len(pages))
	}
	var paths []string
	for p := range codes {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		t.Logf("%s: %v", p, codes[p])
	}
	var missing []string
	for _, row := range auditCalls {
		if row.pending != "" {
			missing = append(missing, strings.TrimPrefix(row.path, "call/"))
			t.Logf("path %s not covered yet: %s", row.path, row.pending)
		}
	}
	covered := len(auditViews)
	for _, row := range auditCalls {
		if row.pending == "" {
			covered++
		}
	}
	t.Logf("leak audit: %d pages (%d of testdata/forms, %d corpus files), %d tools, %d redact/block fields (%d protected only by the corpus's gold label), "+
		"%d canaries (prefilled, and typed into %d fields; %d could not be typed), %d (page, phase, path) outputs searched over %d paths and 3 phases, "+
		"%d runtime leaks, %d answers that carried the positive control as they should, %d classification misses seen reaching the agent from %d fields, %d pages not audited, %d pages where the runtime refused to start (no tools), paths missing: %s; %s, seed %d",
		sitePages+corpusPages, sitePages, corpusPages, tools, fields, missFields, canaries, typed, untyped, pairs, covered, len(runtimeLeaks), controls,
		len(missLeaks), len(missSeen), failed, startErrs, strings.Join(missing, ", "), time.Since(start).Round(time.Second), a.seed)
}

// TestSearchSkipsBookkeeping: a numeric canary's tail inside a result's
// formVersion hash or operationId is chance, in plain and in escaped JSON;
// the same tail anywhere else is a hit.
func TestSearchSkipsBookkeeping(t *testing.T) {
	c := []canary{{value: "5120843985", class: "block", field: "#1 digit1", how: "typed-after"}}
	for _, out := range []string{
		`{"formVersion":"12c1013f139852e7.0","operationId":"op-3985ab"}`,
		`{"content":[{"text":"{\"formVersion\":\"12c1013f139852e7.0\",\"operationId\":\"op-3985\"}"}]}`,
	} {
		if hits := search(out, c, "p", "ph", "call/valid"); len(hits) != 0 {
			t.Errorf("%s: %v", out, hits)
		}
	}
	for _, out := range []string{
		`{"formVersion":"12c1013f1","values":{"digit1":"••••••3985"}}`,
		`{"content":[{"text":"{\"operationId\":\"\",\"values\":{\"digit1\":\"5120843985\"}}"}]}`,
	} {
		if hits := search(out, c, "p", "ph", "call/valid"); len(hits) != 1 {
			t.Errorf("%s: want one hit, got %v", out, hits)
		}
	}
}
