package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/formtool/formtool/internal/release"
	loader "github.com/formtool/formtool/js"
)

// The shared state of the test binary: one browser, one server.
var (
	browserCtx  context.Context
	noBrowser   string // why there is no browser, when there is none
	srv         *httptest.Server
	assetsDir   string // formtool.js, formtool.wasm, wasm_exec.js
	manifestDir string // <page>.manifest.json for testdata/forms
	cliBin      string // the formtool CLI, built from this checkout
	repoRoot    string
	sinkPosts   atomic.Int64 // forms the browser sent to /t/sink

	// polyfillBrowser starts, on first use, a second Chromium with WebMCP
	// switched off, for pages that bring the MCP-B polyfill.
	polyfillBrowser func() (context.Context, error)
)

func TestMain(m *testing.M) { os.Exit(testMain(m)) }

func testMain(m *testing.M) int {
	wd, _ := os.Getwd()
	repoRoot = filepath.Dir(wd)
	tmp, err := os.MkdirTemp("", "formtool-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	assetsDir = filepath.Join(tmp, "assets")
	manifestDir = filepath.Join(tmp, "manifests")
	cliBin = filepath.Join(tmp, "formtool")
	// Built, not run with go run, which turns every exit code into 1.
	build := exec.Command("go", "build", "-o", cliBin, "./cmd/formtool")
	build.Dir = repoRoot
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: go build ./cmd/formtool: %v\n%s", err, out)
		return 1
	}
	if err := buildAssets(assetsDir); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: runtime:", err)
		return 1
	}
	if err := buildManifests(manifestDir); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: manifests:", err)
		return 1
	}
	srv = httptest.NewServer(handler())
	defer srv.Close()

	chrome := os.Getenv("CHROMIUM")
	if chrome == "" {
		chrome = "/usr/lib/chromium/chromium"
	}
	if _, err := os.Stat(chrome); err != nil {
		noBrowser = "no Chromium at " + chrome + " (apt-get install chromium, or set CHROMIUM)"
		return m.Run()
	}
	var stop func()
	browserCtx, stop, err = startBrowser(chrome, filepath.Join(tmp, "profile"), "WebMCPTesting")
	defer stop()
	if err != nil {
		noBrowser = "Chromium did not start: " + err.Error()
		return m.Run()
	}
	var stopPolyfill func()
	polyfillBrowser = sync.OnceValues(func() (context.Context, error) {
		// WebMCP stays off: the pages get it from the MCP-B polyfill.
		ctx, stop, err := startBrowser(chrome, filepath.Join(tmp, "profile-polyfill"), "")
		stopPolyfill = stop
		return ctx, err
	})
	defer func() {
		if stopPolyfill != nil {
			stopPolyfill()
		}
	}()
	webmcp = probeWebMCP(browserCtx)
	fmt.Println("e2e: WebMCP:", webmcp)
	if webmcp.Error != "" && webmcp.Agent == "" {
		noBrowser = webmcp.String()
	}
	return m.Run()
}

// startBrowser starts headless Chromium with the features switched on
// (WebMCPTesting for native WebMCP, "" for none).
func startBrowser(chrome, profile, features string) (context.Context, func(), error) {
	// One enable-features flag replaces the default one: repeat it whole.
	enable := "NetworkService,NetworkServiceInProcess"
	if features != "" {
		enable += "," + features
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(profile),
		chromedp.Flag("headless", "new"),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("enable-features", enable),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	stop := func() { cancel(); cancelAlloc() }
	_, err := chromedp.Run(ctx, chromedp.Navigate("about:blank"))
	return ctx, stop, err
}

// buildAssets writes the runtime the way formtool assets does: the WASM
// from this checkout built as the release is (package release), wasm_exec.js of the same
// toolchain, the minified loader.
func buildAssets(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, tags := range map[string]string{"formtool.wasm": "", "formtool-live.wasm": "live"} {
		cmd := exec.Command("go", release.BuildArgs(tags, filepath.Join(dir, name))...)
		cmd.Dir = repoRoot
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go build -tags=%q ./wasm: %v\n%s", tags, err, out)
		}
	}
	execJS, err := loader.WasmExec(runtime.GOROOT())
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), execJS, 0o644); err != nil {
		return err
	}
	min, err := loader.Minified()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "formtool.js"), []byte(min), 0o644); err != nil {
		return err
	}
	// A loader of another release, for the version handshake.
	other, err := loader.Minify(loader.WithVersion("0.0.0-other"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "formtool-other.js"), []byte(other), 0o644); err != nil {
		return err
	}
	return gzipTwins(dir)
}

