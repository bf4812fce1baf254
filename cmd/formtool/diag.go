package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/schema"
)

// Finding ids. They are stable: users silence findings by id.
const (
	idDeclarativeLeak     = "declarative-leak"
	idDynamicField        = "dynamic-field"
	idUnlabelledField     = "unlabelled-field"
	idOverrideLowersBlock = "override-lowers-block"
	idBadOverride         = "bad-override"
	idUnreadable          = "unreadable-file"
	idIdentifierInValue   = "identifier-in-value"
	idUnknownTool         = "policy-unknown-tool"
	idHiddenField         = "hidden-field"
	idBinaryFile          = "binary-file"

	// The analyzer's own notes.
	idTemplateUnterminated = "template-unterminated"
	idTemplateDialect      = "template-dialect"
	idUnclosedBlock        = "unclosed-template-block"
	idStrayCloser          = "stray-template-closer"
	idRenderedFields       = "template-rendered-fields"
)

// rule describes one finding id: its default severity, as the findings
// code raises it, and one line that says what it means. -ignore accepts
// exactly these ids, and SARIF lists them as the tool's rules.
type rule struct {
	ID       string
	Severity severity
	Short    string
}

var rules = []rule{
	{idBinaryFile, sevInfo, "The file is binary (an image named .html, say), not a page, so it is skipped"},
	{idBadOverride, sevError, "data-webmcp-sensitive has a value other than allow, redact or block, so the override is ignored"},
	{idDeclarativeLeak, sevError, "A form keeps toolname while it has a blocked field, so the browser's own declarative tool would hand that field to the agent"},
	{idDynamicField, sevWarning, "The name or type of a field is template code, template code among its attributes may write it, or a framework binds it (:type, [type], type={kind}); the field is blocked"},
	{idHiddenField, sevInfo, "A field is hidden from the person, so it is never offered to the agent"},
	{idIdentifierInValue, sevWarning, "A page value of an allowed field holds a checksum-valid identifier (card number, IBAN, national id)"},
	{idOverrideLowersBlock, sevWarning, "data-webmcp-sensitive lowers a field the classifier would block"},
	{idUnknownTool, sevWarning, "The submission policy names a tool that no page has"},
	{idTemplateDialect, sevInfo, "A file named as plain HTML holds template code, so it is read as a template of the dialect its delimiters show"},
	{idRenderedFields, sevWarning, "A form has no field of its own, and template code in it may write its fields ({{ form.as_p }}), which cannot be read at build time"},
	{idTemplateUnterminated, sevError, "A template region is not closed, so the rest of the file cannot be read safely"},
	{idStrayCloser, sevWarning, "A template block closer ({% endif %}, {{/if}}, <% end %>, {{ end }}) closes no open block"},
	{idUnclosedBlock, sevWarning, "A template block ({% if %}, {{#each}}, <% if %>, {{ range }}) is never closed; the fields after it are read as inside it"},
	{idUnlabelledField, sevWarning, "A field has no label, aria-label, placeholder or title"},
	{idUnreadable, sevError, "The file could not be read or analysed"},
}

// ruleSeverity is the severity of a finding id; an id without a rule is
// an error, so that a new note is never quieter than it should be.
func ruleSeverity(id string) severity {
	for _, r := range rules {
		if r.ID == id {
			return r.Severity
		}
	}
	return sevError
}

// knownIDs are the ids -ignore accepts.
var knownIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range rules {
		m[r.ID] = true
	}
	return m
}()

// unknownID says that no finding has the id, and names the closest one
// when the id looks like a typo of it.
func unknownID(id string) error {
	ids := make([]string, 0, len(knownIDs))
	for known := range knownIDs {
		ids = append(ids, known)
	}
	sort.Strings(ids)
	if near := closest(id, ids); near != "" {
		return fmt.Errorf("no finding has the id %q; did you mean %s?", id, near)
	}
	return fmt.Errorf("no finding has the id %q (known: %s)", id, strings.Join(ids, ", "))
}

