package e2e

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

var updateScreenshots = flag.Bool("update-screenshots", false, "rewrite the pictures in docs/img from the rendered report, inspector and playground")

// reportColours are the colours report.css gives each class, in the light
// and the dark scheme: the badge's text and background, and the line of
// the badge's border and the field's left edge.
type classColours struct{ fg, bg, line string }

var reportColours = map[string]map[string]classColours{
	"light": {
		"allow":   {"rgb(11, 90, 42)", "rgb(226, 243, 231)", "rgb(31, 122, 61)"},
		"redact":  {"rgb(107, 66, 0)", "rgb(255, 240, 196)", "rgb(168, 104, 0)"},
		"block":   {"rgb(156, 11, 32)", "rgb(253, 227, 230)", "rgb(200, 16, 46)"},
		"hidden":  {"rgb(61, 70, 80)", "rgb(232, 236, 240)", "rgb(110, 119, 129)"},
		"ignored": {"rgb(61, 70, 80)", "rgb(232, 236, 240)", "rgb(110, 119, 129)"},
	},
	"dark": {
		"allow":   {"rgb(134, 229, 166)", "rgb(15, 51, 32)", "rgb(63, 183, 100)"},
		"redact":  {"rgb(255, 212, 110)", "rgb(58, 42, 5)", "rgb(217, 162, 27)"},
		"block":   {"rgb(255, 176, 186)", "rgb(74, 16, 27)", "rgb(255, 92, 112)"},
		"hidden":  {"rgb(203, 211, 219)", "rgb(38, 44, 51)", "rgb(139, 148, 158)"},
		"ignored": {"rgb(203, 211, 219)", "rgb(38, 44, 51)", "rgb(139, 148, 158)"},
	},
}

// Each class has its own outline style, so that colour is not the only
// thing that tells them apart.
var reportStyles = map[string]string{"allow": "solid", "redact": "dashed", "block": "double", "hidden": "dotted", "ignored": "dotted"}

// renderedField is what the browser drew for one field of the report.
type renderedField struct {
	Class       string `json:"class"`
	Name        string `json:"name"`
	BadgeText   string `json:"badgeText"`
	BadgeColor  string `json:"badgeColor"`
	BadgeBg     string `json:"badgeBg"`
	BadgeBorder string `json:"badgeBorder"`
	BadgeStyle  string `json:"badgeStyle"`
	EdgeColor   string `json:"edgeColor"`
	EdgeStyle   string `json:"edgeStyle"`
	CardBg      string `json:"cardBg"`
	Visible     bool   `json:"visible"`
}

const renderedFieldsJS = `[...document.querySelectorAll(".field")].map((el) => {
  const badge = el.querySelector(".badge"), b = getComputedStyle(badge), f = getComputedStyle(el.cells[0]);
  return {
    class: el.dataset.class, name: el.querySelector(".name").textContent,
    badgeText: badge.textContent.trim(), badgeColor: b.color, badgeBg: b.backgroundColor,
    badgeBorder: b.borderTopColor, badgeStyle: b.borderTopStyle,
    edgeColor: f.borderLeftColor, edgeStyle: f.borderLeftStyle,
    cardBg: getComputedStyle(el.closest(".card")).backgroundColor,
    visible: el.offsetParent !== null,
  };
})`

