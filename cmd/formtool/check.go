package main

import (
	"fmt"
	"io"
)

func init() {
	commands["check"] = command{summary: "report findings as file:line:col diagnostics", run: runCheck}
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("check", "check [flags] paths...", stderr, &s)
	asJSON := fs.Bool("json", false, "print diagnostics as a JSON array")
	ignore := fs.String("ignore", "", "finding ids to silence, comma-separated (e.g. unlabelled-field)")
	strict := fs.Bool("strict", false, "fail on warnings too")
	if ok, code := parse(fs, args, &s, stderr); !ok {
		return code
	}
	srcs, err := expand(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitUsage
	}
	diags := filterDiagnostics(pageDiagnostics(process(srcs, s)), idSet(*ignore))
	if err := printDiagnostics(stdout, diags, *asJSON); err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitInternal
	}
	for _, d := range diags {
		if d.Severity == sevError || (*strict && d.Severity == sevWarning) {
			return exitFindings
		}
	}
	return exitOK
}
