package e2e

import (
	"context"
	"encoding/json"
	"github.com/chromedp/chromedp"
	"github.com/formtool/formtool/internal/release"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"
)

// The call contract of SPEC section 4 in Chromium, on testdata/contract.html:
// every refusal code, the waiting model, the person's edits, policy,
// counters and logs.

func contractPage(t *testing.T) context.Context {
	t.Helper()
	ctx := tab(t, "/fx/contract.html")
	mustReady(t, ctx)
	return ctx
}

// personPage is contractPage for a test in which the person acts while a
// call waits: the wait is 10 s, not 300 ms, so that a loaded machine does
// not end it before the person's click arrives.
func personPage(t *testing.T) context.Context {
	t.Helper()
	ctx := tab(t, "/fx/contract.html?wait=10000")
	mustReady(t, ctx)
	return ctx
}

// refusedCleanly checks a call that must not have done anything: its
// status and code, isError, a nextStep, never ok, and the page's forms
// exactly as they were.
func refusedCleanly(t *testing.T, ctx context.Context, r result, status, code, before string) {
	t.Helper()
	env := r.StructuredContent
	if env.Status != status || env.Error == nil || env.Error.Code != code {
		t.Fatalf("want %s %s, got %s", status, code, r.raw)
	}
	if !r.IsError || env.OK || env.NextStep == "" {
		t.Errorf("isError %v, ok %v, nextStep %q", r.IsError, env.OK, env.NextStep)
	}
	if after := formValues(t, ctx); after != before {
		t.Errorf("the page changed:\nbefore %s\n after %s", before, after)
	}
}

// waitFor polls a JavaScript condition.
func waitFor(t *testing.T, ctx context.Context, cond string) {
	t.Helper()
	ok := eval[bool](t, ctx, `(async () => { for (let i = 0; i < 300; i++) { if (`+cond+`) return true; await new Promise((r) => setTimeout(r, 10)); } return false; })()`)
	if !ok {
		t.Fatalf("timed out waiting for %s", cond)
	}
}

func value(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, `document.getElementById(`+jsString(id)+`).value`)
}

