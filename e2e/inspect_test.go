package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// inspectColours are the outline colours and styles inspect.css gives each
// class: the HTML report's line colours, and a style of its own for each so
// that colour is never the only signal.
var inspectColours = map[string]struct{ colour, style string }{
	"allow":   {"rgb(31, 122, 61)", "solid"},
	"redact":  {"rgb(168, 104, 0)", "dashed"},
	"block":   {"rgb(200, 16, 46)", "double"},
	"hidden":  {"rgb(110, 119, 129)", "dotted"},
	"ignored": {"rgb(110, 119, 129)", "dotted"},
}

// serveInspect starts `formtool serve -inspect testdata/forms` on a free
// port, with more flags if given, as a page author would, and returns its
// base URL. The pages have no
// manifests beside them, so the runtime analyses each live.
func serveInspect(t *testing.T, flags ...string) string {
	t.Helper()
	cmd := exec.Command(cliBin, append(append([]string{"serve", "-inspect", "-addr", "127.0.0.1:0"}, flags...), "testdata/forms")...)
	cmd.Dir = repoRoot
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	lines := make(chan string, 4)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	select {
	case line := <-lines:
		_, url, ok := strings.Cut(line, " on ")
		if !ok || !strings.HasPrefix(url, "http://") {
			t.Fatalf("formtool serve said %q; stderr: %s", line, stderr.String())
		}
		return strings.TrimSuffix(url, "/")
	case <-time.After(30 * time.Second):
		t.Fatalf("formtool serve did not start; stderr: %s", stderr.String())
	}
	return ""
}

// openURL opens a fresh tab in a fresh browser context at url, with a
// viewport as wide as the README's pictures.
func openURL(t *testing.T, url string) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancelT)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1200, 900), chromedp.Navigate(url)); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	return ctx
}

// inspectedControl is one control as ?formtool=inspect drew it.
type inspectedControl struct {
	Name         string `json:"name"`
	Form         int    `json:"form"`
	Class        string `json:"class"`
	OutlineColor string `json:"outlineColor"`
	OutlineStyle string `json:"outlineStyle"`
	Title        string `json:"title"`
}

// inspectedBadge is one badge of the inspector's overlay.
type inspectedBadge struct {
	Class   string `json:"class"`
	Field   string `json:"field"`
	Text    string `json:"text"`
	Title   string `json:"title"`
	Color   string `json:"color"`
	Bg      string `json:"bg"`
	Visible bool   `json:"visible"`
}

const inspectedJS = `(() => {
  const controls = [...document.querySelectorAll("[data-formtool-inspect]")].map((el) => {
    const s = getComputedStyle(el);
    return {name: el.name || el.id, form: el.form ? [...document.forms].indexOf(el.form) : -1, class: el.dataset.formtoolInspect,
      outlineColor: s.outlineColor, outlineStyle: s.outlineStyle, title: el.getAttribute("title") || ""};
  });
  const host = document.getElementById("formtool-inspector");
  const badges = host ? [...host.shadowRoot.querySelectorAll(".layer .badge")].map((b) => {
    const s = getComputedStyle(b);
    return {class: b.dataset.class, field: b.dataset.field, text: b.textContent, title: b.title, color: s.color, bg: s.backgroundColor,
      visible: !b.hidden && b.getBoundingClientRect().width > 0};
  }) : [];
  return {controls, badges};
})()`

// pageManifest is what formtool build decided for a page of the example
// site: the classes the inspector must show, reached by another path (the
// manifest, not the report).
type pageManifest struct {
	Tools []struct {
		Form   struct{ Index int } `json:"form"`
		Fields []struct {
			Name  string `json:"name"`
			ID    string `json:"id"`
			Class string `json:"class"`
			Rule  string `json:"rule"`
		} `json:"fields"`
		RequiresUser []struct {
			Rule string `json:"rule"`
		} `json:"requiresUser"`
	} `json:"tools"`
}

