package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// site is the bundled example site.
const site = "../../testdata/forms"

func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestUsageAndExitCodes(t *testing.T) {
	dir := t.TempDir()
	clean := filepath.Join(dir, "clean.html")
	require.NoError(t, os.WriteFile(clean, []byte(`<form><label>Name <input name=n></label></form>`), 0o644))
	leak := filepath.Join(dir, "leak.html")
	require.NoError(t, os.WriteFile(leak, []byte("<form toolname=x tooldescription=y>\n  <label>Pw <input type=password name=p></label></form>"), 0o644))
	bad := filepath.Join(dir, "bad.j2")
	require.NoError(t, os.WriteFile(bad, []byte("<form>{% if x <input name=a></form>"), 0o644))
	unclosed := filepath.Join(dir, "unclosed.njk")
	require.NoError(t, os.WriteFile(unclosed, []byte("<form>\n{% for x in xs %}<label>X <input name=x></label>\n</form>"), 0o644))
	stray := filepath.Join(dir, "stray.erb")
	require.NoError(t, os.WriteFile(stray, []byte("<form><label>X <input name=x></label></form><% end %>"), 0o644))
	django := filepath.Join(dir, "django.html")
	require.NoError(t, os.WriteFile(django, []byte("<form><label>Answer <input name=answer {% if secret %}type=\"password\"{% endif %}></label></form>"), 0o644))
	empty := t.TempDir()
	noHTML := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(noHTML, "notes.txt"), []byte("<form></form>"), 0o644))

	cases := []struct {
		name   string
		args   []string
		code   int
		stdout string // substring
		stderr string // substring
	}{
		{"no args", nil, exitUsage, "", "usage: formtool"},
		{"unknown command", []string{"frobnicate"}, exitUsage, "", `unknown command "frobnicate"`},
		{"misspelt command", []string{"buld", clean}, exitUsage, "", `unknown command "buld"; did you mean build?`},
		{"unknown flag", []string{"check", "-nope", clean}, exitUsage, "", "flag provided but not defined: -nope\nRun 'formtool help check' for usage."},
		{"missing path", []string{"check", filepath.Join(dir, "missing.html")}, exitUsage, "", "no such file"},
		{"glob matches nothing", []string{"check", filepath.Join(dir, "**/*.nothing")}, exitUsage, "", "no file matches"},
		{"empty directory", []string{"check", empty}, exitUsage, "", empty + ": no HTML files found"},
		{"directory without HTML", []string{"build", noHTML}, exitUsage, "", noHTML + ": no HTML files found"},
		{"bad dialect", []string{"check", "-dialect", "asp", clean}, exitUsage, "", `unknown dialect "asp"`},
		{"bad pack", []string{"check", "-packs", "xx", clean}, exitUsage, "", `unknown pack "xx"`},
		{"-o is a file", []string{"build", "-o", clean, dir}, exitUsage, "", "-o " + clean + " is a file, not a directory"},
		{"-o cannot be created", []string{"build", "-o", filepath.Join(clean, "out"), dir}, exitUsage, "", "cannot create the directory: not a directory"},
		{"report -o cannot be written", []string{"report", "-o", filepath.Join(clean, "r.html"), dir}, exitUsage, "", "-o " + filepath.Join(clean, "r.html") + ": cannot write the file: not a directory\n"},
		{"assets -o is a file", []string{"assets", "-o", clean}, exitUsage, "", "is a file, not a directory"},
		{"assets DIR without -o", []string{"assets", "public"}, exitUsage, "", "-o DIR is required: formtool assets -o public\n"},
		{"clean", []string{"check", clean}, exitOK, "", ""},
		{"declarative leak", []string{"check", leak}, exitFindings, leak + ":1:1: error: ", ""},
		{"leak silenced", []string{"check", "-ignore", "declarative-leak", leak}, exitOK, "", ""},
		{"unknown id, a typo", []string{"check", "-ignore", "unlabeled-field", clean}, exitUsage, "", `no finding has the id "unlabeled-field"; did you mean unlabelled-field?`},
		{"unknown id", []string{"check", "-ignore", "everything", clean}, exitUsage, "", `no finding has the id "everything" (known: bad-override, binary-file, declarative-leak`},
		{"build prints a leak and fails", []string{"build", leak}, exitFindings, `"tools"`, leak + ":1:1: error: "},
		{"build, leak silenced", []string{"build", "-ignore", "declarative-leak", leak}, exitOK, `"tools"`, ""},
		{"build, unknown id", []string{"build", "-ignore", "declarative-leaks", leak}, exitUsage, "", "did you mean declarative-leak?"},
		{"unterminated template", []string{"check", bad}, exitFindings, "[template-unterminated]", ""},
		{"unclosed block", []string{"check", unclosed}, exitOK, unclosed + ":2:1: warning: {% for %} is never closed: the file ends inside it [unclosed-template-block]", ""},
		{"unclosed block, strict", []string{"check", "-strict", unclosed}, exitFindings, "[unclosed-template-block]", ""},
		{"stray closer", []string{"check", stray}, exitOK, stray + ":1:45: warning: <% end %> closes no open block [stray-template-closer]", ""},
		{"a template named .html", []string{"check", django}, exitOK, django + ":1:40: info: {% if secret %} is template code, so the file is read as a jinja template", ""},
		{"its password stays out", []string{"build", django}, exitOK, `"rule": "type.password"`, ""},
		{"version", []string{"version"}, exitOK, "formtool 0.", ""},
		{"--version", []string{"--version"}, exitOK, "formtool 0.", ""},
		{"version takes no argument", []string{"version", "x"}, exitUsage, "", "takes no arguments"},
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

// TestHelp: help that is asked for goes to stdout and exits 0, in each of
// the ways one can ask, for the tool and for every command.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}} {
		stdout, stderr, code := runCLI(t, args...)
		assert.Equal(t, exitOK, code, args)
		assert.Contains(t, stdout, "commands:", args)
		assert.Empty(t, stderr, args)
	}
	for name := range commands {
		for _, args := range [][]string{{"help", name}, {name, "-h"}, {name, "--help"}, {name, "site", "-h"}} {
			stdout, stderr, code := runCLI(t, args...)
			assert.Equal(t, exitOK, code, args)
			assert.True(t, strings.HasPrefix(stdout, "usage: formtool "+name), "%v: %q", args, stdout)
			assert.Empty(t, stderr, args)
		}
	}
	_, stderr, code := runCLI(t, "help", "frobnicate")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `unknown command "frobnicate"`)

	version, _, _ := runCLI(t, "version")
	dashed, _, _ := runCLI(t, "--version")
	assert.Equal(t, version, dashed)
}