// TestReportHTML renders `formtool report --format html` of the example
// site in Chromium and checks the page as drawn: every field has a badge
// that says its class in words, in its class's colours and outline style,
// readable in the light and the dark scheme; the page loads nothing; the
// filters work and the page shows everything without scripts. It writes
// the screenshots in docs/img when they are missing or with
// -update-screenshots.
func TestReportHTML(t *testing.T) {
	if noBrowser != "" {
		if os.Getenv("CI") == "true" {
			t.Fatal(noBrowser)
		}
		t.Skip(noBrowser)
	}
	dir := t.TempDir()
	reportFile := filepath.Join(dir, "report.html")
	cmd := exec.Command(cliBin, "report", "--format", "html", "-o", reportFile, "testdata/forms")
	cmd.Dir = repoRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("formtool report --format html: %v\n%s", err, out)
	}
	explain := exec.Command(cliBin, "explain", "--json", "testdata/forms")
	explain.Dir = repoRoot
	records, err := explain.Output()
	if err != nil {
		t.Fatalf("formtool explain --json: %v", err)
	}
	wantFields := bytes.Count(records, []byte("\n"))

	// The report is served alone: any other request is a resource it
	// should not need.
	var mu sync.Mutex
	var stray []string
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/report.html" {
			if r.URL.Path != "/favicon.ico" {
				mu.Lock()
				stray = append(stray, r.URL.String())
				mu.Unlock()
			}
			http.NotFound(w, r)
			return
		}
		http.ServeFile(w, r, reportFile)
	}))
	defer server.Close()

	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	defer cancelT()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1200, 900), chromedp.Navigate(server.URL+"/report.html")); err != nil {
		t.Fatalf("open the report: %v", err)
	}

	resources := eval[[]string](t, ctx, `performance.getEntriesByType("resource").map((e) => e.name)`)
	if len(resources) > 0 {
		t.Errorf("the report loaded %q; it must be self-contained", resources)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("[src], [srcset], link, object, embed, iframe").length`); n != 0 {
		t.Errorf("%d elements that load something", n)
	}

	for _, scheme := range []string{"light", "dark"} {
		media(t, ctx, "", scheme)
		fields := eval[[]renderedField](t, ctx, renderedFieldsJS)
		if len(fields) != wantFields {
			t.Errorf("%s: %d fields drawn, formtool explain lists %d", scheme, len(fields), wantFields)
		}
		seen := map[string]int{}
		for _, f := range fields {
			seen[f.Class]++
			checkField(t, scheme, f)
		}
		for _, class := range []string{"allow", "redact", "block", "ignored"} {
			if seen[class] == 0 {
				t.Errorf("%s: no %s field drawn; testdata/forms has some", scheme, class)
			}
		}
		// The same colours wherever a class's badge appears: the totals,
		// the legend and the filter bar too.
		badges := eval[[]renderedField](t, ctx, `[...document.querySelectorAll(".badge[data-class]")].map((b) => {
  const s = getComputedStyle(b);
  return {class: b.dataset.class, badgeColor: s.color, badgeBg: s.backgroundColor, badgeStyle: s.borderTopStyle};
})`)
		for _, b := range badges {
			class := b.Class
			if class == "none" {
				class = "hidden"
			}
			want := reportColours[scheme][class]
			if b.BadgeColor != want.fg || b.BadgeBg != want.bg || b.BadgeStyle != reportStyles[class] {
				t.Errorf("%s: a %s badge outside a field is %s on %s, %s", scheme, b.Class, b.BadgeColor, b.BadgeBg, b.BadgeStyle)
			}
		}
		if scheme == "light" {
			writeScreenshots(t, ctx)
		}
	}
	media(t, ctx, "", "light")

	// The filters: untick ALLOW and only the other classes remain.
	if !eval[bool](t, ctx, `!document.getElementById("filters").hidden`) {
		t.Fatal("the filter bar does not show with scripts on")
	}
	visible := func() map[string]int {
		m := map[string]int{}
		for _, f := range eval[[]renderedField](t, ctx, renderedFieldsJS) {
			if f.Visible {
				m[f.Class]++
			}
		}
		return m
	}
	all := visible()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#filters input[name="class"][value="allow"]`))); err != nil {
		t.Fatalf("untick allow: %v", err)
	}
	after := visible()
	if after["allow"] != 0 || after["block"] != all["block"] || after["redact"] != all["redact"] {
		t.Errorf("with ALLOW unticked the report shows %v (before: %v)", after, all)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#filters input[name="only"]`))); err != nil {
		t.Fatalf("tick only findings: %v", err)
	}
	pages := eval[[]string](t, ctx, `[...document.querySelectorAll("section.page")].filter((s) => s.offsetParent !== null).map((s) => s.dataset.file)`)
	// The pages with findings are those formtool check reports on.
	check := exec.Command(cliBin, "check", "testdata/forms")
	check.Dir = repoRoot
	findings, _ := check.Output() // exit 1: the example site keeps one error
	withFindings := map[string]bool{}
	for _, line := range strings.Split(string(findings), "\n") {
		if file, _, ok := strings.Cut(line, ":"); ok && strings.HasPrefix(file, "testdata/forms/") {
			withFindings[file] = true
		}
	}
	if len(withFindings) == 0 {
		t.Fatalf("formtool check reported no findings on the example site:\n%s", findings)
	}
	onPage := map[string]bool{}
	for _, p := range pages {
		onPage[p] = true
		if !withFindings[p] {
			t.Errorf("with only findings ticked, %s still shows", p)
		}
	}
	for p := range withFindings {
		if !onPage[p] {
			t.Errorf("with only findings ticked, %s, which has findings, does not show", p)
		}
	}

	// Without scripts: no filter bar, and every field shows.
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/report.html")); err != nil {
		t.Fatal(err)
	}
	filterShown := eval[bool](t, ctx, `!document.getElementById("filters").hidden`)
	shown := eval[int](t, ctx, `[...document.querySelectorAll(".field")].filter((el) => el.offsetParent !== null).length`)
	if filterShown || shown != wantFields {
		t.Errorf("with scripts off: filter bar shown %v, %d of %d fields shown", filterShown, shown, wantFields)
	}
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: false}); err != nil {
		t.Fatal(err)
	}

	// Printed: light colours whatever the screen's scheme, no filter bar,
	// schemas at full length.
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/report.html")); err != nil {
		t.Fatal(err)
	}
	media(t, ctx, "print", "dark")
	for _, f := range eval[[]renderedField](t, ctx, renderedFieldsJS) {
		if want := reportColours["light"][f.Class]; f.BadgeBg != want.bg || f.EdgeColor != want.line {
			t.Errorf("printed, the %s badge of %s is %s with edge %s, want %s and %s", f.Class, f.Name, f.BadgeBg, f.EdgeColor, want.bg, want.line)
			break
		}
	}
	if d := eval[string](t, ctx, `getComputedStyle(document.getElementById("filters")).display`); d != "none" {
		t.Errorf("printed, the filter bar is displayed (%s)", d)
	}
	if o := eval[string](t, ctx, `getComputedStyle(document.querySelector(".schema pre")).overflowY`); o != "visible" {
		t.Errorf("printed, a schema scrolls (%s) and would be cut", o)
	}
	media(t, ctx, "", "light")

	mu.Lock()
	defer mu.Unlock()
	if len(stray) > 0 {
		t.Errorf("the report asked the server for %q", stray)
	}
}