// Every refusal, failure and unknown outcome leaves the page as it was and
// tells the agent what to do next.
func TestEveryCodeChangesNothing(t *testing.T) {
	simple := []struct {
		name, tool   string
		args         map[string]any
		status, code string
	}{
		{"INVALID_ARGUMENT", "apply", map[string]any{"plan": "gold"}, "refused", "INVALID_ARGUMENT"},
		{"INVALID_ARGUMENT type", "apply", map[string]any{"name": 5}, "refused", "INVALID_ARGUMENT"},
		{"UNKNOWN_FIELD", "apply", map[string]any{"name": "Ada", "nickname": "x"}, "refused", "UNKNOWN_FIELD"},
		{"BLOCKED_FIELD", "apply", map[string]any{"name": "Ada", "password": "CANARY-agent-pw"}, "refused", "BLOCKED_FIELD"},
		{"BLOCKED_FIELD hidden", "apply", map[string]any{"csrf_token": "x"}, "refused", "BLOCKED_FIELD"},
		{"NOT_FILLABLE", "apply", map[string]any{"name": "Ada", "code": "OTHER"}, "failed", "NOT_FILLABLE"},
		{"VALIDATION_FAILED", "apply", map[string]any{"name": "Ada", "email": "not-an-email"}, "refused", "VALIDATION_FAILED"},
		{"VALIDATION_FAILED redact", "apply", map[string]any{"iban": "CANARY-iban-lowercase"}, "refused", "VALIDATION_FAILED"},
		{"VALIDATION_FAILED submitting", "order", map[string]any{"item": "tea", "qty": 99}, "refused", "VALIDATION_FAILED"},
		{"INTERNAL", "apply", map[string]any{"name": "Ada", "formtool.panic": true}, "failed", "INTERNAL"},
	}
	ctx := contractPage(t)
	for _, tc := range simple {
		t.Run(tc.name, func(t *testing.T) {
			before := formValues(t, ctx)
			r := call(t, ctx, tc.tool, tc.args)
			refusedCleanly(t, ctx, r, tc.status, tc.code, before)
			if strings.Contains(r.raw, "CANARY") {
				t.Errorf("the result carries a canary: %s", r.raw)
			}
			if tc.code == "VALIDATION_FAILED" && len(r.StructuredContent.Error.Keys) == 0 {
				t.Errorf("no keys named: %s", r.raw)
			}
		})
	}
	if n := eval[int](t, ctx, `window.__submits.order`); n != 0 {
		t.Errorf("a refused call submitted: %d", n)
	}

	t.Run("CANCELLED", func(t *testing.T) {
		ctx := personPage(t)
		before := formValues(t, ctx)
		h := startCall(t, ctx, "apply", map[string]any{"name": "Ada", "plan": "pro"})
		waitFor(t, ctx, `document.getElementById("apply-name").value === "Ada"`)
		personClicks(t, ctx, "#apply-reset")
		r := awaitCall(t, ctx, h)
		refusedCleanly(t, ctx, r, "refused", "CANCELLED", before)
	})

	t.Run("STALE_VERSION", func(t *testing.T) {
		ctx := contractPage(t)
		call(t, ctx, "apply", map[string]any{"name": "Ada"})
		personTypes(t, ctx, "#apply-name", "Grace")
		before := formValues(t, ctx)
		r := call(t, ctx, "apply", map[string]any{"name": "Ada"})
		refusedCleanly(t, ctx, r, "refused", "STALE_VERSION", before)
	})

	t.Run("FORM_NOT_FOUND", func(t *testing.T) {
		ctx := contractPage(t)
		before := eval[string](t, ctx, `JSON.stringify([document.getElementById("order-item").value, document.getElementById("wide").elements[0].value])`)
		h := startCall(t, ctx, "apply", map[string]any{"name": "Ada"})
		waitFor(t, ctx, `document.getElementById("apply-name").value === "Ada"`)
		eval[bool](t, ctx, `document.getElementById("apply").remove(), true`)
		r := awaitCall(t, ctx, h)
		env := r.StructuredContent
		if env.Status != "failed" || env.Error == nil || env.Error.Code != "FORM_NOT_FOUND" || !r.IsError || env.NextStep == "" {
			t.Fatalf("got %s", r.raw)
		}
		after := eval[string](t, ctx, `JSON.stringify([document.getElementById("order-item").value, document.getElementById("wide").elements[0].value])`)
		if after != before {
			t.Errorf("the other forms changed: %s -> %s", before, after)
		}
	})

	t.Run("TIMEOUT", func(t *testing.T) {
		// The submit happened: the page holds what the agent set, nothing
		// else, and the agent hears unknown, not completed.
		ctx := contractPage(t)
		eval[bool](t, ctx, `window.__delay = 600, true`)
		r := call(t, ctx, "order", map[string]any{"item": "tea", "qty": 2})
		env := r.StructuredContent
		if env.Status != "unknown" || env.Error == nil || env.Error.Code != "TIMEOUT" || !r.IsError || !strings.Contains(env.NextStep, "check") {
			t.Fatalf("got %s", r.raw)
		}
		if value(t, ctx, "order-item") != "tea" || value(t, ctx, "order-qty") != "2" {
			t.Error("the page does not hold the submitted values")
		}
	})
}

