// Package report renders what formtool decided about a site as one
// self-contained HTML file: a section per page, a card per form, each field
// with its class as a text badge, a colour and an outline style, the rule
// and evidence behind it, the attribute that would override it, the tool's
// inputSchema as the agent receives it, and the findings with their
// (filtered) source line.
//
// The file needs no network: the CSS and the script are inline, there are
// no images, fonts or links other than to its own sections, and it shows
// everything with scripts off (the script only adds the filters). All text
// comes from the pages under report and is treated as hostile: it goes
// through html/template's contextual escaping and is never markup.
//
// The package renders; it does not decide. The caller fills a [Report]
// with the classes, schemas and findings the pipeline produced, and masks
// what a page must not show (see cmd/formtool).
package report

import (
	"bytes"
	"cmp"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
)

// Report is everything one HTML report shows.
type Report struct {
	// Generator names the program that wrote the report ("formtool 0.1.0").
	Generator string
	// Inputs are the paths the report was asked for, as given.
	Inputs []string
	Pages  []Page
	// Findings belong to no page, such as the submission policy's.
	Findings []Finding
}

// Page is one source file.
type Page struct {
	File  string // the path as given, as findings name it
	Name  string // short, relative to the input it was found in; "" for File
	Title string // the page's <title>
	Error string // why the file could not be read; nothing else is shown
	Forms []Form
	// Loose are the controls outside any form: classified, never a tool.
	Loose    []Field
	Findings []Finding
}

// Form is one <form> and, when it became one, its tool.
type Form struct {
	Index     int // 0-based, in document order
	Line, Col int
	ID        string
	Heading   string // the heading nearest the form
	Tool      *Tool  // nil when the form is no tool
	NoTool    string // why it is no tool, when Tool is nil
	Fields    []Field
}

// Tool is the WebMCP tool a form became.
type Tool struct {
	Name, Title  string
	Consequences []string // why the tool is consequential; empty when it is not
	ReadOnly     bool
	AutoSubmit   bool
	// InputSchema is the tool's inputSchema, the bytes of the manifest; it
	// is shown indented as formtool build writes it.
	InputSchema json.RawMessage
}

// The classes a field can show.
const (
	Allow   = "allow"
	Redact  = "redact"
	Block   = "block"
	Hidden  = "hidden"  // the person cannot see it: never offered
	Ignored = "ignored" // data-webmcp-ignore: left out
)

// Field is one parameter of a form.
type Field struct {
	Line, Col int
	Label     string // the text a person reads beside it; "" when it has none
	Name      string // its name, #id, or a placeholder such as "(unnamed)"
	Type      string
	Class     string // one of Allow, Redact, Block, Hidden, Ignored
	Rule      string // the rule id that decided
	Evidence  string // the attribute and the text that matched, "" when none did
	// Key is the field's property in the tool's inputSchema, "" when it
	// has none; Agent says what the agent gets: how the value comes back,
	// the person's part, or why the field is not offered.
	Key, Agent string
	// Override is the attribute an author would write to change the
	// class, and OverrideNote what it does or what set the class.
	Override, OverrideNote string
}

// Finding is one diagnostic.
type Finding struct {
	File      string
	Line, Col int
	Severity  string // error, warning or info
	ID        string
	Message   string
	// Source is the source line the finding points at, with every value
	// the agent may not see already masked; "" when it is not shown.
	Source string
	// Mark is the byte offset in Source where the finding's column is, or
	// -1; the report marks from there to the end of the tag.
	Mark int
}

//go:embed report.html.tmpl
var templateText string

//go:embed report.css
var css string

//go:embed report.js
var js string

var page = template.Must(template.New("report").Funcs(template.FuncMap{
	"upper": strings.ToUpper,
	"plus1": func(i int) int { return i + 1 },
	"count": func(n int, noun string) string {
		if n == 1 {
			return "1 " + noun
		}
		return fmt.Sprintf("%d %ss", n, noun)
	},
	"icon":  icon,
	"total": func(class string, n int, what string) classTotal { return classTotal{class, n, what} },
}).Parse(templateText))

