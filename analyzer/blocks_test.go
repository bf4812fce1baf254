package analyzer

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTemplateBlocks: an opener without its closer is reported at the
// opener, a closer without an opener at the closer, in every dialect; a
// balanced template has no note. «» marks where each note must point.
func TestTemplateBlocks(t *testing.T) {
	cases := []struct {
		name, file, src string
		ids             []string // the notes, in order, each at the next «
	}{
		{"jinja balanced", "a.j2", `{% if a %}{% for x in y %}{{ form.x }}{% endfor %}{% else %}{% endif %}{% block b %}{% endblock b %}`, nil},
		{"jinja if", "a.j2", "<form>\n  «{% if a %}<input name=a>\n</form>", []string{noteUnclosedBlock}},
		{"jinja for inside block", "a.j2", `{% block b %}«{%- for x in y -%}{% endblock %}`, []string{noteUnclosedBlock}},
		{"jinja stray endif", "a.j2", `{% for x in y %}{% endfor %}«{% endif %}`, []string{noteStrayCloser}},
		{"jinja unknown tag is left alone", "a.j2", `{% trans %}x{% endtrans %}{% set a = 1 %}`, nil},
		{"raw holds text, not tags", "a.j2", `{% raw %}{% if %}{% endfor %}{% endraw %}{% comment %}{% for %}{% endcomment %}{% verbatim %}{% if %}{% endverbatim %}`, nil},
		{"nunjucks ifAsync", "a.njk", `{% ifAsync x %}{% endif %}`, nil},
		{"django block", "a.django", `«{% block content %}<form></form>`, []string{noteUnclosedBlock}},
		{"nunjucks output is not a tag", "a.njk", `{{ form.email }}{{ if }}`, nil},
		{"liquid unless and stray", "a.liquid", `«{% unless x %}{% capture c %}{% endcapture %}«{% endfor %}`, []string{noteUnclosedBlock, noteStrayCloser}},
		{"handlebars balanced", "a.hbs", `{{#if a}}{{else}}{{/if}}{{#each xs}}{{^}}{{/each}}{{#> layout}}{{/layout}}{{#*inline "p"}}{{/inline}}{{^empty}}{{/empty}}`, nil},
		{"handlebars if", "a.hbs", "<form>\n«{{#if a}}\n<input name=a>", []string{noteUnclosedBlock}},
		{"handlebars mismatch", "a.hbs", `{{#each xs}}«{{#if a}}{{/each}}«{{/if}}`, []string{noteUnclosedBlock, noteStrayCloser}},
		{"erb balanced", "a.erb", `<% if a %><% elsif b %><% else %><% end %><%= form_with do |f| %><% items.each do |i| %><% end %><% end %><% if a then b end %>`, nil},
		{"erb if", "a.erb", `«<% if a %><input name=a>`, []string{noteUnclosedBlock}},
		{"erb do", "a.erb", `«<%= form_with model: @u do |f| %><% if a %><% end %>`, []string{noteUnclosedBlock}},
		{"erb stray end", "a.erb", `<% if a %><% end %>«<%- end -%>`, []string{noteStrayCloser}},
		{"go balanced", "a.gohtml", `{{define "x"}}{{range .A}}{{if .B}}{{else if .C}}{{else}}{{end}}{{end}}{{end}}{{block "y" .}}{{with .D}}{{end}}{{end}}`, nil},
		{"go range", "a.gohtml", "<ul>\n  «{{- range .Items }}<li>\n</ul>", []string{noteUnclosedBlock}},
		{"go nested", "a.gohtml", `«{{ define "x" }}{{ with .A }}{{ end }}`, []string{noteUnclosedBlock}},
		{"go stray end", "a.gohtml", `{{ if .A }}{{ end }}«{{ end }}`, []string{noteStrayCloser}},
		{"go comment is not code", "a.gohtml", `{{/* {{ if }} */}}`, nil},
		{"php balanced", "a.php", `<?php if ($a): ?><?php elseif ($b): ?><?php else: ?><?php endif; ?><?php foreach ($xs as $x): ?><?php endforeach ?><?php if ($a) { ?><?php } else { ?><?php } ?><?php if ($a) { echo 1; } ?><?= $a ?>`, nil},
		{"php if", "a.php", "<form>\n«<?php if ($a): ?><input name=a>", []string{noteUnclosedBlock}},
		{"php brace", "a.phtml", "«<?php while ($r) { ?><input name=a>", []string{noteUnclosedBlock}},
		{"php stray endif", "a.php", `<?php if ($a): ?><?php endif; ?>«<?php endif; ?>`, []string{noteStrayCloser}},
		{"php stray brace", "a.php", `«<?php } ?>`, []string{noteStrayCloser}},
		{"php may end in code", "a.php", "<form><input name=a></form>\n<?php\nfunction f() { return 1; }\n", nil},
		{"blade directives balanced", "a.blade.php", `@if($a) x @elseif($b) y @else z @endif @foreach($xs as $x) @endforeach @forelse($xs as $x) @empty none @endforelse @empty($y) @endempty @auth @endauth @error('email') @enderror mail@if.com @@if {{ '@if' }} @section('title', 'Log in') @csrf`, nil},
		{"blade if", "a.blade.php", "<form>\n«@if ($ask)<input name=a>", []string{noteUnclosedBlock}},
		{"blade stray end", "a.blade.php", `@unless($a) @endunless «@endunless`, []string{noteStrayCloser}},
		{"blade output is no block", "a.blade.php", `{{ $a }}{!! $b !!}{{-- <?php if ($a): ?> --}}<?php if ($a): ?><?php endif ?>`, nil},
		{"unterminated region says it once", "a.j2", `{% if x <input name=a>`, []string{"template-unterminated"}},
		{"plain html has no blocks", "a.html", `{% if %}{{#if}}<% if %>`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var want []Pos
			src := c.src
			for {
				i := strings.Index(src, "«")
				if i < 0 {
					break
				}
				src = src[:i] + src[i+len("«"):]
				want = append(want, newLineIndex([]byte(src)).pos(i))
			}
			if c.ids != nil && c.ids[0] == "template-unterminated" {
				want = []Pos{{Line: 1, Col: 1, Offset: 0}}
			}
			// The dialect the extension names, and no other: reading a
			// .html file for template code is TestSniffedTemplates'.
			doc, err := Analyze(c.file, []byte(src), Options{Dialect: DialectFor(c.file)})
			require.NoError(t, err)
			var ids []string
			var at []Pos
			for _, n := range doc.Notes {
				ids = append(ids, n.ID)
				at = append(at, n.Pos)
			}
			assert.Equal(t, c.ids, ids, "%+v", doc.Notes)
			if len(want) == len(at) {
				assert.Equal(t, want, at)
			}
		})
	}
}

