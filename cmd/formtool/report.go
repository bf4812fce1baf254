package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"text/tabwriter"

	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/report"
)

func init() {
	commands["report"] = command{summary: "summarise forms, classes and findings per file", run: runReport}
}

// reportRow is one file of `report --json`.
type reportRow struct {
	File     string         `json:"file"`
	Forms    int            `json:"forms"`
	Allow    int            `json:"allow"`
	Redact   int            `json:"redact"`
	Block    int            `json:"block"`
	Findings map[string]int `json:"findings"`
	Error    string         `json:"error,omitempty"`
}

const reportUsage = `usage: formtool report [flags] paths...

Prints one line per file: its forms, how many fields are allow, redact and
block, and how many findings it has; then the findings by id.

With -format html, writes one self-contained HTML page instead (it loads
nothing from the network): a section per page, a card per form, each field
with its class, rule, evidence and the attribute that would override it,
each tool's inputSchema as the agent receives it, and the findings with
their source line, values the agent may not see masked. The submission
policy is read as formtool build reads it.
`

func runReport(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("report", reportUsage, &s)
	asJSON := fs.Bool("json", false, "print the report as JSON (the same as -format json)")
	format := fs.String("format", "text", "`format` of the report: text, json or html")
	out := fs.String("o", "", "write the report to this `file` (default: stdout)")
	policyFile := fs.String("policy", "", "submission policy `file` for -format html (default: formtool.json in the first input directory, if present)")
	paths, ok, code := parse(fs, args, &s, stdout, stderr)
	if !ok {
		return code
	}
	switch *format {
	case "text", "json", "html":
	default:
		return usageError(fs, stderr, "unknown format %q (want text, json or html)", *format)
	}
	if *asJSON {
		if *format == "html" {
			return usageError(fs, stderr, "-json and -format html do not go together")
		}
		*format = "json"
	}
	srcs, err := expand(paths)
	if err != nil {
		return usageError(fs, stderr, "%v", err)
	}
	w := stdout
	var buf bytes.Buffer
	if *out != "" {
		if info, err := os.Stat(*out); err == nil && info.IsDir() {
			fmt.Fprintf(stderr, "formtool report: -o %s is a directory, not a file\n", *out)
			return exitUsage
		}
		w = &buf
	}
	if *format == "html" {
		pol, err := loadPolicy(*policyFile, paths)
		if err != nil {
			fmt.Fprintf(stderr, "formtool report: %v\n", err)
			return exitUsage
		}
		if err := report.Write(w, htmlReport(process(srcs, s), pol, paths)); err != nil {
			fmt.Fprintf(stderr, "formtool report: %v\n", err)
			return exitInternal
		}
	} else if code := writeReport(w, process(srcs, s), *format == "json"); code != exitOK {
		return code
	}
	if *out != "" {
		if err := writeFile(*out, buf.Bytes()); err != nil {
			fmt.Fprintf(stderr, "formtool report: -o %v\n", err)
			return writeErrorCode(err)
		}
	}
	return exitOK
}

// writeReport prints the per-file table, or its JSON.
func writeReport(stdout io.Writer, pages []*page, asJSON bool) int {
	var rows []reportRow
	total := reportRow{File: "total", Findings: map[string]int{}}
	for _, p := range pages {
		row := reportRow{File: p.path, Findings: map[string]int{}}
		if p.err != nil {
			row.Error = p.err.Error()
		} else {
			c := classCounts(p)
			row.Forms, row.Allow, row.Redact, row.Block = len(p.Doc.Forms), c[classify.Allow], c[classify.Redact], c[classify.Block]
			for _, d := range p.diags {
				row.Findings[d.ID]++
				total.Findings[d.ID]++
			}
		}
		total.Forms += row.Forms
		total.Allow += row.Allow
		total.Redact += row.Redact
		total.Block += row.Block
		rows = append(rows, row)
	}
	if asJSON {
		if err := writeJSON(stdout, map[string]any{"files": rows, "total": total}); err != nil {
			return exitInternal
		}
		return exitOK
	}
	tw := tabwriter.NewWriter(stdout, 0, 2, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "FILE\tFORMS\tALLOW\tREDACT\tBLOCK\tFINDINGS\t")
	for _, r := range append(rows, total) {
		findings := fmt.Sprint(sum(r.Findings))
		if r.Error != "" {
			findings = "error: " + r.Error
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%s\t\n", r.File, r.Forms, r.Allow, r.Redact, r.Block, findings)
	}
	tw.Flush()
	if len(total.Findings) > 0 {
		ids := make([]string, 0, len(total.Findings))
		for id := range total.Findings {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		fmt.Fprintln(stdout, "\nfindings by id:")
		for _, id := range ids {
			fmt.Fprintf(stdout, "  %-24s %d\n", id, total.Findings[id])
		}
	}
	return exitOK
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