// TestInspector serves the example site with `formtool serve -inspect` and
// opens pages with ?formtool=inspect: every control of a field is outlined
// in its class's colour and style as drawn, allow and redact fields as the
// page's manifest has them and as many block fields as it has fields the
// person must fill; each field has a badge that says its class in words,
// with the rule in its tooltip; the page's controls get no title; and the
// runtime, analysing the page live, registers the same tools with and
// without the inspector. It writes docs/img/inspect-*.png.
func TestInspector(t *testing.T) {
	needWebMCP(t)
	base := serveInspect(t)
	for _, page := range []string{"login.html", "checkout.html", "kyc.html", "signup.html", "overrides.html"} {
		t.Run(page, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(manifestDir, strings.TrimSuffix(page, ".html")+".manifest.json"))
			if err != nil {
				t.Fatal(err)
			}
			var m pageManifest
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			want := map[[2]any]string{} // form index and control name or id: class
			blocked := 0
			for _, tool := range m.Tools {
				for _, f := range tool.Fields {
					want[[2]any{tool.Form.Index, f.Name}] = f.Class
					want[[2]any{tool.Form.Index, f.ID}] = f.Class
				}
				blocked += len(tool.RequiresUser)
			}

			ctx := openURL(t, base+"/"+page+"?formtool=inspect")
			mustReady(t, ctx)
			var drawn struct {
				Controls []inspectedControl `json:"controls"`
				Badges   []inspectedBadge   `json:"badges"`
			}
			drawn = eval[struct {
				Controls []inspectedControl `json:"controls"`
				Badges   []inspectedBadge   `json:"badges"`
			}](t, ctx, inspectedJS)
			if len(drawn.Controls) == 0 {
				t.Fatal("no control is outlined")
			}
			for _, c := range drawn.Controls {
				look, ok := inspectColours[c.Class]
				if !ok {
					t.Errorf("%s has the class %q", c.Name, c.Class)
					continue
				}
				if c.OutlineColor != look.colour || c.OutlineStyle != look.style {
					t.Errorf("%s %s: outline %s %s, want %s %s", c.Class, c.Name, c.OutlineStyle, c.OutlineColor, look.style, look.colour)
				}
				if w, ok := want[[2]any{c.Form, c.Name}]; ok && w != c.Class {
					t.Errorf("%s is outlined %s; the manifest has it %s", c.Name, c.Class, w)
				}
				if c.Title != "" {
					t.Errorf("%s got a title, which the classifier reads as evidence: %q", c.Name, c.Title)
				}
			}
			classes := map[string]int{}
			for _, b := range drawn.Badges {
				classes[b.Class]++
				if b.Text != strings.ToUpper(b.Class) {
					t.Errorf("the badge of %s %s says %q", b.Class, b.Field, b.Text)
				}
				if !strings.Contains(b.Title, "rule: ") || !strings.HasPrefix(b.Title, strings.ToUpper(b.Class)+": ") {
					t.Errorf("the tooltip of %s %s: %q", b.Class, b.Field, b.Title)
				}
				if b.Class != "hidden" && !b.Visible {
					t.Errorf("the badge of %s %s is not shown", b.Class, b.Field)
				}
				if c := contrast(b.Color, b.Bg); c < 4.5 {
					t.Errorf("the %s badge's text has a contrast of %.2f:1", b.Class, c)
				}
			}
			if classes["block"] != blocked {
				t.Errorf("%d BLOCK badges; the manifest has %d fields only the person fills", classes["block"], blocked)
			}
			for _, tool := range m.Tools {
				for _, f := range tool.Fields {
					found := false
					for _, b := range drawn.Badges {
						if b.Class == f.Class && strings.Contains(b.Title, "rule: "+f.Rule) {
							found = true
						}
					}
					if !found {
						t.Errorf("no %s badge names the rule %s of %s", f.Class, f.Rule, f.Name)
					}
				}
			}

			// The inspector does not change what the live analysis sees.
			plain := openURL(t, base+"/"+page)
			mustReady(t, plain)
			with, without := tools(t, ctx), tools(t, plain)
			if a, b := mustJSON(t, with), mustJSON(t, without); a != b {
				t.Errorf("with the inspector the page registers\n%s\nwithout it\n%s", a, b)
			}
			if n := eval[int](t, plain, `document.querySelectorAll("[data-formtool-inspect], #formtool-inspector, #formtool-inspect").length`); n != 0 {
				t.Errorf("without ?formtool=inspect the page has %d elements of the inspector", n)
			}

			switch page {
			case "kyc.html":
				saveScreenshot(t, ctx, "inspect-kyc.png", chromedp.CaptureScreenshot())
			case "checkout.html":
				// The payment card: the fields only the person fills.
				eval[bool](t, ctx, `(document.querySelectorAll("fieldset")[2].scrollIntoView(), true)`)
				saveScreenshot(t, ctx, "inspect-checkout.png", chromedp.CaptureScreenshot())
			}
		})
	}
}

