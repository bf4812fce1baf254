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
			auto, wait, rule := pol.decide(c.tool, c.form)
			assert.Equal(t, c.auto, auto)
			assert.Equal(t, c.wait, wait)
			assert.Equal(t, c.rule, rule)
		})
	}
}

func TestPolicyDefaults(t *testing.T) {
	var pol *policy
	auto, wait, rule := pol.decide(&schema.Tool{Name: "x"}, &analyzer.Form{})
	assert.Equal(t, []any{false, defaultWaitMs, "default"}, []any{auto, wait, rule})
	auto, _, rule = pol.decide(&schema.Tool{Name: "x"}, &analyzer.Form{ToolAutoSubmit: true})
	assert.True(t, auto)
	assert.Equal(t, "attribute.toolautosubmit", rule)
}

func TestPolicyErrors(t *testing.T) {
	for body, want := range map[string]string{
		`{"submit": {"all": {"autoSubmit": "yes"}}}`: "cannot unmarshal",
		`{"submit": {"everything": {}}}`:             "unknown field",
		`{}`:                                         `no "submit" section`,
		`{"submit": {"all": {"waitMs": -1}}}`:        "waitMs must be between",
		`not json`:                                   "invalid character",
	} {
		_, err := loadPolicy(writePolicy(t, body), nil)
		assert.ErrorContains(t, err, want, body)
	}
	_, stderr, code := runCLI(t, "build", "-policy", filepath.Join(t.TempDir(), "missing.json"), site)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "no such file")
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
