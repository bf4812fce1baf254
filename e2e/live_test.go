package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/compile"
)

// A page without a manifest is compiled in the browser by the live-analysis
// runtime: it registers the tools formtool build would have written, with
// the same schemas, and the blocked fields stay out of them.
func TestLiveAnalysisWithoutManifest(t *testing.T) {
	for _, page := range []string{"login.html", "checkout.html", "declarative.html", "profile.html", "nl/inloggen.html"} {
		t.Run(page, func(t *testing.T) {
			ctx := tab(t, "/site/"+page+"?manifest=none")
			mustReady(t, ctx)
			got := tools(t, ctx)
			m := readManifest(t, page)
			if len(got) != len(m.Tools) {
				t.Fatalf("%d tools registered live, the build has %d", len(got), len(m.Tools))
			}
			byName := map[string]toolInfo{}
			for _, g := range got {
				byName[g.Name] = g
			}
			for _, want := range m.Tools {
				g, ok := byName[want.Name]
				if !ok {
					t.Errorf("tool %s not registered live", want.Name)
					continue
				}
				if !reflect.DeepEqual(g.InputSchema, want.InputSchema) {
					gj, _ := json.Marshal(g.InputSchema)
					wj, _ := json.Marshal(want.InputSchema)
					t.Errorf("tool %s: live schema differs from the build's:\n got %s\nwant %s", want.Name, gj, wj)
				}
			}
			all, _ := json.Marshal(got)
			if strings.Contains(string(all), "CANARY") || strings.Contains(string(all), `"password"`) {
				t.Errorf("a live schema holds a canary or the password field: %s", all)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll("form[toolname] input[type=password]").length`); n != 0 {
				t.Errorf("a form with a password keeps toolname, so Chromium's own tool would expose it")
			}
		})
	}
}

// A call on a live-analysed page refuses a blocked field like any other.
func TestLiveAnalysisRefusesBlockedFields(t *testing.T) {
	ctx := tab(t, "/site/login.html?manifest=none")
	mustReady(t, ctx)
	name := readManifest(t, "login.html").Tools[0].Name
	r := call(t, ctx, name, map[string]any{"password": "CANARY-agent-pw"})
	if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "BLOCKED_FIELD" || strings.Contains(r.raw, "CANARY") {
		t.Fatalf("got %s", r.raw)
	}
}

// One compiler, two hosts: on every page of the example site, the manifest
// the live runtime compiles from the page in the browser is the one
// formtool build wrote from the file, tool for tool and field for field.
// Only where each tool was found in its source differs: the browser
// compiles the document as it serialises it.
func TestLiveManifestEqualsTheBuild(t *testing.T) {
	for _, page := range sitePages(t) {
		t.Run(page, func(t *testing.T) {
			ctx := tab(t, "/site/"+page+"?manifest=none")
			mustReady(t, ctx)
			live := eval[map[string]any](t, ctx, `window.formtool.manifest()`)
			b, err := os.ReadFile(filepath.Join(manifestDir, strings.TrimSuffix(page, ".html")+".manifest.json"))
			if err != nil {
				t.Fatal(err)
			}
			var built map[string]any
			if err := json.Unmarshal(b, &built); err != nil {
				t.Fatal(err)
			}
			lt, _ := live["tools"].([]any)
			bt, _ := built["tools"].([]any)
			if len(lt) != len(bt) {
				t.Fatalf("%d tools live, %d built", len(lt), len(bt))
			}
			for i := range bt {
				l, b := lt[i].(map[string]any), bt[i].(map[string]any)
				delete(l, "source")
				delete(b, "source")
				if !reflect.DeepEqual(l, b) {
					lj, _ := json.MarshalIndent(l, "", " ")
					bj, _ := json.MarshalIndent(b, "", " ")
					t.Errorf("tool %d differs:\nlive  %s\nbuilt %s", i, lj, bj)
				}
			}
		})
	}
}

// A live page is compiled again when its forms change (SPEC section 4): a
// tool whose form changed is registered again from the page as it is now,
// a form that joins gets a tool, a form that leaves loses its tool, and a
// form's toolname keeps naming its tool after registration removed it.
// Canaries put in what became blocked reach neither the schemas, the
// results nor the console.
func TestLivePageFollowsItsForms(t *testing.T) {
	const canary = "CANARY-relive-Wy38"
	has := func(ts []toolInfo, key string) string {
		for _, tl := range ts {
			if _, ok := tl.InputSchema["properties"].(map[string]any)[key]; ok {
				return tl.Name
			}
		}
		return ""
	}
	for _, tc := range []struct {
		name, page, key, change string
		// until holds once the tools follow the change; check then runs
		// calls on them.
		until func([]toolInfo) bool
		check func(t *testing.T, ctx context.Context, ts []toolInfo)
	}{{
		name: "an allowed field turned password",
		page: "settings.html",
		key:  "device_name",
		change: `const el = document.getElementById("ts-device");
el.type = "password"; el.value = "` + canary + `";`,
		until: func(ts []toolInfo) bool { return has(ts, "device_name") == "" && len(ts) == 5 },
		check: func(t *testing.T, ctx context.Context, ts []toolInfo) {
			name := ""
			for _, tl := range ts {
				if strings.Contains(tl.Name, "two") || strings.Contains(tl.Name, "step") {
					name = tl.Name
				}
			}
			if name == "" {
				t.Fatalf("the two-step form has no tool: %+v", ts)
			}
			read := call(t, ctx, name, map[string]any{})
			if read.StructuredContent.Error != nil {
				t.Errorf("reading the re-registered tool: %s", read.raw)
			}
			typed := call(t, ctx, name, map[string]any{"device_name": "x"})
			if typed.StructuredContent.Error == nil {
				t.Errorf("the agent wrote into what became a password: %s", typed.raw)
			}
			if got := value(t, ctx, "ts-device"); got != canary {
				t.Errorf("the password box holds %q", got)
			}
			// A show-password toggle makes it text again, then a fresh
			// text box comes in its place under its name. A field joins
			// in each change, so that its tool shows the page was
			// compiled again. The box stays out of the schema and its
			// value out of every answer.
			for _, step := range []struct{ what, change, joins string }{
				{"the box shown as text", `el.type = "text";`, "late_note"},
				{"the box that replaced the password", `const next = document.createElement("input");
next.name = el.name; next.value = el.value; el.replaceWith(next);`, "later_note"},
			} {
				eval[bool](t, ctx, `(() => {
const el = document.getElementById("ts-device") || document.querySelector("[name=device_name]");
`+step.change+`
const late = document.createElement("input");
late.name = "`+step.joins+`";
document.querySelector("[name=device_name]").after(late);
return true; })()`)
				deadline := time.Now().Add(15 * time.Second)
				for ts = tools(t, ctx); has(ts, step.joins) == ""; ts = tools(t, ctx) {
					if time.Now().After(deadline) {
						t.Fatal("the page was not compiled again")
					}
					time.Sleep(50 * time.Millisecond)
				}
				if has(ts, "device_name") != "" {
					t.Errorf("%s is in a schema", step.what)
				}
				if r := call(t, ctx, has(ts, step.joins), map[string]any{}); strings.Contains(r.raw, "Wy38") {
					t.Errorf("the value of %s reached the agent: %s", step.what, r.raw)
				}
			}
		},
	}, {
		name: "a form that joins",
		page: "settings.html",
		key:  "city",
		change: `const f = document.createElement("form");
f.id = "late-form"; f.action = "/t/sink"; f.method = "post"; f.dataset.webmcpWait = "50";
f.innerHTML = '<label>City <input id="late-city" name="city"></label>' +
  '<label>Card number <input name="card" autocomplete="cc-number" value="4111 1111 1111 1111 ` + canary + `"></label>' +
  '<button>Save</button>';
document.body.append(f);`,
		until: func(ts []toolInfo) bool { return has(ts, "city") != "" },
		check: func(t *testing.T, ctx context.Context, ts []toolInfo) {
			r := call(t, ctx, has(ts, "city"), map[string]any{"city": "Oslo"})
			if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["city"] != "Oslo" {
				t.Errorf("calling the new form's tool: %s", r.raw)
			}
			if got := value(t, ctx, "late-city"); got != "Oslo" {
				t.Errorf("the new form's city holds %q", got)
			}
			if has(ts, "card") != "" {
				t.Errorf("the card number is in a schema: %+v", ts)
			}
		},
	}, {
		name:   "a form that leaves",
		page:   "settings.html",
		key:    "account_holder",
		change: `document.getElementById("payout-form").remove();`,
		until:  func(ts []toolInfo) bool { return has(ts, "account_holder") == "" && len(ts) == 4 },
	}, {
		name: "a declarative form that grows a field",
		page: "declarative.html",
		key:  "origin",
		change: `const p = document.createElement("p");
p.innerHTML = '<label for="ff-promo">Promo code</label><input id="ff-promo" name="promo_code">';
document.getElementById("find-flights").prepend(p);`,
		until: func(ts []toolInfo) bool { return has(ts, "promo_code") != "" },
		check: func(t *testing.T, ctx context.Context, ts []toolInfo) {
			if got := has(ts, "promo_code"); got != "find_flights" || has(ts, "origin") != "find_flights" {
				t.Errorf("the grown form's tool is %q, want find_flights: %+v", got, ts)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll("form[toolname]").length`); n != 0 {
				t.Errorf("%d forms have a toolname again", n)
			}
		},
	}} {
		for _, h := range hosts {
			t.Run(h.name+"/"+tc.name, func(t *testing.T) {
				ctx := h.open(t, tc.page+"?manifest=none")
				console := recordConsole(ctx)
				mustReady(t, ctx)
				if tc.name != "a form that joins" && has(tools(t, ctx), tc.key) == "" {
					t.Fatalf("before the change no tool takes %s", tc.key)
				}
				eval[bool](t, ctx, `(() => { `+tc.change+` return true; })()`)
				var ts []toolInfo
				deadline := time.Now().Add(15 * time.Second)
				for ts = tools(t, ctx); !tc.until(ts); ts = tools(t, ctx) {
					if time.Now().After(deadline) {
						all, _ := json.Marshal(ts)
						t.Fatalf("the tools did not follow the change: %s", all)
					}
					time.Sleep(50 * time.Millisecond)
				}
				if tc.check != nil {
					tc.check(t, ctx, ts)
				}
				all, _ := json.Marshal(tools(t, ctx))
				for _, out := range []string{string(all), console.String()} {
					if strings.Contains(out, "Wy38") || strings.Contains(out, "4111") {
						t.Errorf("a canary reached the agent or the console: %s", out)
					}
				}
			})
		}
	}
}

