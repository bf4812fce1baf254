package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool"
)

// leakPage has a declarative-leak (an error) on line 1 and an
// unlabelled-field (a warning) on line 2.
const leakPage = "<form toolname=x tooldescription=y>\n<input name=note>\n<label>Pw <input type=password name=p></label></form>\n"

func writePage(t *testing.T, dir, name, src string) string {
	t.Helper()
	file := filepath.Join(dir, name)
	require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	return file
}

// TestFormatsKeepTheExitCodes: every format exits as text does, for check
// and for build; a bad format is a usage error.
func TestFormatsKeepTheExitCodes(t *testing.T) {
	dir := t.TempDir()
	leak := writePage(t, dir, "leak.html", leakPage)
	clean := writePage(t, dir, "clean.html", `<form><label>Name <input name=n></label></form>`)
	warn := writePage(t, dir, "warn.html", `<form><input name=n></form>`)
	for _, format := range formatNames {
		for _, c := range []struct {
			file   string
			strict bool
			code   int
		}{{leak, false, exitFindings}, {clean, false, exitOK}, {warn, false, exitOK}, {warn, true, exitFindings}} {
			args := []string{"check", c.file, "--format", format}
			if c.strict {
				args = append(args, "-strict")
			}
			stdout, stderr, code := runCLI(t, args...)
			assert.Equal(t, c.code, code, "%v\n%s%s", args, stdout, stderr)
			assert.Empty(t, stderr, args)

			if c.strict {
				continue
			}
			args = []string{"build", "-o", t.TempDir(), "-format=" + format, c.file}
			stdout, stderr, code = runCLI(t, args...)
			assert.Equal(t, c.code, code, "%v\n%s%s", args, stdout, stderr)
			if format != formatText {
				assert.NotContains(t, stderr, "leak.html:", "with -format %s, build's findings go to stdout", format)
			}
		}
	}
	_, stderr, code := runCLI(t, "check", "-format", "xml", clean)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `unknown format "xml" (want text, json, sarif, github)`)

	_, stderr, code = runCLI(t, "build", "-format", "sarif", clean)
	assert.Equal(t, exitUsage, code, "without -o, stdout carries the manifests")
	assert.Contains(t, stderr, "give -o DIR")

	_, stderr, code = runCLI(t, "check", "-json", "-format", "json", clean)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-json and -format do not go together")
}

// TestFormatJSON: -format json is one object with the findings of -json
// and the summary counts.
func TestFormatJSON(t *testing.T) {
	dir := t.TempDir()
	leak := writePage(t, dir, "leak.html", leakPage)
	writePage(t, dir, "clean.html", `<form><label>Name <input name=n></label><label>Card <input name=cc autocomplete=cc-number></label></form>`)

	stdout, _, code := runCLI(t, "check", "-format", "json", dir)
	require.Equal(t, exitFindings, code)
	var got jsonReport
	require.NoError(t, json.Unmarshal([]byte(stdout), &got), stdout)
	assert.Equal(t, "formtool", got.Tool)
	assert.Equal(t, formtool.Version, got.Version)
	require.NotNil(t, got.Summary)
	assert.Equal(t, summary{Files: 2, tally: tally{Forms: 2, Fields: 4, Blocked: 2}, Errors: 1, Warnings: 1}, *got.Summary)

	legacy, _, _ := runCLI(t, "check", "-json", dir)
	var array []diagnostic
	require.NoError(t, json.Unmarshal([]byte(legacy), &array))
	assert.Equal(t, array, got.Findings, "-json is the findings of -format json alone")
	require.Len(t, got.Findings, 2)
	assert.Equal(t, diagnostic{File: leak, Line: 1, Col: 1, Severity: sevError, ID: idDeclarativeLeak, Message: got.Findings[0].Message}, got.Findings[0])
	assert.Equal(t, idUnlabelledField, got.Findings[1].ID)
	assert.Equal(t, 2, got.Findings[1].Line)

	// The field names are the interface; keep them.
	var raw map[string]any
	require.NoError(t, json.Unmarshal([]byte(stdout), &raw))
	keys := func(m map[string]any) []string {
		var out []string
		for k := range m {
			out = append(out, k)
		}
		return out
	}
	assert.ElementsMatch(t, []string{"tool", "version", "findings", "summary"}, keys(raw))
	assert.ElementsMatch(t, []string{"file", "line", "col", "severity", "message", "id"}, keys(raw["findings"].([]any)[0].(map[string]any)))
	assert.ElementsMatch(t, []string{"files", "forms", "fields", "blocked", "redacted", "errors", "warnings", "info"}, keys(raw["summary"].(map[string]any)))

	stdout, _, code = runCLI(t, "check", "-format", "json", filepath.Join(dir, "clean.html"))
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, `"findings": []`, "no findings is an empty array, not null")
}

