package main

import (
	"strings"
	"testing"
)

// TestRuntimesLeaveOutHeavyPackages builds both runtimes as they are
// released and fails when a package that SPEC section 7's size budgets
// keep out has a function in one. formtool.wasm keeps out x/net/html,
// regexp, reflection-heavy JSON, invopop/jsonschema and minify (and fmt,
// which brings reflection); the live build needs x/net/html but not fmt,
// whose printing was some 57 KB of its brotli. A single fmt.Sprintf on
// the live path links it all again, which only a size budget would
// otherwise catch, and late.
func TestRuntimesLeaveOutHeavyPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("builds both runtimes")
	}
	heavy := []string{"fmt", "regexp", "github.com/invopop/jsonschema", "github.com/tdewolff/minify"}
	for _, c := range []struct {
		tags string
		out  []string
	}{
		{"", append([]string{"golang.org/x/net/html", "encoding/json", "reflect"}, heavy...)},
		{"live", heavy},
	} {
		m, names, err := load("../../../wasm", c.tags)
		if err != nil {
			t.Fatal(err)
		}
		linked := map[string]int{}
		for i := range m.bodies {
			linked[names.pkgOf(m.names[m.imported+i])]++
		}
		if linked["syscall/js"] == 0 {
			t.Fatalf("tags %q: no function of syscall/js named: the names were not read", c.tags)
		}
		for p, n := range linked {
			for _, out := range c.out {
				if p == out || strings.HasPrefix(p, out+"/") {
					t.Errorf("tags %q: %d functions of %s are linked into the runtime", c.tags, n, p)
				}
			}
		}
	}
}

func TestPrintFuncsListsTheLargest(t *testing.T) {
	m := &module{
		imported: 1,
		bodies:   [][]byte{make([]byte, 10), make([]byte, 30), make([]byte, 20)},
		names:    map[int]string{1: "small", 2: "large", 3: "middle"},
	}
	var b strings.Builder
	if err := m.printFuncs(&b, 2); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	large, middle := strings.Index(out, "large"), strings.Index(out, "middle")
	if large < 0 || middle < large || strings.Contains(out, "small") {
		t.Fatalf("want large, then middle, and not small:\n%s", out)
	}
}