// One compiler, two hosts, where the markup does not show the browser's
// form owners: a form opened inside a table, a form closed while an
// element inside it is still open (and a form opened there, nested in
// it), and a <form> start tag the parser drops. The live runtime and
// formtool build give the same tools, and each tool holds exactly the
// named controls the browser gives its form (el.form).
func TestLiveFormOwnersFollowTheBrowser(t *testing.T) {
	const page = "owners.html"
	ctx := tab(t, "/fx/"+page)
	mustReady(t, ctx)
	live := eval[map[string]any](t, ctx, `window.formtool.manifest()`)
	src, err := os.ReadFile(filepath.Join("testdata", page))
	if err != nil {
		t.Fatal(err)
	}
	r, err := compile.Page(page, src, compile.Options{Dialect: analyzer.DialectHTML, AutoPacks: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := r.Manifest(page, nil)
	if err != nil {
		t.Fatal(err)
	}
	var built map[string]any
	b, _ := json.Marshal(m)
	if err := json.Unmarshal(b, &built); err != nil {
		t.Fatal(err)
	}
	// The page holds the shapes: the browser left the table's form empty
	// and nested the lookup form in the order form.
	if shapes := eval[bool](t, ctx, `(() => {
  const [club, order, lookup] = ["club", "order", "lookup"].map((id) => document.getElementById(id));
  return club.elements.length > 0 && !club.querySelector("input") && order.contains(lookup) && lookup.elements.length > 0;
})()`); !shapes {
		t.Fatal("the browser did not build the shapes this test is about")
	}
	lt, _ := live["tools"].([]any)
	bt, _ := built["tools"].([]any)
	if err := sameTools(lt, bt); err != nil {
		t.Errorf("live and built differ: %v", err)
	}
	// The browser's owners: each named text control's form index, -1 for
	// none.
	owners := eval[map[string]int](t, ctx, `Object.fromEntries([...document.querySelectorAll("input[name]")]
  .map((el) => [el.name, el.form ? [...document.forms].indexOf(el.form) : -1]))`)
	if len(owners) < 8 {
		t.Fatalf("the page has %d named controls: %v", len(owners), owners)
	}
	for name, tools := range map[string][]any{"live": lt, "built": bt} {
		got := map[string]int{}
		for _, x := range tools {
			tool := x.(map[string]any)
			index := int(tool["form"].(map[string]any)["index"].(float64))
			for _, f := range tool["fields"].([]any) {
				if n, _ := f.(map[string]any)["name"].(string); n != "" {
					got[n] = index
				}
			}
		}
		for control, want := range owners {
			at, ok := got[control]
			switch {
			case want < 0 && ok:
				t.Errorf("%s: %s belongs to no form, but the tool of form %d offers it", name, control, at)
			case want >= 0 && !ok:
				t.Errorf("%s: %s belongs to form %d, but no tool offers it", name, control, want)
			case want >= 0 && at != want:
				t.Errorf("%s: %s belongs to form %d, but the tool of form %d offers it", name, control, want, at)
			}
		}
	}
}
