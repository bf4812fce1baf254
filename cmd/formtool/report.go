package main

import (
	"fmt"
	"io"
	"sort"
	"text/tabwriter"

	"github.com/formtool/formtool/classify"
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
`

func runReport(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("report", reportUsage, &s)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	paths, ok, code := parse(fs, args, &s, stdout, stderr)
	if !ok {
		return code
	}
	srcs, err := expand(paths)
	if err != nil {
		return usageError(fs, stderr, "%v", err)
	}
	var rows []reportRow
	total := reportRow{File: "total", Findings: map[string]int{}}
	for _, p := range process(srcs, s) {
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
	if *asJSON {
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
