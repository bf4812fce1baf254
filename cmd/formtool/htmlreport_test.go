package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/formtool/formtool/filter"
)

// htmlOf runs report --format html on args and returns the page.
func htmlOf(t *testing.T, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "report.html")
	stdout, stderr, code := runCLI(t, append([]string{"report", "--format", "html", "-o", out}, args...)...)
	require.Equal(t, exitOK, code, stderr)
	assert.Empty(t, stdout, "with -o nothing goes to stdout")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	return string(data)
}

func nodes(t *testing.T, page string, fn func(*html.Node)) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	require.NoError(t, err)
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		fn(n)
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// TestHTMLReportLeaksNothing renders the example site and searches the
// whole page for every planted value: a block, hidden or ignored value
// never appears, a redact value only masked.
func TestHTMLReportLeaksNothing(t *testing.T) {
	page := htmlOf(t, site)
	text := page + html.UnescapeString(page)
	for _, c := range canaries(t) {
		if strings.Contains(text, c.value) {
			t.Errorf("%s: the %s value of %q is in the report", c.file, c.class, c.field)
		}
	}
	assert.Contains(t, page, "identifier-in-value", "profile.html's finding, whose line holds a card number, is shown")
}

// TestSourceLinesHideEveryCanary filters every line of every page of the
// example site, not only the lines with a finding, so that the filter is
// tried on each planted value: hidden inputs, options, textareas, values
// the analyzer does not know as fields.
func TestSourceLinesHideEveryCanary(t *testing.T) {
	srcs, err := expand([]string{site})
	require.NoError(t, err)
	byFile := map[string][]canary{}
	for _, c := range canaries(t) {
		byFile[c.file] = append(byFile[c.file], c)
	}
	pol := &policy{}
	for _, p := range process(srcs, settings{}) {
		require.NoError(t, p.err)
		_, lf, _ := reportPage(p, pol)
		data, err := os.ReadFile(p.path)
		require.NoError(t, err)
		for i, line := range strings.Split(string(data), "\n") {
			got, _ := lf.line(line, 0)
			for _, c := range byFile[p.rel] {
				if strings.Contains(got, c.value) || strings.Contains(got, html.EscapeString(c.value)) {
					t.Errorf("%s:%d: the %s value of %q shows: %s", p.rel, i+1, c.class, c.field, got)
				}
				if c.class == "redact" && strings.Contains(line, c.value) && !strings.Contains(got, string(filter.MaskRune)) {
					t.Errorf("%s:%d: the redact value of %q is not masked: %s", p.rel, i+1, c.field, got)
				}
			}
		}
	}
}

func TestLineFilter(t *testing.T) {
	lf := newLineFilter(nil)
	lf.addValue("ada@example.org", "allow", "")
	lf.addValue("hunter2-secret", "block", "password")
	lf.addValue("NL91ABNA0417164300", "redact", "iban")
	lf.addValue("on", "block", "")
	lf.addValue("line one\nsecond line of it", "block", "")
	lf.addValue("a&b<c>", "block", "")

	cases := []struct {
		line, want string
	}{
		{`<input name=email value="ada@example.org">`, `<input name=email value="ada@example.org">`},
		{`<input type=password value="hunter2-secret">`, `<input type=password value="••••••">`},
		{`<input name=iban value='NL91ABNA0417164300'>`, `<input name=iban value='••••••••••••••4300'>`},
		{`<input type=hidden name=csrf value=tok3n-unknown>`, `<input type=hidden name=csrf value=••••••>`},
		{`<button type=submit value="Save">`, `<button type=submit value="Save">`},
		{`<input type="checkbox" value="on"> one option`, `<input type="checkbox" value="••••••"> one option`},
		{`  second line of it</textarea>`, `••••••</textarea>`},
		{`<input value="a&amp;b&lt;c&gt;">`, `<input value="••••••">`},
		{`<p>Card 4111 1111 1111 1111 on file</p>`, `(this line holds a valid card number, so it is not shown)`},
	}
	for _, c := range cases {
		got, _ := lf.line(c.line, 0)
		assert.Equal(t, c.want, got, c.line)
	}

	// The column follows the text it pointed at.
	src := `<input value="hunter2-secret"> <input name=x>`
	got, at := lf.line(src, strings.Index(src, "<input name=x>"))
	assert.Equal(t, "<input name=x>", got[at:])
	got, at = lf.line("\t\t<form id=f>", 2)
	assert.Equal(t, "<form id=f>", got)
	assert.Equal(t, 0, at)

	// A long (minified) line is cut around the column.
	long := strings.Repeat("<p>filler</p>", 100) + "<input name=here>" + strings.Repeat("<p>filler</p>", 100)
	got, at = lf.line(long, strings.Index(long, "<input name=here>"))
	assert.LessOrEqual(t, len([]rune(got)), maxLineRunes+2)
	assert.True(t, strings.HasPrefix(got, "…") && strings.HasSuffix(got, "…"), got)
	assert.True(t, strings.HasPrefix(got[at:], "<input name=here>"), got[at:])
}

