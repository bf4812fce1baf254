package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"
)

// hostile is text a page under report could hold anywhere: in its title,
// a label, a name, an attribute value, a source line.
const hostile = `<img src=x onerror=alert(1)>"'><script>alert(2)</script><a href="https://evil.example/">x</a>`

func sample() *Report {
	return &Report{
		Generator: "formtool test",
		Inputs:    []string{"site/" + hostile},
		Pages: []Page{{
			File:  "site/" + hostile + ".html",
			Name:  hostile + ".html",
			Title: hostile,
			Forms: []Form{{
				Index: 0, Line: 3, Col: 1, ID: hostile, Heading: hostile,
				Tool: &Tool{
					Name: "sign_in", Title: hostile, Consequences: []string{"block-field"},
					InputSchema: json.RawMessage(`{"type":"object","properties":{"q":{"title":"</pre></code><script>alert(3)</script>","type":"string"}},"additionalProperties":false}`),
				},
				Fields: []Field{
					{Line: 4, Col: 3, Label: hostile, Name: hostile, Type: "text", Class: Allow, Rule: hostile, Evidence: hostile,
						Key: hostile, Agent: hostile, Override: `data-webmcp-sensitive="redact"`, OverrideNote: hostile},
					{Line: 5, Col: 3, Label: "Password", Name: "password", Type: "password", Class: Block, Rule: "type.password",
						Agent: "Not in the schema.", Override: `data-webmcp-sensitive="allow"`},
					{Line: 6, Col: 3, Label: "Date of birth", Name: "dob", Type: "date", Class: Redact, Rule: "autocomplete.bday"},
				},
			}, {
				Index: 1, Line: 9, Col: 1, NoTool: "the form has data-webmcp-ignore.",
				Fields: []Field{{Line: 10, Col: 3, Name: "staff", Type: "text", Class: Ignored, Rule: "default.allow"}},
			}},
			Loose: []Field{{Line: 12, Col: 1, Name: "trap", Type: "text", Class: Hidden, Rule: "default.allow"}},
			Findings: []Finding{{
				File: "site/" + hostile + ".html", Line: 4, Col: 3, Severity: "warning", ID: "unlabelled-field",
				Message: hostile, Source: `<input name="` + hostile + `">`, Mark: 0,
			}},
		}},
		Findings: []Finding{{File: "formtool.json", Line: 1, Col: 2, Severity: "warning", ID: "policy-unknown-tool", Message: hostile, Mark: -1}},
	}
}

func render(t *testing.T, r *Report) (string, *html.Node) {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, Write(&buf, r))
	doc, err := html.Parse(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	return buf.String(), doc
}

func walk(n *html.Node, fn func(*html.Node)) {
	fn(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, fn)
	}
}

func text(n *html.Node) string {
	var b strings.Builder
	walk(n, func(c *html.Node) {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	})
	return b.String()
}

// Text from the page is text: it never becomes an element, an attribute or
// a script, wherever it appears.
func TestHostileTextStaysText(t *testing.T) {
	out, doc := render(t, sample())
	scripts := 0
	walk(doc, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		switch n.Data {
		case "img", "svg", "iframe", "object", "embed":
			t.Errorf("a <%s> element in the report", n.Data)
		case "script":
			scripts++
			assert.Equal(t, js, text(n), "the only script is the report's own")
		}
		for _, a := range n.Attr {
			assert.False(t, strings.HasPrefix(a.Key, "on"), "event handler attribute %s=%q on <%s>", a.Key, a.Val, n.Data)
		}
	})
	assert.Equal(t, 1, scripts)
	assert.NotContains(t, out, "<img")
	assert.NotContains(t, out, "alert(2)</script>")
	assert.Contains(t, text(doc), hostile, "the label reads as the page wrote it")
}

// The report loads nothing: no src, no link, no stylesheet or script from
// elsewhere, links only to its own sections, and no URL in its CSS.
func TestNoNetwork(t *testing.T) {
	out, doc := render(t, sample())
	walk(doc, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		assert.NotEqual(t, "link", n.Data, "a <link> element")
		for _, a := range n.Attr {
			switch a.Key {
			case "src", "srcset", "poster", "action", "formaction", "background":
				t.Errorf("<%s %s=%q>", n.Data, a.Key, a.Val)
			case "href":
				assert.True(t, strings.HasPrefix(a.Val, "#"), "<%s href=%q> leaves the page", n.Data, a.Val)
			}
		}
	})
	assert.NotContains(t, out, "<script src")
	assert.NotContains(t, out, "<link href")
	for _, s := range []string{"url(", "@import", "http:", "https:"} {
		assert.NotContains(t, css, s)
		assert.NotContains(t, js, s)
	}
	for _, s := range []string{"fetch(", "XMLHttpRequest", "import(", ".src", "location"} {
		assert.NotContains(t, js, s)
	}
}

// The schema is shown indented, as build writes it, and nothing else.
func TestSchemaAsGiven(t *testing.T) {
	r := sample()
	_, doc := render(t, r)
	var shown []string
	walk(doc, func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "code" {
			for _, a := range n.Attr {
				if a.Key == "data-tool" {
					shown = append(shown, text(n))
				}
			}
		}
	})
	var want bytes.Buffer
	require.NoError(t, json.Indent(&want, r.Pages[0].Forms[0].Tool.InputSchema, "", "  "))
	assert.Equal(t, []string{want.String()}, shown)

	r.Pages[0].Forms[0].Tool.InputSchema = json.RawMessage(`{"type":`)
	assert.Error(t, Write(&bytes.Buffer{}, r), "a schema that is not JSON")
}

// Every field has a badge that says its class in words; the counts add up.
func TestBadgesAndCounts(t *testing.T) {
	out, doc := render(t, sample())
	badges := map[string]string{}
	walk(doc, func(n *html.Node) {
		if n.Type != html.ElementNode || n.Data != "tr" {
			return
		}
		class := ""
		for _, a := range n.Attr {
			if a.Key == "data-class" {
				class = a.Val
			}
		}
		if class != "" {
			badges[class] = strings.TrimSpace(text(n.FirstChild.NextSibling))
		}
	})
	assert.Equal(t, map[string]string{"allow": "✓ ALLOW", "redact": "◐ REDACT", "block": "✕ BLOCK", "ignored": "○ IGNORED", "hidden": "○ HIDDEN"}, badges)
	assert.Contains(t, out, "1 page, 2 forms, 1 tool, 5 fields")
	assert.Contains(t, out, "1 allow, 1 redact, 1 block, 2 not offered;")
	assert.Contains(t, out, "0 errors, 2 warnings, 0 notes")

	r := sample()
	r.Pages[0].Loose[0].Class = "secret"
	assert.ErrorContains(t, Write(&bytes.Buffer{}, r), `unknown class "secret"`)
}

func TestMark(t *testing.T) {
	for _, c := range []struct {
		src                   string
		at                    int
		before, marked, after string
	}{
		{`  <input name="a"> <b>`, 2, "  ", `<input name="a">`, " <b>"},
		{`<input name="a"`, 0, "", "<input", ` name="a"`},
		{`x = 1`, -1, "x = 1", "", ""},
		{`abc def`, 4, "abc ", "def", ""},
		{`abc`, 9, "abc", "", ""},
	} {
		b, m, a := mark(c.src, c.at)
		assert.Equal(t, []string{c.before, c.marked, c.after}, []string{b, m, a}, "%q at %d", c.src, c.at)
	}
}
