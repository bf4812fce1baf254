package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/formtool/formtool/corpus"
)

func init() {
	commands["eval"] = command{summary: "score the classifier against the labelled form corpus", run: runEval}
}

// runEval is a thin shell around corpus.Evaluate. It exits 1 when any gold
// block field is not classified block, so that `make eval` and CI can gate
// on leaks, and 2 when the directory is not a corpus or the evaluation could
// not resolve all of the corpus's labels.
const evalUsage = `usage: formtool eval [flags] corpus-dir

Scores the classifier against a labelled form corpus: precision and recall
per class, and every block field that was not classified block. Exits 1
when there is such a leak.
`

func runEval(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("eval", evalUsage, nil)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	markdown := fs.Bool("markdown", false, "print the report as Markdown, as docs/accuracy.md keeps it")
	render := fs.String("render", "", "`DIR` of the GOV.UK renderer, render.js (default: corpus/render of the formtool checkout around the working directory)")
	noInstall := fs.Bool("no-install", false, "do not run `npm ci` for the GOV.UK renderer when its packages are missing")
	fs.Func("packs", "country packs to add, comma-separated, or 'auto' to choose from each page's lang", s.parsePacks)
	paths, ok, code := parse(fs, args, nil, stdout, stderr)
	if !ok {
		return code
	}
	if len(paths) != 1 {
		return usageError(fs, stderr, "want one corpus directory (e.g. ../shared/corpus)")
	}
	if *asJSON && *markdown {
		return usageError(fs, stderr, "-json and -markdown exclude each other")
	}
	o := corpus.Options{Packs: s.packs, AutoPacks: s.auto, RenderDir: *render, Install: !*noInstall}
	if o.RenderDir == "" {
		o.RenderDir = findRenderer()
	}
	r, err := corpus.Evaluate(paths[0], o)
	if errors.Is(err, corpus.ErrCorpus) {
		fmt.Fprintf(stderr, "formtool eval: %v\n", err)
		return exitUsage
	}
	if err != nil {
		fmt.Fprintf(stderr, "formtool eval: %v\n", err)
		return exitInternal
	}
	switch {
	case *asJSON:
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		err = enc.Encode(r)
	case *markdown:
		err = r.WriteMarkdown(stdout)
	default:
		err = r.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "formtool eval: %v\n", err)
		return exitInternal
	}
	for _, sk := range r.Skipped {
		fmt.Fprintf(stderr, "formtool eval: skipped %s\n", sk)
	}
	if len(r.Problems) > 0 {
		fmt.Fprintf(stderr, "formtool eval: %d problems: the corpus's labels could not all be resolved (first: %s)\n", len(r.Problems), r.Problems[0])
		return exitUsage
	}
	if n := r.Overall.BlockLeaks; n > 0 {
		fmt.Fprintf(stderr, "formtool eval: %d block leaks\n", n)
		return exitFindings
	}
	return exitOK
}

// findRenderer looks for corpus/render/render.js in the working directory
// and its parents, so that `go run ./cmd/formtool eval` works from anywhere
// in a checkout.
func findRenderer() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "corpus", "render")
		if _, err := os.Stat(filepath.Join(p, "render.js")); err == nil {
			return p
		}
		if filepath.Base(dir) == "corpus" {
			if _, err := os.Stat(filepath.Join(dir, "render", "render.js")); err == nil {
				return filepath.Join(dir, "render")
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
