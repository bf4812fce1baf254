// Package release says how the browser runtime is compiled, so that the
// runtime dist embeds, the one the browser tests load and the one
// wasmsize measures are built the same way.
package release

// Package is the runtime's main package.
const Package = "github.com/formtool/formtool/wasm"

// BuildArgs are the arguments of go build (GOOS=js GOARCH=wasm) for the
// runtime with the build tags tags ("", "live", or "floor" for the
// benchmark's floor, built as the manifest mode is), written to out: small
// and reproducible (no symbol table, no DWARF, no build id, no file paths,
// no VCS stamp).
//
// Both runtimes are compiled without inlining in their own packages, wasm
// and wasm/call. A first call runs each of their functions about once, and
// V8 compiles each function the first time it runs: inlined copies are
// more code to fetch and compile for a call that runs them once. The value
// filter, whose loops run over every character of every value, and the
// live build's analyzer, classifier and schema builder, which run over a
// whole page, keep inlining.
func BuildArgs(tags, out string) []string {
	return buildArgs(tags, out, "-s -w -buildid=")
}

// NamedBuildArgs are BuildArgs with the name section kept (no -s), which
// names each function for wasmsize; the code is the same.
func NamedBuildArgs(tags, out string) []string {
	return buildArgs(tags, out, "-w -buildid=")
}

func buildArgs(tags, out, ldflags string) []string {
	args := []string{"build", "-trimpath", "-buildvcs=false", "-ldflags=" + ldflags, "-tags=" + tags}
	args = append(args, "-gcflags=github.com/formtool/formtool/wasm/...=-l")
	return append(args, "-o", out, Package)
}
