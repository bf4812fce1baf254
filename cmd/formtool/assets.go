package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/andybalholm/brotli"

	loader "github.com/formtool/formtool/js"
)

func init() {
	commands["assets"] = command{summary: "write the browser runtime: formtool.js, formtool.wasm, wasm_exec.js", run: runAssets}
}

const assetsUsage = `usage: formtool assets -o DIR

Writes the browser runtime into DIR, ready to serve:

  formtool.js         the loader, minified (+ .br, .gz)
  formtool.wasm       the runtime, built with GOOS=js GOARCH=wasm (+ .br, .gz)
  formtool-live.wasm  the runtime with the analyzer, for pages without a
                      manifest (+ .br, .gz); loaded only on such pages
  wasm_exec.js        the support script of the Go toolchain that built it (+ .br, .gz)

The runtime is compiled from source with the Go toolchain on PATH: from the
formtool checkout this binary was built from, while it is still there, else
from the checkout in the working directory. Serve .wasm as application/wasm
and the .br and .gz files to clients that accept them (formtool serve does);
see docs/runtime.md.
`

// runtimeFiles are the files the browser runtime can ask for, as
// writeAssets writes them.
var runtimeFiles = []string{"formtool.js", "formtool.wasm", "formtool-live.wasm", "wasm_exec.js"}

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
		if errors.Is(err, errCannotBuild) {
			return exitUsage
		}
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

// errCannotBuild is a runtime build that failed for want of a toolchain or
// of formtool's source: the user's to fix, not ours.
var errCannotBuild = errors.New("cannot build the runtime")

// writeAssets builds and writes the runtime files into dir, which exists.
func writeAssets(dir string) ([]assetSize, error) {
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
		return nil, fmt.Errorf("%w: wasm_exec.js of the toolchain: %v", errCannotBuild, err)
	}
	data := map[string][]byte{"formtool.js": []byte(min), "formtool.wasm": wasm, "formtool-live.wasm": live, "wasm_exec.js": exec}
	var sizes []assetSize
	for _, name := range runtimeFiles {
		s, err := writeCompressed(dir, name, data[name])
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
	cmd.Dir = sourceDir()
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%w: building %s needs the Go toolchain on PATH and a checkout of formtool's source (run formtool from one, or pass -assets DIR to serve): %v\n%s",
			errCannotBuild, wasmPackage, err, strings.TrimSpace(stderr.String()))
	}
	return os.ReadFile(target)
}

// sourceDir is the formtool checkout to build the runtime from: the one this
// binary was built from, while it is still there, so that formtool works
// from a site's own directory; "" (the working directory) when the binary
// does not know it (a -trimpath build) or it is gone.
func sourceDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	root := filepath.Dir(filepath.Dir(filepath.Dir(file))) // …/cmd/formtool/assets.go
	if _, err := os.Stat(filepath.Join(root, "wasm", "main.go")); err != nil {
		return ""
	}
	return root
}

func goEnv(name string) (string, error) {
	cmd := exec.Command("go", "env", name)
	cmd.Dir = sourceDir()
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%w: go env %s: %v", errCannotBuild, name, err)
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
