package dist

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestEmbeddedRuntimeIsFresh builds the runtime as go generate does and
// compares it, byte for byte, with what the binary embeds: a change to the
// runtime's source, the loader's Go side or go.mod's Go release that was
// not followed by go generate fails here.
func TestEmbeddedRuntimeIsFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("builds both WASM modules and compresses them (a minute or more)")
	}
	dir := t.TempDir()
	out, err := exec.Command("go", "run", "./gen", "-o", dir).CombinedOutput()
	if err != nil {
		local, pinned := goOutput(t, "GOTOOLCHAIN=local", "env", "GOVERSION"), "go"+goOutput(t, "", "list", "-m", "-f", "{{.GoVersion}}")
		if local != pinned && os.Getenv("CI") != "true" {
			t.Skipf("the runtime is built with %s (go.mod), this machine has %s and could not switch to it:\n%s", pinned, local, out)
		}
		t.Fatalf("go run ./gen: %v\n%s", err, out)
	}
	fresh := names(t, os.DirFS(dir))
	if got, want := names(t, embedded), fresh; got != want {
		t.Errorf("dist embeds %s, go generate writes %s", got, want)
	}
	for _, name := range strings.Fields(fresh) {
		want, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := embedded.ReadFile(name)
		if err != nil {
			continue // reported above
		}
		if !bytes.Equal(got, want) {
			t.Errorf("dist/%s is stale: %d bytes embedded, %d built now", name, len(got), len(want))
		}
	}
	if t.Failed() {
		t.Log("the embedded runtime differs from its source: run go generate ./... (make generate) and commit dist/")
	}
}

func names(t *testing.T, fsys fs.FS) string {
	t.Helper()
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasSuffix(e.Name(), ".go") {
			out = append(out, e.Name())
		}
	}
	return strings.Join(out, " ")
}

func goOutput(t *testing.T, env string, args ...string) string {
	cmd := exec.Command("go", args...)
	if env != "" {
		cmd.Env = append(os.Environ(), env)
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out))
}

// TestFiles: each file's compressed forms hold the same bytes, the gzip
// header gives nothing away that would change between builds, and the
// hashed name is the plain name with the content's hash before the
// extension.
func TestFiles(t *testing.T) {
	hashed := regexp.MustCompile(`^(formtool|formtool-live|wasm_exec)\.[0-9a-f]{8}\.(wasm|js)$`)
	var got []string
	for _, f := range Files() {
		got = append(got, f.Name)
		if !hashed.MatchString(f.Hashed) || !strings.Contains(f.Hashed, "."+f.Hash+".") {
			t.Errorf("%s: hashed name %q, hash %q", f.Name, f.Hashed, f.Hash)
		}
		br, err := io.ReadAll(brotli.NewReader(bytes.NewReader(f.Brotli)))
		if err != nil || !bytes.Equal(br, f.Raw) {
			t.Errorf("%s.br does not hold %s (%v)", f.Name, f.Name, err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(f.Gzip))
		if err != nil {
			t.Fatalf("%s.gz: %v", f.Name, err)
		}
		if zr.Name != "" || !zr.ModTime.IsZero() {
			t.Errorf("%s.gz header: name %q, time %v; want neither", f.Name, zr.Name, zr.ModTime)
		}
		if gz, err := io.ReadAll(zr); err != nil || !bytes.Equal(gz, f.Raw) {
			t.Errorf("%s.gz does not hold %s (%v)", f.Name, f.Name, err)
		}
		if len(f.Brotli) >= len(f.Gzip) || len(f.Gzip) >= len(f.Raw) {
			t.Errorf("%s: raw %d, gzip %d, brotli %d bytes", f.Name, len(f.Raw), len(f.Gzip), len(f.Brotli))
		}
		t.Logf("%-18s %-28s %8d raw %8d br %8d gz", f.Name, f.Hashed, len(f.Raw), len(f.Brotli), len(f.Gzip))
	}
	if s := strings.Join(got, " "); s != "formtool.wasm formtool-live.wasm wasm_exec.js" {
		t.Errorf("Files() = %s", s)
	}
	if !bytes.HasPrefix(Files()[0].Raw, []byte("\x00asm")) || !bytes.Contains(Files()[2].Raw, []byte("globalThis.Go = class")) {
		t.Error("formtool.wasm is no WebAssembly module, or wasm_exec.js is not Go's")
	}
}
