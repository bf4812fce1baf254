package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
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

	cases := []struct {
		name   string
		args   []string
		code   int
		stdout string // substring
		stderr string // substring
	}{
		{"no args", nil, exitUsage, "", "usage: formtool"},
		{"help", []string{"-h"}, exitOK, "", "commands:"},
		{"unknown command", []string{"frobnicate"}, exitUsage, "", `unknown command "frobnicate"`},
		{"unknown flag", []string{"check", "-nope", clean}, exitUsage, "", "flag provided but not defined"},
		{"missing path", []string{"check", filepath.Join(dir, "missing.html")}, exitUsage, "", "no such file"},
		{"glob matches nothing", []string{"check", filepath.Join(dir, "**/*.nothing")}, exitUsage, "", "no file matches"},
		{"bad dialect", []string{"check", "-dialect", "php", clean}, exitUsage, "", `unknown dialect "php"`},
		{"bad pack", []string{"check", "-packs", "xx", clean}, exitUsage, "", `unknown pack "xx"`},
		{"clean", []string{"check", clean}, exitOK, "", ""},
		{"declarative leak", []string{"check", leak}, exitFindings, leak + ":1:1: error: ", ""},
		{"leak silenced", []string{"check", "-ignore", "declarative-leak", leak}, exitOK, "", ""},
		{"unterminated template", []string{"check", bad}, exitFindings, "[template-unterminated]", ""},
		{"version", []string{"version"}, exitOK, "formtool 0.", ""},
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

func TestCheckFixRemovesTheDeclarativeTool(t *testing.T) {
	file := filepath.Join(t.TempDir(), "leak.gohtml")
	src := "<form toolname=\"sign_in\" {{if .X}}tooldescription=\"Sign in\"{{end}} action=\"/in\">\n<input type=password name=pw>\n</form>\n<form toolname=\"search\"><input name=q></form>"
	require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	stdout, stderr, code := runCLI(t, "check", "-fix", file)
	assert.Equal(t, exitOK, code, stdout)
	assert.Contains(t, stderr, "removed the declarative tool attributes from 1 form(s)")
	got, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, "<form {{if .X}}{{end}} action=\"/in\">\n<input type=password name=pw>\n</form>\n<form toolname=\"search\"><input name=q></form>", string(got),
		"only the leaking form loses its attributes; template code stays")
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
	require.Equal(t, exitOK, code, stderr)

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
			require.Equal(t, exitOK, code, stderr)
			check, _, _ := runCLI(t, "check", src.path)
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
