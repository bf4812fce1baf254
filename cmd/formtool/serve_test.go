package main

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
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

func TestAssets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WASM")
	}
	dir := t.TempDir()
	var out, errb strings.Builder
	if code := runAssets([]string{"-o", dir}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, f := range []string{"formtool.js", "formtool.wasm", "formtool.wasm.br", "formtool.wasm.gz", "formtool-live.wasm", "formtool-live.wasm.br", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	t.Log("\n" + out.String())
}

// TestServeEveryRuntimeFile: each file the runtime asks for is served, the
// live-analysis build included, from -assets or else from the runtime built
// at start, as application/wasm and precompressed where the client accepts
// it.
func TestServeEveryRuntimeFile(t *testing.T) {
	site, assets, built := t.TempDir(), t.TempDir(), t.TempDir()
	for dir, files := range map[string][]string{
		assets: {"formtool-live.wasm", "formtool-live.wasm.br"},
		built:  {"formtool.wasm", "formtool.wasm.gz", "wasm_exec.js"},
	} {
		for _, f := range files {
			if err := os.WriteFile(filepath.Join(dir, f), []byte(f), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	h := &siteHandler{site: site, assets: assets}
	if got, want := strings.Join(h.missingRuntime(), " "), "formtool.wasm wasm_exec.js"; got != want {
		t.Errorf("missing runtime %q, want %q", got, want)
	}
	buildErr := error(nil)
	h.built, h.builtDir = func() error { return buildErr }, built

	for _, tc := range []struct{ path, enc, ctype, cenc, body string }{
		{"/formtool-live.wasm", "gzip, br", "application/wasm", "br", "formtool-live.wasm.br"},
		{"/formtool-live.wasm", "", "application/wasm", "", "formtool-live.wasm"},
		{"/formtool.wasm", "gzip, br", "application/wasm", "gzip", "formtool.wasm.gz"},
		{"/wasm_exec.js", "br", "text/javascript; charset=utf-8", "", "wasm_exec.js"},
	} {
		r := httptest.NewRequest("GET", tc.path, nil)
		r.Header.Set("Accept-Encoding", tc.enc)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != 200 || w.Body.String() != tc.body {
			t.Errorf("%s (%s): %d %q, want 200 %q", tc.path, tc.enc, w.Code, w.Body.String(), tc.body)
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
	}

	buildErr = errCannotBuild
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/wasm_exec.js", nil))
	if w.Code != 503 || !strings.Contains(w.Body.String(), "-assets") {
		t.Errorf("a failed build: %d %q, want 503 and a hint", w.Code, w.Body.String())
	}
}
