package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"

	loader "github.com/formtool/formtool/js"
)

func init() {
	commands["assets"] = command{summary: "write the browser runtime: formtool.js, formtool.wasm, wasm_exec.js", run: runAssets}
}

const assetsUsage = `usage: formtool assets -o DIR

Writes the browser runtime into DIR, ready to serve:

  formtool.js       the loader, minified (+ .br, .gz)
  formtool.wasm     the runtime, built with GOOS=js GOARCH=wasm (+ .br, .gz)
  formtool-live.wasm  the runtime with the analyzer, for pages without a
                    manifest (+ .br, .gz); loaded only on such pages
  wasm_exec.js      the support script of the Go toolchain that built it (+ .br, .gz)

The runtime is compiled from source: run this from a checkout of formtool
with a Go toolchain on PATH. Serve .wasm as application/wasm and the .br and
.gz files to clients that accept them (formtool serve does); see
docs/runtime.md.
`

// wasmPackage is the runtime's import path.
const wasmPackage = "github.com/formtool/formtool/wasm"

func runAssets(args []string, stdout, stderr io.Writer) int {
	fs := flagSet("assets", assetsUsage, nil)
	out := fs.String("o", "", "output `DIR` (created if missing)")
	paths, ok, code := parse(fs, args, nil, stdout, stderr)
	if !ok {
		return code
	}
	if *out == "" {
		return usageError(fs, stderr, "-o DIR is required")
	}
	if len(paths) != 0 {
		return usageError(fs, stderr, "takes no paths, only -o DIR")
	}
	if err := makeOutDir(*out); err != nil {
		fmt.Fprintf(stderr, "formtool assets: -o %v\n", err)
		return exitUsage
	}
	sizes, err := writeAssets(*out)
	if err != nil {
		fmt.Fprintf(stderr, "formtool assets: %v\n", err)
		return writeErrorCode(err)
	}
	for _, s := range sizes {
		fmt.Fprintf(stdout, "%-18s %9d bytes  brotli %8d  gzip %8d\n", s.name, s.raw, s.br, s.gz)
	}
	return exitOK
}

type assetSize struct {
	name        string
	raw, br, gz int
}

// writeAssets builds and writes the runtime files into dir.
func writeAssets(dir string) ([]assetSize, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	min, err := loader.Minified()
	if err != nil {
		return nil, fmt.Errorf("minifying formtool.js: %v", err)
	}
	wasm, err := buildWASM()
	if err != nil {
		return nil, err
	}
	live, err := buildWASM("live")
	if err != nil {
		return nil, err
	}
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return nil, err
	}
	// wasm_exec.js must come from the toolchain that built formtool.wasm:
	// the two speak a private ABI that changes between Go releases.
	exec, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, fmt.Errorf("wasm_exec.js of the toolchain: %v", err)
	}
	files := []struct {
		name string
		data []byte
	}{
		{"formtool.js", []byte(min)},
		{"formtool.wasm", wasm},
		{"formtool-live.wasm", live},
		{"wasm_exec.js", exec},
	}
	var sizes []assetSize
	for _, f := range files {
		s, err := writeCompressed(dir, f.name, f.data)
		if err != nil {
			return nil, err
		}
		sizes = append(sizes, s)
	}
	return sizes, nil
}

// buildWASM compiles the runtime with the flags that keep it small and
// reproducible: no symbol table, no DWARF, no build id, no file paths. The
// tag "live" adds the analyzer for pages without a manifest.
func buildWASM(tags ...string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "formtool-assets-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	target := filepath.Join(tmp, "formtool.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w -buildid=", "-tags="+strings.Join(tags, ","), "-o", target, wasmPackage)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("building %s (run formtool assets from a checkout of formtool's source): %v\n%s", wasmPackage, err, strings.TrimSpace(stderr.String()))
	}
	return os.ReadFile(target)
}

func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// writeCompressed writes name and its brotli (quality 11) and gzip (level
// 9) forms: precompressed once here, served as they are.
func writeCompressed(dir, name string, data []byte) (assetSize, error) {
	s := assetSize{name: name, raw: len(data)}
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(data)
	if err := bw.Close(); err != nil {
		return s, err
	}
	var gz bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	gw.Write(data)
	if err := gw.Close(); err != nil {
		return s, err
	}
	s.br, s.gz = br.Len(), gz.Len()
	for suffix, b := range map[string][]byte{"": data, ".br": br.Bytes(), ".gz": gz.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name+suffix), b, 0o644); err != nil {
			return s, err
		}
	}
	return s, nil
}
