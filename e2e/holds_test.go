package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The runtime holds when the page changes under it (testdata/holds.html):
// options replaced after the build, a page getter or sink that throws, a
// reset the page's script dispatches. Each test searches everything the
// agent and the page's console get for the page's canaries.

// holdsPage opens testdata/holds.html (with the query, "" or "?wait=N") in a fresh tab that records every
// console message and uncaught exception, from the DevTools protocol.
func holdsPage(t *testing.T, query string) (context.Context, func() string) {
	t.Helper()
	needWebMCP(t)
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelT)
	console := recordConsole(ctx)
	if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL+"/fx/holds.html"+query)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	mustReady(t, ctx)
	return ctx, console.String
}

// holdsOutput is everything the agent and the page's author can see: the
// results, the log records, console lines, formtool:awaiting details and
// the console as the DevTools protocol saw it.
func holdsOutput(t *testing.T, ctx context.Context, console func() string, results ...result) string {
	t.Helper()
	var b strings.Builder
	for _, r := range results {
		b.WriteString(r.raw + "\n")
	}
	b.WriteString(eval[string](t, ctx, `JSON.stringify([window.__records, window.__errors, window.__info, window.__events, window.__awaiting])`))
	b.WriteString("\n" + console())
	return b.String()
}

// noCanary fails the test for each of the page's canaries found in out, as
// written, without its spaces, or by its first two groups.
func noCanary(t *testing.T, ctx context.Context, out string) {
	t.Helper()
	canaries := eval[map[string]string](t, ctx, `window.__canaries`)
	for name, c := range canaries {
		for _, n := range []string{c, strings.ReplaceAll(c, " ", ""), c[:9]} {
			if strings.Contains(out, n) {
				i := strings.Index(out, n)
				t.Errorf("the %s canary %q is in the output: …%s…", name, n, out[max(0, i-80):min(len(out), i+len(n)+80)])
				break
			}
		}
	}
}

// B: options the page replaced after load (a saved card and IBAN in a
// select and a radio group) never reach the agent: a refused call names
// the tool's own choices, and the form read back masks the select's value.
func TestReplacedOptionsStayOut(t *testing.T) {
	ctx, console := holdsPage(t, "")
	eval[bool](t, ctx, `window.__replaceOptions(), true`)
	var rs []result
	for _, tc := range []struct {
		args  map[string]any
		field string
		names string
	}{
		{map[string]any{"method": "invoice"}, "method", `"invoice", "transfer"`},
		{map[string]any{"speed": "standard"}, "speed", `"standard", "express"`},
	} {
		r := call(t, ctx, "pay", tc.args)
		env := r.StructuredContent
		if env.Status != "refused" || env.Error == nil || env.Error.Code != "INVALID_ARGUMENT" || env.Error.Field != tc.field {
			t.Fatalf("%v: got %s", tc.args, r.raw)
		}
		if !strings.Contains(env.Error.Message, tc.names) {
			t.Errorf("%v: the message does not name the tool's choices %s: %q", tc.args, tc.names, env.Error.Message)
		}
		rs = append(rs, r)
	}
	read := call(t, ctx, "pay", map[string]any{})
	if read.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("read: %s", read.raw)
	}
	rs = append(rs, read)
	noCanary(t, ctx, holdsOutput(t, ctx, console, rs...))
}

