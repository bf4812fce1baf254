//go:build !linux

package main

// linkWhole is Linux's (writefile_linux.go); elsewhere writeFile renames.
func linkWhole(name string, data []byte) bool { return false }
