package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/formtool/formtool/dist"
)

func TestServe(t *testing.T) {
	site, assets, mdir := t.TempDir(), t.TempDir(), t.TempDir()
	write := func(dir, name, data string) {
		t.Helper()
		f := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(f), 0o755)
		if err := os.WriteFile(f, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(site, "login.html", "<html><head><title>x</title></HEAD><body></body></html>")
	write(site, "login.manifest.json", `{"version":1}`)
	write(site, "nl/aanmelden.html", "<p>geen head</p>")
	write(mdir, "nl/aanmelden.manifest.json", `{"version":1}`)
	write(site, "own.html", `<head><script src="/formtool.js"></script></head>`)
	write(assets, "formtool.wasm", "raw")
	write(assets, "formtool.wasm.br", "brotli")
	write(assets, "formtool.wasm.gz", "gzip")
	h := &siteHandler{site: site, assets: assets, manifests: mdir, csp: true}

	get := func(path, enc string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		if enc != "" {
			r.Header.Set("Accept-Encoding", enc)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	tests := []struct {
		path, enc    string
		code         int
		ctype, cenc  string
		body, absent string
	}{
		{"/login.html", "", 200, "text/html; charset=utf-8", "", `<script src="/formtool.js" data-manifest="/login.manifest.json" defer></script>` + "\n</HEAD>", ""},
		{"/nl/aanmelden.html", "", 200, "text/html; charset=utf-8", "", `data-manifest="/_manifests/nl/aanmelden.manifest.json"`, ""},
		{"/_manifests/nl/aanmelden.manifest.json", "", 200, "application/json", "", `{"version":1}`, ""},
		{"/own.html", "", 200, "text/html; charset=utf-8", "", "", "defer></script>"},
		{"/formtool.wasm", "gzip, deflate, br", 200, "application/wasm", "br", "brotli", ""},
		{"/formtool.wasm", "gzip", 200, "application/wasm", "gzip", "gzip", ""},
		{"/formtool.wasm", "br;q=0, identity", 200, "application/wasm", "", "raw", ""},
		{"/formtool.js", "", 200, "text/javascript; charset=utf-8", "", "modelContext", ""},
		{"/../etc/passwd", "", 404, "", "", "", ""},
		{"/missing.html", "", 404, "", "", "", ""},
	}
	for _, tc := range tests {
		w := get(tc.path, tc.enc)
		if w.Code != tc.code {
			t.Errorf("%s: code %d, want %d", tc.path, w.Code, tc.code)
			continue
		}
		if tc.code != 200 {
			continue
		}
		if got := w.Header().Get("Content-Type"); got != tc.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
		if got := w.Header().Get("Content-Encoding"); got != tc.cenc {
			t.Errorf("%s (%s): Content-Encoding %q, want %q", tc.path, tc.enc, got, tc.cenc)
		}
		if !strings.Contains(w.Body.String(), tc.body) {
			t.Errorf("%s: body %q lacks %q", tc.path, w.Body.String(), tc.body)
		}
		if tc.absent != "" && strings.Contains(w.Body.String(), tc.absent) {
			t.Errorf("%s: body %q has %q", tc.path, w.Body.String(), tc.absent)
		}
		if got := w.Header().Get("Content-Security-Policy"); !strings.Contains(got, "'wasm-unsafe-eval'") {
			t.Errorf("%s: CSP %q", tc.path, got)
		}
	}
}

func TestServeUsage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"serve"},
		{"serve", file},
		{"serve", t.TempDir(), "-assets", file},
		{"serve", t.TempDir(), "-addr", "nonsense"},
		{"assets"},
		{"assets", "-o", t.TempDir(), "extra"},
	} {
		var out, errb strings.Builder
		if code := run(args, &out, &errb); code != exitUsage || errb.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q; want %d and a message", args, code, errb.String(), exitUsage)
		}
	}
}

