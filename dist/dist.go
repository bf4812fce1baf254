// Package dist carries the browser runtime as formtool ships it:
// formtool.wasm, formtool-live.wasm and the wasm_exec.js of the Go toolchain
// that built them, so that an installed formtool writes and serves the
// runtime with no toolchain and no source.
//
// Each is embedded in its two compressed forms, brotli and gzip, as a site
// serves them; the plain file is unpacked from the gzip form the first time
// Files is called (some 60 ms). Embedding it as well would make every
// rebuild of the runtime add some 7 MB more to the repository and the
// binary, for bytes a browser is seldom sent.
//
// The files are generated (go generate ./..., which runs gen/main.go with
// the Go release that go.mod names) and committed; TestEmbeddedRuntimeIsFresh
// builds them again and fails when they differ.
package dist

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io"
	"strings"
	"sync"
)

//go:generate go run ./gen -o .

//go:embed formtool.wasm.br formtool.wasm.gz
//go:embed formtool-live.wasm.br formtool-live.wasm.gz
//go:embed wasm_exec.js.br wasm_exec.js.gz
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
		f := File{Name: name, Brotli: read(name + ".br"), Gzip: read(name + ".gz")}
		f.Raw = gunzip(name, f.Gzip)
		sum := sha256.Sum256(f.Raw)
		f.Hash = hex.EncodeToString(sum[:4])
		dot := strings.LastIndexByte(name, '.')
		f.Hashed = name[:dot] + "." + f.Hash + name[dot:]
		out = append(out, f)
	}
	return out
})

// gunzip unpacks an embedded file. It cannot fail on what gen wrote, which
// dist's tests unpack; a binary whose embedded bytes are broken stops here.
func gunzip(name string, gz []byte) []byte {
	r, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		var raw []byte
		if raw, err = io.ReadAll(r); err == nil {
			return raw
		}
	}
	panic("dist: " + name + ".gz: " + err.Error())
}

func read(name string) []byte {
	b, err := embedded.ReadFile(name)
	if err != nil {
		panic(err) // the go:embed lines above list every name
	}
	return b
}