// sarifSchemaModule ships the published SARIF 2.1.0 schema
// (sarif-schema-2.1.0.json, OASIS errata 01) in its test data; the test
// takes it from the Go module cache, fetching the module through the
// module proxy when it is not there yet.
const (
	sarifSchemaModule = "github.com/securego/gosec/v2@v2.30.0"
	sarifSchemaFile   = "report/sarif/testdata/sarif-schema-2.1.0.json"
)

// sarifSchema compiles the SARIF 2.1.0 schema. Without it the test skips,
// except under CI=true, where it fails.
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	missing := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatalf(format, args...)
		}
		t.Skipf(format, args...)
	}
	cmd := exec.Command("go", "mod", "download", "-json", sarifSchemaModule)
	cmd.Dir = t.TempDir() // outside this module: go.mod and go.sum stay as they are
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	out, err := cmd.Output()
	var mod struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &mod); err != nil || jerr != nil || mod.Dir == "" {
		missing("cannot get %s for the SARIF schema: %v %s", sarifSchemaModule, err, mod.Error)
	}
	f, err := os.Open(filepath.Join(mod.Dir, filepath.FromSlash(sarifSchemaFile)))
	if err != nil {
		missing("the SARIF schema is not where %s kept it: %v", sarifSchemaModule, err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	require.NoError(t, err)
	require.Equal(t, sarifSchemaURI, doc.(map[string]any)["id"], "the schema formtool's logs name")
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	require.NoError(t, c.AddResource(sarifSchemaURI, doc))
	s, err := c.Compile(sarifSchemaURI)
	require.NoError(t, err)
	return s
}

// TestSARIF: the log validates against the published SARIF 2.1.0 schema,
// lists every finding id as a rule, and points each result at its file
// (relative to the working directory) and position.
func TestSARIF(t *testing.T) {
	schema := sarifSchema(t)
	outside := t.TempDir()
	far := writePage(t, outside, "far away, 100%.html", leakPage)
	t.Chdir(t.TempDir())
	writePage(t, ".", "site/leak.html", leakPage)
	// The form starts at byte 14, character 10: SARIF counts UTF-16 units.
	writePage(t, ".", "site/wide.html", "<p>日本</p><form toolname=x><label>Pw <input type=password name=p></label></form>")
	writePage(t, ".", "site/clean.html", `<form><label>Name <input name=n></label></form>`)

	stdout, stderr, code := runCLI(t, "check", "-format", "sarif", "site", far)
	require.Equal(t, exitFindings, code, stderr)
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(stdout))
	require.NoError(t, err)
	require.NoError(t, schema.Validate(v), stdout)

	var log sarifDoc
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	assert.Equal(t, "2.1.0", log.Version)
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	assert.Equal(t, "formtool", run.Tool.Driver.Name)
	assert.Equal(t, formtool.Version, run.Tool.Driver.Version)
	ids := map[string]string{}
	for _, r := range run.Tool.Driver.Rules {
		ids[r.ID] = r.DefaultConfiguration.Level
		assert.NotEmpty(t, r.ShortDescription.Text, r.ID)
		assert.Equal(t, "https://github.com/formtool/formtool/blob/main/docs/findings.md#"+r.ID, r.HelpURI,
			"each rule links its section of docs/findings.md (TestFindingsAreDocumented checks the section is there)")
	}
	assert.Len(t, ids, len(knownIDs))
	for id := range knownIDs {
		assert.Contains(t, ids, id)
	}
	assert.Equal(t, "error", ids[idDeclarativeLeak])
	assert.Equal(t, "warning", ids[idUnlabelledField])
	assert.Equal(t, "note", ids[idHiddenField])

	type place struct {
		uri, rule, level string
		line, col        int
	}
	var got []place
	for _, r := range run.Results {
		require.Len(t, r.Locations, 1)
		l := r.Locations[0].PhysicalLocation
		assert.Equal(t, r.RuleID, run.Tool.Driver.Rules[r.RuleIndex].ID)
		got = append(got, place{l.ArtifactLocation.URI, r.RuleID, r.Level, l.Region.StartLine, l.Region.StartColumn})
	}
	// A file outside the working directory gets an absolute file URI.
	for i, p := range got {
		if u, err := url.Parse(p.uri); err == nil && u.Scheme == "file" {
			got[i].uri = u.Path
		}
	}
	farURI := filepath.ToSlash(far)
	assert.ElementsMatch(t, []place{
		{"site/leak.html", idDeclarativeLeak, "error", 1, 1},
		{"site/leak.html", idUnlabelledField, "warning", 2, 1},
		{"site/wide.html", idDeclarativeLeak, "error", 1, 10},
		{farURI, idDeclarativeLeak, "error", 1, 1},
		{farURI, idUnlabelledField, "warning", 2, 1},
	}, got)

	// No findings is still a valid log, with an empty results array.
	stdout, _, code = runCLI(t, "check", "-format", "sarif", "site/clean.html")
	require.Equal(t, exitOK, code)
	v, err = jsonschema.UnmarshalJSON(strings.NewReader(stdout))
	require.NoError(t, err)
	require.NoError(t, schema.Validate(v), stdout)
	assert.Contains(t, stdout, `"results": []`)

	// build writes the same log to stdout.
	stdout, _, code = runCLI(t, "build", "-o", "out", "site", "-format", "sarif")
	require.Equal(t, exitFindings, code)
	v, err = jsonschema.UnmarshalJSON(strings.NewReader(stdout))
	require.NoError(t, err)
	require.NoError(t, schema.Validate(v), stdout)
	check, _, _ := runCLI(t, "check", "-format", "sarif", "site")
	assert.JSONEq(t, check, stdout)
}