// closest returns the candidate s is most likely a typo of, or "".
func closest(s string, candidates []string) string {
	best, bestDist := "", min(4, len(s)/2+1) // further than that is not a typo
	for _, c := range candidates {
		if d := editDistance(s, c); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

type severity string

const (
	sevError   severity = "error"
	sevWarning severity = "warning"
	sevInfo    severity = "info"
)

// diagnostic is one finding, printed as file:line:col: severity: message [id].
type diagnostic struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"col"`
	Severity severity `json:"severity"`
	Message  string   `json:"message"`
	ID       string   `json:"id"`
}

func (d diagnostic) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s [%s]", d.File, d.Line, d.Col, d.Severity, d.Message, d.ID)
}

func at(file string, p analyzer.Pos, sev severity, id, format string, args ...any) diagnostic {
	return diagnostic{File: file, Line: p.Line, Col: p.Col, Severity: sev, ID: id, Message: fmt.Sprintf(format, args...)}
}

// findings are the diagnostics of one page.
func findings(p *page) []diagnostic {
	file := p.path
	var out []diagnostic
	for _, n := range p.Doc.Notes {
		out = append(out, at(file, n.Pos, ruleSeverity(n.ID), n.ID, "%s", n.Message))
	}
	for _, form := range p.Doc.Forms {
		if blocked := blockedFields(p, form); form.HasToolName && len(blocked) > 0 {
			out = append(out, at(file, form.Pos, sevError, idDeclarativeLeak,
				"form %s has toolname, so Chromium builds its own tool that hands the agent %s; rename toolname and tooldescription to data-webmcp-toolname and data-webmcp-tooldescription (formtool check -fix), which formtool reads and Chromium does not",
				formLabel(form), strings.Join(blocked, ", ")))
		}
	}
	each(p.Doc, func(form *analyzer.Form, f *analyzer.Field) {
		if f.Ignore || (form != nil && form.Ignore) {
			return
		}
		d := p.Decisions[f]
		if f.Hidden != "" {
			// Never offered to the agent, so nothing else about it matters
			// to the tool.
			out = append(out, at(file, f.Pos, sevInfo, idHiddenField,
				"%s is hidden from the person (%s): it is never offered to the agent", describe(f, d), f.Hidden))
			return
		}
		// An author who blocks the field (a show-password toggle) has
		// said what it is; the warning would only repeat it.
		if c, _ := classify.ParseClass(f.Sensitive); f.Dynamic && c != classify.Block {
			out = append(out, at(file, f.Pos, sevWarning, idDynamicField,
				"the name or type of this %s is, or may be written by, template code or a framework's binding and cannot be known at build time; it is blocked (write type and name literally, before any template code, and bind neither, or say data-webmcp-sensitive=\"block\")", f.Tag))
		}
		if f.Sensitive != "" {
			if _, ok := classify.ParseClass(f.Sensitive); !ok {
				out = append(out, at(file, f.Pos, sevError, idBadOverride,
					"data-webmcp-sensitive=%q (from the %s) is not allow, redact or block; the override is ignored", f.Sensitive, f.SensitiveFrom))
			}
		}
		if d.Lowered && d.Core != nil && d.Core.Class == classify.Block {
			out = append(out, at(file, f.Pos, sevWarning, idOverrideLowersBlock,
				"data-webmcp-sensitive=%q lowers %s from block to %s (%s)", f.Sensitive, describe(f, *d.Core), d.Class, d.Core.Reason()))
		}
		if form != nil && d.Class == classify.Allow {
			if kind := schema.IdentifierInValues(f, p.Packs); kind != "" {
				out = append(out, at(file, f.Pos, sevWarning, idIdentifierInValue,
					"a page value of %s holds a valid %s: it stays out of the tool's schema and is masked in results; leave personal values out of the markup", describe(f, d), identifierWords[kind]))
			}
		}
		if form != nil && unlabelled(f) {
			out = append(out, at(file, f.Pos, sevWarning, idUnlabelledField,
				"%s has no label, aria-label, placeholder or title: the agent and assistive technology see only its name", describe(f, d)))
		}
	})
	return out
}

// identifierWords names the kinds filter.Detect reports.
var identifierWords = map[string]string{
	"card-number": "card number", "iban": "IBAN", "national-id": "national id number",
	"tax-id": "tax id", "health-id": "health insurance number",
}

// blockedFields describes the blocked fields of a form that is not ignored.
func blockedFields(p *page, form *analyzer.Form) []string {
	var out []string
	if form.Ignore {
		return nil
	}
	for _, f := range form.Fields {
		if d := p.Decisions[f]; d.Class == classify.Block && !f.Ignore {
			out = append(out, describe(f, d))
		}
	}
	return out
}

func unlabelled(f *analyzer.Field) bool {
	if f.Label != "" || f.AriaLabel != "" || f.Placeholder != "" || f.Title != "" || f.ParamTitle != "" || f.ParamDescription != "" {
		return false
	}
	if f.Type == "radio" || f.Type == "checkbox" {
		return f.Legend == "" && !optionsLabelled(f)
	}
	return true
}

func optionsLabelled(f *analyzer.Field) bool {
	for _, o := range f.Options {
		if o.Label == "" {
			return false
		}
	}
	return len(f.Options) > 0
}

// describe names a field for a message: its name, else id, else its tag.
func describe(f *analyzer.Field, d classify.Decision) string {
	what := f.Type
	if d.Kind != "" {
		what = d.Kind
	}
	switch {
	case f.Name != "":
		return fmt.Sprintf("%s field %q", what, f.Name)
	case f.ID != "":
		return fmt.Sprintf("%s field #%s", what, f.ID)
	}
	return fmt.Sprintf("%s field at %s", what, f.Pos)
}

func formLabel(f *analyzer.Form) string {
	switch {
	case f.ToolName != "":
		return fmt.Sprintf("%q", f.ToolName)
	case f.ID != "":
		return "#" + f.ID
	}
	return fmt.Sprintf("%d", f.Index)
}

// filterDiagnostics drops the ids the user silenced.
func filterDiagnostics(diags []diagnostic, ignore map[string]bool) []diagnostic {
	var out []diagnostic
	for _, d := range diags {
		if !ignore[d.ID] {
			out = append(out, d)
		}
	}
	return out
}

// pageDiagnostics collects the diagnostics of all pages, turning unreadable
// files into errors.
func pageDiagnostics(pages []*page) []diagnostic {
	var out []diagnostic
	for _, p := range pages {
		if p.err != nil {
			out = append(out, diagnostic{File: p.path, Line: 1, Col: 1, Severity: sevError, ID: idUnreadable, Message: p.err.Error()})
			continue
		}
		out = append(out, p.diags...)
	}
	return out
}