// Write renders r as one HTML document.
func Write(w io.Writer, r *Report) error {
	v, err := build(r)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := page.Execute(&buf, v); err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// icon is the symbol beside a class's text; it repeats what the text says
// for a reader who scans by shape.
func icon(class string) string {
	switch class {
	case Allow:
		return "✓"
	case Redact:
		return "◐"
	case Block:
		return "✕"
	}
	return "○"
}

// The view: the report with what the template needs worked out.
type (
	view struct {
		Generator string
		Inputs    []string
		CSS       template.CSS
		JS        template.JS
		Pages     []*pageView
		Findings  []findingView
		Counts    counts
		Classes   []classCount // the classes present, for the filter
		IDs       []idCount    // the finding ids present, for the filter
	}
	pageView struct {
		Page
		Anchor   string
		Forms    []formView
		Loose    []fieldView
		Findings []findingView
		Counts   counts
	}
	formView struct {
		Form
		Anchor   string
		Schema   string
		Fields   []fieldView
		Findings []findingView // at the form's own position
	}
	fieldView struct {
		Field
		Findings []findingView // at the field's position
	}
	findingView struct {
		Finding
		Anchor                string
		Before, Marked, After string
	}
	counts struct {
		Forms, Tools, Fields                  int
		Allow, Redact, Block, Hidden, Ignored int
		Findings, Errors, Warnings, Infos     int
	}
	classCount struct {
		Class string
		N     int
	}
	classTotal struct {
		Class string
		N     int
		What  string
	}
	idCount struct {
		ID string
		N  int
	}
)

func (c *counts) add(o counts) {
	c.Forms += o.Forms
	c.Tools += o.Tools
	c.Fields += o.Fields
	c.Allow += o.Allow
	c.Redact += o.Redact
	c.Block += o.Block
	c.Hidden += o.Hidden
	c.Ignored += o.Ignored
	c.Findings += o.Findings
	c.Errors += o.Errors
	c.Warnings += o.Warnings
	c.Infos += o.Infos
}

func (c *counts) field(class string) error {
	c.Fields++
	switch class {
	case Allow:
		c.Allow++
	case Redact:
		c.Redact++
	case Block:
		c.Block++
	case Hidden:
		c.Hidden++
	case Ignored:
		c.Ignored++
	default:
		return fmt.Errorf("report: unknown class %q", class)
	}
	return nil
}

func (c *counts) finding(sev string) {
	c.Findings++
	switch sev {
	case "error":
		c.Errors++
	case "warning":
		c.Warnings++
	default:
		c.Infos++
	}
}

// Bar is the fields by class, for the picture beside the numbers.
func (c counts) Bar() []classCount {
	var out []classCount
	for _, cc := range []classCount{{Allow, c.Allow}, {Redact, c.Redact}, {Block, c.Block}, {"none", c.NotOffered()}} {
		if cc.N > 0 {
			out = append(out, cc)
		}
	}
	return out
}

// NotOffered counts the fields that are never offered.
func (c counts) NotOffered() int { return c.Hidden + c.Ignored }

func build(r *Report) (*view, error) {
	v := &view{Generator: r.Generator, Inputs: r.Inputs, CSS: template.CSS(css), JS: template.JS(js)}
	ids := map[string]int{}
	findings := func(anchor string, fs []Finding, c *counts) []findingView {
		fs = slices.Clone(fs)
		slices.SortStableFunc(fs, func(a, b Finding) int {
			return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col), strings.Compare(a.ID, b.ID))
		})
		out := make([]findingView, len(fs))
		for i, f := range fs {
			out[i] = findingView{Finding: f, Anchor: fmt.Sprintf("%s-d%d", anchor, i+1)}
			out[i].Before, out[i].Marked, out[i].After = mark(f.Source, f.Mark)
			ids[f.ID]++
			c.finding(f.Severity)
		}
		return out
	}
	at := func(fs []findingView, line, col int) []findingView {
		var out []findingView
		for _, f := range fs {
			if f.Line == line && f.Col == col {
				out = append(out, f)
			}
		}
		return out
	}
	fields := func(fs []Field, all []findingView, c *counts) ([]fieldView, error) {
		out := make([]fieldView, len(fs))
		for i, f := range fs {
			if err := c.field(f.Class); err != nil {
				return nil, err
			}
			out[i] = fieldView{Field: f, Findings: at(all, f.Line, f.Col)}
		}
		return out, nil
	}
	for i, p := range r.Pages {
		pv := &pageView{Page: p, Anchor: fmt.Sprintf("p%d", i+1)}
		if pv.Name == "" {
			pv.Name = p.File
		}
		pv.Findings = findings(pv.Anchor, p.Findings, &pv.Counts)
		for _, f := range p.Forms {
			fv := formView{Form: f, Anchor: fmt.Sprintf("%s-f%d", pv.Anchor, f.Index+1), Findings: at(pv.Findings, f.Line, f.Col)}
			pv.Counts.Forms++
			if f.Tool != nil {
				pv.Counts.Tools++
				var buf bytes.Buffer
				if err := json.Indent(&buf, f.Tool.InputSchema, "", "  "); err != nil {
					return nil, fmt.Errorf("report: %s: the inputSchema of tool %q: %v", p.File, f.Tool.Name, err)
				}
				fv.Schema = buf.String()
			}
			var err error
			if fv.Fields, err = fields(f.Fields, pv.Findings, &pv.Counts); err != nil {
				return nil, err
			}
			pv.Forms = append(pv.Forms, fv)
		}
		var err error
		if pv.Loose, err = fields(p.Loose, pv.Findings, &pv.Counts); err != nil {
			return nil, err
		}
		v.Counts.add(pv.Counts)
		v.Pages = append(v.Pages, pv)
	}
	v.Findings = findings("policy", r.Findings, &v.Counts)
	for _, c := range []classCount{{Allow, v.Counts.Allow}, {Redact, v.Counts.Redact}, {Block, v.Counts.Block}, {Hidden, v.Counts.Hidden}, {Ignored, v.Counts.Ignored}} {
		if c.N > 0 {
			v.Classes = append(v.Classes, c)
		}
	}
	for id, n := range ids {
		v.IDs = append(v.IDs, idCount{id, n})
	}
	slices.SortFunc(v.IDs, func(a, b idCount) int { return strings.Compare(a.ID, b.ID) })
	return v, nil
}

// mark splits a source line at the finding's column: the text before it,
// the tag (or word) that starts there, and the rest.
func mark(src string, at int) (before, marked, after string) {
	if at < 0 || at > len(src) {
		return src, "", ""
	}
	end := len(src)
	if i := strings.IndexByte(src[at:], '>'); i >= 0 && src[at] == '<' {
		end = at + i + 1
	} else if i := strings.IndexAny(src[at:], " \t>"); i > 0 {
		end = at + i
	}
	return src[:at], src[at:end], src[end:]
}
