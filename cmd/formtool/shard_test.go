package main

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShardValues: a bad -shard is a usage error that says what is wanted.
func TestShardValues(t *testing.T) {
	file := writePage(t, t.TempDir(), "a.html", `<form><label>Q <input name=q></label></form>`)
	for _, c := range []struct{ value, msg string }{
		{"0/2", "the shard i must be from 1 to 2, not 0"},
		{"3/2", "the shard i must be from 1 to 2, not 3"},
		{"-1/2", "the shard i must be from 1 to 2, not -1"},
		{"1/0", "the shard count n must be at least 1, not 0"},
		{"x/y", "want i/n, shard i of n, such as 1/3"},
		{"1", "want i/n"},
		{"1/2/3", "want i/n"},
		{"", "want i/n"},
		{" 1/2", "want i/n"},
	} {
		for _, cmd := range []string{"check", "build"} {
			stdout, stderr, code := runCLI(t, cmd, file, "-shard", c.value)
			assert.Equal(t, exitUsage, code, "%s -shard %q", cmd, c.value)
			assert.Contains(t, stderr, fmt.Sprintf("formtool %s: invalid value %q for flag -shard: %s", cmd, c.value, c.msg))
			assert.Empty(t, stdout)
		}
	}
	var s shard
	require.NoError(t, s.Set("2/3"))
	assert.Equal(t, shard{2, 3}, s)
	assert.Equal(t, "2/3", s.String())
}

// TestShardSplit: round-robin over the sorted paths, whatever the input
// order, each file in one shard, sizes within one of each other.
func TestShardSplit(t *testing.T) {
	var srcs []source
	for _, p := range []string{"e.html", "a.html", "c/x.html", "b.html", "d.html", "c/a.html", "f.html"} {
		srcs = append(srcs, source{path: p})
	}
	// sorted: a b c/a c/x d e f
	want := map[int][]string{1: {"a.html", "c/x.html", "f.html"}, 2: {"b.html", "d.html"}, 3: {"e.html", "c/a.html"}}
	seen := map[string]int{}
	for i := 1; i <= 3; i++ {
		mine, others := shard{i, 3}.split(srcs)
		var names []string
		for _, s := range mine {
			names = append(names, s.path)
			seen[s.path]++
		}
		assert.Equal(t, want[i], names, "shard %d/3, in input order", i)
		assert.Len(t, others, len(srcs)-len(mine))
	}
	for _, s := range srcs {
		assert.Equal(t, 1, seen[s.path], s.path)
	}
	mine, others := shard{1, 1}.split(srcs)
	assert.Equal(t, srcs, mine)
	assert.Empty(t, others)
}

// manifests reads every manifest under dir, by its path relative to dir.
func manifests(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".json" || d.Name() == cacheFile {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		out[filepath.ToSlash(rel)] = string(data)
		return err
	}))
	return out
}

// checkJSON runs check -format json and returns its report and exit code.
func checkJSON(t *testing.T, args ...string) (jsonReport, int) {
	t.Helper()
	stdout, stderr, code := runCLI(t, append([]string{"check", "-format", "json"}, args...)...)
	var r jsonReport
	require.NoError(t, json.Unmarshal([]byte(stdout), &r), stderr)
	require.NotNil(t, r.Summary)
	return r, code
}

// assertShardsAreTheWhole runs check and build over paths whole and in n
// shards, and asserts that the shards' findings and manifests add up to the
// whole run's, each in exactly one shard.
func assertShardsAreTheWhole(t *testing.T, n int, paths ...string) {
	t.Helper()
	whole, wholeCode := checkJSON(t, paths...)
	wholeOut := t.TempDir()
	_, stderr, buildCode := runCLI(t, append([]string{"build", "-o", wholeOut}, paths...)...)
	require.Equal(t, wholeCode, buildCode, stderr)
	wholeManifests := manifests(t, wholeOut)
	require.NotEmpty(t, wholeManifests)

	var findings []diagnostic
	union := map[string]string{}
	var files, forms, fields, errors int
	worst := exitOK
	for i := 1; i <= n; i++ {
		sh := fmt.Sprintf("%d/%d", i, n)
		part, code := checkJSON(t, append(paths, "--shard", sh)...)
		assert.Equal(t, sh, part.Summary.Shard)
		findings = append(findings, part.Findings...)
		files += part.Summary.Files
		forms += part.Summary.Forms
		fields += part.Summary.Fields
		errors += part.Summary.Errors
		assert.Positive(t, part.Summary.Files, "shard %s has files", sh)
		worst = max(worst, code)

		out := t.TempDir()
		_, stderr, code := runCLI(t, append([]string{"build", "-o", out, "-shard", sh}, paths...)...)
		assert.Equal(t, code, buildCodeFor(part), stderr)
		for name, m := range manifests(t, out) {
			_, dup := union[name]
			assert.False(t, dup, "%s is written by two shards", name)
			union[name] = m
		}
	}
	assert.ElementsMatch(t, whole.Findings, findings, "the shards' findings are the whole run's, each once")
	assert.Equal(t, wholeCode, worst, "the worst shard fails as the whole run does")
	assert.Equal(t, whole.Summary.Files, files)
	assert.Equal(t, whole.Summary.Forms, forms)
	assert.Equal(t, whole.Summary.Fields, fields)
	assert.Equal(t, whole.Summary.Errors, errors)
	assert.Equal(t, wholeManifests, union, "the shards' manifests are the whole build's")
}

func buildCodeFor(r jsonReport) int {
	if r.Summary.Errors > 0 {
		return exitFindings
	}
	return exitOK
}

// TestShardsAddUpToTheWholeRun: every shard of 3 over the example site
// gives, together, the findings and manifests of one whole run.
func TestShardsAddUpToTheWholeRun(t *testing.T) {
	assertShardsAreTheWhole(t, 3, site)
}

// TestShardsReportThePolicyOnce: the policy's findings concern the whole
// site; the first shard reports them, knowing every page's tools, so a
// tool on another shard's page is not reported as missing.
func TestShardsReportThePolicyOnce(t *testing.T) {
	dir := t.TempDir()
	for i, name := range []string{"a", "b", "c", "d"} {
		writePage(t, dir, name+".html", fmt.Sprintf(`<form id=tool_%s method=get action=/s><label>Search %d <input type=search name=q></label></form>`, name, i))
	}
	writePage(t, dir, policyFileName, `{"submit": {"tools": {"tool_b": {"autoSubmit": true}, "tool_z": {"autoSubmit": true}}}}`)
	whole, _ := checkJSON(t, dir)
	var unknown []string
	for _, d := range whole.Findings {
		if d.ID == idUnknownTool {
			unknown = append(unknown, d.Message)
		}
	}
	require.Len(t, unknown, 1, "only tool_z is missing")
	assert.Contains(t, unknown[0], `"tool_z"`)
	assertShardsAreTheWhole(t, 3, dir)
}
