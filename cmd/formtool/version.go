package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/formtool/formtool"
)

func init() {
	commands["version"] = command{summary: "print the version (also formtool --version)", run: runVersion}
}

const versionUsage = `usage: formtool version

Prints formtool's version and the Go release that built it.
`

func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := flagSet("version", versionUsage, nil)
	paths, ok, code := parse(fs, args, nil, stdout, stderr)
	if !ok {
		return code
	}
	if len(paths) > 0 {
		return usageError(fs, stderr, "takes no arguments")
	}
	fmt.Fprintf(stdout, "formtool %s (%s)\n", formtool.Version, runtime.Version())
	return exitOK
}
