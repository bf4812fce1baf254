package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/formtool/formtool"
)

func init() {
	commands["version"] = command{summary: "print the version", run: func(args []string, stdout, stderr io.Writer) int {
		if len(args) > 0 {
			fmt.Fprintln(stderr, "usage: formtool version")
			return exitUsage
		}
		fmt.Fprintf(stdout, "formtool %s (%s)\n", formtool.Version, runtime.Version())
		return exitOK
	}}
}
