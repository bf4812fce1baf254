// Command npm writes formtool's browser runtime as the npm package
// @formtool/runtime, into a directory ready for npm pack or npm publish:
// the loader (minified, asking for the runtime by its plain names), the
// runtime built into package dist, an ES module entry with its types, and a
// package.json of formtool's version.
//
//	go run ./dist/npm -o out/npm    (make npm)
package main

import (
	"embed"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/dist"
	loader "github.com/formtool/formtool/js"
)

//go:embed index.js index.d.ts README.md
var static embed.FS

// packageJSON is the package's manifest; the order of its fields is the
// order npm writes them in.
type packageJSON struct {
	Name        string         `json:"name"`
	Version     string         `json:"version"`
	Description string         `json:"description"`
	Keywords    []string       `json:"keywords"`
	Repository  repository     `json:"repository"`
	Type        string         `json:"type"`
	Exports     map[string]any `json:"exports"`
	Types       string         `json:"types"`
	Files       []string       `json:"files"`
	SideEffects bool           `json:"sideEffects"`
}

type repository struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

// entry is the main export. Conditions are matched in order: types first,
// default last.
type entry struct {
	Types   string `json:"types"`
	Default string `json:"default"`
}

func main() {
	out := flag.String("o", "out/npm", "output `DIR`")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintf(os.Stderr, "dist/npm: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s (%s@%s)\n", *out, name, formtool.Version)
}

const name = "@formtool/runtime"

// write writes the package into dir, replacing what it had.
func write(dir string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	min, err := loader.Minified()
	if err != nil {
		return err
	}
	files := map[string][]byte{"formtool.js": []byte(min)}
	for _, f := range dist.Files() {
		files[f.Name] = f.Raw
	}
	for _, n := range []string{"index.js", "index.d.ts", "README.md"} {
		if files[n], err = static.ReadFile(n); err != nil {
			return err
		}
	}
	exports := map[string]any{
		".":              entry{Types: "./index.d.ts", Default: "./index.js"},
		"./package.json": "./package.json",
	}
	var published []string
	for _, n := range []string{"index.js", "index.d.ts", "formtool.js", dist.WASM, dist.LiveWASM, dist.WASMExec} {
		published = append(published, n)
		if n != "index.js" && n != "index.d.ts" {
			exports["./"+n] = "./" + n
		}
	}
	pkg, err := json.MarshalIndent(packageJSON{
		Name:        name,
		Version:     formtool.Version,
		Description: "formtool's browser runtime: a site's forms as WebMCP tools that never hand an agent a secret",
		Keywords:    []string{"webmcp", "forms", "wasm"},
		Repository:  repository{Type: "git", URL: "git+https://github.com/formtool/formtool.git"},
		Type:        "module",
		Exports:     exports,
		Types:       "./index.d.ts",
		Files:       published,
		SideEffects: false,
	}, "", "  ")
	if err != nil {
		return err
	}
	files["package.json"] = append(pkg, '\n')
	for n, b := range files {
		if err := os.WriteFile(filepath.Join(dir, n), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
