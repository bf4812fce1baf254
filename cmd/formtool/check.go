package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/formtool/formtool/analyzer"
)

func init() {
	commands["check"] = command{summary: "report findings as file:line:col diagnostics", run: runCheck}
}

const checkUsage = `usage: formtool check [flags] paths...

Prints every finding as file:line:col: severity: message [id], then one
line that sums up the files, forms and fields read and the findings, and
exits 1 when one is an error (with -strict, a warning too). Paths are
files, directories or globs such as 'site/**/*.html'. The submission policy
is read as formtool build reads it, so that a rule for a tool no page has
is reported.

-format json writes one JSON object, {"tool", "version", "findings",
"summary"}; sarif writes a SARIF 2.1.0 log; github writes GitHub Actions
workflow commands (::error file=...::message), which show as annotations.
The text format is coloured on a terminal unless NO_COLOR is set. -json is
the findings alone, as a JSON array. The exit code is the same in every
format.
`

func runCheck(args []string, stdout, stderr io.Writer) int {
	var s settings
	fs := flagSet("check", checkUsage, &s)
	asJSON := fs.Bool("json", false, "print the findings alone as a JSON array (see -format json for findings and summary)")
	format := formatFlag(fs)
	sh := shardFlag(fs)
	ignore := ignoreFlag(fs)
	strict := fs.Bool("strict", false, "fail on warnings too")
	fix := fs.Bool("fix", false, "rewrite files: remove toolname, tooldescription and toolautosubmit from forms with a blocked field")
	policyFile := fs.String("policy", "", "submission policy `file` (default: formtool.json in the first input directory, if present)")
	paths, ok, code := parse(fs, args, &s, stdout, stderr)
	if !ok {
		return code
	}
	if *asJSON && flagGiven(fs, "format") {
		return usageError(fs, stderr, "-json and -format do not go together: -json is the findings alone, -format json adds the summary")
	}
	all, err := expand(paths)
	if err != nil {
		return usageError(fs, stderr, "%v", err)
	}
	srcs, others := sh.split(all)
	pol, err := loadPolicy(*policyFile, paths)
	if err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitUsage
	}
	pages := process(srcs, s)
	if *fix {
		fixed, err := fixDeclarative(pages, s, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "formtool check: %v\n", err)
			return writeErrorCode(err)
		}
		if fixed > 0 {
			pages = process(srcs, s) // report what is left
		}
	}
	diags := pageDiagnostics(pages)
	if len(pol.Tools) > 0 && sh.reportsPolicy() {
		tools := pageTools(pages, pol)
		// The policy's findings are about the whole site: the first
		// shard reports them, knowing the tools of every page.
		tools = append(tools, pageTools(process(others, s), pol)...)
		diags = append(diags, pol.unknownTools(tools)...)
	}
	diags = filterDiagnostics(diags, ignore)
	sum := summarize(pages, diags, *sh)
	o := output{format: *format, color: useColor(stdout, *format), legacy: *asJSON}
	if *format == formatText || *format == formatJSON {
		o.summary = &sum
	}
	if err := writeFindings(stdout, diags, o); err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitInternal
	}
	if failing(diags, *strict) {
		return exitFindings
	}
	return exitOK
}

// pageTools are the names of the tools of pages.
func pageTools(pages []*page, pol *policy) []string {
	var tools []string
	for _, p := range pages {
		if p.err != nil {
			continue
		}
		if m, err := p.manifest(pol); err == nil {
			tools = append(tools, toolNames(m)...)
		}
	}
	return tools
}

// flagSet reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// failing reports whether diags fail the check: any error, and with strict
// any warning.
func failing(diags []diagnostic, strict bool) bool {
	for _, d := range diags {
		if d.Severity == sevError || (strict && d.Severity == sevWarning) {
			return true
		}
	}
	return false
}

// fixDeclarative strips the declarative tool attributes from every form that
// leaks, file by file, and says what it changed.
func fixDeclarative(pages []*page, s settings, stderr io.Writer) (int, error) {
	n := 0
	for _, p := range pages {
		if p.err != nil {
			continue
		}
		var offsets []int
		for _, form := range p.Doc.Forms {
			if form.HasToolName && len(blockedFields(p, form)) > 0 {
				offsets = append(offsets, form.Pos.Offset)
			}
		}
		if len(offsets) == 0 {
			continue
		}
		src, err := os.ReadFile(p.path)
		if err != nil {
			return n, err
		}
		out, err := analyzer.StripDeclarative(src, p.Doc.Dialect, offsets)
		if err != nil {
			return n, fmt.Errorf("%s: %v", p.path, err)
		}
		info, err := os.Stat(p.path)
		if err != nil {
			return n, err
		}
		tmp := p.path + ".formtool-tmp"
		if err := os.WriteFile(tmp, out, info.Mode().Perm()); err != nil {
			return n, err
		}
		if err := os.Rename(tmp, p.path); err != nil {
			return n, err
		}
		fmt.Fprintf(stderr, "%s: removed the declarative tool attributes from %d form(s)\n", p.path, len(offsets))
		n += len(offsets)
	}
	return n, nil
}
