package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestGoBuildID: the build ID read from the test binary is the one the go
// command reads.
func TestGoBuildID(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	out, err := exec.Command("go", "tool", "buildid", exe).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	want := strings.TrimSpace(string(out))
	if got := goBuildID(exe); got != want {
		t.Errorf("goBuildID = %q, go tool buildid says %q", got, want)
	}
	if got := goBuildID("buildid_test.go"); got != "" {
		t.Errorf("goBuildID of a source file = %q", got)
	}
}