// The person's edit wins: a call that would overwrite it is refused and
// names the field; one that leaves it alone goes through; reading the form
// (a call with no arguments) makes the edit seen.
func TestPersonEditWins(t *testing.T) {
	ctx := contractPage(t)
	r := call(t, ctx, "apply", map[string]any{"name": "Ada", "email": "ada@example.com"})
	if r.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("first fill: %s", r.raw)
	}
	v1 := r.StructuredContent.FormVersion
	personTypes(t, ctx, "#apply-name", "Grace")
	if value(t, ctx, "apply-name") != "Grace" {
		t.Fatalf("the person's typing did not land: %q", value(t, ctx, "apply-name"))
	}
	before := formValues(t, ctx)
	r = call(t, ctx, "apply", map[string]any{"name": "Ada", "plan": "pro"})
	refusedCleanly(t, ctx, r, "refused", "STALE_VERSION", before)
	env := r.StructuredContent
	if !reflect.DeepEqual(env.Error.Keys, []string{"name"}) || env.Error.Field != "name" {
		t.Errorf("keys %v field %q", env.Error.Keys, env.Error.Field)
	}
	if env.FormVersion == v1 {
		t.Errorf("formVersion %s did not change with the person's edit", v1)
	}
	if strings.Contains(env.Error.Message, "Grace") || strings.Contains(env.NextStep, "Grace") {
		t.Errorf("the message quotes the person's value: %s", r.raw)
	}
	// A call that does not touch the edited field goes through.
	r = call(t, ctx, "apply", map[string]any{"plan": "pro", "email": "ada@example.org"})
	if r.StructuredContent.Status != "awaiting_user" || value(t, ctx, "apply-name") != "Grace" || value(t, ctx, "apply-plan") != "pro" {
		t.Fatalf("untouched field: %s", r.raw)
	}
	// The person edits again; the agent reads, then may overwrite.
	personTypes(t, ctx, "#apply-name", "Grace Hopper")
	r = call(t, ctx, "apply", map[string]any{})
	if r.StructuredContent.Status != "awaiting_user" || r.IsError || r.StructuredContent.Fields["name"] != "Grace Hopper" {
		t.Fatalf("read: %s", r.raw)
	}
	r = call(t, ctx, "apply", map[string]any{"name": "Ada"})
	if r.StructuredContent.Status != "awaiting_user" || value(t, ctx, "apply-name") != "Ada" {
		t.Fatalf("after the read: %s", r.raw)
	}
}

// A tool that may not submit on its own fills, then waits for the person:
// their submit completes the call; without one it resolves awaiting_user.
func TestWaitingForThePerson(t *testing.T) {
	t.Run("submit answered by respondWith", func(t *testing.T) {
		ctx := personPage(t)
		h := startCall(t, ctx, "apply", map[string]any{"name": "Ada"})
		waitFor(t, ctx, `window.__awaiting.length === 1`)
		personTypes(t, ctx, "#apply-password", "CANARY-person-pw")
		personClicks(t, ctx, "#apply-submit")
		r := awaitCall(t, ctx, h)
		if r.StructuredContent.Status != "completed" || !r.StructuredContent.OK || r.IsError {
			t.Fatalf("got %s", r.raw)
		}
		if strings.Contains(r.raw, "CANARY") {
			t.Errorf("the result carries the password: %s", r.raw)
		}
		detail, _ := json.Marshal(eval[any](t, ctx, `window.__awaiting`))
		if !strings.Contains(string(detail), `"label":"Password"`) || strings.Contains(string(detail), "Ada") {
			t.Errorf("formtool:awaiting detail: %s", detail)
		}
	})
	t.Run("submit sent by the browser", func(t *testing.T) {
		ctx := personPage(t)
		eval[bool](t, ctx, `window.__mode = "navigate", true`)
		posts := sinkPosts.Load()
		h := startCall(t, ctx, "apply", map[string]any{"name": "Ada"})
		waitFor(t, ctx, `window.__awaiting.length === 1`)
		personClicks(t, ctx, "#apply-submit")
		r := awaitCall(t, ctx, h)
		if r.StructuredContent.Status != "completed" {
			t.Fatalf("got %s", r.raw)
		}
		waitFor(t, ctx, `(() => { try { return frames[0].document.title === "sent"; } catch (e) { return false; } })()`)
		if n := sinkPosts.Load() - posts; n != 1 {
			t.Errorf("%d posts", n)
		}
	})
	t.Run("submit the page keeps to itself", func(t *testing.T) {
		ctx := personPage(t)
		eval[bool](t, ctx, `window.__mode = "prevent", true`)
		h := startCall(t, ctx, "apply", map[string]any{"name": "Ada"})
		waitFor(t, ctx, `window.__awaiting.length === 1`)
		personClicks(t, ctx, "#apply-submit")
		r := awaitCall(t, ctx, h)
		env := r.StructuredContent
		if env.Status != "unknown" || env.Error == nil || env.Error.Code != "NOT_CONFIRMED" || !r.IsError || env.NextStep == "" {
			t.Fatalf("got %s", r.raw)
		}
	})
	t.Run("no submit", func(t *testing.T) {
		ctx := contractPage(t)
		start := time.Now()
		r := call(t, ctx, "apply", map[string]any{"name": "Ada"})
		if r.StructuredContent.Status != "awaiting_user" || r.IsError || r.StructuredContent.OK {
			t.Fatalf("got %s", r.raw)
		}
		if d := time.Since(start); d < 300*time.Millisecond {
			t.Errorf("resolved after %v, before waitMs", d)
		}
		if n := eval[int](t, ctx, `window.__submits.apply`); n != 0 {
			t.Errorf("submitted %d times", n)
		}
	})
	t.Run("abort", func(t *testing.T) {
		// The agent aborts through executeTool's signal: the call rejects
		// with AbortError and the runtime goes on. A browser that hands
		// execute no signal (Chromium 150) rejects for the agent all the
		// same; the runtime's call then waits until it is replaced.
		ctx := contractPage(t)
		msg := eval[string](t, ctx, agentJS+`(async () => {
  const ac = new AbortController();
  const p = __agent.call("apply", {name: "Ada"}, {signal: ac.signal});
  setTimeout(() => ac.abort(), 50);
  try { await p; return "resolved"; } catch (e) { return e.name; }
})()`)
		if msg != "AbortError" {
			t.Errorf("aborted call on %s: %s", webmcp, msg)
		}
		if r := call(t, ctx, "apply", map[string]any{"name": "Grace"}); r.StructuredContent.Status != "awaiting_user" {
			t.Errorf("next call: %s", r.raw)
		}
	})
}

