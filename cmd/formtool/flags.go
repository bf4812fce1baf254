package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// flagSet builds a subcommand's flag set with the flags every file-reading
// command shares. The usage text is hand-written, stdlib style.
func flagSet(name, usage string, stderr io.Writer, s *settings) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: formtool %s\n\nflags:\n", usage)
		fs.PrintDefaults()
	}
	if s != nil {
		fs.StringVar(&s.dialect, "dialect", "", "template dialect for every file: html, go, jinja, erb, handlebars, liquid (default: from the file extension)")
		fs.Func("packs", "country packs to add, comma-separated, or 'auto' to choose from each page's lang", s.parsePacks)
	}
	return fs
}

// parse parses flags and reports whether the command should go on; code is
// the exit code when it should not.
func parse(fs *flag.FlagSet, args []string, s *settings, stderr io.Writer) (ok bool, code int) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return false, exitOK
		}
		return false, exitUsage
	}
	if s != nil {
		if err := s.validate(); err != nil {
			fmt.Fprintf(stderr, "formtool %s: %v\n", fs.Name(), err)
			return false, exitUsage
		}
	}
	return true, exitOK
}

func idSet(v string) map[string]bool {
	m := map[string]bool{}
	for _, id := range strings.Split(v, ",") {
		if id = strings.TrimSpace(id); id != "" {
			m[id] = true
		}
	}
	return m
}
