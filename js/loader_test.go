package js

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/formtool/formtool"
)

func TestSourceCarriesVersion(t *testing.T) {
	src := Source()
	if strings.Contains(src, "__FORMTOOL_") || !strings.Contains(src, `"`+formtool.Version+`"`) {
		t.Fatal("version not filled in")
	}
	for _, name := range []string{`"formtool.wasm"`, `"formtool-live.wasm"`, `"wasm_exec.js"`} {
		if !strings.Contains(src, name) {
			t.Errorf("the plain loader lacks %s", name)
		}
	}
}

// TestRenderFiles: the names given are the loader's defaults, each once,
// as string literals that survive minifying; data-* attributes still win.
func TestRenderFiles(t *testing.T) {
	files := Files{WASM: "formtool.0123abcd.wasm", LiveWASM: "formtool-live.4567ef01.wasm", WASMExec: `wasm_exec.89ab"cd.js`}
	src := Render("9.9.9", files)
	for _, lit := range []string{`"9.9.9"`, `"formtool.0123abcd.wasm"`, `"formtool-live.4567ef01.wasm"`, `"wasm_exec.89ab\"cd.js"`} {
		if strings.Count(src, lit) != 1 {
			t.Errorf("loader has %s %d times, want once", lit, strings.Count(src, lit))
		}
	}
	min, err := Minify(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"formtool.0123abcd.wasm", "formtool-live.4567ef01.wasm"} {
		if !strings.Contains(min, name) {
			t.Errorf("minified loader lacks %s", name)
		}
	}
	if strings.Contains(min, "__FORMTOOL_") || strings.Contains(min, `"formtool.wasm"`) {
		t.Error("a placeholder or a plain name is left")
	}
	for _, attr := range []string{`"data-wasm"`, `"data-live-wasm"`, `"data-wasm-exec"`} {
		if !strings.Contains(min, attr) {
			t.Errorf("the loader no longer reads %s", attr)
		}
	}
}

func TestMinified(t *testing.T) {
	min, err := Minified()
	if err != nil {
		t.Fatal(err)
	}
	if len(min) >= len(Source()) || !strings.Contains(min, formtool.Version) {
		t.Fatalf("minified %d bytes of %d", len(min), len(Source()))
	}
	// The minified loader must still parse; node is on every machine that
	// builds the runtime, skip where it is not.
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	f := filepath.Join(t.TempDir(), "formtool.js")
	if err := os.WriteFile(f, []byte(min), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(node, "--check", f).CombinedOutput(); err != nil {
		t.Fatalf("node --check: %v\n%s", err, out)
	}
	t.Logf("loader: %d bytes, minified %d", len(Source()), len(min))
}

func TestWasmExecKeepsALeadingBOM(t *testing.T) {
	src, err := WasmExec(runtime.GOROOT())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte(`new TextDecoder("utf-8", { ignoreBOM: true })`)) || bytes.Contains(src, []byte(`new TextDecoder("utf-8")`)) {
		t.Error("wasm_exec.js still decodes Go strings with a TextDecoder that drops a leading U+FEFF")
	}
	if _, err := WasmExec(t.TempDir()); err == nil {
		t.Error("a GOROOT without wasm_exec.js gave no error")
	}
}