// Never twice: the page clears its form after a submit it answered, and the
// agent, having lost the answer, sends the same call again. It gets the
// recorded outcome, marked as a replay, and the page sees no second submit.
func TestCompletedCallIsNotSubmittedTwice(t *testing.T) {
	ctx := contractPage(t)
	eval[bool](t, ctx, `document.getElementById("order").addEventListener("submit", (e) => setTimeout(() => e.target.reset(), 0)), true`)
	args := map[string]any{"item": "tea", "qty": 3}
	r1 := call(t, ctx, "order", args)
	if r1.StructuredContent.Status != "completed" {
		t.Fatalf("first call: %s", r1.raw)
	}
	waitFor(t, ctx, `document.getElementById("order-item").value === ""`)
	r2 := call(t, ctx, "order", args)
	var replay struct {
		StructuredContent struct {
			Replay bool `json:"replay"`
		} `json:"structuredContent"`
	}
	json.Unmarshal([]byte(r2.raw), &replay)
	if r2.StructuredContent.Status != "completed" || !replay.StructuredContent.Replay || r2.StructuredContent.OperationID != r1.StructuredContent.OperationID {
		t.Fatalf("the retry: %s", r2.raw)
	}
	if n := eval[int](t, ctx, `window.__submits.order`); n != 1 {
		t.Errorf("the page saw %d submits", n)
	}
	if v := value(t, ctx, "order-item"); v != "" {
		t.Errorf("the retry filled the cleared form: item %q", v)
	}
}