// TestFlagsAnywhere: flags may follow the paths, in -flag or --flag form,
// and "--" ends them.
func TestFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	require.NoError(t, os.Mkdir("site", 0o755))
	require.NoError(t, os.WriteFile(filepath.Join("site", "q.html"), []byte(`<form><label>Q <input name=q></label></form>`), 0o644))
	require.NoError(t, os.WriteFile("-dash.html", []byte(`<form><input name=q></form>`), 0o644))

	_, stderr, code := runCLI(t, "build", "site", "-o", "out")
	require.Equal(t, exitOK, code, stderr)
	assert.FileExists(t, filepath.Join("out", "q.manifest.json"))

	stdout, stderr, code := runCLI(t, "check", "site", "--json")
	require.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "[]\n", stdout)

	stdout, stderr, code = runCLI(t, "explain", "site", "--json", "--packs=nl")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, `"name":"q"`)

	stdout, stderr, code = runCLI(t, "check", "-json", "--", "-dash.html")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, `"id": "unlabelled-field"`)

	stdout, stderr, code = runCLI(t, "check", "site", "--format", "github", "--shard=1/1")
	require.Equal(t, exitOK, code, stderr)
	assert.Empty(t, stdout)
	stdout, stderr, code = runCLI(t, "check", "-format=json", "site", "-shard", "1/2")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, `"shard": "1/2"`)
	assert.Contains(t, stdout, `"files": 1`)
	stdout, stderr, code = runCLI(t, "build", "site", "--shard", "2/2", "-o", "out2", "--format", "sarif")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, `"results": []`)
	assert.Contains(t, stderr, "formtool build: 0 pages (shard 2/2 of 1 page)")

	_, stderr, code = runCLI(t, "check", "--", "-dash.html", "-json")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-json: no such file or directory", "after --, -json is a path")
}

