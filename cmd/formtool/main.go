// Command formtool compiles HTML forms into WebMCP tools and checks that no
// sensitive field reaches an agent.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
)

// Exit codes, as SPEC section 6 sets them.
const (
	exitOK       = 0 // clean
	exitFindings = 1 // findings that fail the check
	exitUsage    = 2 // usage or configuration error
	exitInternal = 3 // internal failure
)

// command is one subcommand. Each registers itself from its own file.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func main() {
	if os.Getenv("GOGC") == "" {
		// A run is short and its live heap small (the pages being compiled,
		// one per core): collecting when the heap has grown 4 times rather
		// than 2 spends a sixth less CPU on a site for some 40 MB more.
		debug.SetGCPercent(400)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "formtool: internal error: %v\n", r)
			if os.Getenv("FORMTOOL_DEBUG") != "" {
				stderr.Write(debug.Stack())
			} else {
				fmt.Fprintln(stderr, "formtool: set FORMTOOL_DEBUG=1 for a stack trace to report")
			}
			code = exitInternal
		}
	}()
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "-version", "--version":
		args = []string{"version"}
	case "help":
		if len(args) > 2 {
			fmt.Fprintln(stderr, "usage: formtool help [command]")
			return exitUsage
		}
		if len(args) == 1 || args[1] == "help" {
			usage(stdout)
			return exitOK
		}
		args = []string{args[1], "-h"} // each command prints its own help
	}
	cmd, ok := commands[args[0]]
	if !ok {
		hint := ""
		if near := closest(args[0], commandNames()); near != "" {
			hint = fmt.Sprintf("; did you mean %s?", near)
		}
		fmt.Fprintf(stderr, "formtool: unknown command %q%s\nRun 'formtool help' for the commands.\n", args[0], hint)
		return exitUsage
	}
	return cmd.run(args[1:], stdout, stderr)
}

// commandNames are the commands' names in order.
func commandNames() []string {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: formtool <command> [flags] [paths]")
	fmt.Fprintln(w, "\ncommands:")
	for _, name := range commandNames() {
		fmt.Fprintf(w, "  %-8s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w, "\nRun 'formtool help <command>' for a command's flags. Flags may come before or")
	fmt.Fprintln(w, "after the paths; -flag and --flag are the same; -- ends the flags.")
	fmt.Fprintln(w, "Exit codes: 0 clean, 1 findings that fail the check, 2 usage or")
	fmt.Fprintln(w, "configuration error, 3 internal failure.")
}
