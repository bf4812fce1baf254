package analyzer

import (
	"path/filepath"
	"sort"
	"strings"
)

// Dialects the analyzer reads. "html" means no template syntax.
const (
	DialectHTML       = "html"
	DialectGo         = "go"
	DialectJinja      = "jinja" // also Django and Nunjucks
	DialectERB        = "erb"
	DialectHandlebars = "handlebars" // also Mustache
	DialectLiquid     = "liquid"
	DialectPHP        = "php"   // also WordPress themes
	DialectBlade      = "blade" // Laravel's Blade: PHP and {{ }}
)

// Dialects lists the dialect names accepted by Options.Dialect.
func Dialects() []string {
	return []string{DialectHTML, DialectGo, DialectJinja, DialectERB, DialectHandlebars, DialectLiquid, DialectPHP, DialectBlade}
}

var dialectByExt = map[string]string{
	".gohtml": DialectGo, ".tmpl": DialectGo, ".gotmpl": DialectGo,
	".j2": DialectJinja, ".jinja": DialectJinja, ".jinja2": DialectJinja,
	".njk": DialectJinja, ".nunjucks": DialectJinja, ".django": DialectJinja, ".djhtml": DialectJinja,
	// Twig (Symfony, Craft CMS) writes Jinja's syntax; EJS's <% %> are ERB's.
	".twig": DialectJinja,
	".erb":  DialectERB, ".rhtml": DialectERB, ".ejs": DialectERB,
	".hbs": DialectHandlebars, ".handlebars": DialectHandlebars, ".mustache": DialectHandlebars,
	".liquid": DialectLiquid,
	".php":    DialectPHP, ".phtml": DialectPHP,
}

// DialectFor picks the template dialect from a file name's extension; any
// other file is read as plain HTML.
func DialectFor(file string) string {
	if strings.HasSuffix(strings.ToLower(file), ".blade.php") {
		return DialectBlade
	}
	if d, ok := dialectByExt[strings.ToLower(filepath.Ext(file))]; ok {
		return d
	}
	return DialectHTML
}

// IsSource reports whether a file name is one the analyzer reads when it
// walks a directory: HTML or a known template. Other files (Markdown with
// inline HTML, say) are read when named explicitly.
func IsSource(file string) bool {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".html", ".htm", ".xhtml":
		return true
	}
	_, ok := dialectByExt[strings.ToLower(filepath.Ext(file))]
	return ok
}

// placeholder fills masked template regions. It is a control character no
// real attribute or text uses, so an attribute value that contains it is known
// to be template code. Each region is framed by spaces so that it separates
// attributes ("{{ .Attrs }}type=password" cannot glue onto "type") and so that
// a region right after '=' becomes the attribute's value.
const placeholder = '\x1a'

// region is one template region of the source, [start, end).
type region struct {
	start, end   int
	open         string // the opening delimiter
	body         string // the code between the delimiters, trimmed
	comment      bool
	unterminated bool // runs to the end of the file: its code is not read
}

// span is a byte range [start, end) of the source.
type span struct{ start, end int }

// template is what masking learned about a source file.
type template struct {
	masked      []byte // same length as the source
	regions     []region
	conditional []span // bodies of if/unless/for/each blocks
	notes       []Note
}

// inside reports whether offset lies in one of the spans, which are sorted
// by start and do not overlap (see merge).
func inside(spans []span, offset int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k].end > offset })
	return k < len(spans) && spans[k].start <= offset
}
