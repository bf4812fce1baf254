// Command gen builds the browser runtime that package dist embeds:
// formtool.wasm and formtool-live.wasm, compiled with the release flags,
// and the wasm_exec.js of the toolchain that compiled them, each as a
// brotli (quality 11) and a gzip (level 9) file. The plain file is not
// written: dist unpacks it from the gzip form, which keeps what each
// rebuild of the runtime adds to the repository (and to the formtool
// binary) at about a third.
//
//	go run ./gen -o DIR
//
// go generate runs it in dist (go generate ./...), and dist's test runs it
// into a temporary directory to prove that the embedded files are what the
// source builds today.
//
// The output depends only on the source and the Go release: the toolchain is
// the one go.mod names (GOTOOLCHAIN), the build is -trimpath with no build id,
// no VCS stamp, no cgo and no GOFLAGS, GOWASM or GOEXPERIMENT of the caller's,
// and the gzip header carries no name and no time.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/formtool/formtool/internal/release"
	loader "github.com/formtool/formtool/js"
	"golang.org/x/sync/errgroup"
)

func main() {
	out := flag.String("o", ".", "output `DIR`")
	flag.Parse()
	if err := generate(*out); err != nil {
		fmt.Fprintf(os.Stderr, "dist/gen: %v\n", err)
		os.Exit(1)
	}
}

func generate(dir string) error {
	toolchain, err := pinnedToolchain()
	if err != nil {
		return err
	}
	env := buildEnv(toolchain)
	files := map[string][]byte{}
	for name, tags := range map[string]string{"formtool.wasm": "", "formtool-live.wasm": "live"} {
		if files[name], err = buildWASM(env, tags); err != nil {
			return err
		}
	}
	goroot, err := goCmd(env, "env", "GOROOT")
	if err != nil {
		return err
	}
	// wasm_exec.js and the module speak a private ABI that changes between
	// Go releases: it must come from the toolchain that built them.
	if files["wasm_exec.js"], err = loader.WasmExec(strings.TrimSpace(string(goroot))); err != nil {
		return err
	}
	var g errgroup.Group
	for name, data := range files {
		g.Go(func() error { return writeCompressed(dir, name, data) })
	}
	return g.Wait()
}

// pinnedToolchain is the Go release named by go.mod's go line: every
// machine that generates the runtime uses the same one, so the committed
// bytes do not change with whoever ran go generate last.
func pinnedToolchain() (string, error) {
	v, err := goCmd(os.Environ(), "list", "-m", "-f", "{{.GoVersion}}")
	if err != nil {
		return "", err
	}
	version := strings.TrimSpace(string(v))
	if strings.Count(version, ".") != 2 {
		return "", fmt.Errorf("go.mod says go %s; name a release with its patch number (go 1.26.8), which is the toolchain the runtime is built with", version)
	}
	return "go" + version, nil
}

func buildEnv(toolchain string) []string {
	var env []string
	for _, kv := range os.Environ() {
		switch name, _, _ := strings.Cut(kv, "="); name {
		case "GOFLAGS", "GOWASM", "GOEXPERIMENT", "GOTOOLCHAIN", "GOOS", "GOARCH", "CGO_ENABLED":
		default:
			env = append(env, kv)
		}
	}
	return append(env, "GOTOOLCHAIN="+toolchain, "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
}

// buildWASM compiles the runtime as package release says. The tag "live"
// adds the analyzer for pages without a manifest.
func buildWASM(env []string, tags string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "formtool-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	target := filepath.Join(tmp, "formtool.wasm")
	if _, err := goCmd(env, release.BuildArgs(tags, target)...); err != nil {
		return nil, err
	}
	return os.ReadFile(target)
}

func goCmd(env []string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// writeCompressed writes name's .br and .gz forms.
func writeCompressed(dir, name string, data []byte) error {
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(data)
	if err := bw.Close(); err != nil {
		return err
	}
	var gz bytes.Buffer
	// The zero Header: no file name, modification time 0.
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	gw.Write(data)
	if err := gw.Close(); err != nil {
		return err
	}
	for suffix, b := range map[string][]byte{".br": br.Bytes(), ".gz": gz.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name+suffix), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
