package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/report"
	"github.com/formtool/formtool/schema"
)

// htmlReport gathers what `report --format html` shows: for every page its
// forms, each field's class as the manifest has it, the tools' schemas as
// build writes them (under the same policy), and the findings with their
// source lines filtered.
func htmlReport(pages []*page, pol *policy, inputs []string) *report.Report {
	r := &report.Report{Generator: "formtool " + formtool.Version, Inputs: inputs}
	var tools []string
	for _, p := range pages {
		rp, lf, names := reportPage(p, pol)
		rp.Findings = reportFindings(p.path, p.diags, lf)
		r.Pages = append(r.Pages, rp)
		tools = append(tools, names...)
	}
	if len(pol.Tools) > 0 {
		r.Findings = reportFindings(pol.file, pol.unknownTools(tools), newLineFilter(nil))
	}
	return r
}

// reportPage is one page of the report but its findings, the filter for
// its source lines, and the names of its tools.
func reportPage(p *page, pol *policy) (report.Page, *lineFilter, []string) {
	rp := report.Page{File: p.path, Name: p.rel}
	lf := newLineFilter(p.Packs)
	if p.err != nil {
		rp.Error = p.err.Error()
		return rp, lf, nil
	}
	rp.Title = p.Doc.Title
	m, err := p.manifest(pol)
	if err != nil {
		rp.Error = err.Error()
		return rp, lf, nil
	}
	byForm := map[int]*schema.Tool{}
	for i := range m.Tools {
		byForm[m.Tools[i].Form.Index] = &m.Tools[i]
	}
	for _, form := range p.Doc.Forms {
		t := byForm[form.Index]
		rf := report.Form{Index: form.Index, Line: form.Pos.Line, Col: form.Pos.Col, ID: form.ID, Heading: form.Heading}
		if t != nil {
			rf.Tool = &report.Tool{Name: t.Name, Title: t.Title, Consequences: t.Consequences,
				ReadOnly: t.Annotations.ReadOnlyHint, AutoSubmit: t.AutoSubmit, InputSchema: t.InputSchema}
		} else {
			rf.NoTool = noTool(form)
		}
		for i, f := range form.Fields {
			rf.Fields = append(rf.Fields, reportField(p, form, i, f, t, lf))
		}
		rp.Forms = append(rp.Forms, rf)
	}
	for i, f := range p.Doc.Loose {
		rp.Loose = append(rp.Loose, reportField(p, nil, i, f, nil, lf))
	}
	return rp, lf, toolNames(m)
}

func noTool(form *analyzer.Form) string {
	switch {
	case form.Ignore:
		return "the form has data-webmcp-ignore, so no field of it is offered."
	case len(form.Fields) == 0:
		return "the form has no fields."
	}
	return "the form has nothing to offer: each field is hidden, ignored, a file, disabled or read-only."
}