// buildManifests compiles the example site with the CLI, as a site's
// build would. This is the one place that decides where manifests come
// from.
func buildManifests(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	cmd := exec.Command(cliBin, "build", "-o", dir, "testdata/forms")
	cmd.Dir = repoRoot
	out, err := cmd.CombinedOutput()
	if err != nil {
		// Exit code 1 means error findings (the example site's deliberate
		// declarative leak); the safe manifests are written all the same.
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return fmt.Errorf("formtool build: %v\n%s", err, out)
		}
	}
	return nil
}

// prelude records, for the tests, what the page's author would see:
// console errors, formtool:error events and the log records.
const prelude = `
window.__errors = [];
window.__events = [];
window.__records = [];
const __consoleError = console.error;
console.error = (...a) => { window.__errors.push(a.map(String).join(" ")); __consoleError.apply(console, a); };
window.addEventListener("formtool:error", (e) => window.__events.push(e.detail.message));
window.formtoolSink = (r) => window.__records.push(r);
window.__info = [];
const __consoleInfo = console.info;
console.info = (...a) => { window.__info.push(a.map(String).join(" ")); __consoleInfo.apply(console, a); };
`

// waitJS, loaded by a fixture right after its inline manifest, gives every
// tool that waits for the person N ms when the page's URL has ?wait=N: for
// a test whose person must act before the wait ends, on a loaded machine
// too.
const waitJS = `(() => {
  const wait = new URLSearchParams(location.search).get("wait");
  if (!wait) return;
  const el = document.getElementById("formtool-manifest");
  const m = JSON.parse(el.textContent);
  for (const t of m.tools) if (t.waitMs > 0) t.waitMs = Number(wait);
  el.textContent = JSON.stringify(m);
})();
`

