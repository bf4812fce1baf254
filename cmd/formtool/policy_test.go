package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/schema"
)

func writePolicy(t *testing.T, body string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "formtool.json")
	require.NoError(t, os.WriteFile(file, []byte(body), 0o644))
	return file
}

func TestPolicyScopes(t *testing.T) {
	pol, err := loadPolicy(writePolicy(t, `{"submit": {
		"all": {"autoSubmit": true, "waitMs": 60000},
		"consequential": {"waitMs": 30000},
		"destructive": {"waitMs": 10000},
		"tools": {"search": {"autoSubmit": false}, "quick": {"waitMs": 5000}}}}`), nil)
	require.NoError(t, err)

	plain := &schema.Tool{Name: "newsletter"}
	search := &schema.Tool{Name: "search"}
	quick := &schema.Tool{Name: "quick"}
	consequential := &schema.Tool{Name: "pay", Annotations: schema.Annotations{ConsequentialHint: true}, Consequences: []string{"payment"}}
	destructive := &schema.Tool{Name: "delete", Annotations: schema.Annotations{ConsequentialHint: true}, Consequences: []string{"destructive"}}
	blocked := &schema.Tool{Name: "login", RequiresUser: []schema.UserField{{Key: "user-1"}}}
	form := &analyzer.Form{}

	cases := []struct {
		name string
		tool *schema.Tool
		form *analyzer.Form
		auto bool
		wait int
		rule string
	}{
		{"all applies", plain, form, true, 60000, "policy.all"},
		{"one tool beats all", search, form, false, 60000, "policy.tools.search"},
		{"a tool rule keeps what it does not say", quick, form, true, 5000, "policy.tools.quick"},
		{"consequential beats all, never auto-submits", consequential, form, false, 30000, "policy.consequential"},
		{"within one scope the stricter wins", destructive, form, false, 10000, "policy.destructive"},
		{"a requiresUser field never auto-submits", blocked, form, false, 60000, "policy.all"},
		{"the form's attributes are the tool's scope", plain, &analyzer.Form{NoAutoSubmit: true, WaitMs: 2000}, false, 2000, "attribute.data-webmcp-autosubmit+attribute.data-webmcp-wait"},
		{"attribute and config of one tool: stricter wins", search, &analyzer.Form{ToolAutoSubmit: true}, false, 60000, "policy.tools.search"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			auto, wait, rule := pol.rules().Decide(c.tool, c.form)
			assert.Equal(t, c.auto, auto)
			assert.Equal(t, c.wait, wait)
			assert.Equal(t, c.rule, rule)
		})
	}
}

func TestPolicyDefaults(t *testing.T) {
	var pol *policy
	auto, wait, rule := pol.rules().Decide(&schema.Tool{Name: "x"}, &analyzer.Form{})
	assert.Equal(t, []any{false, schema.DefaultWaitMs, "default"}, []any{auto, wait, rule})
	auto, _, rule = pol.rules().Decide(&schema.Tool{Name: "x"}, &analyzer.Form{ToolAutoSubmit: true})
	assert.True(t, auto)
	assert.Equal(t, "attribute.toolautosubmit", rule)
}

