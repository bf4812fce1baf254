package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPackageHoldsWhatTheREADMEPromises builds the package, asks npm what it
// would publish, and compares that with the list in the README's section
// "The npm package"; every export must be published, and the ES module
// must load in Node and reject an unknown option as the loader does.
func TestPackageHoldsWhatTheREADMEPromises(t *testing.T) {
	npm, err := exec.LookPath("npm")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("npm is not installed; CI must test the npm package")
		}
		t.Skip("no npm")
	}
	dir := filepath.Join(t.TempDir(), "npm")
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(npm, "pack", "--dry-run", "--json")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "npm_config_update_notifier=false", "npm_config_fund=false", "npm_config_audit=false")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("npm pack --dry-run --json: %v\n%s", err, out)
	}
	var packs []struct {
		Name, Version string
		Files         []struct{ Path string }
	}
	if err := json.Unmarshal(out, &packs); err != nil || len(packs) != 1 {
		t.Fatalf("npm pack said %s (%v)", out, err)
	}
	var packed []string
	for _, f := range packs[0].Files {
		packed = append(packed, f.Path)
	}
	slices.Sort(packed)
	promised := readmeFiles(t)
	if !slices.Equal(packed, promised) {
		t.Errorf("npm packs %q\nthe README promises %q", packed, promised)
	}
	if packs[0].Name != "@formtool/runtime" {
		t.Errorf("package %s@%s", packs[0].Name, packs[0].Version)
	}

	var pkg struct {
		Exports map[string]any
		Types   string
	}
	b, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil || json.Unmarshal(b, &pkg) != nil {
		t.Fatalf("package.json: %v\n%s", err, b)
	}
	targets := []string{pkg.Types}
	for _, e := range pkg.Exports {
		switch e := e.(type) {
		case string:
			targets = append(targets, e)
		case map[string]any:
			for _, v := range e {
				targets = append(targets, v.(string))
			}
		}
	}
	for _, target := range targets {
		if !slices.Contains(packed, strings.TrimPrefix(target, "./")) {
			t.Errorf("package.json exports %s, which is not published", target)
		}
	}

	loaderJS, err := os.ReadFile(filepath.Join(dir, "formtool.js"))
	if err != nil || !strings.Contains(string(loaderJS), "formtool.wasm") {
		t.Errorf("the packaged loader does not ask for formtool.wasm by its plain name (%v)", err)
	}

	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("npm without node")
	}
	const script = `
const m = await import(process.argv[1]);
let msg = "no error";
try { m.load({ manifest: "/m.json", wasmURL: "x" }); } catch (e) { msg = e.constructor.name + ": " + e.message; }
console.log(typeof m.load, Object.keys(m).join(","), msg);`
	got, err := exec.Command(node, "--input-type=module", "-e", script, "file://"+filepath.Join(dir, "index.js")).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, got)
	}
	if want := "function load TypeError: formtool: unknown option wasmURL; known: manifest, wasm, liveWasm, wasmExec, debug"; strings.TrimSpace(string(got)) != want {
		t.Errorf("node: %s\nwant %s", got, want)
	}
}

// readmeFiles returns the file names listed in the first text block of the
// README's section "The npm package".
func readmeFiles(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n### The npm package\n")
	if !ok {
		t.Fatal(`README.md has no section "### The npm package"`)
	}
	section, _, _ = strings.Cut(section, "\n#")
	_, block, ok := strings.Cut(section, "```text\n")
	block, _, ok2 := strings.Cut(block, "```")
	if !ok || !ok2 {
		t.Fatal("the README's npm section lists no files in a ```text block")
	}
	var files []string
	for _, line := range strings.Split(strings.TrimSpace(block), "\n") {
		files = append(files, strings.Fields(line)[0])
	}
	slices.Sort(files)
	return files
}