// Identical calls join the pending one; a call with other values replaces
// it.
func TestJoinAndReplace(t *testing.T) {
	ctx := contractPage(t)
	h1 := startCall(t, ctx, "apply", map[string]any{"name": "Ada", "plan": "pro"})
	waitFor(t, ctx, `window.__awaiting.length === 1`)
	inputs := eval[int](t, ctx, `window.__inputs`)
	h2 := startCall(t, ctx, "apply", map[string]any{"plan": "pro", "name": "Ada"})
	r1, r2 := awaitCall(t, ctx, h1), awaitCall(t, ctx, h2)
	if r1.StructuredContent.Status != "awaiting_user" || r1.StructuredContent.OperationID != r2.StructuredContent.OperationID {
		t.Fatalf("joined calls:\n%s\n%s", r1.raw, r2.raw)
	}
	if n := eval[int](t, ctx, `window.__inputs`); n != inputs {
		t.Errorf("the joined call filled again (%d input events)", n-inputs)
	}
	if n := eval[int](t, ctx, `window.__awaiting.length`); n != 1 {
		t.Errorf("%d notices", n)
	}

	h3 := startCall(t, ctx, "apply", map[string]any{"name": "Ada", "plan": "basic"})
	waitFor(t, ctx, `window.__awaiting.length === 2`)
	h4 := startCall(t, ctx, "apply", map[string]any{"name": "Grace"})
	r3 := awaitCall(t, ctx, h3)
	if env := r3.StructuredContent; env.Status != "refused" || env.Error == nil || env.Error.Code != "CANCELLED" || env.NextStep == "" {
		t.Fatalf("replaced call: %s", r3.raw)
	}
	r4 := awaitCall(t, ctx, h4)
	if r4.StructuredContent.Status != "awaiting_user" || value(t, ctx, "apply-name") != "Grace" || r4.StructuredContent.OperationID == r3.StructuredContent.OperationID {
		t.Fatalf("replacing call: %s", r4.raw)
	}
}

// An operation is submitted once: a retry after TIMEOUT joins the
// submission and completes when the slow page answers.
func TestRetryAfterTimeoutDoesNotSubmitAgain(t *testing.T) {
	ctx := contractPage(t)
	// Canaries the person typed into the page's other form: a tool that
	// may submit on its own has no redact or block field of its own, so a
	// timed-out call is the only path that cannot see one of its own, and
	// it must not carry the page's others either.
	const pw, iban = "CANARY-timeout-pw-8Hq", "NL02ABNA0123456789"
	personTypes(t, ctx, "#apply-password", pw)
	personTypes(t, ctx, "#apply-iban", iban)
	eval[bool](t, ctx, `window.__delay = 650, true`)
	args := map[string]any{"item": "tea", "qty": 2}
	r1 := call(t, ctx, "order", args)
	if r1.StructuredContent.Status != "unknown" || r1.StructuredContent.Error.Code != "TIMEOUT" {
		t.Fatalf("first: %s", r1.raw)
	}
	out := r1.raw + eval[string](t, ctx, `JSON.stringify([window.__records, window.__info, window.__errors, window.__events])`)
	for _, c := range []string{pw, iban, "CANARY"} {
		if strings.Contains(out, c) {
			t.Errorf("the timed-out call's output carries %q: %s", c, out)
		}
	}
	r2 := call(t, ctx, "order", args)
	if r2.StructuredContent.Status != "completed" || r2.StructuredContent.OperationID != r1.StructuredContent.OperationID {
		t.Fatalf("retry: %s", r2.raw)
	}
	r3 := call(t, ctx, "order", args)
	if r3.StructuredContent.Status != "completed" {
		t.Fatalf("third: %s", r3.raw)
	}
	if n := eval[int](t, ctx, `window.__submits.order`); n != 1 {
		t.Errorf("submitted %d times", n)
	}
	// Other values are another operation, submitted in turn.
	r4 := call(t, ctx, "order", map[string]any{"item": "tea", "qty": 3})
	if r4.StructuredContent.Status != "unknown" || eval[int](t, ctx, `window.__submits.order`) != 2 {
		t.Fatalf("other values: %s", r4.raw)
	}
}

// A tool that submits on its own completes when the page answers, and a
// rejected answer is not success.
func TestAutoSubmit(t *testing.T) {
	ctx := contractPage(t)
	r := call(t, ctx, "order", map[string]any{"item": "tea", "qty": 1})
	if r.StructuredContent.Status != "completed" || !r.StructuredContent.OK || r.IsError {
		t.Fatalf("got %s", r.raw)
	}
	if r.StructuredContent.Policy != "attribute.toolautosubmit" {
		t.Errorf("policy %q", r.StructuredContent.Policy)
	}
	eval[bool](t, ctx, `window.__mode = "reject", true`)
	r = call(t, ctx, "order", map[string]any{"item": "tea", "qty": 4})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.OK || len(r.StructuredContent.Warnings) == 0 {
		t.Fatalf("rejected: %s", r.raw)
	}
}