// reportField is the i-th field of form (nil for a control outside any
// form) with its class as the agent meets it: the manifest's, which may be
// stricter than the field's own decision when controls share a name.
func reportField(p *page, form *analyzer.Form, i int, f *analyzer.Field, t *schema.Tool, lf *lineFilter) report.Field {
	d := p.Decisions[f]
	rf := report.Field{
		Line: f.Pos.Line, Col: f.Pos.Col, Label: fieldLabel(f), Name: fieldName(f), Type: f.Type,
		Class: d.Class.String(), Rule: d.Rule,
	}
	if d.Attr != "" {
		rf.Evidence = fmt.Sprintf("%s %q", d.Attr, d.Match)
	}
	var inSchema *schema.Field
	var user *schema.UserField
	if t != nil {
		for j := range t.Fields {
			if t.Fields[j].Index == i {
				inSchema = &t.Fields[j]
			}
		}
		for j := range t.RequiresUser {
			if t.RequiresUser[j].Index == i {
				user = &t.RequiresUser[j]
			}
		}
	}
	stricter := func(class, rule string) {
		if c, _ := classify.ParseClass(class); c > d.Class {
			rf.Class, rf.Rule = class, rule
			rf.Evidence = "another control of the form shares its name or id, and this rule decided that one"
		}
	}
	ignored := f.Ignore || form != nil && form.Ignore
	switch {
	case ignored:
		rf.Class = report.Ignored
		where := "field"
		if form != nil && form.Ignore {
			where = "form"
		}
		rf.Agent = "Nothing: data-webmcp-ignore on its " + where + " leaves it out."
	case f.Hidden != "":
		rf.Class = report.Hidden
		rf.Agent = "Nothing: the person cannot see it (" + f.Hidden + ")."
	case user != nil:
		stricter(user.Class, user.Rule)
		rf.Agent = fmt.Sprintf("Not in the schema; told only %q, the person fills it.", user.Label)
	case inSchema != nil:
		stricter(inSchema.Class, inSchema.Rule)
		how := "read back as it is"
		if rf.Class == report.Redact {
			how = "read back masked"
		} else if schema.IdentifierInValues(f, p.Packs) != "" {
			how = "holds an identifier: no default, read back masked"
		}
		if inSchema.Required {
			how = "required, " + how
		}
		rf.Key, rf.Agent = inSchema.Key, how+"."
	case form == nil:
		rf.Agent = "Nothing: no tool offers a control outside a form."
	case f.Type == "file":
		rf.Agent = "Not in the schema: the tool asks the person to attach the file."
	case f.Disabled:
		rf.Agent = "Not in the schema: it is disabled."
	case f.Readonly:
		rf.Agent = "Not in the schema: it is read-only."
	default:
		rf.Agent = "Not in the schema."
	}
	rf.Override, rf.OverrideNote = override(f, d, rf.Class, ignored)

	class := rf.Class
	if ignored || f.Hidden != "" {
		class = report.Block // withheld, whatever the rules said
	}
	kind := d.Kind
	if kind == "" && class == report.Allow {
		kind = schema.IdentifierInValues(f, p.Packs)
	}
	lf.addValue(f.Value, class, kind)
	for _, o := range f.Options {
		lf.addValue(o.Value, class, kind)
		if o.Selected && class != report.Allow {
			lf.addValue(o.Label, class, kind)
		}
	}
	return rf
}

// fieldLabel is the text a person reads as the field's name, never its
// value.
func fieldLabel(f *analyzer.Field) string {
	for _, s := range []string{f.Label, f.AriaLabel, f.ParamTitle, f.Placeholder, f.Title, f.Legend} {
		s = strings.Join(strings.Fields(s), " ")
		if s != "" && s != strings.TrimSpace(f.Value) {
			return s
		}
	}
	return ""
}

// override is the attribute an author would write to change the field's
// class, and what it would do; for a class an attribute already set, which
// attribute and what the rules alone would say.
func override(f *analyzer.Field, d classify.Decision, class string, ignored bool) (attr, note string) {
	switch {
	case ignored:
		return "data-webmcp-ignore", "leaves it out; remove it to offer it."
	case f.Hidden != "":
		return "", "None: a field the person cannot see is never offered."
	case f.Dynamic:
		return "", "None: its name or type is template code; write them out to let the rules decide."
	case d.Overridden:
		core := "allow"
		if d.Core != nil {
			core = d.Core.Class.String()
		}
		note = fmt.Sprintf("is on its %s; without it: %s.", f.SensitiveFrom, core)
		if d.Lowered && d.Core != nil && d.Core.Class == classify.Block {
			note += " Lowering a core block is reported as override-lowers-block."
		}
		return fmt.Sprintf("data-webmcp-sensitive=%q", f.Sensitive), note
	case class == report.Block:
		return `data-webmcp-sensitive="allow"`, "offers it, reported as override-lowers-block."
	case class == report.Redact:
		return `data-webmcp-sensitive="allow"`, ""
	}
	return `data-webmcp-sensitive="redact"`, ""
}

// reportFindings turns diagnostics into the report's findings, each with
// its source line filtered.
func reportFindings(file string, diags []diagnostic, lf *lineFilter) []report.Finding {
	if len(diags) == 0 {
		return nil
	}
	var lines [][]byte
	if src, err := os.ReadFile(file); err == nil {
		lines = bytes.Split(src, []byte("\n"))
	}
	out := make([]report.Finding, 0, len(diags))
	for _, d := range diags {
		rf := report.Finding{File: d.File, Line: d.Line, Col: d.Col, Severity: string(d.Severity), ID: d.ID, Message: d.Message, Mark: -1}
		if d.Line >= 1 && d.Line <= len(lines) && d.ID != idBinaryFile { // a binary file has no line to show
			rf.Source, rf.Mark = lf.line(string(lines[d.Line-1]), d.Col-1)
		}
		out = append(out, rf)
	}
	return out
}
