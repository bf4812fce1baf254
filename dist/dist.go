// Package dist carries the browser runtime as formtool ships it:
// formtool.wasm, formtool-live.wasm and the wasm_exec.js of the Go toolchain
// that built them, each with its brotli and gzip forms, so that an installed
// formtool writes and serves the runtime with no toolchain and no source.
//
// The files are generated (go generate ./..., which runs gen/main.go with
// the Go release that go.mod names) and committed; TestEmbeddedRuntimeIsFresh
// builds them again and fails when they differ.
package dist

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"strings"
	"sync"
)

//go:generate go run ./gen -o .

//go:embed formtool.wasm formtool.wasm.br formtool.wasm.gz
//go:embed formtool-live.wasm formtool-live.wasm.br formtool-live.wasm.gz
//go:embed wasm_exec.js wasm_exec.js.br wasm_exec.js.gz
var embedded embed.FS

// The runtime's files by their plain names: the names formtool.js asks for
// unless it is told otherwise.
const (
	WASM     = "formtool.wasm"      // the runtime, for pages with a manifest
	LiveWASM = "formtool-live.wasm" // the runtime with the analyzer, for pages without one
	WASMExec = "wasm_exec.js"       // Go's support script, of the toolchain that built both
)

// File is one runtime file and its precompressed forms.
type File struct {
	Name   string // the plain name: formtool.wasm
	Hashed string // the name with the content's hash, for caching forever: formtool.3f2a9c1e.wasm
	Hash   string // the hash alone: 8 hex digits of the SHA-256 of Raw

	Raw, Brotli, Gzip []byte
}

// Files returns formtool.wasm, formtool-live.wasm and wasm_exec.js, in that
// order. The byte slices are shared: do not modify them.
func Files() []File { return files() }

var files = sync.OnceValue(func() []File {
	var out []File
	for _, name := range []string{WASM, LiveWASM, WASMExec} {
		f := File{Name: name, Raw: read(name), Brotli: read(name + ".br"), Gzip: read(name + ".gz")}
		sum := sha256.Sum256(f.Raw)
		f.Hash = hex.EncodeToString(sum[:4])
		dot := strings.LastIndexByte(name, '.')
		f.Hashed = name[:dot] + "." + f.Hash + name[dot:]
		out = append(out, f)
	}
	return out
})

func read(name string) []byte {
	b, err := embedded.ReadFile(name)
	if err != nil {
		panic(err) // the go:embed lines above list every name
	}
	return b
}
