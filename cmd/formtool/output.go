package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/term"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/classify"
)

// The formats findings can be written in (-format).
const (
	formatText   = "text"   // file:line:col: severity: message [id], for people
	formatJSON   = "json"   // one JSON object: findings and summary
	formatSARIF  = "sarif"  // SARIF 2.1.0, for code-scanning tools
	formatGitHub = "github" // GitHub Actions workflow commands (annotations)
)

var formatNames = []string{formatText, formatJSON, formatSARIF, formatGitHub}

// formatFlag adds -format to a command that prints findings.
func formatFlag(fs *flag.FlagSet) *string {
	f := formatText
	fs.Func("format", "`format` of the findings: text, json, sarif or github (default: text)", func(v string) error {
		for _, name := range formatNames {
			if v == name {
				f = v
				return nil
			}
		}
		return fmt.Errorf("unknown format %q (want %s)", v, strings.Join(formatNames, ", "))
	})
	return &f
}

// isTerminal reports whether w is a terminal. Tests replace it, so that
// the coloured path runs without a real tty.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// useColor decides whether text written to w is coloured: only the text
// format, only on a terminal, and never when NO_COLOR is set to anything
// (https://no-color.org).
func useColor(w io.Writer, format string) bool {
	return format == formatText && os.Getenv("NO_COLOR") == "" && isTerminal(w)
}

// summary counts what a run looked at and what it found.
type summary struct {
	Shard string `json:"shard,omitempty"` // "i/n" under -shard
	Files int    `json:"files"`
	tally
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Info     int `json:"info"`
}

// tally is the forms and fields of one page or of many, by class.
type tally struct {
	Forms    int `json:"forms"`
	Fields   int `json:"fields"`   // fields that are not ignored
	Blocked  int `json:"blocked"`  // of those, classed block
	Redacted int `json:"redacted"` // of those, classed redact
}

// add counts another tally in.
func (t *tally) add(o tally) {
	t.Forms += o.Forms
	t.Fields += o.Fields
	t.Blocked += o.Blocked
	t.Redacted += o.Redacted
}

// summarize counts the files, forms and fields of pages and the findings
// of diags.
func summarize(pages []*page, diags []diagnostic, sh shard) summary {
	s := summary{Files: len(pages)}
	if sh.n > 0 {
		s.Shard = sh.String()
	}
	for _, p := range pages {
		s.addPage(p)
	}
	s.addFindings(diags)
	return s
}

// addPage counts the forms and fields of one page.
func (s *tally) addPage(p *page) {
	if p.err != nil {
		return
	}
	s.Forms += len(p.Doc.Forms)
	for class, n := range classCounts(p) {
		s.Fields += n
		switch class {
		case classify.Block:
			s.Blocked += n
		case classify.Redact:
			s.Redacted += n
		}
	}
}

// addFindings counts diags by severity.
func (s *summary) addFindings(diags []diagnostic) {
	for _, d := range diags {
		switch d.Severity {
		case sevError:
			s.Errors++
		case sevWarning:
			s.Warnings++
		default:
			s.Info++
		}
	}
}

// line is the summary in words, coloured on a terminal:
// "3 files, 12 forms, 41 fields (5 blocked, 2 redacted): 1 error, 2 warnings".
// Fields are those not ignored; blocked and redacted are their classes.
func (s summary) line(color bool) string {
	var b strings.Builder
	if s.Shard != "" {
		fmt.Fprintf(&b, "shard %s: ", s.Shard)
	}
	fmt.Fprintf(&b, "%s, %s, %s: %s", count(s.Files, "file"), count(s.Forms, "form"), s.fields(), s.found(color))
	return b.String()
}

// fields is "41 fields (5 blocked, 2 redacted)".
func (s summary) fields() string {
	var classes []string
	if s.Blocked > 0 {
		classes = append(classes, fmt.Sprintf("%d blocked", s.Blocked))
	}
	if s.Redacted > 0 {
		classes = append(classes, fmt.Sprintf("%d redacted", s.Redacted))
	}
	if len(classes) == 0 {
		return count(s.Fields, "field")
	}
	return fmt.Sprintf("%s (%s)", count(s.Fields, "field"), strings.Join(classes, ", "))
}

