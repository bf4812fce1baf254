package compile

import (
	"slices"
	"testing"
)

// With no formtool.json, as in the browser, the page author's attributes
// still decide how long a call waits, and the page's lang chooses its packs:
// the live runtime once ignored both.
func TestPageAloneDecides(t *testing.T) {
	page := `<!doctype html><html lang="nl"><body>
<form id="f" data-webmcp-wait="5000"><label>Naam <input name="naam"></label><button>Verstuur</button></form>
</body></html>`
	r, err := Page("p.html", []byte(page), Options{AutoPacks: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := r.Manifest("p.html", nil)
	if err != nil || len(m.Tools) != 1 {
		t.Fatalf("%v, %+v", err, m)
	}
	tool := m.Tools[0]
	if tool.WaitMs != 5000 || tool.Policy != "attribute.data-webmcp-wait" {
		t.Errorf("waitMs %d by %q, want 5000 by the form's attribute", tool.WaitMs, tool.Policy)
	}
	if !slices.Contains(r.Packs, "nl") {
		t.Errorf("packs %v, want the Dutch pack from lang", r.Packs)
	}
	wait := 1000
	m, err = r.Manifest("p.html", &Rules{All: &Rule{WaitMs: &wait}})
	if err != nil || m.Tools[0].WaitMs != 5000 {
		t.Errorf("a site-wide rule overrode the form's own: %v %+v", err, m.Tools[0])
	}
}
