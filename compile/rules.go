package compile

import (
	"sort"
	"strings"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/schema"
)

// Rule is one submission rule: whether a tool may submit on its own, and
// how long a call waits for the person. A nil field leaves the decision to
// a less specific scope.
type Rule struct {
	AutoSubmit *bool
	WaitMs     *int
}

// Rules are a site's submission rules (formtool.json): for all tools, for
// consequential and destructive ones, and for single tools by name. The
// most specific scope wins (one tool > destructive or consequential > all);
// where two rules of one scope apply, the more restrictive one wins. The
// page author's attributes are rules of the tool's own scope; nil Rules are
// those attributes and the defaults alone.
type Rules struct {
	All           *Rule
	Consequential *Rule
	Destructive   *Rule
	Tools         map[string]Rule
}

// Decide sets whether a tool may submit on its own, how long a call waits,
// and which rule decided. Scopes go from least to most specific, each one
// overwriting what the one before set: formtool.json's "all", then its
// "consequential" and "destructive" rules, then the tool itself (its entry
// under "tools" and the form's own attributes: toolautosubmit,
// data-webmcp-autosubmit, data-webmcp-wait). Within one scope the stricter
// rule wins. Whatever the rules say, a tool with a requiresUser field or a
// consequential tool never submits on its own (schema.Build enforces it).
func (p *Rules) Decide(t *schema.Tool, form *analyzer.Form) (autoSubmit bool, waitMs int, rule string) {
	waitMs, rule = schema.DefaultWaitMs, "default"
	if p == nil {
		p = &Rules{}
	}
	tool := toolRule(p, t.Name)
	if attr, name, ok := attributeRule(form); ok {
		if tool == nil {
			tool = map[string]*Rule{}
		}
		tool[name] = attr
	}
	scopes := []map[string]*Rule{{"policy.all": p.All}, classRules(p, t), tool}
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
func attributeRule(form *analyzer.Form) (*Rule, string, bool) {
	r := &Rule{}
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

func classRules(p *Rules, t *schema.Tool) map[string]*Rule {
	m := map[string]*Rule{}
	if t.Annotations.ConsequentialHint {
		m["policy.consequential"] = p.Consequential
	}
	if schema.Destructive(t) {
		m["policy.destructive"] = p.Destructive
	}
	return m
}

func toolRule(p *Rules, name string) map[string]*Rule {
	if r, ok := p.Tools[name]; ok {
		return map[string]*Rule{"policy.tools." + name: &r}
	}
	return nil
}

// strictest merges the rules of one scope: autoSubmit false beats true, and
// the shorter wait wins (the call hands control back to the person sooner).
// name lists the rules that supplied the result.
func strictest(rules map[string]*Rule) (auto *bool, wait *int, name string, ok bool) {
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