// Each result names its policy; each call is one log record of keys, never
// values, to the sink and (with data-debug) the console; the counters keep
// statuses apart.
func TestPolicyRecordsAndStats(t *testing.T) {
	ctx := contractPage(t)
	call(t, ctx, "apply", map[string]any{"name": "CANARY-name", "password": "CANARY-pw"}) // refused
	call(t, ctx, "apply", map[string]any{"name": "CANARY-name"})                          // awaiting_user
	call(t, ctx, "order", map[string]any{"item": "CANARY-item", "qty": 1})                // completed
	call(t, ctx, "apply", map[string]any{"code": "x"})                                    // failed
	eval[bool](t, ctx, `window.__delay = 600, true`)
	call(t, ctx, "order", map[string]any{"item": "tea", "qty": 5}) // unknown

	var records []map[string]any
	json.Unmarshal([]byte(eval[string](t, ctx, `JSON.stringify(window.__records)`)), &records)
	if len(records) != 5 {
		t.Fatalf("%d records", len(records))
	}
	wantKeys := []string{"argumentKeys", "code", "field", "latencyMs", "operationId", "policy", "status", "tool"}
	statuses := []string{}
	for _, rec := range records {
		var ks []string
		for k := range rec {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		if !reflect.DeepEqual(ks, wantKeys) {
			t.Errorf("record keys %v", ks)
		}
		statuses = append(statuses, rec["status"].(string))
	}
	if want := []string{"refused", "awaiting_user", "completed", "failed", "unknown"}; !reflect.DeepEqual(statuses, want) {
		t.Errorf("statuses %v", statuses)
	}
	if records[0]["code"] != "BLOCKED_FIELD" || records[0]["policy"] != "default" || records[2]["policy"] != "attribute.toolautosubmit" {
		t.Errorf("records %v", records)
	}
	if ks, _ := json.Marshal(records[0]["argumentKeys"]); string(ks) != `["name","password"]` {
		t.Errorf("argumentKeys %s", ks)
	}
	all := eval[string](t, ctx, `JSON.stringify([window.__records, window.__info])`)
	if strings.Contains(all, "CANARY") || strings.Contains(all, "tea") {
		t.Errorf("records carry argument values: %s", all)
	}
	info := eval[[]string](t, ctx, `window.__info`)
	if len(info) != 5 || !strings.HasPrefix(info[0], "formtool {") {
		t.Errorf("console records %q", info)
	}
	stats := eval[map[string]int](t, ctx, `Object.assign({}, window.formtool.stats)`)
	want := map[string]int{"calls": 5, "completed": 1, "awaiting_user": 1, "refused": 1, "failed": 1, "unknown": 1, "aborted": 0}
	if !reflect.DeepEqual(stats, want) {
		t.Errorf("stats %v", stats)
	}
}

// The site's manifests carry their policy to every result.
func TestSitePolicyInResults(t *testing.T) {
	ctx := tab(t, "/site/declarative.html")
	mustReady(t, ctx)
	r := call(t, ctx, "find_flights", map[string]any{})
	if r.StructuredContent.Policy != "attribute.toolautosubmit" {
		t.Errorf("find_flights: %s", r.raw)
	}
	r = call(t, ctx, "sign_in", map[string]any{})
	if r.StructuredContent.Policy != "default" {
		t.Errorf("sign_in: %s", r.raw)
	}
}

// The latency budget of SPEC section 7 for a 20-field form: the first
// call on a page (the runtime fetched and instantiated on demand), beside
// the bare module's first call, and later calls. The figures are reported,
// not enforced (BenchmarkFirstCall and BenchmarkLaterCalls are the
// budgets' measure); the test fails when either first call does not
// answer as it should.
func TestLatency(t *testing.T) {
	buildBareModule(t)
	ctx := tab(t, "/t/blank")
	b := firstCall(t, ctx, "/fx/bare.html", "bare")
	f := firstCall(t, tab(t, "/t/blank"), "/fx/contract.html", "wide")
	fl := firstCall(t, tab(t, "/t/blank"), "/fx/bare.html?module=floor", "bare")
	t.Logf("first call, cold, through executeTool: formtool %.0f ms, the bare module %.0f ms, ratio %.2f (budget 1.2); repeat visit: %.0f ms, %.0f ms, ratio %.2f",
		f.cold, b.cold, f.cold/b.cold, f.repeat, b.repeat, f.repeat/b.repeat)
	t.Logf("the floor (formtool's module answering as the bare one does): %.0f ms cold, ratio %.2f", fl.cold, fl.cold/b.cold)
	ctx = tab(t, "/fx/contract.html")
	mustReady(t, ctx)
	in, _ := json.Marshal(twentyFields)
	// 80 calls, each after a turn of the event loop; before every other one
	// the page changes its document, so the runtime finds every control
	// afresh instead of where it found them last.
	type timing struct {
		Agent   float64 `json:"agent"`
		Runtime float64 `json:"runtime"`
	}
	timings := eval[[]timing](t, ctx, agentJS+`(async () => {
  const out = [];
  for (let i = 0; i < 80; i++) {
    const args = `+string(in)+`;
    args.f1 = "value " + i;
    if (i % 2) document.body.append(document.createElement("i"));
    await new Promise((r) => setTimeout(r, 0));
    const t0 = performance.now();
    await __agent.call("wide", args);
    out.push({agent: performance.now() - t0, runtime: window.__records[window.__records.length - 1].latencyMs});
  }
  return out;
})()`)
	var later, inRuntime, afresh []float64
	for i, x := range timings {
		if i%2 == 0 {
			later = append(later, x.Agent)
			inRuntime = append(inRuntime, x.Runtime)
		} else {
			afresh = append(afresh, x.Runtime)
		}
	}
	for _, s := range [][]float64{later, inRuntime, afresh} {
		sort.Float64s(s)
	}
	med := func(s []float64) float64 { return s[len(s)/2] }
	p90 := func(s []float64) float64 { return s[len(s)*9/10] }
	t.Logf("later calls, 20 fields, through executeTool: median %.2f ms, p90 %.2f ms", med(later), p90(later))
	t.Logf("later calls, 20 fields, inside the runtime (execute to answer): median %.2f ms, p90 %.2f ms (budget 5)", med(inRuntime), p90(inRuntime))
	t.Logf("later calls when the document changed in between (every control found afresh): median %.2f ms, p90 %.2f ms; ratio of medians %.2f",
		med(afresh), p90(afresh), med(afresh)/med(inRuntime))
}

// twentyFields is the argument of every first call: the 20 fields of
// contract.html's "wide" tool, which bare.html's tool takes too.
var twentyFields = func() map[string]any {
	args := map[string]any{}
	for i := 1; i <= 20; i++ {
		args["f"+itoa(i)] = "value " + itoa(i)
	}
	return args
}()

type firstCallTimes struct{ cold, repeat float64 }

// firstCall is SPEC section 7's first call as the agent meets it: it
// navigates ctx (a tab of a fresh browser context, so nothing is cached)
// to page, waits until the agent lists tool, and times the agent's call
// from executeTool to the answer (cold); then it navigates to the page
// once more and times the first call again (a repeat visit: the HTTP cache
// and the browser's compiled-module cache). The caller opens a fresh tab
// for every cold measure. The call must answer: formtool's with a
// completed fill, bare.html's with the number of fields it was given.
func firstCall(t testing.TB, ctx context.Context, page, tool string) firstCallTimes {
	t.Helper()
	in, _ := json.Marshal(twentyFields)
	measure := func() float64 {
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+page)); err != nil {
			t.Fatal(err)
		}
		r := eval[map[string]any](t, ctx, agentJS+`(async () => {
  for (let i = 0; i < 2000; i++) {
    if ((await __agent.list()).some((t) => t.name === `+jsString(tool)+`)) break;
    await new Promise((r) => setTimeout(r, 1));
  }
  const t0 = performance.now();
  const answer = await __agent.call(`+jsString(tool)+`, `+string(in)+`);
  return {ms: performance.now() - t0, answer};
})()`)
		answer, _ := r["answer"].(string)
		var got struct {
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
			StructuredContent struct {
				Status string `json:"status"`
			} `json:"structuredContent"`
		}
		json.Unmarshal([]byte(answer), &got)
		if tool == "bare" && (len(got.Content) != 1 || got.Content[0].Text != "20") ||
			tool != "bare" && got.StructuredContent.Status != "completed" && got.StructuredContent.Status != "awaiting_user" {
			t.Fatalf("%s: the first call of %s answered %s", page, tool, answer)
		}
		ms, _ := r["ms"].(float64)
		return ms
	}
	return firstCallTimes{cold: measure(), repeat: measure()}
}

