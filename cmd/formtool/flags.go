package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// flagSet builds a subcommand's flag set; usage is the hand-written text
// printed above the flags. With s, it has the flags every file-reading
// command shares. Parsing prints nothing itself: parse decides where help
// and mistakes go.
func flagSet(name, usage string, s *settings) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(fs.Output(), "\nflags:")
			fs.PrintDefaults()
		}
	}
	if s != nil {
		fs.StringVar(&s.dialect, "dialect", "", "template dialect for every file: html, go, jinja, erb, handlebars, liquid, php, blade (default: from the file extension, and for .html from the template code in the file)")
		// The live runtime chooses packs by the page's lang; so does the
		// CLI unless told otherwise, so both compile a page alike.
		s.auto = true
		fs.Func("packs", "country packs, comma-separated; 'auto' chooses them from each page's lang, 'none' turns them off (default: auto)", s.parsePacks)
	}
	return fs
}

// parse parses args, flags and paths in any order ("--" ends the flags),
// and returns the paths. When the command should not go on, ok is false and
// code is the exit code: requested help goes to stdout and exits 0, a
// mistake goes to stderr and exits 2.
func parse(fs *flag.FlagSet, args []string, s *settings, stdout, stderr io.Writer) (paths []string, ok bool, code int) {
	paths, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fs.Usage()
		return nil, false, exitOK
	}
	if err == nil && s != nil {
		err = s.validate()
	}
	if err != nil {
		return nil, false, usageError(fs, stderr, "%v", err)
	}
	return paths, true, exitOK
}

// parseInterleaved lets flags follow paths, as in `formtool build site -o
// out`: the flag package stops at the first argument that is not a flag, so
// parsing resumes after each one, until the arguments run out or "--" ends
// the flags.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var paths []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return paths, nil
		}
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(paths, rest...), nil
		}
		paths = append(paths, rest[0])
		args = rest[1:]
	}
}

// usageError reports a mistake in how the command was called, with a
// pointer to its help, and returns the usage exit code.
func usageError(fs *flag.FlagSet, stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "formtool %s: %s\nRun 'formtool help %s' for usage.\n", fs.Name(), fmt.Sprintf(format, args...), fs.Name())
	return exitUsage
}

// ignoreFlag adds -ignore, the finding ids to silence. An id that no
// finding has is a mistake, not a silent no-op.
func ignoreFlag(fs *flag.FlagSet) map[string]bool {
	ignore := map[string]bool{}
	fs.Func("ignore", "finding `ids` to silence, comma-separated (e.g. unlabelled-field)", func(v string) error {
		for _, id := range strings.Split(v, ",") {
			id = strings.TrimSpace(id)
			if id == "" {
				continue
			}
			if !knownIDs[id] {
				return unknownID(id)
			}
			ignore[id] = true
		}
		return nil
	})
	return ignore
}