// TestGitHubFormat: one workflow command per finding, by severity, with
// GitHub's escaping.
func TestGitHubFormat(t *testing.T) {
	t.Chdir(t.TempDir())
	writePage(t, ".", "site/leak.html", leakPage)
	writePage(t, ".", "site/hidden.html", "<form>\n<label>Email <input name=email type=email></label>\n<div style=\"display:none\"><input name=website></div></form>")
	stdout, stderr, code := runCLI(t, "check", "site", "-format", "github")
	require.Equal(t, exitFindings, code, stderr)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 3, stdout)
	assert.Regexp(t, `^::notice file=site/hidden.html,line=3,col=27,title=hidden-field::text field "website" is hidden from the person \(a honeypot: hidden`, lines[0],
		"a colon in the message is left alone; only properties escape it")
	assert.Regexp(t, `^::error file=site/leak.html,line=1,col=1,title=declarative-leak::form "x" has toolname`, lines[1])
	assert.Regexp(t, `^::warning file=site/leak.html,line=2,col=1,title=unlabelled-field::`, lines[2])

	assert.Equal(t, "100%25 a%0Ab%0Dc: d, e", escapeData("100% a\nb\rc: d, e"))
	assert.Equal(t, "100%25 a%0Ab%0Dc%3A d%2C e", escapeProperty("100% a\nb\rc: d, e"))

	var buf bytes.Buffer
	d := diagnostic{File: "we,ird:name.html", Line: 4, Col: 2, Severity: sevWarning, ID: "x", Message: "50% off\nnext line"}
	require.NoError(t, writeGitHub(&buf, []diagnostic{d}, newLocator()))
	assert.Equal(t, "::warning file=we%2Cird%3Aname.html,line=4,col=2,title=x::50%25 off%0Anext line\n", buf.String())
}

