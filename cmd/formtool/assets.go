package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/andybalholm/brotli"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/dist"
	loader "github.com/formtool/formtool/js"
)

func init() {
	commands["assets"] = command{summary: "write the browser runtime: formtool.js, formtool.wasm, wasm_exec.js", run: runAssets}
}

const assetsUsage = `usage: formtool assets -o DIR

Writes the browser runtime into DIR, ready to serve:

  formtool.js                  the loader, minified (+ .br, .gz); it knows
                               the names below
  formtool.HASH.wasm           the runtime (+ .br, .gz)
  formtool-live.HASH.wasm      the runtime with the analyzer, for pages
                               without a manifest (+ .br, .gz); loaded only
                               on such pages
  wasm_exec.HASH.js            the support script of the Go toolchain that
                               built both (+ .br, .gz)

HASH is part of the content's SHA-256: a file's name changes with its bytes,
so the hashed files can be cached for good (Cache-Control: public,
max-age=31536000, immutable); formtool.js keeps its name and should be
revalidated (Cache-Control: no-cache). Files of earlier releases are left
in DIR for pages still running their loader. The runtime is built into
formtool; nothing is compiled. Serve .wasm as application/wasm and the .br
and .gz files to clients that accept them (formtool serve does); see
docs/runtime.md.
`

func runAssets(args []string, stdout, stderr io.Writer) int {
	fs := flagSet("assets", assetsUsage, nil)
	out := fs.String("o", "", "output `DIR` (created if missing)")
	paths, ok, code := parse(fs, args, nil, stdout, stderr)
	if !ok {
		return code
	}
	if *out == "" && len(paths) == 1 {
		return usageError(fs, stderr, "-o DIR is required: formtool assets -o %s", paths[0])
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
		fmt.Fprintf(stdout, "%-28s %9d bytes  brotli %8d  gzip %8d\n", s.name, s.raw, s.br, s.gz)
	}
	return exitOK
}

type assetSize struct {
	name        string
	raw, br, gz int
}

// hashedLoader is the minified loader that fetches the runtime built into
// this binary by its content-hashed names: what assets writes and serve
// serves.
var hashedLoader = sync.OnceValues(func() (string, error) {
	rt := dist.Files()
	src := loader.Render(formtool.Version, loader.Files{WASM: rt[0].Hashed, LiveWASM: rt[1].Hashed, WASMExec: rt[2].Hashed})
	min, err := loader.Minify(src)
	if err != nil {
		return "", fmt.Errorf("minifying formtool.js: %v", err)
	}
	return min, nil
})

// writeAssets writes the runtime files into dir, which exists.
func writeAssets(dir string) ([]assetSize, error) {
	min, err := hashedLoader()
	if err != nil {
		return nil, err
	}
	br, gz, err := compress([]byte(min))
	if err != nil {
		return nil, err
	}
	// The loader keeps its name: pages refer to it.
	files := []dist.File{{Name: "formtool.js", Hashed: "formtool.js", Raw: []byte(min), Brotli: br, Gzip: gz}}
	var sizes []assetSize
	for _, f := range append(files, dist.Files()...) {
		for suffix, b := range map[string][]byte{"": f.Raw, ".br": f.Brotli, ".gz": f.Gzip} {
			if err := os.WriteFile(filepath.Join(dir, f.Hashed+suffix), b, 0o644); err != nil {
				return nil, err
			}
		}
		sizes = append(sizes, assetSize{f.Hashed, len(f.Raw), len(f.Brotli), len(f.Gzip)})
	}
	return sizes, nil
}

// compress returns data's brotli (quality 11) and gzip (level 9) forms,
// made as dist's are, for the loader, which is written at run time.
func compress(data []byte) (br, gz []byte, err error) {
	var b bytes.Buffer
	bw := brotli.NewWriterLevel(&b, brotli.BestCompression)
	bw.Write(data)
	if err := bw.Close(); err != nil {
		return nil, nil, err
	}
	var g bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	gw.Write(data)
	if err := gw.Close(); err != nil {
		return nil, nil, err
	}
	return b.Bytes(), g.Bytes(), nil
}
