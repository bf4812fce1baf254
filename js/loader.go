// Package js holds formtool.js, the loader of the browser runtime, and
// writes it for serving: the version and the runtime's file names filled in,
// minified with tdewolff's ECMAScript minifier.
package js

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/formtool/formtool"
	"github.com/tdewolff/minify/v2"
	minjs "github.com/tdewolff/minify/v2/js"
)

//go:embed formtool.js
var source string

// Files are the URLs, relative to formtool.js, from which the loader fetches
// the runtime when its script tag does not name them (data-wasm,
// data-live-wasm, data-wasm-exec).
type Files struct {
	WASM, LiveWASM, WASMExec string
}

// PlainFiles are the runtime's files by their plain names, next to the
// loader.
var PlainFiles = Files{WASM: "formtool.wasm", LiveWASM: "formtool-live.wasm", WASMExec: "wasm_exec.js"}

// Source returns the loader as written, with formtool.Version and
// PlainFiles filled in.
func Source() string { return Render(formtool.Version, PlainFiles) }

// WithVersion returns the loader claiming version v; tests use it to prove
// that a loader and a runtime of different versions refuse to work.
func WithVersion(v string) string { return Render(v, PlainFiles) }

// Render returns the loader claiming version v and fetching the runtime
// from files.
func Render(v string, files Files) string {
	var pairs []string
	for mark, value := range map[string]string{
		"__FORMTOOL_VERSION__":   v,
		"__FORMTOOL_WASM__":      files.WASM,
		"__FORMTOOL_LIVE_WASM__": files.LiveWASM,
		"__FORMTOOL_WASM_EXEC__": files.WASMExec,
	} {
		// Each mark is a whole string literal; a JSON string is a valid one.
		lit, _ := json.Marshal(value)
		pairs = append(pairs, `"`+mark+`"`, string(lit))
	}
	return strings.NewReplacer(pairs...).Replace(source)
}

// Minified returns Source minified.
func Minified() (string, error) { return Minify(Source()) }

// Minify minifies a loader source.
func Minify(src string) (string, error) {
	m := minify.New()
	m.AddFunc("application/javascript", minjs.Minify)
	return m.String("application/javascript", src)
}

// WasmExec returns the wasm_exec.js of the Go toolchain at goroot, which
// the WASM it built needs (their ABI is private to a Go release), with one
// fix: its TextDecoder drops a U+FEFF that starts a string, so a label or
// value the runtime hands to the page would lose it and the live manifest
// would differ from the built one.
func WasmExec(goroot string) ([]byte, error) {
	src, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, err
	}
	const decoder = `new TextDecoder("utf-8")`
	if bytes.Count(src, []byte(decoder)) != 1 {
		return nil, fmt.Errorf("%s/lib/wasm/wasm_exec.js: expected one %s to keep U+FEFF; this Go release's file differs", goroot, decoder)
	}
	return bytes.Replace(src, []byte(decoder), []byte(`new TextDecoder("utf-8", { ignoreBOM: true })`), 1), nil
}
