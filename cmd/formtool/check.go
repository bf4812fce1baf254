package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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

With -watch, check then watches the inputs and, a moment after each
change, reads again the pages that changed (every page when formtool.json
changed) and prints the findings and summary of the whole site again. It
stops on Ctrl-C.
`

func runCheck(args []string, stdout, stderr io.Writer) int {
	c := &checker{stdout: stdout, stderr: stderr}
	c.fs = flagSet("check", checkUsage, &c.s)
	asJSON := c.fs.Bool("json", false, "print the findings alone as a JSON array (see -format json for findings and summary)")
	format := formatFlag(c.fs)
	c.sh = shardFlag(c.fs)
	c.ignore = ignoreFlag(c.fs)
	strict := c.fs.Bool("strict", false, "fail on warnings too")
	fix := c.fs.Bool("fix", false, "rewrite files: on forms with a blocked field, turn toolname, tooldescription and toolautosubmit into formtool's data-webmcp-toolname, data-webmcp-tooldescription and data-webmcp-autosubmit")
	policyFile := c.fs.String("policy", "", "submission policy `file` (default: formtool.json in the first input directory, if present)")
	watching := c.fs.Bool("watch", false, "after the check, check each page again as it changes, until Ctrl-C")
	paths, ok, code := parse(c.fs, args, &c.s, stdout, stderr)
	if !ok {
		return code
	}
	if *asJSON && flagGiven(c.fs, "format") {
		return usageError(c.fs, stderr, "-json and -format do not go together: -json is the findings alone, -format json adds the summary")
	}
	if *fix && *watching {
		return usageError(c.fs, stderr, "-fix and -watch do not go together: a fix is a change the watch would check again")
	}
	c.paths, c.policyFile, c.fix, c.strict = paths, *policyFile, *fix, *strict
	c.out = output{format: *format, color: useColor(stdout, *format), legacy: *asJSON}
	code = c.check(nil)
	if !*watching || code == exitUsage || code == exitInternal {
		return code
	}
	ctx, stop := interrupted()
	defer stop()
	if err := watch(ctx, paths, c.policyFile, stderr, func(ch changes) { c.check(ch) }); err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitInternal
	}
	return exitOK
}

// checker is one check's flags, and under -watch the pages last read, so
// that a change reads again only the pages it touched.
type checker struct {
	fs             *flag.FlagSet
	s              settings
	paths          []string
	policyFile     string
	fix, strict    bool
	ignore         map[string]bool
	sh             *shard
	out            output
	stdout, stderr io.Writer

	last map[string]*page // by path
}

// check checks the pages and returns the exit code. Under -watch, changed
// is what set it off: only those pages are read again, unless the policy
// changed, which every page depends on.
func (c *checker) check(changed changes) int {
	stdout, stderr := c.stdout, c.stderr
	all, err := expand(c.paths)
	if err != nil {
		return usageError(c.fs, stderr, "%v", err)
	}
	srcs, others := c.sh.split(all)
	pol, err := loadPolicy(c.policyFile, c.paths)
	if err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitUsage
	}
	pages := make([]*page, len(srcs))
	var todo []source
	var at []int
	reuse := changed != nil && !changed.policy(c.policyFile)
	for i, src := range srcs {
		if p := c.last[src.path]; p != nil && reuse && !changed.has(src) {
			pages[i] = p
			continue
		}
		todo = append(todo, src)
		at = append(at, i)
	}
	for k, p := range process(todo, c.s) {
		pages[at[k]] = p
	}
	if c.fix {
		fixed, err := fixDeclarative(pages, c.s, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "formtool check: %v\n", err)
			return writeErrorCode(err)
		}
		if fixed > 0 {
			pages = process(srcs, c.s) // report what is left
		}
	}
	c.last = map[string]*page{}
	for _, p := range pages {
		c.last[p.path] = p
	}
	if changed != nil {
		fmt.Fprintf(stderr, "formtool check: %s changed; rechecked %d of %s\n", strings.Join(changed.names(), ", "), len(todo), count(len(srcs), "file"))
	}
	diags := pageDiagnostics(pages)
	if len(pol.Tools) > 0 && c.sh.reportsPolicy() {
		tools := pageTools(pages, pol)
		// The policy's findings are about the whole site: the first
		// shard reports them, knowing the tools of every page.
		tools = append(tools, pageTools(process(others, c.s), pol)...)
		diags = append(diags, pol.unknownTools(tools)...)
	}
	diags = filterDiagnostics(diags, c.ignore)
	sum := summarize(pages, diags, *c.sh)
	o := c.out
	if o.format == formatText || o.format == formatJSON {
		o.summary = &sum
	}
	if err := writeFindings(stdout, diags, o); err != nil {
		fmt.Fprintf(stderr, "formtool check: %v\n", err)
		return exitInternal
	}
	if failing(diags, c.strict) {
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

// fixDeclarative renames the declarative tool attributes of every form
// that leaks to formtool's own, file by file, and says what it changed.
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
		out, err := analyzer.RenameDeclarative(src, p.Doc.Dialect, offsets)
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
		fmt.Fprintf(stderr, "%s: renamed toolname, tooldescription and toolautosubmit to data-webmcp-* on %d form(s); their tools keep their names\n", p.path, len(offsets))
		n += len(offsets)
	}
	return n, nil
}