func TestParseInterleaved(t *testing.T) {
	cases := []struct {
		args, paths []string
		o           string
		json        bool
	}{
		{[]string{"site", "-o", "out"}, []string{"site"}, "out", false},
		{[]string{"-o", "out", "a", "b"}, []string{"a", "b"}, "out", false},
		{[]string{"a", "--json", "b", "--o=out"}, []string{"a", "b"}, "out", true},
		{[]string{"a", "--", "-o", "out"}, []string{"a", "-o", "out"}, "", false},
		{[]string{"-", "-json"}, []string{"-"}, "", true},
		{nil, nil, "", false},
	}
	for _, c := range cases {
		fs := flagSet("test", "", nil)
		o := fs.String("o", "", "")
		asJSON := fs.Bool("json", false, "")
		paths, err := parseInterleaved(fs, c.args)
		require.NoError(t, err, c.args)
		assert.Equal(t, c.paths, paths, c.args)
		assert.Equal(t, c.o, *o, c.args)
		assert.Equal(t, c.json, *asJSON, c.args)
	}
}

// TestEveryFindingIDIsKnown: -ignore accepts each id a finding can have.
func TestEveryFindingIDIsKnown(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.j2")
	require.NoError(t, os.WriteFile(file, []byte("<form>{% if x <input name=a></form>"), 0o644))
	blocks := filepath.Join(t.TempDir(), "blocks.hbs")
	require.NoError(t, os.WriteFile(blocks, []byte("<form>{{#if a}}<label>A <input name=a></label></form>{{/each}}"), 0o644))
	for _, args := range [][]string{{"check", "-json", site}, {"check", "-json", file}, {"check", "-json", blocks}} {
		stdout, _, _ := runCLI(t, args...)
		var diags []diagnostic
		require.NoError(t, json.Unmarshal([]byte(stdout), &diags))
		for _, d := range diags {
			assert.True(t, knownIDs[d.ID], "finding id %q is not in knownIDs", d.ID)
			for _, r := range rules {
				if r.ID == d.ID {
					assert.Equal(t, r.Severity, d.Severity, "%s: the rule's default level (SARIF) is the finding's severity", d.ID)
				}
			}
		}
	}
}

// check -fix takes the leaking form out of the browser's hands without
// taking the tool from the author: the form keeps its tool's name and
// description under formtool's attributes, and the form without a
// blocked field keeps its declarative tool.
func TestCheckFixRemovesTheDeclarativeTool(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "leak.gohtml")
	src := "<form toolname=\"sign_in\" {{if .X}}tooldescription=\"Sign in to the shop\"{{end}} action=\"/in\">\n<input name=user>\n<input type=password name=pw>\n</form>\n<form toolname=\"search\"><input name=q></form>"
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	before, stderr, code := runCLI(t, "build", file)
	require.Equal(t, exitFindings, code, stderr)
	stdout, stderr, code := runCLI(t, "check", "-fix", file)
	assert.Equal(t, exitOK, code, stdout)
	assert.Contains(t, stderr, "renamed toolname, tooldescription and toolautosubmit to data-webmcp-* on 1 form(s)")
	got, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, "<form data-webmcp-toolname=\"sign_in\" {{if .X}}data-webmcp-tooldescription=\"Sign in to the shop\"{{end}} action=\"/in\">\n<input name=user>\n<input type=password name=pw>\n</form>\n<form toolname=\"search\"><input name=q></form>", string(got),
		"only the leaking form's attributes change; template code stays")
	after, stderr, code := runCLI(t, "build", file)
	require.Equal(t, exitOK, code, stderr)
	type tools struct {
		Tools []struct{ Name, Description string }
	}
	var b, a tools
	require.NoError(t, json.Unmarshal([]byte(before), &b))
	require.NoError(t, json.Unmarshal([]byte(after), &a))
	require.Len(t, a.Tools, 2)
	assert.Equal(t, b.Tools, a.Tools, "the tools keep their names and descriptions")
	assert.Equal(t, "sign_in", a.Tools[0].Name)
	assert.Contains(t, a.Tools[0].Description, "Sign in to the shop")
}

func TestCheckJSON(t *testing.T) {
	stdout, _, code := runCLI(t, "check", "-json", filepath.Join(site, "declarative.html"))
	assert.Equal(t, exitFindings, code)
	var diags []diagnostic
	require.NoError(t, json.Unmarshal([]byte(stdout), &diags))
	var leak *diagnostic
	for i := range diags {
		if diags[i].ID == idDeclarativeLeak {
			leak = &diags[i]
		}
	}
	require.NotNil(t, leak, "the declarative page must raise declarative-leak")
	assert.Equal(t, sevError, leak.Severity)
	assert.Positive(t, leak.Line)
	assert.Positive(t, leak.Col)
}

