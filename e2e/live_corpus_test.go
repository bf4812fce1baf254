package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// One compiler, two hosts, on real pages: every corpus page for which
// formtool build writes a tool gets the same manifest from the live runtime
// in Chromium, compiled from the document the browser parsed, with no
// exception: the forms whose owners the serialized markup does not show (a
// form opened in a table, forms nested by a misplaced </form>) included.
// Only where each tool stands in its source may differ. The pages are the
// corpus as the audit reads it (labels and scripts stripped), built by the
// CLI.
func TestLiveManifestEqualsTheBuildOnTheCorpus(t *testing.T) {
	needWebMCP(t)
	corpus := os.Getenv("FORMTOOL_CORPUS")
	if corpus == "" {
		corpus = filepath.Join(repoRoot, "..", "shared", "corpus")
	}
	if _, err := os.Stat(filepath.Join(corpus, "files.tsv")); err != nil {
		t.Skipf("no corpus at %s (set FORMTOOL_CORPUS)", corpus)
	}
	files, note := corpusFiles(corpus)
	if note != "" {
		t.Log("note:", note)
	}
	dir := t.TempDir()
	siteDir, builtDir := filepath.Join(dir, "site"), filepath.Join(dir, "built")
	for _, f := range files {
		key := f.rel
		if !strings.HasSuffix(key, ".html") {
			key += ".html"
		}
		if err := writeFile(filepath.Join(siteDir, filepath.FromSlash(key)), stripCorpus(f.src)); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := exec.Command(cliBin, "build", "-o", builtDir, siteDir).CombinedOutput(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Fatalf("formtool build: %v\n%s", err, lastLines(out, 20))
		}
	}
	// The pages that register: a manifest with a tool.
	built := map[string][]any{}
	filepath.WalkDir(builtDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".manifest.json") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var m struct {
			Tools []any `json:"tools"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		if len(m.Tools) > 0 {
			rel, _ := filepath.Rel(builtDir, p)
			built[strings.TrimSuffix(filepath.ToSlash(rel), ".manifest.json")+".html"] = m.Tools
		}
		return nil
	})
	pages := make([]string, 0, len(built))
	for p := range built {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	if len(pages) < 100 {
		t.Fatalf("only %d corpus pages register a tool", len(pages))
	}

	mux := http.NewServeMux()
	mux.Handle("/rt/", http.StripPrefix("/rt/", withWASMType(http.FileServer(http.Dir(assetsDir)), "application/wasm")))
	mux.HandleFunc("/p/", func(w http.ResponseWriter, r *http.Request) {
		page, err := os.ReadFile(filepath.Join(siteDir, filepath.FromSlash(strings.TrimPrefix(path.Clean(r.URL.Path), "/p/"))))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		// No data-manifest: the live runtime compiles the page.
		tag := []byte(`<script src="/rt/formtool.js" defer></script>`)
		page = tagFirst(page, tag)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", auditCSP)
		w.Write(page)
	})
	site := httptest.NewServer(mux)
	defer site.Close()

	// Two tabs share the pages: the browser's work on one page overlaps
	// the test's on another.
	type outcome struct {
		page string
		err  error
	}
	work, done := make(chan string), make(chan outcome)
	for range 2 {
		tabCtx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
		defer cancel()
		// The tab is made on its own context: made on a page's deadline,
		// it would close when the first page's deadline passed.
		if err := chromedp.Do(tabCtx, chromedp.Navigate("about:blank")); err != nil {
			t.Fatal(err)
		}
		go func() {
			for p := range work {
				live, err := liveManifest(tabCtx, site.URL+"/p/"+p)
				if err == nil {
					err = sameTools(live, built[p])
				}
				done <- outcome{p, err}
			}
		}()
	}
	go func() {
		for _, p := range pages {
			work <- p
		}
		close(work)
	}()
	var failed []string
	for range pages {
		if o := <-done; o.err != nil {
			failed = append(failed, o.page+": "+o.err.Error())
		}
	}
	sort.Strings(failed)
	t.Logf("%d corpus pages register; live and built manifests differ on %d", len(pages), len(failed))
	for i, f := range failed {
		if i == 10 {
			t.Errorf("... and %d more", len(failed)-10)
			break
		}
		t.Error(f)
	}
}

// liveManifest loads a page with no manifest and answers the tools the
// live runtime compiled from it.
func liveManifest(tab context.Context, url string) ([]any, error) {
	ctx, cancel := context.WithTimeout(tab, 45*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		return nil, fmt.Errorf("navigate: %v", err)
	}
	out, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
  for (let i = 0; i < 500 && !window.formtool; i++) await new Promise((r) => setTimeout(r, 10));
  if (!window.formtool) return "no window.formtool";
  try { await window.formtool.ready; } catch (e) { return "ready: " + (e && e.message || e); }
  return JSON.stringify(window.formtool.manifest());
})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		return nil, err
	}
	var m struct {
		Tools []any `json:"tools"`
	}
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		return nil, fmt.Errorf("%s", out)
	}
	return m.Tools, nil
}

// sameTools compares two manifests' tools but for their source positions.
func sameTools(live, built []any) error {
	if len(live) != len(built) {
		return fmt.Errorf("%d tools live, %d built", len(live), len(built))
	}
	for i := range built {
		l, _ := live[i].(map[string]any)
		b, _ := built[i].(map[string]any)
		delete(l, "source")
		delete(b, "source")
		if !reflect.DeepEqual(l, b) {
			lj, _ := json.Marshal(l)
			bj, _ := json.Marshal(b)
			return fmt.Errorf("tool %d differs:\n live  %s\n built %s", i, lj, bj)
		}
	}
	return nil
}