// TestTemplateBlockMessages: the note names the block in the dialect's own
// words.
func TestTemplateBlockMessages(t *testing.T) {
	for file, want := range map[string]string{
		"a.j2":     "{% for %} is never closed: the file ends inside it",
		"a.hbs":    "{{#each}} is never closed: the file ends inside it",
		"a.erb":    "<% ... do %> is never closed: the file ends inside it",
		"a.gohtml": "{{ range }} is never closed: the file ends inside it",
	} {
		src := map[string]string{
			"a.j2": "{% for x in y %}", "a.hbs": "{{#each xs}}", "a.erb": "<% xs.each do |x| %>", "a.gohtml": "{{range .X}}",
		}[file]
		doc := analyze(t, file, src)
		require.Len(t, doc.Notes, 1, file)
		assert.Equal(t, want, doc.Notes[0].Message)
	}
	doc := analyze(t, "a.j2", "{% endif %}")
	require.Len(t, doc.Notes, 1)
	assert.Equal(t, "{% endif %} closes no open block", doc.Notes[0].Message)
}

// TestTemplateBlocksStayLinear: many openers and many closers that match
// none of them cost time in proportion to their number, not its square.
func TestTemplateBlocksStayLinear(t *testing.T) {
	const n = 50000
	for file, pair := range map[string][2]string{
		"a.j2":  {"{% for x in y %}", "{% endif %}"},
		"a.hbs": {"{{#each x}}", "{{/if}}"},
	} {
		src := strings.Repeat(pair[0], n) + strings.Repeat(pair[1], n)
		start := time.Now()
		doc := analyze(t, file, src)
		assert.Len(t, doc.Notes, 2*n)
		assert.Less(t, time.Since(start), 5*time.Second, file)
	}
}

// FuzzTemplateBlocks: any input in any dialect gives notes that are known
// ids at positions inside the input, with line and column that agree with
// the offset.
func FuzzTemplateBlocks(f *testing.F) {
	for _, s := range []string{
		`{% if a %}{% for x in y %}{% endif %}{% endfor %}`,
		`{{#if a}}{{#each b}}{{/if}}{{/each}}{{^}}{{#> l}}{{/l}}`,
		`<% if a %><% x.each do |i| %><% end %><%- end -%><% end %><%% if %>`,
		`{{ range .A }}{{ if .B }}{{ end }}{{ end }}{{ end }}{{/* {{ if }} */}}`,
		"{% if '%}' %}\n{{ \"}}\" }}{% endif",
		"{%- block b -%}\r\n{% endblock %}{% endwith %}{% with %}",
	} {
		for _, d := range Dialects() {
			f.Add(s, d)
		}
	}
	known := map[string]bool{noteUnclosedBlock: true, noteStrayCloser: true, "template-unterminated": true, noteSniffed: true, noteRenderedFields: true}
	f.Fuzz(func(t *testing.T, src, dialect string) {
		doc, err := Analyze("fuzz", []byte(src), Options{Dialect: dialect})
		if err != nil {
			return // unknown dialect
		}
		for _, n := range doc.Notes {
			if !known[n.ID] {
				t.Fatalf("unknown note id %q", n.ID)
			}
			p := n.Pos
			if p.Offset < 0 || p.Offset >= len(src) {
				t.Fatalf("note %+v outside input of %d bytes", n, len(src))
			}
			line := strings.Count(src[:p.Offset], "\n") + 1
			col := p.Offset - (strings.LastIndexByte(src[:p.Offset], '\n') + 1) + 1
			if p.Line != line || p.Col != col {
				t.Fatalf("note %+v: offset %d is %d:%d", n, p.Offset, line, col)
			}
		}
	})
}
