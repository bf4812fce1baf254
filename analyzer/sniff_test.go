package analyzer

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSniffedTemplates: a file named .html that holds template code is read
// as a template of the dialect its delimiters show, so its regions are
// masked (a password type behind {% if %} stays a password; a value or
// name written by template code is not taken as literal), and a note says
// so at the first region. A page whose "{{" opens nothing it closes is
// read as plain HTML.
func TestSniffedTemplates(t *testing.T) {
	cases := []struct {
		name, src, dialect string
		check              func(t *testing.T, fs []*Field)
	}{
		{"jinja", `<form>«{% if pin %}<input {% if hide %}type="password"{% endif %} name="answer">{% endif %}</form>`, DialectJinja,
			func(t *testing.T, fs []*Field) {
				assert.Equal(t, "password", fs[0].Type)
				assert.True(t, fs[0].Conditional)
			}},
		{"jinja output only", `<form><input name="q" value="«{{ query }}"></form>`, DialectJinja,
			func(t *testing.T, fs []*Field) {
				assert.Empty(t, fs[0].Value, "a value template code writes is no default")
			}},
		{"go", `<form><input name="«{{ .Name }}"></form>{{ if .X }}{{ end }}`, DialectGo,
			func(t *testing.T, fs []*Field) { assert.True(t, fs[0].Dynamic) }},
		{"go, trimmed end", `<form>«{{ print "x" }}<input name="a">{{- end }}</form>`, DialectGo, nil},
		{"handlebars", `<form>«{{ label }}{{#if x}}<input name="a" type="{{type}}">{{/if}}</form>`, DialectHandlebars,
			func(t *testing.T, fs []*Field) { assert.True(t, fs[0].Dynamic) }},
		{"erb", `<form><input name="a" «<% if x > y %>type="password"<% end %>></form>`, DialectERB,
			func(t *testing.T, fs []*Field) { assert.Equal(t, "password", fs[0].Type) }},
		{"plain", `<form><label>Card <input name="a"></label></form><p>50% off {x}</p>`, DialectHTML, nil},
		{"a script's unclosed {{", `<script>let s = "{{";</script><form><input name="a" type="password"></form><p>}}`, DialectHTML,
			func(t *testing.T, fs []*Field) { assert.Equal(t, "password", fs[0].Type) }},
		{"a region never closed", `<form><input name="a" value="{{ x }}"> {{ y </form>`, DialectHTML,
			func(t *testing.T, fs []*Field) { assert.Equal(t, "{{ x }}", fs[0].Value) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			at := strings.Index(c.src, "«")
			src := strings.Replace(c.src, "«", "", 1)
			doc := analyze(t, "page.html", src)
			assert.Equal(t, c.dialect, doc.Dialect)
			require.Len(t, doc.Forms, 1)
			require.NotEmpty(t, doc.Forms[0].Fields)
			if c.dialect == DialectHTML {
				assert.Empty(t, doc.Notes)
			} else {
				require.NotEmpty(t, doc.Notes)
				n := doc.Notes[0]
				assert.Equal(t, "template-dialect", n.ID)
				assert.Equal(t, at, n.Pos.Offset, "the note is at the first region")
				assert.Contains(t, n.Message, "read as a "+c.dialect+" template")
			}
			if c.check != nil {
				c.check(t, doc.Forms[0].Fields)
			}
		})
	}
}

// TestSniffingOnlyForHTMLNames: a template extension or an explicit
// dialect decides alone, with no note.
func TestSniffingOnlyForHTMLNames(t *testing.T) {
	src := `<form><input name="a" {% if x %}type="password"{% endif %}></form>`
	for _, c := range []struct{ file, dialect, want string }{
		{"a.j2", "", DialectJinja},
		{"a.gohtml", "", DialectGo},
		{"a.html", DialectHTML, DialectHTML},
		{"a.html", DialectLiquid, DialectLiquid},
	} {
		doc, err := Analyze(c.file, []byte(src), Options{Dialect: c.dialect})
		require.NoError(t, err)
		assert.Equal(t, c.want, doc.Dialect, c.file)
		for _, n := range doc.Notes {
			assert.NotEqual(t, "template-dialect", n.ID, c.file)
		}
	}
}

func TestPercentOpeners(t *testing.T) {
	for _, c := range []struct {
		src        string
		jinja, erb int
	}{
		{"", -1, -1},
		{"%", -1, -1},
		{"width: 100%; {%", 13, -1},
		{"<%= x %> {% y %}", 9, 0},
		{"<%{%", 2, 0},
		{"%{%<%{%", 1, 3},
		{"a%20b<% x", -1, 5},
	} {
		jinja, erb := percentOpeners([]byte(c.src))
		if jinja != c.jinja || erb != c.erb {
			t.Errorf("percentOpeners(%q) = %d, %d, want %d, %d", c.src, jinja, erb, c.jinja, c.erb)
		}
	}
}