// found is the findings by severity: "1 error, 2 warnings", or "no findings".
func (s summary) found(color bool) string {
	var found []string
	if s.Errors > 0 {
		found = append(found, paint(color, red+bold, count(s.Errors, "error")))
	}
	if s.Warnings > 0 {
		found = append(found, paint(color, yellow, count(s.Warnings, "warning")))
	}
	if s.Info > 0 {
		found = append(found, paint(color, cyan, fmt.Sprintf("%d info", s.Info)))
	}
	if len(found) == 0 {
		found = append(found, paint(color, green, "no findings"))
	}
	return strings.Join(found, ", ")
}

func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// ANSI styles for the text format on a terminal.
const (
	bold   = "\x1b[1m"
	dim    = "\x1b[2m"
	red    = "\x1b[31m"
	green  = "\x1b[32m"
	yellow = "\x1b[33m"
	cyan   = "\x1b[36m"
	reset  = "\x1b[0m"
)

func paint(color bool, style, s string) string {
	if !color {
		return s
	}
	return style + s + reset
}

var severityStyle = map[severity]string{sevError: red + bold, sevWarning: yellow, sevInfo: cyan}

// text is the diagnostic as file:line:col: severity: message [id].
func (d diagnostic) text(color bool) string {
	if !color {
		return d.String()
	}
	return fmt.Sprintf("%s: %s: %s %s",
		paint(true, bold, fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)),
		paint(true, severityStyle[d.Severity], string(d.Severity)),
		d.Message, paint(true, dim, "["+d.ID+"]"))
}

// output says how findings are written.
type output struct {
	format  string
	color   bool     // text only
	summary *summary // text: printed after the findings; json: included
	legacy  bool     // check -json: the findings alone, as a JSON array
}

// sortDiagnostics sorts diagnostics by place and id and drops duplicates.
func sortDiagnostics(diags []diagnostic) []diagnostic {
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := diags[i], diags[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.ID < b.ID
	})
	out := []diagnostic{}
	for i, d := range diags {
		if i > 0 && d == diags[i-1] {
			continue
		}
		out = append(out, d)
	}
	return out
}

// jsonReport is what -format json writes. Its fields are part of the CLI's
// interface: new ones may be added, none renamed or removed.
type jsonReport struct {
	Tool     string       `json:"tool"`    // "formtool"
	Version  string       `json:"version"` // formtool's version
	Findings []diagnostic `json:"findings"`
	Summary  *summary     `json:"summary,omitempty"`
}

// writeFindings writes diags in the output's format.
func writeFindings(w io.Writer, diags []diagnostic, o output) error {
	diags = sortDiagnostics(diags)
	switch {
	case o.legacy:
		return writeJSON(w, diags)
	case o.format == formatJSON:
		return writeJSON(w, jsonReport{Tool: "formtool", Version: formtool.Version, Findings: diags, Summary: o.summary})
	case o.format == formatSARIF:
		return writeJSON(w, sarifLog(diags, newLocator()))
	case o.format == formatGitHub:
		return writeGitHub(w, diags, newLocator())
	}
	// One write for many lines, not one each.
	bw := bufio.NewWriter(w)
	for _, d := range diags {
		fmt.Fprintln(bw, d.text(o.color))
	}
	if o.summary != nil {
		fmt.Fprintln(bw, o.summary.line(o.color))
	}
	return bw.Flush()
}

// locator turns a finding's file and byte column into what SARIF and
// GitHub expect: a path relative to the working directory, and a column in
// UTF-16 code units (SARIF's default column kind, and what GitHub's editor
// counts).
type locator struct {
	cwd   string
	lines map[string][]string // file → its lines, read once
}

func newLocator() *locator {
	cwd, _ := os.Getwd()
	return &locator{cwd: cwd, lines: map[string][]string{}}
}

// rel is file relative to the working directory, slash-separated, and
// whether it is inside it.
func (l *locator) rel(file string) (string, bool) {
	abs, err := filepath.Abs(file)
	if err != nil || l.cwd == "" {
		return filepath.ToSlash(file), false
	}
	rel, err := filepath.Rel(l.cwd, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filepath.ToSlash(abs), false
	}
	return filepath.ToSlash(rel), true
}

