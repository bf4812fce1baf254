package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
)

func init() {
	commands["explain"] = command{summary: "show each field's class, rule and evidence", run: runExplain}
}

// explainRecord is one line of `explain --json`: a field and its decision.
type explainRecord struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	Col        int    `json:"col"`
	Form       int    `json:"form"` // form index; -1 for a control outside any form
	Tag        string `json:"tag"`
	Type       string `json:"type"`
	Name       string `json:"name"`
	ID         string `json:"id"`
	Label      string `json:"label,omitempty"`
	Class      string `json:"class"`
	Rule       string `json:"rule"`
	Kind       string `json:"kind,omitempty"`
	Attr       string `json:"attr,omitempty"`
	Match      string `json:"match,omitempty"`
	Reason     string `json:"reason"`
	Overridden bool   `json:"overridden,omitempty"`
	Ignored    bool   `json:"ignored,omitempty"`
	// Hidden says why the person cannot see the field (the hidden
	// attribute, a honeypot): it is never offered to the agent.
	Hidden string `json:"hidden,omitempty"`
}

const explainUsage = `usage: formtool explain [flags] paths...

Prints each field of each page: its class (allow, redact, block), the rule
that decided it, and the evidence that matched. Paths are files,
directories or globs such as 'site/**/*.html'.
`

func runExplain(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("explain", explainUsage, &s)
	asJSON := fs.Bool("json", false, "print one JSON record per field (JSON Lines)")
	paths, ok, code := parse(fs, args, &s, stdout, stderr)
	if !ok {
		return code
	}
	srcs, err := expand(paths)
	if err != nil {
		return usageError(fs, stderr, "%v", err)
	}
	code = exitOK
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, p := range process(srcs, s) {
		if p.err != nil {
			fmt.Fprintf(stderr, "formtool explain: %s: %v\n", p.path, p.err)
			code = exitFindings
			continue
		}
		if *asJSON {
			each(p.Doc, func(form *analyzer.Form, f *analyzer.Field) {
				if err := enc.Encode(record(p, form, f)); err != nil {
					code = exitInternal
				}
			})
			continue
		}
		writeExplainTable(stdout, p)
	}
	return code
}

func record(p *page, form *analyzer.Form, f *analyzer.Field) explainRecord {
	d := p.Decisions[f]
	r := explainRecord{
		File: p.path, Line: f.Pos.Line, Col: f.Pos.Col, Form: -1,
		Tag: f.Tag, Type: f.Type, Name: f.Name, ID: f.ID, Label: f.Label,
		Class: d.Class.String(), Rule: d.Rule, Kind: d.Kind, Attr: d.Attr, Match: d.Match,
		Reason: d.Reason(), Overridden: d.Overridden, Ignored: f.Ignore, Hidden: f.Hidden,
	}
	if form != nil {
		r.Form = form.Index
		r.Ignored = r.Ignored || form.Ignore
	}
	return r
}

func writeExplainTable(w io.Writer, p *page) {
	fmt.Fprintf(w, "%s\n", p.path)
	if len(p.Doc.Forms) == 0 && len(p.Doc.Loose) == 0 {
		fmt.Fprintf(w, "  no forms\n\n")
		return
	}
	table := func(title string, fields []*analyzer.Field) {
		fmt.Fprintf(w, "  %s\n", title)
		tw := tabwriter.NewWriter(w, 0, 2, 2, ' ', 0)
		fmt.Fprintln(tw, "    LINE:COL\tFIELD\tTYPE\tCLASS\tRULE\tEVIDENCE")
		for _, f := range fields {
			d := p.Decisions[f]
			class := d.Class.String()
			evidence := "-"
			if d.Attr != "" {
				evidence = fmt.Sprintf("%s %q", d.Attr, d.Match)
			}
			rule := d.Rule
			switch {
			case f.Ignore:
				class = "ignored"
			case f.Hidden != "":
				// Never offered, whatever its class: say why.
				class, rule, evidence = "hidden", idHiddenField, f.Hidden
			}
			fmt.Fprintf(tw, "    %s\t%s\t%s\t%s\t%s\t%s\n", f.Pos, fieldName(f), f.Type, class, rule, evidence)
		}
		tw.Flush()
		fmt.Fprintln(w)
	}
	for _, form := range p.Doc.Forms {
		title := fmt.Sprintf("form %d at %s", form.Index, form.Pos)
		var extra []string
		if form.ToolName != "" {
			extra = append(extra, fmt.Sprintf("toolname %q", form.ToolName))
		}
		if form.DataToolName != "" {
			extra = append(extra, fmt.Sprintf("data-webmcp-toolname %q", form.DataToolName))
		}
		if form.ID != "" {
			extra = append(extra, "#"+form.ID)
		}
		if form.Ignore {
			extra = append(extra, "ignored")
		}
		if len(extra) > 0 {
			title += " (" + strings.Join(extra, ", ") + ")"
		}
		if len(form.Fields) == 0 {
			fmt.Fprintf(w, "  %s: no fields\n\n", title)
			continue
		}
		table(title, form.Fields)
	}
	if len(p.Doc.Loose) > 0 {
		table("controls outside any form", p.Doc.Loose)
	}
}

func fieldName(f *analyzer.Field) string {
	switch {
	case f.Name != "":
		return f.Name
	case f.ID != "":
		return "#" + f.ID
	case f.Dynamic:
		return "(template)"
	}
	return "(unnamed)"
}

// classCounts counts fields per class, leaving ignored ones out.
func classCounts(p *page) map[classify.Class]int {
	m := map[classify.Class]int{}
	each(p.Doc, func(form *analyzer.Form, f *analyzer.Field) {
		if !f.Ignore && (form == nil || !form.Ignore) {
			m[p.Decisions[f].Class]++
		}
	})
	return m
}