// TestHTMLReportHostilePage: a page's text is hostile input; in the report
// it is text, never markup, and its password's value is nowhere.
func TestHTMLReportHostilePage(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "evil.html")
	require.NoError(t, os.WriteFile(file, []byte(`<title><script>alert(0)</script></title>
<form id='"><svg onload=alert(1)>' toolname="x" tooldescription="y">
<label for=u>&lt;img src=x onerror=alert(1)&gt;</label><input id=u name="u" value="<b>bold</b>">
<input name=n aria-label="<img src=x onerror=alert(2)>">
<label>Password <input type=password name=pw value="CANARY-evil-pw-1"></label>
<input name="<script>alert(3)</script>">
</form>`), 0o644))
	page := htmlOf(t, file)
	scripts := 0
	var labels []string
	nodes(t, page, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		switch n.Data {
		case "img", "svg", "b":
			t.Errorf("a <%s> element from the page", n.Data)
		case "script":
			scripts++
		case "span":
			if c, _ := attr(n, "class"); c == "label" {
				labels = append(labels, textOf(n))
			}
		}
		for _, a := range n.Attr {
			assert.False(t, strings.HasPrefix(a.Key, "on"), "<%s %s=%q>", n.Data, a.Key, a.Val)
		}
	})
	assert.Equal(t, 1, scripts, "only the report's own script")
	assert.Contains(t, labels, "<img src=x onerror=alert(1)>", "the label reads as written")
	assert.Contains(t, labels, "<img src=x onerror=alert(2)>", "the aria-label too")
	assert.NotContains(t, page, "CANARY-evil-pw-1")
	assert.Contains(t, page, "declarative-leak")
}

// TestHTMLReportSchemasAreTheManifests: each schema shown is the tool's
// inputSchema as build writes it into the manifest, byte for byte, but for
// the manifest's own indentation.
func TestHTMLReportSchemasAreTheManifests(t *testing.T) {
	out := t.TempDir()
	_, stderr, code := runCLI(t, "build", "-o", out, site)
	require.Equal(t, exitFindings, code, stderr)
	want := map[string]string{} // page/tool → schema text
	require.NoError(t, filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(path, ".manifest.json") {
			return err
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		var m struct {
			Page  string
			Tools []struct {
				Name        string
				InputSchema json.RawMessage
			}
		}
		require.NoError(t, json.Unmarshal(data, &m))
		for _, tool := range m.Tools {
			// RawMessage keeps the file's bytes: drop the indentation of
			// the depth the schema sits at.
			lines := strings.Split(string(tool.InputSchema), "\n")
			for i := 1; i < len(lines); i++ {
				lines[i] = strings.TrimPrefix(lines[i], "      ")
			}
			want[m.Page+" "+tool.Name] = strings.Join(lines, "\n")
		}
		return nil
	}))
	require.NotEmpty(t, want)

	got := map[string]string{}
	nodes(t, htmlOf(t, site), func(n *html.Node) {
		if n.Type != html.ElementNode || n.Data != "section" {
			return
		}
		file, ok := attr(n, "data-file")
		if !ok {
			return
		}
		rel, err := filepath.Rel(site, file)
		require.NoError(t, err)
		var walk func(*html.Node)
		walk = func(c *html.Node) {
			if tool, ok := attr(c, "data-tool"); ok && c.Data == "code" {
				got[filepath.ToSlash(rel)+" "+tool] = textOf(c)
			}
			for k := c.FirstChild; k != nil; k = k.NextSibling {
				walk(k)
			}
		}
		walk(n)
	})
	assert.Equal(t, want, got)
}

func TestReportFormats(t *testing.T) {
	file := filepath.Join(site, "login.html")
	_, stderr, code := runCLI(t, "report", "-format", "pdf", file)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `unknown format "pdf"`)
	_, stderr, code = runCLI(t, "report", "-json", "-format", "html", file)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "do not go together")

	stdout, _, code := runCLI(t, "report", "-format", "json", file)
	assert.Equal(t, exitOK, code)
	legacy, _, _ := runCLI(t, "report", "-json", file)
	assert.Equal(t, legacy, stdout)

	out := filepath.Join(t.TempDir(), "report.txt")
	stdout, _, code = runCLI(t, "report", "-o", out, file)
	assert.Equal(t, exitOK, code)
	assert.Empty(t, stdout)
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(data, []byte("  ")) && bytes.Contains(data, []byte("FORMS")), "%s", data)

	stdout, _, code = runCLI(t, "report", "-format", "html", file)
	assert.Equal(t, exitOK, code)
	assert.True(t, strings.HasPrefix(stdout, "<!doctype html>"), "without -o the page goes to stdout")

	_, stderr, code = runCLI(t, "report", "-format", "html", "-o", t.TempDir(), file)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "is a directory")
}