// TestAssets: assets writes the runtime built into formtool under
// content-hashed names, each with its .br and .gz, and a loader that asks
// for exactly those names.
func TestAssets(t *testing.T) {
	dir := t.TempDir()
	var out, errb strings.Builder
	if code := runAssets([]string{"-o", dir}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	loaderJS, err := os.ReadFile(filepath.Join(dir, "formtool.js"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"formtool.js", "formtool.js.br", "formtool.js.gz"}
	for _, f := range dist.Files() {
		want = append(want, f.Hashed, f.Hashed+".br", f.Hashed+".gz")
		if !bytes.Contains(loaderJS, []byte(f.Hashed)) {
			t.Errorf("formtool.js does not ask for %s", f.Hashed)
		}
		got, err := os.ReadFile(filepath.Join(dir, f.Hashed+".br"))
		if err != nil || !bytes.Equal(got, f.Brotli) {
			t.Errorf("%s.br is not the built-in file (%v)", f.Hashed, err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("assets wrote %q, want %q", got, want)
	}
	if strings.Contains(string(loaderJS), `"formtool.wasm"`) {
		t.Error("formtool.js still asks for formtool.wasm")
	}
	t.Log("\n" + out.String())
}

// TestServeEveryRuntimeFile: each file the runtime asks for is served, the
// live-analysis build included, by its plain and its hashed name, from
// -assets or else from the runtime built into formtool, as application/wasm
// and precompressed where the client accepts it; the loader served asks
// for the built-in files.
func TestServeEveryRuntimeFile(t *testing.T) {
	site, assets := t.TempDir(), t.TempDir()
	for _, f := range []string{"formtool-live.wasm", "formtool-live.wasm.br", "formtool.0badf00d.wasm"} {
		if err := os.WriteFile(filepath.Join(assets, f), []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := &siteHandler{site: site, assets: assets}
	rt := dist.Files()
	wasm, live, exec := rt[0], rt[1], rt[2]

	get := func(path, enc, etag string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Accept-Encoding", enc)
		if etag != "" {
			r.Header.Set("If-None-Match", etag)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	for _, tc := range []struct {
		path, enc, ctype, cenc string
		body                   []byte
	}{
		{"/formtool-live.wasm", "gzip, br", "application/wasm", "br", []byte("formtool-live.wasm.br")},
		{"/formtool-live.wasm", "", "application/wasm", "", []byte("formtool-live.wasm")},
		{"/formtool.0badf00d.wasm", "br", "application/wasm", "", []byte("formtool.0badf00d.wasm")},
		{"/" + live.Hashed, "gzip, br", "application/wasm", "br", live.Brotli},
		{"/" + live.Hashed, "gzip", "application/wasm", "gzip", live.Gzip},
		{"/" + wasm.Hashed, "br;q=0, gzip", "application/wasm", "gzip", wasm.Gzip},
		{"/" + wasm.Hashed, "", "application/wasm", "", wasm.Raw},
		{"/formtool.wasm", "br", "application/wasm", "br", wasm.Brotli},
		{"/" + exec.Hashed, "br", "text/javascript; charset=utf-8", "br", exec.Brotli},
		{"/wasm_exec.js", "", "text/javascript; charset=utf-8", "", exec.Raw},
	} {
		w := get(tc.path, tc.enc, "")
		if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), tc.body) {
			t.Errorf("%s (%s): %d, %d bytes, want 200 and %d bytes", tc.path, tc.enc, w.Code, w.Body.Len(), len(tc.body))
		}
		if got := w.Header().Get("Content-Type"); got != tc.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
		if got := w.Header().Get("Content-Encoding"); got != tc.cenc {
			t.Errorf("%s (%s): Content-Encoding %q, want %q", tc.path, tc.enc, got, tc.cenc)
		}
		if got := w.Header().Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", tc.path, got)
		}
		if got, want := w.Header().Get("Content-Length"), strconv.Itoa(len(tc.body)); got != want && tc.cenc != "" {
			t.Errorf("%s (%s): Content-Length %q, want %s", tc.path, tc.enc, got, want)
		}
	}

	// The ETag names the content and its encoding: a revalidation is 304.
	w := get("/"+wasm.Hashed, "br", "")
	if etag := w.Header().Get("ETag"); etag != `"`+wasm.Hash+`-br"` {
		t.Errorf("ETag %q", etag)
	} else if w := get("/"+wasm.Hashed, "br", etag); w.Code != 304 {
		t.Errorf("revalidation: %d, want 304", w.Code)
	}

	w = get("/formtool.js", "", "")
	for _, f := range rt {
		if !strings.Contains(w.Body.String(), f.Hashed) {
			t.Errorf("the served loader does not ask for %s", f.Hashed)
		}
	}
	for _, path := range []string{"/formtool.deadbeef.wasm", "/wasm_exec.0000.js", "/formtool-live.wasm.br"} {
		if w := get(path, "br", ""); w.Code != 404 {
			t.Errorf("%s: %d, want 404", path, w.Code)
		}
	}
}

// TestServeInspect: without -inspect, serve has no inspector and no
// playground: /_formtool/ is the site's path like any other (404 here) and
// ?formtool=inspect adds nothing to a page. With it, the page carries the
// inspector's data, which names rules and never a value of the page, and
// /_formtool/ is the playground, sent with a policy that lets it load
// nothing but frames of the site.
func TestServeInspect(t *testing.T) {
	site := t.TempDir()
	page := `<html><head><title>x</title></head><body><form id="f">
<label for="u">Email</label><input id="u" name="username" autocomplete="username" value="CANARY-user">
<label for="p">Password</label><input id="p" name="password" type="password" value="CANARY-pw">
<label for="b">Date of birth</label><input id="b" name="dob" autocomplete="bday" value="CANARY-dob">
<label for="n">Note &lt;/script&gt;&lt;script&gt;alert(1)</label><input id="n" name="note">
</form></body></html>`
	if err := os.WriteFile(filepath.Join(site, "login.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	get := func(h *siteHandler, path string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		return w
	}

	off := &siteHandler{site: site}
	for _, path := range []string{"/_formtool/", "/_formtool", "/_formtool/inspect.js", "/_formtool/inspect.css"} {
		if w := get(off, path); w.Code != 404 {
			t.Errorf("without -inspect, %s: %d, want 404", path, w.Code)
		}
	}
	w := get(off, "/login.html?formtool=inspect")
	if w.Code != 200 || strings.Contains(w.Body.String(), "_formtool") || strings.Contains(w.Body.String(), "formtool-inspect") {
		t.Errorf("without -inspect, ?formtool=inspect gave %d:\n%s", w.Code, w.Body.String())
	}

	on := &siteHandler{site: site, inspect: true, csp: true, policy: &policy{}}
	w = get(on, "/login.html")
	if strings.Contains(w.Body.String(), "formtool-inspect") {
		t.Errorf("with -inspect but no ?formtool=inspect, the page has the inspector:\n%s", w.Body.String())
	}
	w = get(on, "/login.html?formtool=inspect")
	body := w.Body.String()
	start := strings.Index(body, `<script type="application/json" id="formtool-inspect">`)
	end := strings.Index(body, `<script src="/formtool.js"`)
	if start < 0 || end < start || !strings.Contains(body, `<script src="/_formtool/inspect.js" defer></script>`) {
		t.Fatalf("the inspected page lacks the inspector before the loader:\n%s", body)
	}
	injected := body[start:end]
	if strings.Contains(injected, "CANARY") {
		t.Errorf("the inspector's data carries a value of the page:\n%s", injected)
	}
	if n := strings.Count(injected, "</script>"); n != 2 {
		t.Errorf("a label of the page ends a script element of the inspector:\n%s", injected)
	}
	data := strings.TrimSuffix(strings.TrimSpace(injected[strings.Index(injected, ">")+1:strings.Index(injected, "</script>")]), "\n")
	var d inspectData
	if err := json.Unmarshal([]byte(data), &d); err != nil {
		t.Fatalf("the inspector's data: %v\n%s", err, data)
	}
	var got []string
	for _, f := range d.Fields {
		got = append(got, fmt.Sprintf("%s %s %v %s", f.Name, f.Class, f.Elements, f.Rule))
	}
	want := []string{"username allow [0] autocomplete.username", "password block [1] type.password", "dob redact [2] autocomplete.bday", "note allow [3] default.allow"}
	if !slices.Equal(got, want) {
		t.Errorf("inspector data %q, want %q", got, want)
	}

	for _, path := range []string{"/_formtool/inspect.js", "/_formtool/inspect.css"} {
		if w := get(on, path); w.Code != 200 || w.Body.Len() == 0 {
			t.Errorf("%s: %d", path, w.Code)
		}
	}
	if w := get(on, "/_formtool"); w.Code != 301 || w.Header().Get("Location") != "/_formtool/" {
		t.Errorf("/_formtool: %d to %q", w.Code, w.Header().Get("Location"))
	}
	w = get(on, "/_formtool/")
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<option value="/login.html">`) {
		t.Fatalf("the playground: %d\n%s", w.Code, w.Body.String())
	}
	csp := w.Header().Get("Content-Security-Policy")
	if !strings.HasPrefix(csp, "default-src 'none'; script-src 'sha256-") || !strings.Contains(csp, "frame-src 'self'") {
		t.Errorf("the playground's policy: %q", csp)
	}
	if strings.Contains(w.Body.String(), "/*JS*/") || strings.Contains(w.Body.String(), "/*CSS*/") || regexp.MustCompile(`<(script|link|img)[^>]+(src|href)=`).MatchString(w.Body.String()) {
		t.Error("the playground is not one self-contained page")
	}
	if w := get(on, "/_formtool/nothing"); w.Code != 404 {
		t.Errorf("/_formtool/nothing: %d", w.Code)
	}
}
