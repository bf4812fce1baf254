package js

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/formtool/formtool"
)

func TestSourceCarriesVersion(t *testing.T) {
	src := Source()
	if strings.Contains(src, versionMark) || !strings.Contains(src, `"`+formtool.Version+`"`) {
		t.Fatal("version not filled in")
	}
}

func TestMinified(t *testing.T) {
	min, err := Minified()
	if err != nil {
		t.Fatal(err)
	}
	if len(min) >= len(Source()) || !strings.Contains(min, formtool.Version) {
		t.Fatalf("minified %d bytes of %d", len(min), len(Source()))
	}
	// The minified loader must still parse; node is on every machine that
	// builds the runtime, skip where it is not.
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	f := filepath.Join(t.TempDir(), "formtool.js")
	if err := os.WriteFile(f, []byte(min), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(node, "--check", f).CombinedOutput(); err != nil {
		t.Fatalf("node --check: %v\n%s", err, out)
	}
	t.Logf("loader: %d bytes, minified %d", len(Source()), len(min))
}
