package e2e

import (
	"strings"
	"testing"
)

// The runtime works under the strict policy docs/runtime.md gives, and a
// policy without 'wasm-unsafe-eval' makes the failure loud, not silent.
func TestStrictContentSecurityPolicy(t *testing.T) {
	ctx := tab(t, "/site/contact.html?csp=strict")
	mustReady(t, ctx)
	name := readManifest(t, "contact.html").Tools[0].Name
	r := call(t, ctx, name, map[string]any{"name": "Ada", "email": "ada@example.org", "subject": "order",
		"message": "Where is my order? It was due on Monday."})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Error != nil {
		t.Fatalf("a call under the strict policy: %s", r.raw)
	}

	ctx = tab(t, "/site/contact.html?csp=no-wasm")
	err := ready(t, ctx)
	// The runtime is fetched on the first call, but the loader finds out at
	// start-up, before it registers anything.
	if !strings.Contains(err, "formtool: ") || !strings.Contains(err, "'wasm-unsafe-eval'") {
		t.Fatalf("without 'wasm-unsafe-eval' formtool.ready should reject loudly and say what to allow, got %q", err)
	}
	if n := len(tools(t, ctx)); n != 0 {
		t.Errorf("%d tools stay registered after the runtime could not start", n)
	}
}