// forceTerminal makes every writer count as a terminal for the test.
func forceTerminal(t *testing.T) {
	t.Helper()
	was := isTerminal
	isTerminal = func(io.Writer) bool { return true }
	t.Cleanup(func() { isTerminal = was })
}

// TestColour: text is coloured on a terminal only, never with NO_COLOR
// set, and never in a machine format.
func TestColour(t *testing.T) {
	leak := writePage(t, t.TempDir(), "leak.html", leakPage)
	t.Setenv("NO_COLOR", "")

	stdout, _, _ := runCLI(t, "check", leak)
	assert.NotContains(t, stdout, "\x1b", "piped output has no escape codes")
	assert.Contains(t, stdout, leak+":1:1: error: form")

	forceTerminal(t)
	stdout, _, _ = runCLI(t, "check", leak)
	assert.Contains(t, stdout, "\x1b[1m"+leak+":1:1\x1b[0m: \x1b[31m\x1b[1merror\x1b[0m: form")
	assert.Contains(t, stdout, "\x1b[2m[declarative-leak]\x1b[0m")
	assert.Contains(t, stdout, "\x1b[31m\x1b[1m1 error\x1b[0m, \x1b[33m1 warning\x1b[0m\n", "the summary too")
	_, stderr, _ := runCLI(t, "build", leak)
	assert.Contains(t, stderr, "\x1b[31m\x1b[1merror\x1b[0m", "build's findings on a terminal")

	for _, format := range []string{formatJSON, formatSARIF, formatGitHub} {
		stdout, _, _ = runCLI(t, "check", "-format", format, leak)
		assert.NotContains(t, stdout, "\x1b", format)
	}
	stdout, _, _ = runCLI(t, "check", "-json", leak)
	assert.NotContains(t, stdout, "\x1b")

	t.Setenv("NO_COLOR", "1")
	stdout, _, _ = runCLI(t, "check", leak)
	assert.NotContains(t, stdout, "\x1b", "NO_COLOR removes them")
	_, stderr, _ = runCLI(t, "build", leak)
	assert.NotContains(t, stderr, "\x1b")
}

// TestSummaryLine: check ends with what it read and what it found.
func TestSummaryLine(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "leak.html", leakPage)
	writePage(t, dir, "two.html", `<form><label>Name <input name=n></label><label>Born <input name=b autocomplete=bday></label></form>
<form><label>Q <input name=q></label><input name=hp style="display:none"></form>`)

	stdout, _, code := runCLI(t, "check", dir)
	require.Equal(t, exitFindings, code)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 4, stdout)
	assert.Equal(t, "2 files, 3 forms, 6 fields (1 blocked, 1 redacted): 1 error, 1 warning, 1 info", lines[3])

	stdout, _, _ = runCLI(t, "check", "-ignore", "declarative-leak,unlabelled-field,hidden-field", dir)
	assert.Equal(t, "2 files, 3 forms, 6 fields (1 blocked, 1 redacted): no findings\n", stdout, "silenced findings are not counted")

	stdout, _, _ = runCLI(t, "check", "-format", "github", dir)
	assert.NotContains(t, stdout, "files,", "only text has the summary line")

	assert.Equal(t, "shard 2/3: 1 file, 1 form, 1 field: 2 errors, 3 warnings",
		summary{Shard: "2/3", Files: 1, tally: tally{Forms: 1, Fields: 1}, Errors: 2, Warnings: 3}.line(false))
}

