package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/analyzer"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// binDir holds the built binary, once a test asks for it.
var binDir string

// builtBinary is formtool built as a user installs it, once per test run:
// the CI files run the binary, not this package's run.
var builtBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "formtool-bin")
	if err != nil {
		return "", err
	}
	binDir = dir
	bin := filepath.Join(dir, "formtool")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", errors.New(string(out))
	}
	return bin, nil
})

func formtoolBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin, err := builtBinary()
	require.NoError(t, err)
	return bin
}

// runScript runs a workflow step's script as the runner does (bash -e), in
// dir, with the built formtool first on PATH, and returns its output and
// exit code.
func runScript(t *testing.T, dir, script string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command("bash", "-e", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(formtoolBinary(t))+string(os.PathListSeparator)+os.Getenv("PATH"), "NO_COLOR=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), errb.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), errb.String(), 0
}

// copySite copies the example site to dir/site, as a repository that
// uses the CI files would have it.
func copySite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(dir, "site"), os.DirFS(site)))
	return dir
}

// TestGitHubActionsExample runs the steps of docs/examples/github-actions.yml
// against the example site: the install step names this release, the
// annotations step fails on the site's declarative leak with workflow
// commands only, and the SARIF step passes (the job already failed) and
// writes the file the upload step sends.
func TestGitHubActionsExample(t *testing.T) {
	data, err := os.ReadFile("../../docs/examples/github-actions.yml")
	require.NoError(t, err)
	var wf struct {
		Permissions map[string]string `yaml:"permissions"`
		Jobs        map[string]struct {
			Steps []struct {
				Name string            `yaml:"name"`
				Uses string            `yaml:"uses"`
				Run  string            `yaml:"run"`
				If   string            `yaml:"if"`
				With map[string]string `yaml:"with"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	require.NoError(t, yaml.Unmarshal(data, &wf))
	assert.Equal(t, "write", wf.Permissions["security-events"], "upload-sarif needs it")
	require.Contains(t, wf.Jobs, "check")
	steps := wf.Jobs["check"].Steps

	dir := copySite(t)
	var ran []string
	sarifFile := ""
	for _, step := range steps {
		switch {
		case strings.HasPrefix(step.Run, "go install "):
			assert.Equal(t, "go install github.com/formtool/formtool/cmd/formtool@v"+formtool.Version, strings.TrimSpace(step.Run),
				"the example installs this release, as the README does")
		case strings.Contains(step.Run, "--format github"):
			stdout, stderr, code := runScript(t, dir, step.Run)
			assert.Equal(t, exitFindings, code, "declarative.html's leak fails the job:\n%s", stderr)
			lines := strings.Split(strings.TrimSpace(stdout), "\n")
			require.NotEmpty(t, lines)
			for _, l := range lines {
				assert.Regexp(t, `^::(error|warning|notice) file=site/[^,]+,line=\d+,col=\d+,title=[a-z-]+::`, l)
			}
			assert.Contains(t, stdout, "::error file=site/declarative.html,")
			ran = append(ran, "github")
		case strings.Contains(step.Run, "--format sarif"):
			assert.NotEmpty(t, step.If, "the SARIF steps run after the annotations step failed")
			_, stderr, code := runScript(t, dir, step.Run)
			assert.Equal(t, exitOK, code, "exit 1 is tolerated here:\n%s", stderr)
			ran = append(ran, "sarif")
		case strings.HasPrefix(step.Uses, "github/codeql-action/upload-sarif@"):
			sarifFile = step.With["sarif_file"]
			assert.NotEmpty(t, step.If)
		}
	}
	assert.Equal(t, []string{"github", "sarif"}, ran)
	require.NotEmpty(t, sarifFile)
	data, err = os.ReadFile(filepath.Join(dir, sarifFile))
	require.NoError(t, err, "the upload step finds the file the check wrote")
	var log sarifDoc
	require.NoError(t, json.Unmarshal(data, &log))
	assert.Equal(t, "2.1.0", log.Version)
	require.Len(t, log.Runs, 1)
	assert.NotEmpty(t, log.Runs[0].Results)
	assert.Equal(t, "site/declarative.html", findResult(log, idDeclarativeLeak))

	// A usage error (exit 2) is not tolerated: the SARIF step fails on it.
	for _, step := range steps {
		if strings.Contains(step.Run, "--format sarif") {
			_, stderr, code := runScript(t, dir, strings.ReplaceAll(step.Run, "site/", "nowhere/"))
			assert.NotEqual(t, exitOK, code)
			assert.Contains(t, stderr, "nowhere/: no such file or directory")
		}
	}
}

func findResult(log sarifDoc, id string) string {
	for _, r := range log.Runs[0].Results {
		if r.RuleID == id {
			return r.Locations[0].PhysicalLocation.ArtifactLocation.URI
		}
	}
	return ""
}

// TestPreCommitHook runs .pre-commit-hooks.yaml's hook as pre-commit does:
// its entry with the staged files its pattern matches appended. The pattern
// matches exactly the files formtool reads in a directory; the hook fails on
// the example site's leak and passes a clean page, in the text format.
func TestPreCommitHook(t *testing.T) {
	data, err := os.ReadFile("../../.pre-commit-hooks.yaml")
	require.NoError(t, err)
	var hooks []struct {
		ID             string `yaml:"id"`
		Name           string `yaml:"name"`
		Entry          string `yaml:"entry"`
		Language       string `yaml:"language"`
		Files          string `yaml:"files"`
		PassFilenames  *bool  `yaml:"pass_filenames"`
		RequireSerial  bool   `yaml:"require_serial"`
		AlwaysRun      bool   `yaml:"always_run"`
		AdditionalDeps []any  `yaml:"additional_dependencies"`
	}
	require.NoError(t, yaml.Unmarshal(data, &hooks))
	require.Len(t, hooks, 1)
	h := hooks[0]
	assert.Equal(t, "formtool-check", h.ID)
	assert.Equal(t, "golang", h.Language)
	assert.Equal(t, "formtool check", h.Entry)
	assert.True(t, h.PassFilenames == nil || *h.PassFilenames, "the staged files are the paths")

	files := regexp.MustCompile(h.Files)
	for _, name := range []string{"a.html", "a.HTM", "a.xhtml", "a.gohtml", "a.tmpl", "a.gotmpl", "a.j2", "a.jinja", "a.jinja2", "a.njk",
		"a.nunjucks", "a.django", "a.djhtml", "a.erb", "a.html.erb", "a.rhtml", "a.hbs", "a.handlebars", "a.mustache", "a.liquid",
		"a.md", "a.js", "a.json", "formtool.json", "a.html.bak", "a.txt"} {
		assert.Equal(t, analyzer.IsSource(name), files.MatchString(name), "the hook's files pattern and formtool disagree on %s", name)
	}

	dir := copySite(t)
	var staged []string
	require.NoError(t, filepath.WalkDir(filepath.Join(dir, "site"), func(path string, d os.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, path)
		if err == nil && !d.IsDir() && files.MatchString(rel) {
			staged = append(staged, rel)
		}
		return err
	}))
	require.NotEmpty(t, staged)
	quote := func(files []string) string {
		return "'" + strings.Join(files, "' '") + "'"
	}
	stdout, stderr, code := runScript(t, dir, h.Entry+" "+quote(staged))
	assert.Equal(t, exitFindings, code, "the leak in declarative.html stops the commit:\n%s", stderr)
	assert.Regexp(t, `(?m)^site/declarative.html:\d+:\d+: error: .* \[declarative-leak\]$`, stdout)
	assert.Regexp(t, `\d+ files, \d+ forms, \d+ fields \(\d+ blocked, \d+ redacted\): 1 error, `, stdout)

	stdout, _, code = runScript(t, dir, h.Entry+" "+quote([]string{"site/login.html"}))
	assert.Equal(t, exitOK, code, stdout)
}