// uri is the artifact URI of file: relative to the working directory when
// the file is inside it, else an absolute file URI.
func (l *locator) uri(file string) string {
	p, inside := l.rel(file)
	if inside {
		segs := strings.Split(p, "/")
		for i, s := range segs {
			segs[i] = url.PathEscape(s)
		}
		return strings.Join(segs, "/")
	}
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive path: file:///C:/...
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// col converts a 1-based byte column to a 1-based UTF-16 column. When the
// line cannot be read, the byte column stands.
func (l *locator) col(file string, line, col int) int {
	lines, ok := l.lines[file]
	if !ok {
		if data, err := os.ReadFile(file); err == nil {
			lines = strings.Split(string(data), "\n")
		}
		l.lines[file] = lines
	}
	if line < 1 || line > len(lines) || col < 1 || col-1 > len(lines[line-1]) {
		return col
	}
	prefix := lines[line-1][:col-1]
	if !utf8.ValidString(prefix) {
		return col
	}
	return len(utf16.Encode([]rune(prefix))) + 1
}

// SARIF 2.1.0, the part of it formtool writes.
const sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

type sarifDoc struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version"`
	SemanticVersion string      `json:"semanticVersion"`
	InformationURI  string      `json:"informationUri"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string       `json:"id"`
	ShortDescription     sarifMessage `json:"shortDescription"`
	HelpURI              string       `json:"helpUri"`
	DefaultConfiguration struct {
		Level string `json:"level"`
	} `json:"defaultConfiguration"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex int             `json:"ruleIndex"`
	Level     string          `json:"level"`
	Message   sarifMessage    `json:"message"`
	Locations []sarifLocation `json:"locations"`
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region struct {
			StartLine   int `json:"startLine"`
			StartColumn int `json:"startColumn"`
		} `json:"region"`
	} `json:"physicalLocation"`
}

// findingsDoc is where each finding id is explained, one section each,
// in the repository that InformationURI names; code scanning links a
// result's rule there.
const findingsDoc = "https://github.com/formtool/formtool/blob/main/docs/findings.md"

// sarifLevel maps a severity to a SARIF level.
func sarifLevel(s severity) string {
	switch s {
	case sevError:
		return "error"
	case sevWarning:
		return "warning"
	}
	return "note"
}

// sarifLog is one run of formtool: every rule it knows, and the findings.
func sarifLog(diags []diagnostic, loc *locator) sarifDoc {
	driver := sarifDriver{
		Name: "formtool", Version: formtool.Version, SemanticVersion: formtool.Version,
		InformationURI: "https://github.com/formtool/formtool",
	}
	index := map[string]int{}
	for i, r := range rules {
		sr := sarifRule{ID: r.ID, ShortDescription: sarifMessage{r.Short}, HelpURI: findingsDoc + "#" + r.ID}
		sr.DefaultConfiguration.Level = sarifLevel(r.Severity)
		driver.Rules = append(driver.Rules, sr)
		index[r.ID] = i
	}
	results := []sarifResult{}
	for _, d := range diags {
		var l sarifLocation
		l.PhysicalLocation.ArtifactLocation.URI = loc.uri(d.File)
		l.PhysicalLocation.Region.StartLine = max(d.Line, 1)
		l.PhysicalLocation.Region.StartColumn = max(loc.col(d.File, d.Line, d.Col), 1)
		i, ok := index[d.ID]
		if !ok {
			i = -1 // SARIF's "no rule in the array"; every id has one
		}
		results = append(results, sarifResult{
			RuleID: d.ID, RuleIndex: i, Level: sarifLevel(d.Severity),
			Message: sarifMessage{d.Message}, Locations: []sarifLocation{l},
		})
	}
	return sarifDoc{Schema: sarifSchemaURI, Version: "2.1.0", Runs: []sarifRun{{
		Tool: sarifTool{Driver: driver}, ColumnKind: "utf16CodeUnits", Results: results,
	}}}
}

// writeGitHub writes one workflow command per finding, which GitHub
// Actions shows as an annotation on the file and line:
// ::error file=F,line=L,col=C,title=ID::message.
func writeGitHub(w io.Writer, diags []diagnostic, loc *locator) error {
	for _, d := range diags {
		cmd := "notice"
		switch d.Severity {
		case sevError:
			cmd = "error"
		case sevWarning:
			cmd = "warning"
		}
		file, _ := loc.rel(d.File)
		_, err := fmt.Fprintf(w, "::%s file=%s,line=%d,col=%d,title=%s::%s\n", cmd,
			escapeProperty(file), d.Line, loc.col(d.File, d.Line, d.Col), escapeProperty(d.ID), escapeData(d.Message))
		if err != nil {
			return err
		}
	}
	return nil
}

// escapeData escapes a workflow command's message as the Actions runner
// unescapes it: %, CR and LF.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value: what
// escapeData escapes, and the : and , that would end the value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