// handler serves:
//
//	/rt/...        the runtime, gzipped and cacheable as a site would send it;
//	               /rt/formtool-other.js claims another version
//	/rt-octet/...  the same, with the WASM as application/octet-stream
//	/m/...         the manifests of testdata/forms, gzipped
//	/site/...      the pages of testdata/forms with the loader injected;
//	               ?manifest=none leaves the manifest out (live analysis),
//	               ?preload=1 sets data-preload, ?wasm=URL data-wasm,
//	               ?polyfill=1 loads the MCP-B WebMCP polyfill first,
//	               ?shape=NAME gives the page a WebMCP API of that shape
//	               (shapeJS),
//	               ?csp=strict|no-wasm sends a strict Content-Security-Policy
//	/fx/...        e2e/testdata fixtures as they are
//	/node_modules/ the npm packages (React, the WebMCP polyfill)
//	/t/prelude.js  the recording prelude
//	/t/shape.js    the WebMCP API shapes of ?shape=
//	/t/wide        one form of 1,000 fields, its manifest inline
//	/t/wait.js     ?wait=N on a fixture with an inline manifest (waitJS)
//	/t/blank       an empty page, where the WebMCP generation is probed
//	/t/sink        where fixture forms are sent (counted in sinkPosts)
func handler() http.Handler {
	mux := http.NewServeMux()
	assets := http.FileServer(http.Dir(assetsDir))
	mux.Handle("/rt/", cacheable(http.StripPrefix("/rt/", withWASMType(precompressed(assets, assetsDir), "application/wasm"))))
	mux.Handle("/rt-octet/", http.StripPrefix("/rt-octet/", withWASMType(assets, "application/octet-stream")))
	mux.Handle("/m/", gzipped(http.HandlerFunc(serveManifest)))
	mux.Handle("/fx/", http.StripPrefix("/fx/", http.FileServer(http.Dir("testdata"))))
	mux.Handle("/node_modules/", http.StripPrefix("/node_modules/", http.FileServer(http.Dir("node_modules"))))
	mux.HandleFunc("/t/prelude.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write([]byte(prelude))
	})
	mux.HandleFunc("/t/shape.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write([]byte("window.__shape = " + jsString(r.URL.Query().Get("shape")) + ";\n" + shapeJS))
	})
	mux.HandleFunc("/t/wide", serveWide)
	mux.HandleFunc("/t/wait.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write([]byte(waitJS))
	})
	mux.HandleFunc("/t/blank", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><title>blank</title>"))
	})
	mux.HandleFunc("/t/sink", func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			sinkPosts.Add(1)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><title>sent</title><p>sent"))
	})
	mux.HandleFunc("/site/", func(w http.ResponseWriter, r *http.Request) {
		rel := strings.TrimPrefix(path.Clean(r.URL.Path), "/site/")
		page, err := os.ReadFile(filepath.Join(repoRoot, "testdata", "forms", filepath.FromSlash(rel)))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		src := r.URL.Query().Get("loader")
		if src == "" {
			src = "/rt/formtool.js"
		}
		m := "/m/" + strings.TrimSuffix(rel, path.Ext(rel)) + ".manifest.json"
		if w := r.URL.Query().Get("waitMs"); w != "" {
			m += "?waitMs=" + w
		}
		manifestAttr := ` data-manifest="` + m + `"`
		if r.URL.Query().Get("manifest") == "none" {
			manifestAttr = ""
		}
		if r.URL.Query().Has("preload") {
			manifestAttr += " data-preload"
		}
		if w := r.URL.Query().Get("wasm"); w != "" {
			manifestAttr += ` data-wasm="` + html.EscapeString(w) + `"`
		}
		tag := `<script src="/t/prelude.js"></script>`
		if r.URL.Query().Has("polyfill") {
			tag += `<script src="/node_modules/@mcp-b/webmcp-polyfill/dist/index.iife.js"></script>`
		}
		if shape := r.URL.Query().Get("shape"); shape != "" {
			tag += `<script src="/t/shape.js?shape=` + url.QueryEscape(shape) + `"></script>`
		}
		tag +=
			`<script src="` + src + `"` + manifestAttr + ` data-test-hooks data-debug defer></script>`
		if i := bytes.Index(bytes.ToLower(page), []byte("</head>")); i >= 0 {
			page = append(page[:i:i], append([]byte(tag), page[i:]...)...)
		}
		switch r.URL.Query().Get("csp") {
		case "strict":
			w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'")
		case "no-wasm":
			w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self'")
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	})
	return mux
}

// siteWaitMs replaces the waitMs of the example site's manifests (two
// minutes by default), so that a call that waits for the person resolves
// awaiting_user quickly; /site/page.html?waitMs=N sets another.
const siteWaitMs = 100