// TestIdentifierInAPageValue: a card number prefilled in a field the
// classifier allows is reported where it stands, and neither the report nor
// the manifest quotes it.
func TestIdentifierInAPageValue(t *testing.T) {
	const card = "5555 5555 5555 4444"
	file := filepath.Join(t.TempDir(), "refund.html")
	src := "<form action=/refund method=post>\n<label>Pay out to <input name=payout value=\"" + card + "\"></label>\n<button>Send</button></form>\n"
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))

	stdout, stderr, code := runCLI(t, "check", file)
	assert.Equal(t, exitOK, code, "a warning does not fail the check")
	assert.Contains(t, stdout+stderr, file+":2:19: warning: a page value of text field \"payout\" holds a valid card number")
	assert.Contains(t, stdout+stderr, "[identifier-in-value]")
	build, buildErr, code := runCLI(t, "build", file)
	require.Equal(t, exitOK, code, buildErr)
	assert.Contains(t, build, `"payout"`, "the field stays in the tool")
	for _, out := range []string{stdout, stderr, build, buildErr} {
		assert.NotContains(t, out, card)
		assert.NotContains(t, out, strings.ReplaceAll(card, " ", ""))
	}
}

func TestExplainJSONOnAnyHTML(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "any.html")
	require.NoError(t, os.WriteFile(file, []byte("<p>no form</p><input name=loose type=password><form><select name=s><option>a</select></form>"), 0o644))
	stdout, stderr, code := runCLI(t, "explain", "-json", file)
	require.Equal(t, exitOK, code, stderr)
	var recs []explainRecord
	sc := bufio.NewScanner(strings.NewReader(stdout))
	for sc.Scan() {
		var r explainRecord
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		recs = append(recs, r)
	}
	require.Len(t, recs, 2)
	assert.Equal(t, "s", recs[0].Name)
	assert.Equal(t, 0, recs[0].Form)
	assert.Equal(t, "loose", recs[1].Name)
	assert.Equal(t, -1, recs[1].Form)
	assert.Equal(t, "block", recs[1].Class)
	assert.Equal(t, 1, recs[1].Line)
	assert.Equal(t, 15, recs[1].Col)
}

// canary is one planted value of the example site.
type canary struct{ file, field, value, class string }

func canaries(t *testing.T) []canary {
	data, err := os.ReadFile(filepath.Join(site, "canaries.txt"))
	require.NoError(t, err)
	var out []canary
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 4, line)
		out = append(out, canary{cols[0], cols[1], cols[2], cols[3]})
	}
	require.NotEmpty(t, out)
	return out
}

// TestBuildLeaksNothing builds the whole example site and searches every
// byte written (manifests, diagnostics) for each planted sensitive value,
// and each page's manifest for the quoted name of its blocked fields.
func TestBuildLeaksNothing(t *testing.T) {
	out := t.TempDir()
	stdout, stderr, code := runCLI(t, "build", "-o", out, site)
	require.Equal(t, exitFindings, code, "declarative.html's deliberate leak, and nothing worse:\n%s", stderr)

	var all bytes.Buffer
	all.WriteString(stdout)
	all.WriteString(stderr)
	manifests := map[string]string{}
	require.NoError(t, filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		require.NoError(t, err)
		if !d.IsDir() {
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			all.Write(data)
			if rel, ok := strings.CutSuffix(path, ".manifest.json"); ok {
				rel, _ = filepath.Rel(out, rel)
				manifests[filepath.ToSlash(rel)] = string(data)
			}
		}
		return nil
	}))
	assert.GreaterOrEqual(t, len(manifests), 15)
	text := all.String()
	for _, c := range canaries(t) {
		if strings.Contains(text, c.value) {
			t.Errorf("%s: the %s value of %q leaked", c.file, c.class, c.field)
		}
		page := manifests[strings.TrimSuffix(c.file, filepath.Ext(c.file))]
		if c.class == "block" && strings.Contains(page, `"`+c.field+`"`) {
			t.Errorf("%s: the blocked field %q is named in its manifest", c.file, c.field)
		}
	}
}

