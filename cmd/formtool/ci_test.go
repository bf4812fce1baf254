package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
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
	for _, dir := range []string{binDir, benchDir} {
		if dir != "" {
			os.RemoveAll(dir)
		}
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

// TestREADMEStepsOutsideTheRepository follows the README's Installing
// steps with the built binary in an empty directory outside the
// repository: build, assets and serve need nothing but the binary, and
// serve hands a browser every file the page and the runtime ask for.
// (e2e/ drives the tools in Chromium; this is the route up to it.)
func TestREADMEStepsOutsideTheRepository(t *testing.T) {
	bin := formtoolBinary(t)
	dir := t.TempDir()
	login, err := os.ReadFile(filepath.Join(site, "login.html"))
	require.NoError(t, err)
	writePage(t, dir, "site/login.html", string(login))
	formtoolIn := func(args ...string) (string, int) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return string(out), exit.ExitCode()
		}
		require.NoError(t, err)
		return string(out), 0
	}

	out, code := formtoolIn("build", "-o", "public", "site/")
	require.Equal(t, exitOK, code, out)
	assert.FileExists(t, filepath.Join(dir, "public", "login.manifest.json"))
	// A page added since the build has no manifest.
	writePage(t, dir, "site/about.html", `<!doctype html><html><head><title>About</title></head><body><form><label>Q <input name=q></label></form></body></html>`)
	out, code = formtoolIn("assets", "-o", "public")
	require.Equal(t, exitOK, code, out)
	loader, err := os.ReadFile(filepath.Join(dir, "public", "formtool.js"))
	require.NoError(t, err)
	hashed := regexp.MustCompile(`(formtool(-live)?|wasm_exec)\.[0-9a-f]{8}\.(wasm|js)`).FindAllString(string(loader), -1)
	require.NotEmpty(t, hashed, "the loader asks for the hashed names")
	for _, name := range hashed {
		assert.FileExists(t, filepath.Join(dir, "public", name))
	}

	serve := exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-manifests", "public", "site/")
	serve.Dir = dir
	stdout, err := serve.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, serve.Start())
	t.Cleanup(func() { serve.Process.Kill(); serve.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	require.NoError(t, err)
	base := regexp.MustCompile(`http://[0-9.:]+/`).FindString(line)
	require.NotEmpty(t, base, line)

	get := func(path, enc string) *http.Response {
		req, err := http.NewRequest("GET", base+strings.TrimPrefix(path, "/"), nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Encoding", enc) // set, so the client does not decode it
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode, path)
		return resp
	}
	body := func(path string) string {
		resp, err := http.Get(base + strings.TrimPrefix(path, "/"))
		require.NoError(t, err)
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, resp.StatusCode, path)
		return string(data)
	}
	manifest := regexp.MustCompile(`<script src="/formtool.js" data-manifest="([^"]+)" defer>`).FindStringSubmatch(body("/login.html"))
	require.Len(t, manifest, 2, "serve injects the loader with the page's manifest")
	assert.Contains(t, body(manifest[1]), `"name": "login_form"`)
	assert.NotContains(t, body("/about.html"), "data-manifest", "a page without a manifest is analysed live")
	served := body("/formtool.js")
	for _, name := range append(hashed, "formtool.wasm", "formtool-live.wasm") {
		if strings.HasSuffix(name, ".wasm") {
			resp := get("/"+name, "br")
			assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"), name)
			assert.Equal(t, "br", resp.Header.Get("Content-Encoding"), name)
		}
	}
	for _, name := range regexp.MustCompile(`(formtool(-live)?|wasm_exec)\.[0-9a-f]{8}\.(wasm|js)`).FindAllString(served, -1) {
		get("/"+name, "gzip")
	}

	require.NoError(t, serve.Process.Signal(os.Interrupt))
	assert.NoError(t, serve.Wait(), "Ctrl-C stops serve cleanly")
}

// TestREADMEInstallsThisRelease: the README's install commands name this
// module and this release, as the CI example does.
func TestREADMEInstallsThisRelease(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	module := strings.TrimPrefix(strings.SplitN(string(mod), "\n", 2)[0], "module ")
	for _, cmd := range []string{"go install ", "go get -tool "} {
		assert.Contains(t, string(readme), cmd+module+"/cmd/formtool@v"+formtool.Version)
	}
}