// serveManifest serves a manifest of testdata/forms with every tool's
// waitMs set to siteWaitMs or the query's waitMs.
func serveManifest(w http.ResponseWriter, r *http.Request) {
	rel := strings.TrimPrefix(path.Clean(r.URL.Path), "/m/")
	b, err := os.ReadFile(filepath.Join(manifestDir, filepath.FromSlash(rel)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	wait := siteWaitMs
	if q := r.URL.Query().Get("waitMs"); q != "" {
		fmt.Sscan(q, &wait)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	if tools, ok := m["tools"].([]any); ok {
		for _, t := range tools {
			if t, ok := t.(map[string]any); ok {
				t["waitMs"] = wait
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(m)
}

// cacheable lets the browser keep a response for an hour, as a site sends
// its (content-hashed) runtime, so that a repeat visit meets the HTTP cache
// and the browser's compiled-module cache. Every tab of the tests has its
// own browser context, so nothing is shared between tests.
func cacheable(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		h.ServeHTTP(w, r)
	})
}

// precompressed sends a file's .gz twin, when it has one, to a client that
// accepts gzip, as a site's static server sends the twins formtool assets
// writes: compressed once at build time, not on every request.
func precompressed(h http.Handler, dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := filepath.Join(dir, filepath.FromSlash(path.Clean("/"+r.URL.Path)))
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			h.ServeHTTP(w, r)
			return
		}
		src, errSrc := os.Stat(name)
		twin, errTwin := os.Stat(name + ".gz")
		if errSrc != nil || errTwin != nil || twin.ModTime().Before(src.ModTime()) {
			h.ServeHTTP(w, r) // no twin, or one older than the file
			return
		}
		b, err := os.ReadFile(name + ".gz")
		if err != nil {
			h.ServeHTTP(w, r)
			return
		}
		if w.Header().Get("Content-Type") == "" {
			w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Add("Vary", "Accept-Encoding")
		w.Write(b)
	})
}

// gzipTwins writes a gzip twin (level 9) of every file in dir, for
// precompressed.
func gzipTwins(dir string) error {
	files, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, f := range files {
		if !f.IsDir() && !strings.HasSuffix(f.Name(), ".gz") {
			if err := gzipTwin(filepath.Join(dir, f.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

func gzipTwin(name string) error {
	raw, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	return os.WriteFile(name+".gz", buf.Bytes(), 0o644)
}

// gzipped sends a 200 response gzip-compressed to a client that accepts
// it, as a site's server would, so that the network log counts what a
// visitor downloads.
func gzipped(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			h.ServeHTTP(w, r)
			return
		}
		g := &gzipWriter{ResponseWriter: w}
		h.ServeHTTP(g, r)
		if g.zw != nil {
			g.zw.Close()
		}
	})
}

type gzipWriter struct {
	http.ResponseWriter
	zw      *gzip.Writer
	decided bool
}

func (g *gzipWriter) WriteHeader(code int) {
	if !g.decided {
		g.decided = true
		if code == http.StatusOK {
			h := g.Header()
			h.Del("Content-Length")
			h.Set("Content-Encoding", "gzip")
			h.Add("Vary", "Accept-Encoding")
			g.zw, _ = gzip.NewWriterLevel(g.ResponseWriter, gzip.BestCompression)
		}
	}
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		g.WriteHeader(http.StatusOK)
	}
	if g.zw != nil {
		return g.zw.Write(b)
	}
	return g.ResponseWriter.Write(b)
}

func withWASMType(h http.Handler, ctype string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", ctype)
		}
		h.ServeHTTP(w, r)
	})
}

// tab opens a fresh tab in a fresh browser context (no shared storage or
// cache) and navigates it to the server's path.
func tab(t testing.TB, urlPath string) context.Context {
	t.Helper()
	needWebMCP(t)
	return tabIn(t, browserCtx, urlPath)
}

// needWebMCP is needBrowser for a browser whose agent side the adapter
// could drive.
func needWebMCP(t testing.TB) {
	t.Helper()
	needBrowser(t)
	if webmcp.Error != "" {
		t.Fatalf("the WebMCP probe failed, so no agent can call a tool: %s", webmcp)
	}
}

// polyfillTab opens a page of testdata/forms in the browser without native
// WebMCP, with the MCP-B polyfill loaded before formtool.js.
func polyfillTab(t *testing.T, page string) context.Context {
	t.Helper()
	needBrowser(t)
	if _, err := os.Stat("node_modules/@mcp-b/webmcp-polyfill/dist/index.iife.js"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("the WebMCP polyfill is not installed: run npm ci in e2e/")
		}
		t.Skip("the WebMCP polyfill is not installed: run npm ci in e2e/")
	}
	browser, err := polyfillBrowser()
	if err != nil {
		t.Fatalf("the browser without WebMCP did not start: %v", err)
	}
	sep := "?"
	if strings.Contains(page, "?") {
		sep = "&"
	}
	return tabIn(t, browser, "/site/"+page+sep+"polyfill=1")
}

// needBrowser fails the test when there is no browser to run it under
// CI=true, and skips it elsewhere.
func needBrowser(t testing.TB) {
	t.Helper()
	if noBrowser != "" {
		if os.Getenv("CI") == "true" {
			t.Fatal(noBrowser)
		}
		t.Skip(noBrowser)
	}
}

func tabIn(t testing.TB, browser context.Context, urlPath string) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelT)
	if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL+urlPath)); err != nil {
		t.Fatalf("navigate %s: %v", urlPath, err)
	}
	return ctx
}

// eval runs JavaScript in the page, awaiting a promise, and decodes the
// result.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("eval %s: %v", expr, err)
	}
	return v
}