// C: a page's value getter that throws, quoting the field's value, during
// a call and during the person's reset of a waiting call; a log sink that
// throws. The agent gets INTERNAL naming the field, the log record the
// code, the tool and the field; no exception message reaches the agent,
// the log or the console; and the runtime keeps answering.
func TestPageExceptionsStayOut(t *testing.T) {
	ctx, console := holdsPage(t, "")
	personTypes(t, ctx, "#pay-note", "4111 1111 1111 1111")
	personTypes(t, ctx, "#pay-password", "CANARY-holds-pw-6Rt")
	var rs []result

	// A call that reads the throwing getter.
	eval[bool](t, ctx, `window.__throwOnRead(), true`)
	r := call(t, ctx, "pay", map[string]any{"method": "transfer"})
	rs = append(rs, r)
	if env := r.StructuredContent; env.Error == nil || env.Error.Code != "INTERNAL" || env.Error.Field != "note" || !r.IsError {
		t.Errorf("a throwing getter: got %s", r.raw)
	}
	rec := eval[map[string]any](t, ctx, `window.__records.at(-1)`)
	if rec["tool"] != "pay" || rec["code"] != "INTERNAL" || rec["field"] != "note" {
		t.Errorf("log record: %v", rec)
	}
	r = call(t, ctx, "other", map[string]any{"q": "still here"})
	rs = append(rs, r)
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["q"] != "still here" {
		t.Fatalf("the runtime stopped answering: %s", r.raw)
	}

	// The person resets a waiting call; reading the form then throws.
	eval[bool](t, ctx, `delete document.getElementById("pay-note").value, true`)
	h := startCall(t, ctx, "pay", map[string]any{"method": "transfer"})
	waitFor(t, ctx, `window.__awaiting.length === 1`)
	eval[bool](t, ctx, `window.__throwOnRead(), true`)
	personClicks(t, ctx, "#pay-reset")
	r = awaitCall(t, ctx, h)
	rs = append(rs, r)
	if env := r.StructuredContent; env.Error == nil || env.Error.Code != "INTERNAL" || !r.IsError {
		t.Errorf("a throwing getter during a reset: got %s", r.raw)
	}

	// The properties the runtime reads of every control it fills, all at
	// once before and after the write, throw for one of them: readOnly,
	// and matches, through which the loader asks :disabled and :invalid.
	for _, prop := range []string{"readOnly", "matches"} {
		ctx, console := holdsPage(t, "")
		personTypes(t, ctx, "#pay-note", "4111 1111 1111 1111")
		eval[bool](t, ctx, `window.__throwOn(`+strconv.Quote(prop)+`), true`)
		r := call(t, ctx, "pay", map[string]any{"method": "transfer", "note": "a note"})
		if env := r.StructuredContent; env.Error == nil || env.Error.Code != "INTERNAL" || env.Error.Field != "note" || !r.IsError {
			t.Errorf("a throwing %s getter: got %s", prop, r.raw)
		}
		// The runtime still answers: the exception did not unwind it.
		again := call(t, ctx, "other", map[string]any{"q": "still here"})
		if again.StructuredContent.Status != "awaiting_user" {
			t.Errorf("after a throwing %s getter, the runtime stopped answering: %s", prop, again.raw)
		}
		noCanary(t, ctx, holdsOutput(t, ctx, console, r, again))
	}
	// The validity the page's own getter reports is not read: the loader
	// asks the browser's (:invalid), so a validity getter that throws
	// changes nothing, and what it would have quoted stays out.
	{
		ctx, console := holdsPage(t, "")
		personTypes(t, ctx, "#pay-note", "4111 1111 1111 1111")
		eval[bool](t, ctx, `window.__throwOn("validity"), true`)
		r := call(t, ctx, "pay", map[string]any{"method": "transfer", "note": "a note"})
		if env := r.StructuredContent; env.Error != nil || r.IsError || env.Fields["note"] != "a note" {
			t.Errorf("a throwing validity getter: got %s", r.raw)
		}
		noCanary(t, ctx, holdsOutput(t, ctx, console, r))
	}

	// A log sink that throws, quoting what it was given and more.
	eval[bool](t, ctx, `window.formtoolSink = (r) => { throw new Error("sink failed " + JSON.stringify(r) + " " + window.__canaries.sink); }, true`)
	r = call(t, ctx, "other", map[string]any{"q": "again"})
	rs = append(rs, r)
	if r.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("after a throwing sink: %s", r.raw)
	}
	noCanary(t, ctx, holdsOutput(t, ctx, console, rs...))
}

// D: only the person cancels. A reset event the page's script dispatches
// (isTrusted false) leaves the waiting call waiting; the person's reset
// cancels it.
func TestOnlyThePersonCancels(t *testing.T) {
	ctx, _ := holdsPage(t, "")
	h := startCall(t, ctx, "pay", map[string]any{"method": "transfer"})
	waitFor(t, ctx, `window.__awaiting.length === 1`)
	eval[bool](t, ctx, `document.getElementById("pay").dispatchEvent(new Event("reset", {bubbles: true, cancelable: true})), true`)
	r := awaitCall(t, ctx, h)
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Error != nil {
		t.Errorf("a script's reset event: got %s", r.raw)
	}

	// The person's click must come within the wait, on a loaded machine too.
	ctx, _ = holdsPage(t, "?wait=10000")
	h = startCall(t, ctx, "pay", map[string]any{"method": "invoice"})
	waitFor(t, ctx, `window.__awaiting.length === 1`)
	personClicks(t, ctx, "#pay-reset")
	r = awaitCall(t, ctx, h)
	if env := r.StructuredContent; env.Status != "refused" || env.Error == nil || env.Error.Code != "CANCELLED" {
		t.Errorf("the person's reset: got %s", r.raw)
	}
}
