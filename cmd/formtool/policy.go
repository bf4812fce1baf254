package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/schema"
)

// policyFileName is looked up in the first input directory when -policy is
// not given.
const policyFileName = "formtool.json"

// defaultWaitMs is how long a call waits for the person when no rule says.
const defaultWaitMs = 120000

// submitRule is one submission rule of formtool.json. A nil field leaves the
// decision to a less specific scope.
type submitRule struct {
	AutoSubmit *bool `json:"autoSubmit,omitempty"`
	WaitMs     *int  `json:"waitMs,omitempty"`
}

// policy is formtool.json: submission rules for all tools, for destructive
// and consequential tools, and for single tools by name. The most specific
// scope wins (one tool > destructive or consequential > all); where two rules
// of one scope apply, the more restrictive one wins.
type policy struct {
	All           *submitRule           `json:"all,omitempty"`
	Consequential *submitRule           `json:"consequential,omitempty"`
	Destructive   *submitRule           `json:"destructive,omitempty"`
	Tools         map[string]submitRule `json:"tools,omitempty"`

	hash string // of the file, so a policy change rebuilds every page
}

// loadPolicy reads the policy file. An explicit file that is missing or bad
// is an error; no file at all means the defaults.
func loadPolicy(explicit string, args []string) (*policy, error) {
	file := explicit
	if file == "" {
		for _, a := range args {
			if info, err := os.Stat(a); err == nil && info.IsDir() {
				if _, err := os.Stat(filepath.Join(a, policyFileName)); err == nil {
					file = filepath.Join(a, policyFileName)
				}
				break
			}
		}
	}
	p := &policy{}
	if file == "" {
		return p, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("policy: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var doc struct {
		Submit *policy `json:"submit"`
	}
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("policy %s: %v (want {\"submit\": {\"all\": {...}, \"destructive\": {...}, \"consequential\": {...}, \"tools\": {\"name\": {...}}}})", file, err)
	}
	if doc.Submit == nil {
		return nil, fmt.Errorf("policy %s: no \"submit\" section", file)
	}
	p = doc.Submit
	for scope, r := range p.rules() {
		if r != nil && r.WaitMs != nil && (*r.WaitMs < 0 || *r.WaitMs > 3600000) {
			return nil, fmt.Errorf("policy %s: %s: waitMs must be between 0 and 3600000", file, scope)
		}
	}
	sum := sha256.Sum256(data)
	p.hash = hex.EncodeToString(sum[:])
	return p, nil
}

func (p *policy) rules() map[string]*submitRule {
	m := map[string]*submitRule{"all": p.All, "consequential": p.Consequential, "destructive": p.Destructive}
	for name, r := range p.Tools {
		m["tools."+name] = &r
	}
	return m
}

// decide sets whether a tool may submit on its own, how long a call waits,
// and which rule decided. Scopes go from least to most specific, each one
// overwriting what the one before set: formtool.json's "all", then its
// "consequential" and "destructive" rules, then the tool itself (its entry
// under "tools" and the form's own attributes: toolautosubmit,
// data-webmcp-autosubmit, data-webmcp-wait). Within one scope the stricter
// rule wins. Whatever the rules say, a tool with a requiresUser field or a
// consequential tool never submits on its own (schema.Build enforces it).
func (p *policy) decide(t *schema.Tool, form *analyzer.Form) (autoSubmit bool, waitMs int, rule string) {
	waitMs, rule = defaultWaitMs, "default"
	if p == nil {
		p = &policy{}
	}
	tool := toolRule(p, t.Name)
	if attr, name, ok := attributeRule(form); ok {
		if tool == nil {
			tool = map[string]*submitRule{}
		}
		tool[name] = attr
	}
	scopes := []map[string]*submitRule{{"policy.all": p.All}, classRules(p, t), tool}
	for _, rules := range scopes {
		a, w, name, ok := strictest(rules)
		if !ok {
			continue
		}
		if a != nil {
			autoSubmit = *a
		}
		if w != nil {
			waitMs = *w
		}
		rule = name
	}
	if len(t.RequiresUser) > 0 || t.Annotations.ConsequentialHint {
		autoSubmit = false
	}
	return autoSubmit, waitMs, rule
}

// attributeRule is what the form's own attributes say, as a rule of the
// tool's scope.
func attributeRule(form *analyzer.Form) (*submitRule, string, bool) {
	r := &submitRule{}
	var names []string
	switch {
	case form.AutoSubmit:
		r.AutoSubmit = ptr(true)
		names = append(names, "attribute.data-webmcp-autosubmit")
	case form.NoAutoSubmit:
		r.AutoSubmit = ptr(false)
		names = append(names, "attribute.data-webmcp-autosubmit")
	case form.ToolAutoSubmit:
		r.AutoSubmit = ptr(true)
		names = append(names, "attribute.toolautosubmit")
	}
	if form.WaitMs > 0 {
		r.WaitMs = ptr(form.WaitMs)
		names = append(names, "attribute.data-webmcp-wait")
	}
	if len(names) == 0 {
		return nil, "", false
	}
	return r, strings.Join(names, "+"), true
}

func ptr[T any](v T) *T { return &v }

func classRules(p *policy, t *schema.Tool) map[string]*submitRule {
	m := map[string]*submitRule{}
	if t.Annotations.ConsequentialHint {
		m["policy.consequential"] = p.Consequential
	}
	if schema.Destructive(t) {
		m["policy.destructive"] = p.Destructive
	}
	return m
}

func toolRule(p *policy, name string) map[string]*submitRule {
	if r, ok := p.Tools[name]; ok {
		return map[string]*submitRule{"policy.tools." + name: &r}
	}
	return nil
}

// strictest merges the rules of one scope: autoSubmit false beats true, and
// the shorter wait wins (the call hands control back to the person sooner).
// name lists the rules that supplied the result.
func strictest(rules map[string]*submitRule) (auto *bool, wait *int, name string, ok bool) {
	names := make([]string, 0, len(rules))
	for n, r := range rules {
		if r != nil {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	var autoFrom, waitFrom string
	for _, n := range names {
		r := rules[n]
		if r.AutoSubmit != nil && (auto == nil || *auto && !*r.AutoSubmit) {
			auto, autoFrom = r.AutoSubmit, n
		}
		if r.WaitMs != nil && (wait == nil || *r.WaitMs < *wait) {
			wait, waitFrom = r.WaitMs, n
		}
	}
	if auto == nil && wait == nil {
		return nil, nil, "", false
	}
	var used []string
	for _, n := range []string{autoFrom, waitFrom} {
		if n != "" && (len(used) == 0 || used[0] != n) {
			used = append(used, n)
		}
	}
	return auto, wait, strings.Join(used, "+"), true
}