type toolInfo struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"inputSchema"`
}

func tools(t *testing.T, ctx context.Context) []toolInfo {
	t.Helper()
	return eval[[]toolInfo](t, ctx, agentJS+`__agent.list()`)
}

// result is a CallToolResult as the agent receives it.
type result struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	StructuredContent envelope `json:"structuredContent"`
	IsError           bool     `json:"isError"`
	raw               string
}

type envelope struct {
	Status       string         `json:"status"`
	OK           bool           `json:"ok"`
	Fields       map[string]any `json:"fields"`
	RequiresUser []struct {
		Key   string `json:"key"`
		Label string `json:"label"`
	} `json:"requiresUser"`
	Error *struct {
		Code    string   `json:"code"`
		Message string   `json:"message"`
		Field   string   `json:"field"`
		Keys    []string `json:"keys"`
	} `json:"error"`
	NextStep    string   `json:"nextStep"`
	OperationID string   `json:"operationId"`
	FormVersion string   `json:"formVersion"`
	Policy      string   `json:"policy"`
	Warnings    []string `json:"warnings"`
}

// call runs a tool as the agent does; executeTool answers a string.
func call(t *testing.T, ctx context.Context, name string, input any) result {
	t.Helper()
	in, _ := json.Marshal(input)
	s := eval[string](t, ctx, agentJS+`__agent.call(`+jsString(name)+`, `+string(in)+`)`)
	var r result
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		t.Fatalf("call %s: result is not a CallToolResult: %v\n%s", name, err, s)
	}
	r.raw = s
	return r
}

// startCall starts a call without waiting for it, for a call that waits
// for the person; awaitCall collects it. The handle names the promise.
func startCall(t *testing.T, ctx context.Context, name string, input any) string {
	t.Helper()
	in, _ := json.Marshal(input)
	handle := fmt.Sprintf("c%d", time.Now().UnixNano())
	eval[bool](t, ctx, agentJS+`(window.__calls = window.__calls || {})[`+jsString(handle)+`] = __agent.call(`+jsString(name)+`, `+string(in)+`).then((s) => ({s}), (e) => ({e: String(e)})); true`)
	return handle
}

// awaitCall waits for a call that startCall started. A call that rejected
// (the agent aborted it) fails the test unless wantReject is set, and
// then its error comes back as raw.
func awaitCall(t *testing.T, ctx context.Context, handle string) result {
	t.Helper()
	type settled struct {
		S string `json:"s"`
		E string `json:"e"`
	}
	v := eval[settled](t, ctx, `window.__calls[`+jsString(handle)+`]`)
	if v.E != "" {
		return result{raw: "rejected: " + v.E}
	}
	var r result
	if err := json.Unmarshal([]byte(v.S), &r); err != nil {
		t.Fatalf("result is not a CallToolResult: %v\n%s", err, v.S)
	}
	r.raw = v.S
	return r
}

// formValues snapshots every control of every form on the page, hidden
// and password ones included: a refused call must leave it as it was.
func formValues(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `JSON.stringify([...document.forms].map((f) => [...f.elements].map((e) =>
  [e.name || e.id, e.type, e.type === "checkbox" || e.type === "radio" ? e.checked : e.multiple ? [...e.selectedOptions].map((o) => o.value) : e.value])))`)
}

// personTypes replaces the value of the element matched by the CSS
// selector the way a person does: focus, select all, insert text through
// the DevTools input domain, so the events are trusted.
func personTypes(t *testing.T, ctx context.Context, selector, text string) {
	t.Helper()
	eval[bool](t, ctx, `(() => { const el = document.querySelector(`+jsString(selector)+`); el.focus(); el.select(); return true; })()`)
	if _, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: text}); err != nil {
		t.Fatalf("insert text into %s: %v", selector, err)
	}
}

// personClicks clicks the element matched by selector with a trusted
// mouse event.
func personClicks(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(selector))); err != nil {
		t.Fatalf("click %s: %v", selector, err)
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// ready waits for formtool.ready and reports its error, "" when it resolved.
func ready(t testing.TB, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `(async () => {
  for (let i = 0; i < 200 && !window.formtool; i++) await new Promise((r) => setTimeout(r, 10));
  if (!window.formtool) return "no window.formtool";
  try { await window.formtool.ready; return ""; } catch (e) { return String(e && e.message || e); }
})()`)
}

func mustReady(t testing.TB, ctx context.Context) {
	t.Helper()
	if err := ready(t, ctx); err != "" {
		errs := eval[[]string](t, ctx, `window.__errors || []`)
		t.Fatalf("formtool.ready rejected: %s\nconsole errors: %q", err, errs)
	}
}