// TestBuildIsIncremental checks that a second build redoes nothing and that
// touching one page rebuilds that page only.
func TestBuildIsIncremental(t *testing.T) {
	src := t.TempDir()
	for _, name := range []string{"a.html", "b.html"} {
		require.NoError(t, os.WriteFile(filepath.Join(src, name), []byte(`<form><label>Q <input name=q></label></form>`), 0o644))
	}
	out := t.TempDir()
	_, stderr, code := runCLI(t, "build", "-o", out, src)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stderr, "2 rebuilt, 0 unchanged")
	_, stderr, _ = runCLI(t, "build", "-o", out, src)
	assert.Contains(t, stderr, "0 rebuilt, 2 unchanged")
	require.NoError(t, os.WriteFile(filepath.Join(src, "b.html"), []byte(`<form><label>Query <input name=query></label></form>`), 0o644))
	_, stderr, _ = runCLI(t, "build", "-o", out, src)
	assert.Contains(t, stderr, "1 rebuilt, 1 unchanged")
	data, err := os.ReadFile(filepath.Join(out, "b.manifest.json"))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"query"`)
}

// TestBuildRewritesWhatTheCacheCannotVouchFor: a manifest deleted or
// edited in the output directory is written again, -force rebuilds every
// page, and a page that lost its forms loses its manifest.
func TestBuildRewritesWhatTheCacheCannotVouchFor(t *testing.T) {
	src, out := t.TempDir(), t.TempDir()
	for _, name := range []string{"a.html", "b.html", "c.html"} {
		require.NoError(t, os.WriteFile(filepath.Join(src, name), []byte(`<form><label>Q <input name=q></label></form>`), 0o644))
	}
	build := func(args ...string) string {
		t.Helper()
		_, stderr, code := runCLI(t, append([]string{"build", "-o", out, src}, args...)...)
		require.Equal(t, exitOK, code, stderr)
		return stderr
	}
	build()
	want, err := os.ReadFile(filepath.Join(out, "b.manifest.json"))
	require.NoError(t, err)

	require.NoError(t, os.Remove(filepath.Join(out, "a.manifest.json")))
	require.NoError(t, os.WriteFile(filepath.Join(out, "b.manifest.json"), []byte(`{"tools": []}`), 0o644))
	assert.Contains(t, build(), "3 pages, 2 rebuilt, 1 unchanged")
	assert.FileExists(t, filepath.Join(out, "a.manifest.json"))
	got, err := os.ReadFile(filepath.Join(out, "b.manifest.json"))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))

	assert.Contains(t, build("-force"), "3 pages, 3 rebuilt, 0 unchanged")
	assert.Contains(t, build("--force"), "3 pages, 3 rebuilt, 0 unchanged")

	require.NoError(t, os.WriteFile(filepath.Join(src, "c.html"), []byte(`<p>no form any more</p>`), 0o644))
	assert.Contains(t, build(), "1 rebuilt, 2 unchanged")
	assert.NoFileExists(t, filepath.Join(out, "c.manifest.json"))
	assert.Contains(t, build(), "0 rebuilt, 3 unchanged")
}

// TestBuildFailsOnErrorsAndWritesTheSafeManifests: build exits 1 on an
// error-severity finding, writes every manifest all the same, and a cached
// rebuild reports the finding and fails again rather than passing quietly.
func TestBuildFailsOnErrorsAndWritesTheSafeManifests(t *testing.T) {
	src, out := t.TempDir(), t.TempDir()
	leak := filepath.Join(src, "leak.html")
	require.NoError(t, os.WriteFile(leak, []byte("<form toolname=sign_in tooldescription=x>\n<label>User <input name=user></label>\n<label>Pw <input type=password name=pw></label></form>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(src, "q.html"), []byte(`<form><label>Q <input name=q></label></form>`), 0o644))
	for _, want := range []string{"2 rebuilt", "0 rebuilt"} {
		_, stderr, code := runCLI(t, "build", "-o", out, src)
		assert.Equal(t, exitFindings, code)
		assert.Contains(t, stderr, leak+":1:1: error: ")
		assert.Contains(t, stderr, "[declarative-leak]")
		assert.Contains(t, stderr, want)
	}
	m, err := os.ReadFile(filepath.Join(out, "leak.manifest.json"))
	require.NoError(t, err)
	assert.Contains(t, string(m), `"user"`)
	assert.NotContains(t, string(m), `"pw"`)
	assert.FileExists(t, filepath.Join(out, "q.manifest.json"))
}

// TestGolden keeps one txtar per page of the example site: the manifest,
// the diagnostics and the explain table. Run with -update to rewrite them
// after a deliberate change, then review the diff.
func TestGolden(t *testing.T) {
	srcs, err := expand([]string{site})
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(srcs), 15)
	want := map[string]bool{}
	for _, src := range srcs {
		golden := filepath.Join("testdata", "golden", filepath.FromSlash(src.rel)+".txtar")
		want[golden] = true
		t.Run(src.rel, func(t *testing.T) {
			manifest, stderr, code := runCLI(t, "build", src.path)
			check, _, checkCode := runCLI(t, "check", src.path)
			require.Equal(t, checkCode, code, "build fails exactly when check does: %s", stderr)
			explain, _, _ := runCLI(t, "explain", src.path)
			rel := func(s string) string { return strings.ReplaceAll(s, filepath.ToSlash(site)+"/", "") }
			got := txtar.Format(&txtar.Archive{
				Comment: []byte("formtool build, check and explain of testdata/forms/" + src.rel + "\n"),
				Files: []txtar.File{
					{Name: "manifest.json", Data: []byte(manifest)},
					{Name: "check.txt", Data: []byte(rel(check))},
					{Name: "explain.txt", Data: []byte(rel(explain))},
				},
			})
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(golden), 0o755))
				require.NoError(t, os.WriteFile(golden, got, 0o644))
				return
			}
			data, err := os.ReadFile(golden)
			require.NoError(t, err, "no golden file; run go test ./cmd/formtool -run TestGolden -update")
			assert.Equal(t, string(data), string(got))
		})
	}
	// A golden file whose page is gone is stale.
	_ = filepath.WalkDir(filepath.Join("testdata", "golden"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !want[path] {
			if *update {
				os.Remove(path)
			} else {
				t.Errorf("orphaned golden file %s", path)
			}
		}
		return nil
	})
}

// TestHiddenFieldIsReported: explain and check say why a field the person
// cannot see is never offered, and build leaves it out.
func TestHiddenFieldIsReported(t *testing.T) {
	file := filepath.Join(t.TempDir(), "contact.html")
	src := "<form action=/contact>\n<label>Email <input name=email type=email></label>\n<div style=\"display:none\"><input name=website></div>\n<button>Send</button></form>\n"
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	stdout, _, code := runCLI(t, "check", file)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, file+":3:27: info: text field \"website\" is hidden from the person")
	assert.Contains(t, stdout, "[hidden-field]")
	stdout, _, _ = runCLI(t, "explain", file)
	assert.Regexp(t, `website\s+text\s+hidden\s+hidden-field\s+a honeypot`, stdout)
	stdout, _, _ = runCLI(t, "explain", "-json", file)
	assert.Contains(t, stdout, `"hidden":"a honeypot: hidden, with a honeypot's name"`)
	build, _, code := runCLI(t, "build", file)
	require.Equal(t, exitOK, code)
	assert.NotContains(t, build, "website")
}

// TestBoundFieldIsReported: a show-password toggle's bound type is a
// dynamic field, blocked and reported, and left out of the schema; the
// author's data-webmcp-sensitive="block" says the same and silences it.
func TestBoundFieldIsReported(t *testing.T) {
	file := filepath.Join(t.TempDir(), "unlock.html")
	src := "<form action=/unlock>\n<label>Club word <input name=club_word :type=\"shown ? 'text' : 'password'\"></label>\n" +
		"<label>Vault word <input name=vault_word :type=\"shown ? 'text' : 'password'\" data-webmcp-sensitive=block></label>\n<button>Go</button></form>\n"
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	stdout, _, code := runCLI(t, "check", file)
	assert.Equal(t, exitOK, code, "a warning does not fail the check")
	assert.Contains(t, stdout, file+":2:18: warning: the name or type of this input")
	assert.Equal(t, 1, strings.Count(stdout, "[dynamic-field]"), stdout)
	build, _, code := runCLI(t, "build", file)
	require.Equal(t, exitOK, code)
	assert.NotContains(t, build, `"club_word"`)
	assert.NotContains(t, build, `"vault_word"`)
}

// TestTemplateFormsAreNotTools: a form inside <template> is never in the
// document, so build, check and explain leave it out, its values included,
// and the real form after it keeps index 0 (document.forms[0]).
func TestTemplateFormsAreNotTools(t *testing.T) {
	file := filepath.Join(t.TempDir(), "stamp.html")
	src := `<!doctype html><html lang="en"><body>
