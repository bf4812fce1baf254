package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// renderTimeout bounds npm ci and the render itself; both take seconds.
const renderTimeout = 3 * time.Minute

// renderJobs renders the GOV.UK templates to HTML with govuk-frontend's own
// macros (render/render.js). When that cannot be done, it returns no jobs and
// a Skip that says why, so the other sources still count.
func renderJobs(dir string, o Options) ([]job, []Skip) {
	root := filepath.Join(dir, srcGOVUK)
	var templates []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".njk") {
			rel, _ := filepath.Rel(dir, path)
			templates = append(templates, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(templates)
	skip := func(format string, args ...any) ([]job, []Skip) {
		return nil, []Skip{{Source: srcGOVUK, Reason: fmt.Sprintf(format, args...)}}
	}
	if len(templates) == 0 {
		return skip("no .njk templates under %s", root)
	}
	if o.RenderDir == "" {
		return skip("no renderer: the directory of render.js (corpus/render in the formtool repository) was not found")
	}
	if _, err := os.Stat(filepath.Join(o.RenderDir, "render.js")); err != nil {
		return skip("no renderer: %s holds no render.js", o.RenderDir)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return skip("node is not installed (not in PATH); it renders the Nunjucks templates with govuk-frontend")
	}
	if !installed(o.RenderDir) {
		if !o.Install {
			return skip("the renderer's packages are not installed: run `npm ci` in %s", o.RenderDir)
		}
		if msg := npmCI(o.RenderDir); msg != "" {
			return skip("`npm ci` in %s failed: %s", o.RenderDir, msg)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), renderTimeout)
	defer cancel()
	abs, err := filepath.Abs(root)
	if err != nil {
		return skip("%v", err)
	}
	cmd := exec.CommandContext(ctx, node, "render.js", abs)
	cmd.Dir = o.RenderDir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return skip("node render.js failed: %v: %s", err, lastLine(stderr.String()))
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return skip("node render.js printed no JSON: %v", err)
	}
	var jobs []job
	var skips []Skip
	for _, rel := range templates {
		raw, ok := out[rel]
		if !ok {
			skips = append(skips, Skip{Source: srcGOVUK, File: rel, Reason: "render.js did not render it"})
			continue
		}
		var html string
		if json.Unmarshal(raw, &html) != nil {
			var e struct{ Error string }
			json.Unmarshal(raw, &e)
			skips = append(skips, Skip{Source: srcGOVUK, File: rel, Reason: "render failed: " + e.Error})
			continue
		}
		jobs = append(jobs, job{source: srcGOVUK, rel: rel, data: []byte(html)})
	}
	return jobs, skips
}

// installed reports whether the renderer's packages are in node_modules.
func installed(dir string) bool {
	for _, p := range []string{"nunjucks", "govuk-frontend"} {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", p, "package.json")); err != nil {
			return false
		}
	}
	return true
}

// npmCI installs the renderer's pinned packages; it returns "" on success,
// else what went wrong.
func npmCI(dir string) string {
	npm, err := exec.LookPath("npm")
	if err != nil {
		return "npm is not installed (not in PATH)"
	}
	ctx, cancel := context.WithTimeout(context.Background(), renderTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Sprintf("%v: %s", err, lastLine(string(out)))
	}
	return ""
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
