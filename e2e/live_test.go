package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
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