// A page whose controls are not the file's, because a script added one
// before the form: the inspector still marks each field on its own
// control, by name and id, and the control the file does not have stays
// unmarked.
func TestInspectorOnAChangedPage(t *testing.T) {
	needWebMCP(t)
	base := serveInspect(t)
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelT)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	const addControl = `document.addEventListener("readystatechange", () => {
  if (document.readyState !== "interactive") return;
  const el = document.createElement("input");
  el.name = "added_by_script";
  document.body.prepend(el);
}, {capture: true});`
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: addControl}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/login.html?formtool=inspect")); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, `!!document.getElementById("formtool-inspector")`)
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("input, select, textarea")].map((el) => el.name + "=" + (el.dataset.formtoolInspect || "-"))`)
	want := []string{"added_by_script=-", "csrf_token=-", "username=allow", "password=block", "remember_me=allow"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("marked %q, want %q", got, want)
	}
}

// TestInspectorUnderCSP: with serve -csp, the site's pages are sent the
// strict policy the runtime is documented to work under, and the inspector
// works under it too (its data is JSON that never runs, its script and
// style come from the same origin); the playground, sent with a policy of
// its own, lists and calls the page's tools.
func TestInspectorUnderCSP(t *testing.T) {
	needWebMCP(t)
	base := serveInspect(t, "-csp")
	ctx := openURL(t, base+"/_formtool/?page=/login.html&inspect=1")
	waitLong(t, ctx, `document.querySelectorAll("#tools button").length > 0`)
	waitLong(t, ctx, `!!document.getElementById("frame").contentDocument.getElementById("formtool-inspector")`)
	got := eval[[]string](t, ctx, `(() => {
  const doc = document.getElementById("frame").contentDocument;
  const pw = doc.querySelector("input[type=password]"), s = doc.defaultView.getComputedStyle(pw);
  const badges = [...doc.getElementById("formtool-inspector").shadowRoot.querySelectorAll(".layer .badge")];
  const block = badges.find((b) => b.dataset.class === "block");
  return [s.outlineColor + " " + s.outlineStyle, block ? block.textContent + " " + doc.defaultView.getComputedStyle(block).color : "no BLOCK badge"];
})()`)
	if want := []string{"rgb(200, 16, 46) double", "BLOCK rgb(156, 11, 32)"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("under the strict policy, the password's outline and badge: %q, want %q", got, want)
	}
	personClicks(t, ctx, `#tools button[data-tool="login_form"]`)
	eval[bool](t, ctx, `(document.getElementById("args").value = '{"remember_me": "yes"}', true)`)
	personClicks(t, ctx, "#call")
	waitLong(t, ctx, `(() => { const s = document.getElementById("status").dataset.status; return !!s && s !== "pending"; })()`)
	if got := eval[[]string](t, ctx, `[document.getElementById("status").dataset.status, document.getElementById("error-code").textContent]`); got[0] != "refused" || got[1] != "INVALID_ARGUMENT" {
		t.Errorf("a string for a boolean: %q, want refused INVALID_ARGUMENT", got)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPlayground opens /_formtool/ of `formtool serve -inspect`, picks the
// sign-in page and calls its tool as a person would in the playground:
// first with an argument the schema does not have, then with the password,
// a blocked field. Each call is refused; the playground shows the status,
// the code, the message and the nextStep, the whole envelope, and the
// runtime's log record of each call, and no value of the blocked field
// anywhere. The page in the frame keeps its values. It writes
// docs/img/playground-*.png. Then a call that waits for the person is
// shown pending, and Abort cancels it.
func TestPlayground(t *testing.T) {
	needWebMCP(t)
	base := serveInspect(t)
	// With the page's fields outlined, as the README shows it.
	ctx := openURL(t, base+"/_formtool/?page=/login.html&inspect=1")
	waitLong(t, ctx, `document.querySelectorAll("#tools button").length > 0`)
	if stray := eval[[]string](t, ctx, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => !new URL(n).pathname.match(/^\/(login\.html|favicon\.ico|formtool\.js|formtool-live\.[0-9a-f]{8}\.wasm|wasm_exec\.[0-9a-f]{8}\.js|_formtool\/.*)$/))`); len(stray) != 0 {
		t.Errorf("the playground loaded %q besides the page and the runtime", stray)
	}
	api := eval[string](t, ctx, `document.getElementById("api").textContent`)
	if !strings.Contains(api, webmcp.Agent) {
		t.Errorf("the playground says %q; the browser's agent side is %s", api, webmcp.Agent)
	}
	listed := eval[[]string](t, ctx, `[...document.querySelectorAll("#tools button")].map((b) => b.dataset.tool)`)
	if len(listed) != 1 || listed[0] != "login_form" {
		t.Fatalf("the playground lists %q, want [login_form]", listed)
	}
	personClicks(t, ctx, `#tools button[data-tool="login_form"]`)
	if s := eval[string](t, ctx, `document.getElementById("schema").textContent`); !strings.Contains(s, `"username"`) || strings.Contains(s, `"password"`) {
		t.Errorf("the schema shown: %s", s)
	}

	type shown struct {
		Status, Code, Message, NextStep, Envelope, Log, IsError string
		Page                                                    string
	}
	callWith := func(args string) shown {
		t.Helper()
		eval[bool](t, ctx, `(() => { const a = document.getElementById("args"); a.value = `+jsString(args)+`; return true; })()`)
		personClicks(t, ctx, "#call")
		waitLong(t, ctx, `(() => { const s = document.getElementById("status").dataset.status; return !!s && s !== "pending"; })()`)
		return eval[shown](t, ctx, `(() => {
  const text = (id) => document.getElementById(id).textContent;
  const doc = document.getElementById("frame").contentDocument;
  return {Status: document.getElementById("status").dataset.status, Code: text("error-code"), Message: text("message"),
    NextStep: text("next-step"), Envelope: text("envelope"), Log: text("log"), IsError: text("is-error"),
    Page: JSON.stringify([...doc.forms[0].elements].map((e) => e.type === "checkbox" ? e.checked : e.value))};
})()`)
	}
	before := eval[string](t, ctx, `JSON.stringify([...document.getElementById("frame").contentDocument.forms[0].elements].map((e) => e.type === "checkbox" ? e.checked : e.value))`)

	got := callWith(`{"username": "grace@example.com", "nickname": "CANARY-playground-nick"}`)
	if got.Status != "refused" || got.Code != "UNKNOWN_FIELD" || got.IsError != "isError: true" || got.NextStep == "" {
		t.Errorf("an unknown argument: status %q, code %q, %q, nextStep %q", got.Status, got.Code, got.IsError, got.NextStep)
	}

	got = callWith(`{"username": "grace@example.com", "password": "CANARY-playground-pw"}`)
	if got.Status != "refused" || got.Code != "BLOCKED_FIELD" || got.IsError != "isError: true" {
		t.Errorf("the password: status %q, code %q, %q", got.Status, got.Code, got.IsError)
	}
	if got.NextStep == "" || got.Message == "" {
		t.Errorf("the password: message %q, nextStep %q", got.Message, got.NextStep)
	}
	var env struct {
		StructuredContent envelope `json:"structuredContent"`
		IsError           bool     `json:"isError"`
	}
	if err := json.Unmarshal([]byte(got.Envelope), &env); err != nil {
		t.Fatalf("the envelope shown is not a CallToolResult: %v\n%s", err, got.Envelope)
	}
	if e := env.StructuredContent; !env.IsError || e.Status != "refused" || e.Error == nil || e.Error.Code != "BLOCKED_FIELD" || e.NextStep != got.NextStep {
		t.Errorf("the envelope shown: %s", got.Envelope)
	}
	var records []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(got.Log), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("a line of the call log is not JSON: %q", line)
		}
		records = append(records, r)
	}
	if len(records) != 2 || records[0]["code"] != "UNKNOWN_FIELD" || records[1]["code"] != "BLOCKED_FIELD" || records[1]["tool"] != "login_form" {
		t.Errorf("the call log: %s", got.Log)
	}
	all := eval[string](t, ctx, `document.body.innerText + document.documentElement.outerHTML`)
	if strings.Contains(all, "CANARY-playground") {
		t.Error("the playground shows a value the agent sent for a refused field")
	}
	if got.Page != before {
		t.Errorf("a refused call changed the page: %s, was %s", got.Page, before)
	}
	if n := eval[int](t, ctx, `document.getElementById("frame").contentDocument.querySelectorAll("[data-formtool-inspect]").length`); n == 0 {
		t.Error("with the outline box ticked, the page in the frame has no field outlined")
	}
	saveScreenshot(t, ctx, "playground-refused.png", chromedp.FullScreenshot(100))

	// A call that waits for the person shows as pending, and the person at
	// the playground can abort it as the agent would.
	eval[bool](t, ctx, `(document.getElementById("args").value = '{"username": "grace@example.com"}', true)`)
	personClicks(t, ctx, "#call")
	waitLong(t, ctx, `document.getElementById("frame").contentDocument.querySelector("[name=username]").value === "grace@example.com"`)
	if s := eval[string](t, ctx, `document.getElementById("status").dataset.status`); s != "pending" {
		t.Errorf("a call waiting for the person shows %q, want pending", s)
	}
	personClicks(t, ctx, "#abort")
	waitLong(t, ctx, `document.getElementById("status").dataset.status !== "pending" && document.getElementById("log").textContent.includes("CANCELLED")`)
	if got := eval[[]string](t, ctx, `[document.getElementById("status").dataset.status, document.getElementById("log").textContent.trim().split("\n").pop()]`); got[0] != "rejected" || !strings.Contains(got[1], `"status":"aborted","code":"CANCELLED"`) {
		t.Errorf("after Abort: status %q, last log record %s", got[0], got[1])
	}
}

// waitLong polls the page until expr is true, for up to 20 s: the
// playground waits for a page that the runtime analyses live.
func waitLong(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	if !eval[bool](t, ctx, `(async () => {
  for (let i = 0; i < 400; i++) {
    if (`+expr+`) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
})()`) {
		t.Fatalf("waited 20 s for %s", expr)
	}
}

// saveScreenshot writes a picture the README shows to docs/img, when it is
// missing or with -update-screenshots, so that a test run leaves the tree
// as it was.
func saveScreenshot(t *testing.T, ctx context.Context, name string, take chromedp.Action[[]byte]) {
	t.Helper()
	file := filepath.Join(repoRoot, "docs", "img", name)
	if _, err := os.Stat(file); err == nil && !*updateScreenshots {
		return
	}
	data, err := chromedp.Run(ctx, take)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if w := img.Bounds().Dx(); w < 800 || w > 1200 {
		t.Errorf("screenshot %s is %d pixels wide", name, w)
	}
	if len(data) > 400<<10 {
		t.Errorf("screenshot %s has %d KB; keep it under 400 KB", name, len(data)>>10)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d KB)", file, len(data)>>10)
}