<template id="row"><form id="tpl-pay" toolname="tplpay" tooldescription="Pay"><label>Card <input name="tpl_card" value="4111 1111 1111 1111"></label><input type="password" name="tpl_pw" value="CANARY-tpl-pw-5Nd"></form></template>
<form action="/search"><label>Search <input name="q"></label><template><input name="tpl_extra" value="CANARY-tpl-extra-2Gh"></template></form>
</body></html>
`
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	build, buildErr, code := runCLI(t, "build", file)
	require.Equal(t, exitOK, code, buildErr)
	check, checkErr, _ := runCLI(t, "check", file)
	explain, explainErr, _ := runCLI(t, "explain", file)
	var m struct {
		Tools []struct {
			Form   map[string]any `json:"form"`
			Fields []struct {
				Key string `json:"key"`
			} `json:"fields"`
		} `json:"tools"`
	}
	require.NoError(t, json.Unmarshal([]byte(build), &m), build)
	require.Len(t, m.Tools, 1, build)
	assert.EqualValues(t, 0, m.Tools[0].Form["index"], "the real form is document.forms[0]")
	require.Len(t, m.Tools[0].Fields, 1)
	assert.Equal(t, "q", m.Tools[0].Fields[0].Key)
	for _, out := range []string{build, buildErr, check, checkErr, explain, explainErr} {
		for _, leak := range []string{"tpl", "CANARY", "4111", "toolname"} {
			assert.NotContains(t, out, leak)
		}
	}
}

// TestFindingsAreDocumented: docs/findings.md has a section and a table
// row, with the right severity, for every finding id.
func TestFindingsAreDocumented(t *testing.T) {
	data, err := os.ReadFile("../../docs/findings.md")
	require.NoError(t, err)
	doc := string(data)
	for _, r := range rules {
		assert.Contains(t, doc, "\n## "+r.ID+"\n", r.ID)
		assert.Contains(t, doc, fmt.Sprintf("| [`%s`](#%s) | %s |", r.ID, r.ID, r.Severity), r.ID)
	}
}

// TestBinaryFileIsSkippedWithANote: a PNG named .html is a note and no
// page, in check, build, explain and report; a page in Latin-1 is read.
func TestBinaryFileIsSkippedWithANote(t *testing.T) {
	dir := t.TempDir()
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00"), bytes.Repeat([]byte{0x00, 0xff, 0x10, '<', 'f', 'o', 'r', 'm', '>'}, 100)...)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "logo.html"), png, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "utf16.html"), []byte("\xff\xfe<\x00f\x00"), 0o644))
	noise := bytes.Repeat([]byte{0x01, 0x02, 0x03, 'a', 0x7f, 0x10, 0x11, 0x90}, 200) // no NUL
	require.NoError(t, os.WriteFile(filepath.Join(dir, "noise.html"), noise, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "latin1.html"), []byte("<form><label>Pr\xe9nom <input name=prenom></label></form>"), 0o644))

	stdout, stderr, code := runCLI(t, "check", dir)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, filepath.Join(dir, "logo.html")+":1:1: info: skipped: the file holds NUL bytes, so it is binary, not an HTML page or template [binary-file]")
	assert.Contains(t, stdout, filepath.Join(dir, "utf16.html")+":1:1: info: skipped: the file is UTF-16 text; save it as UTF-8")
	assert.Contains(t, stdout, filepath.Join(dir, "noise.html")+":1:1: info: skipped: the file is mostly control characters")
	assert.NotContains(t, stdout, "latin1.html", "a legacy encoding is not binary")
	assert.Contains(t, stdout, "4 files, 1 form, 1 field: 3 info")

	out := t.TempDir()
	_, stderr, code = runCLI(t, "build", "-o", out, dir)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stderr, "[binary-file]")
	assert.NoFileExists(t, filepath.Join(out, "logo.manifest.json"))
	assert.FileExists(t, filepath.Join(out, "latin1.manifest.json"))

	for _, cmd := range []string{"explain", "report"} {
		_, stderr, code = runCLI(t, cmd, filepath.Join(dir, "logo.html"))
		assert.Equal(t, exitOK, code, "%s: %s", cmd, stderr)
	}
	stdout, _, code = runCLI(t, "report", "-format", "html", filepath.Join(dir, "logo.html"))
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "[binary-file]")
	assert.NotContains(t, stdout, "PNG", "no line of the binary is shown")
	_, _, code = runCLI(t, "check", "-ignore", "binary-file", dir)
	assert.Equal(t, exitOK, code)
}
