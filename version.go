// Package formtool holds what the CLI, the loader and the WebAssembly runtime
// must agree on. The pipeline itself lives in the packages analyzer, classify,
// schema and filter; cmd/formtool and wasm are thin shells around them.
package formtool

// Version is the release of the CLI, the loader and the WebAssembly runtime.
// The loader refuses a runtime whose version differs.
const Version = "0.1.0"