// buildBareModule builds bare.wasm into the served runtime directory: a Go
// main that hands the page one function, which counts the keys of the
// object it is given, and waits. Beside it, floor.wasm: formtool's runtime
// built as it is released, with the build tag floor, which makes it answer
// the same way once started (wasm/floor.go).
func buildBareModule(t testing.TB) {
	t.Helper()
	dir := t.TempDir()
	src := `package main

import "syscall/js"

func main() {
	keys := js.Global().Get("Object").Get("keys")
	js.Global().Get("__bareBoot").Invoke(js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeObject {
			return 0
		}
		return keys.Invoke(args[0]).Length()
	}))
	select {}
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module bare\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w -buildid=", "-o", filepath.Join(assetsDir, "bare.wasm"), ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build a bare module: %v\n%s", err, out)
	}
	if err := gzipTwin(filepath.Join(assetsDir, "bare.wasm")); err != nil {
		t.Fatal(err)
	}
	floor := filepath.Join(assetsDir, "floor.wasm")
	cmd = exec.Command("go", release.BuildArgs("floor", floor)...)
	cmd.Dir = repoRoot
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build the floor module: %v\n%s", err, out)
	}
	if err := gzipTwin(floor); err != nil {
		t.Fatal(err)
	}
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// A required control the page adds after the build, which the tool does
// not offer, keeps a call that submits on its own from submitting while it
// is empty: the values stand, the answer says why, and nothing is sent.
// Once the person fills it, the same call submits.
func TestAutoSubmitWaitsForWhatTheAgentCannotFill(t *testing.T) {
	ctx := contractPage(t)
	eval[bool](t, ctx, `window.__mode = "navigate";
const gift = document.createElement("input");
gift.name = "gift"; gift.id = "order-gift"; gift.required = true;
window.__invalid = 0;
gift.addEventListener("invalid", () => window.__invalid++);
document.getElementById("order").append(gift), true`)
	posts := sinkPosts.Load()
	args := map[string]any{"item": "tea", "qty": 2}
	r := call(t, ctx, "order", args)
	env := r.StructuredContent
	// The runtime tells, before asking the browser to submit: the browser
	// would refuse too, but with its validation bubble and invalid events.
	if env.Status != "awaiting_user" || len(env.Warnings) == 0 || !strings.Contains(env.Warnings[len(env.Warnings)-1], "a control the agent cannot fill") {
		t.Fatalf("got %s", r.raw)
	}
	if n := eval[int](t, ctx, `window.__invalid`); n != 0 {
		t.Errorf("%d invalid events: the form was submitted to find out", n)
	}
	if value(t, ctx, "order-item") != "tea" || value(t, ctx, "order-qty") != "2" {
		t.Error("the page does not hold the values")
	}
	if n := sinkPosts.Load() - posts; n != 0 {
		t.Errorf("%d posts with a required control empty", n)
	}
	personTypes(t, ctx, "#order-gift", "a note")
	r = call(t, ctx, "order", args)
	if r.StructuredContent.Status != "completed" {
		t.Fatalf("after the person filled it: %s", r.raw)
	}
	waitFor(t, ctx, `(() => { try { return frames[0].document.title === "sent"; } catch (e) { return false; } })()`)
	if n := sinkPosts.Load() - posts; n != 1 {
		t.Errorf("%d posts", n)
	}
}