func media(t *testing.T, ctx context.Context, medium, scheme string) {
	t.Helper()
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Media:    medium,
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
	})
	if err != nil {
		t.Fatalf("emulate %s %s: %v", medium, scheme, err)
	}
}

// checkField checks one drawn field against its class: the badge's words,
// its colours and outline, the field's edge, and the contrast of each.
func checkField(t *testing.T, scheme string, f renderedField) {
	t.Helper()
	want, ok := reportColours[scheme][f.Class]
	if !ok {
		t.Errorf("field %s has the class %q", f.Name, f.Class)
		return
	}
	if !strings.HasSuffix(f.BadgeText, strings.ToUpper(f.Class)) {
		t.Errorf("%s: the badge of %s field %s says %q", scheme, f.Class, f.Name, f.BadgeText)
	}
	if f.BadgeColor != want.fg || f.BadgeBg != want.bg || f.BadgeBorder != want.line {
		t.Errorf("%s: the badge of %s field %s is %s on %s, border %s; want %s on %s, border %s",
			scheme, f.Class, f.Name, f.BadgeColor, f.BadgeBg, f.BadgeBorder, want.fg, want.bg, want.line)
	}
	if f.EdgeColor != want.line || f.EdgeStyle != reportStyles[f.Class] || f.BadgeStyle != reportStyles[f.Class] {
		t.Errorf("%s: %s field %s has a %s %s edge and a %s badge; want %s %s", scheme, f.Class, f.Name,
			f.EdgeStyle, f.EdgeColor, f.BadgeStyle, reportStyles[f.Class], want.line)
	}
	// WCAG 2.2: 4.5:1 for text, 3:1 for the lines that mark a class.
	if c := contrast(f.BadgeColor, f.BadgeBg); c < 4.5 {
		t.Errorf("%s: the %s badge's text has a contrast of %.2f:1", scheme, f.Class, c)
	}
	if c := contrast(f.EdgeColor, f.CardBg); c < 3 {
		t.Errorf("%s: the %s field's edge has a contrast of %.2f:1 against the card", scheme, f.Class, c)
	}
}

// contrast is the WCAG contrast ratio of two CSS rgb() colours.
func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(css string) float64 {
	var r, g, b float64
	if _, err := fmt.Sscanf(css, "rgb(%g, %g, %g)", &r, &g, &b); err != nil {
		return math.NaN()
	}
	lin := func(c float64) float64 {
		c /= 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// writeScreenshots writes the pictures the README shows: the top of the
// report, and the card of the checkout form. They are rewritten only when
// asked or missing, so that a test run leaves the tree as it was.
func writeScreenshots(t *testing.T, ctx context.Context) {
	t.Helper()
	shots := []struct {
		name string
		take chromedp.Action[[]byte]
	}{
		{"report-overview.png", chromedp.CaptureScreenshot()},
		{"report-checkout.png", chromedp.Screenshot(chromedp.CSS(`section.page[data-file$="/checkout.html"] .card`))},
	}
	for _, s := range shots {
		file := filepath.Join(repoRoot, "docs", "img", s.name)
		if _, err := os.Stat(file); err == nil && !*updateScreenshots {
			continue
		}
		eval[bool](t, ctx, `window.scrollTo(0, 0), true`)
		data, err := chromedp.Run(ctx, s.take)
		if err != nil {
			t.Fatalf("screenshot %s: %v", s.name, err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("screenshot %s: %v", s.name, err)
		}
		if w := img.Bounds().Dx(); w < 800 || w > 1200 {
			t.Errorf("screenshot %s is %d pixels wide", s.name, w)
		}
		if len(data) > 400<<10 {
			t.Errorf("screenshot %s has %d KB; keep it under 400 KB", s.name, len(data)>>10)
		}
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d KB)", file, len(data)>>10)
	}
}