// TestPolicyErrors: a mistake in formtool.json is reported at its line and
// column, in the words of JSON rather than of Go.
func TestPolicyErrors(t *testing.T) {
	for body, want := range map[string]string{
		`{"submit": {"all": {"autoSubmit": "yes"}}}`: `:1:35: submit.all.autoSubmit must be true or false, not the string "yes"`,
		"{\"submit\": {\n  \"everything\": {}}}":     `:2:3: unknown key "everything" in "submit"; want all, consequential, destructive or tools`,
		`{"submit": {"tools": {"a": {"wait": 1}}}}`:  `:1:29: unknown key "wait" in "submit.tools.a"; want autoSubmit or waitMs`,
		`{}`:                                         `:1:1: no "submit" section`,
		`{"submit": {"all": {"waitMs": -1}}}`:        `:1:31: submit.all.waitMs must be a whole number of milliseconds from 0 to 3600000 (an hour), not -1`,
		`{"submit": {"all": {"waitMs": 2.5}}}`:       `:1:31: submit.all.waitMs must be a whole number of milliseconds from 0 to 3600000 (an hour), not 2.5`,
		`{"submit": {"all": []}}`:                    `:1:20: submit.all must be an object {...}, not a list`,
		`{"submit": {"all": {}, "all": {}}}`:         `:1:24: "all" appears twice in "submit"`,
		`not json`:                                   `:1:1: this is not JSON: invalid character`,
		`{"submit": {"all": {"autoSubmit": true,}}}`: `:1:40: this is not JSON: invalid character '}'`,
		`{"submit": {"all": {}}`:                     `:1:23: the file ends too early`,
		`{"submit": {}} {}`:                          `:1:16: an object after the end of the policy`,
		"  \n":                                       `: the policy is empty`,
		`{"submit": {"all": {"autoSubmit": true, "waitMs": 3600001}}}`: `:1:51: submit.all.waitMs must be a whole number of milliseconds from 0 to 3600000 (an hour), not 3600001`,
	} {
		file := writePolicy(t, body)
		_, err := loadPolicy(file, nil)
		if assert.Error(t, err, body) {
			assert.Contains(t, err.Error(), file+want, body)
			assert.NotContains(t, err.Error(), "Go", body)
			assert.NotContains(t, err.Error(), "unmarshal", body)
		}
	}
	pol, err := loadPolicy(writePolicy(t, `{"submit": {"all": null, "tools": {"a": {"waitMs": null}}}}`), nil)
	require.NoError(t, err, "null means no rule")
	assert.Nil(t, pol.All)

	_, stderr, code := runCLI(t, "build", "-policy", filepath.Join(t.TempDir(), "missing.json"), site)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "missing.json: no such file")
}

// TestPolicyNamesAMissingTool: a rule for a tool no page has is a warning
// where the rule stands, from build (cached or not) and from check, which
// reads formtool.json as build does.
func TestPolicyNamesAMissingTool(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "search.html"), []byte(`<form id=site_search method=get action=/s><label>Search <input type=search name=q></label></form>`), 0o644))
	policyFile := filepath.Join(dir, policyFileName)
	require.NoError(t, os.WriteFile(policyFile, []byte("{\"submit\": {\"tools\": {\n  \"site_serch\": {\"autoSubmit\": true}}}}"), 0o644))
	want := policyFile + `:2:3: warning: the policy names tool "site_serch", but no page has a tool of that name; its rule applies to nothing (did you mean site_search?) [policy-unknown-tool]`

	out := t.TempDir()
	for range 2 {
		_, stderr, code := runCLI(t, "build", "-o", out, dir)
		assert.Equal(t, exitOK, code, "a warning does not fail the build")
		assert.Contains(t, stderr, want)
	}
	stdout, _, code := runCLI(t, "check", dir)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, want)
	_, _, code = runCLI(t, "check", "-strict", dir)
	assert.Equal(t, exitFindings, code)
	stdout, _, code = runCLI(t, "check", "-ignore", "policy-unknown-tool", dir)
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "1 file, 1 form, 1 field: no findings\n", stdout, "the summary line alone")

	require.NoError(t, os.WriteFile(policyFile, []byte(`{"submit": {"al": {}}}`), 0o644))
	_, stderr, code := runCLI(t, "check", filepath.Join(dir, "*.html"))
	assert.Equal(t, exitUsage, code, "check reads the policy of a glob's directory")
	assert.Contains(t, stderr, policyFile+`:1:13: unknown key "al"`)
}

func TestPolicyFileIsFoundAndRecorded(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "search.html"), []byte(`<form method=get action=/s><label>Search <input type=search name=q></label></form>`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, policyFileName), []byte(`{"submit": {"all": {"autoSubmit": true, "waitMs": 1000}}}`), 0o644))
	stdout, stderr, code := runCLI(t, "build", dir)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, `"autoSubmit": true`)
	assert.Contains(t, stdout, `"policy": "policy.all"`)
	assert.Contains(t, stdout, `"waitMs": 1000`)
}
