package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalCorpus is a one-field-per-source corpus in which the DDG password is
// caught and, when leak is set, a card number without any evidence is not.
func evalCorpus(t *testing.T, leak bool) string {
	dir := t.TempDir()
	ddg := `<form><input type=password name=pw data-manual-scoring="password"></form>`
	if leak {
		ddg = `<form><input name=x data-manual-scoring="cardNumber"></form>`
	}
	files := map[string]string{
		"mapping.tsv":           "source\tlabel\tclass\nddg\tpassword\tblock\nddg\tcardNumber\tblock\nchromium\tUNKNOWN_TYPE\tunscored\n",
		"overrides.tsv":         "file\tlocator\tclass\treason\n",
		"bitwarden/labels.tsv":  "file\tlocator\tclass\treason\n",
		"govuk/labels.tsv":      "file\tlocator\tclass\treason\n",
		"ddg/test-forms/a.html": ddg,
		"firefox-ai/b.html":     `<input name=q>`,
		"chromium/001_a.html":   `<input name=q type=search>`,
		"chromium/001_a.out":    "UNKNOWN_TYPE | q | |  | 1\n",
		"bitwarden/c.md":        `<input name=q>`,
		"govuk/src/d/index.njk": `{{ govukInput({ name: "q" }) }}`,
	}
	for p, c := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
		require.NoError(t, os.WriteFile(full, []byte(c), 0o644))
	}
	return dir
}

func TestEvalExitCodes(t *testing.T) {
	clean, leaky := evalCorpus(t, false), evalCorpus(t, true)
	noRender := []string{"-render", filepath.Join(t.TempDir(), "none")}
	cases := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"no directory", []string{"eval"}, exitUsage, "", "want one corpus directory"},
		{"missing corpus", []string{"eval", filepath.Join(t.TempDir(), "nope")}, exitUsage, "", "not a formtool corpus"},
		{"not a corpus", []string{"eval", t.TempDir()}, exitUsage, "", "mapping.tsv"},
		{"clean", append(append([]string{"eval"}, noRender...), clean), exitOK, "block recall: 1 of 1", "skipped govuk: no renderer"},
		{"a block leak", append(append([]string{"eval"}, noRender...), leaky), exitFindings, "block leaks (gold block, classified allow or redact): 1", "1 block leaks"},
		{"markdown", append(append([]string{"eval", "-markdown"}, noRender...), clean), exitOK, "| **overall** | 4 | 1 |", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, c.args...)
			assert.Equal(t, c.code, code, "stdout:\n%s\nstderr:\n%s", stdout, stderr)
			assert.Contains(t, stdout, c.stdout)
			assert.Contains(t, stderr, c.stderr)
		})
	}
}

func TestEvalJSON(t *testing.T) {
	stdout, _, code := runCLI(t, "eval", "-json", "-render", filepath.Join(t.TempDir(), "none"), evalCorpus(t, true))
	assert.Equal(t, exitFindings, code)
	var r struct {
		Overall struct {
			Fields     int `json:"fields"`
			BlockLeaks int `json:"blockLeaks"`
		} `json:"overall"`
		Misses []struct {
			File, Locator, Gold, Got string
		} `json:"misses"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &r), stdout)
	assert.Equal(t, 1, r.Overall.Fields)
	assert.Equal(t, 1, r.Overall.BlockLeaks)
	require.Len(t, r.Misses, 1)
	assert.Equal(t, "name:x", r.Misses[0].Locator)
}