// TestHelpListsTheOutputFlags: -h names the new flags of check and build.
func TestHelpListsTheOutputFlags(t *testing.T) {
	for _, name := range []string{"check", "build"} {
		stdout, _, code := runCLI(t, name, "-h")
		require.Equal(t, exitOK, code)
		assert.Contains(t, stdout, "-format format", name)
		assert.Contains(t, stdout, "text, json, sarif or github", name)
		assert.Contains(t, stdout, "-shard i/n", name)
		assert.Contains(t, stdout, "-watch", name)
		assert.Contains(t, stdout, "Ctrl-C", name)
	}
}

// TestBuildSummaryLine: build ends, as check does, with one line of what
// it read and found, plus the tools it made and what the cache spared; a
// cached rebuild counts the pages it did not read again.
func TestBuildSummaryLine(t *testing.T) {
	dir, out := t.TempDir(), t.TempDir()
	writePage(t, dir, "leak.html", leakPage)
	writePage(t, dir, "two.html", `<form><label>Name <input name=n></label><label>Born <input name=b autocomplete=bday></label></form>
<form><label>Q <input name=q></label><input name=hp style="display:none"></form>`)
	const counts = "3 tools, 3 forms, 6 fields (1 blocked, 1 redacted): 1 error, 1 warning, 1 info"

	_, stderr, code := runCLI(t, "build", "-o", out, dir)
	require.Equal(t, exitFindings, code)
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	assert.Equal(t, "formtool build: 2 pages, 2 rebuilt, 0 unchanged → "+out+"; "+counts, lines[len(lines)-1])

	_, stderr, _ = runCLI(t, "build", "-o", out, dir)
	assert.True(t, strings.HasSuffix(stderr, "formtool build: 2 pages, 0 rebuilt, 2 unchanged → "+out+"; "+counts+"\n"), stderr)

	stdout, stderr, _ := runCLI(t, "build", dir)
	assert.True(t, strings.HasSuffix(stderr, "formtool build: 2 pages; "+counts+"\n"), stderr)
	assert.NotContains(t, stdout, "formtool build:", "stdout carries the manifests alone")

	_, stderr, _ = runCLI(t, "build", "-ignore", "declarative-leak,unlabelled-field,hidden-field", dir)
	assert.Contains(t, stderr, "(1 blocked, 1 redacted): no findings\n")
}

// TestTemplateBlockFindingsInEveryFormat: an unclosed block and a stray
// closer are findings like any other, at the opener and the closer, in
// every format.
func TestTemplateBlockFindingsInEveryFormat(t *testing.T) {
	t.Chdir(t.TempDir())
	writePage(t, ".", "site/blocks.gohtml", "<form>\n  {{ range .Items }}<label>X <input name=x></label>\n</form>{{ end }}{{ end }}")
	want := map[string][]string{
		formatText:   {"site/blocks.gohtml:3:17: warning: {{ end }} closes no open block [stray-template-closer]"},
		formatJSON:   {`"id": "stray-template-closer"`, `"line": 3`, `"col": 17`},
		formatSARIF:  {`"ruleId": "stray-template-closer"`, `"level": "warning"`},
		formatGitHub: {"::warning file=site/blocks.gohtml,line=3,col=17,title=stray-template-closer::{{ end }} closes no open block"},
	}
	for format, wants := range want {
		stdout, stderr, code := runCLI(t, "check", "-format", format, "site")
		require.Equal(t, exitOK, code, "warnings do not fail without -strict: %s", stderr)
		for _, w := range wants {
			assert.Contains(t, stdout, w, format)
		}
	}
	writePage(t, ".", "site/blocks.gohtml", "<form>\n  {{ range .Items }}<label>X <input name=x></label>\n</form>")
	stdout, _, _ := runCLI(t, "check", "site")
	assert.Contains(t, stdout, "site/blocks.gohtml:2:3: warning: {{ range }} is never closed: the file ends inside it [unclosed-template-block]")
}
