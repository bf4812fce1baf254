package analyzer

import (
	"bytes"
	"fmt"
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
)

// Dialects lists the dialect names accepted by Options.Dialect.
func Dialects() []string {
	return []string{DialectHTML, DialectGo, DialectJinja, DialectERB, DialectHandlebars, DialectLiquid}
}

var dialectByExt = map[string]string{
	".gohtml": DialectGo, ".tmpl": DialectGo, ".gotmpl": DialectGo,
	".j2": DialectJinja, ".jinja": DialectJinja, ".jinja2": DialectJinja,
	".njk": DialectJinja, ".nunjucks": DialectJinja, ".django": DialectJinja, ".djhtml": DialectJinja,
	".erb": DialectERB, ".rhtml": DialectERB,
	".hbs": DialectHandlebars, ".handlebars": DialectHandlebars, ".mustache": DialectHandlebars,
	".liquid": DialectLiquid,
}

// DialectFor picks the template dialect from a file name's extension; any
// other file is read as plain HTML.
func DialectFor(file string) string {
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

// delim is one kind of template region.
type delim struct {
	open, close string
	comment     bool // no quoted strings inside; no control flow
}

var delims = map[string][]delim{
	DialectGo: {
		{"{{/*", "*/}}", true}, {"{{- /*", "*/ -}}", true}, {"{{", "}}", false},
	},
	DialectJinja: {
		{"{#", "#}", true}, {"{{", "}}", false}, {"{%", "%}", false},
	},
	DialectERB: {
		{"<%#", "%>", true}, {"<%", "%>", false},
	},
	DialectHandlebars: {
		{"{{!--", "--}}", true}, {"{{!", "}}", true}, {"{{{", "}}}", false}, {"{{", "}}", false},
	},
	DialectLiquid: {
		{"{{", "}}", false}, {"{%", "%}", false},
	},
}

// region is one template region of the source, [start, end).
type region struct {
	start, end int
	body       string // the code between the delimiters, trimmed
	comment    bool
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

// maskTemplate replaces every template region of src with a same-length
// inert placeholder and finds the conditional blocks. For plain HTML it
// returns src unchanged.
func maskTemplate(src []byte, dialect string, lines *lineIndex) *template {
	t := &template{masked: src}
	ds := delims[dialect]
	if len(ds) == 0 {
		return t
	}
	t.masked = bytes.Clone(src)
	for i := 0; i < len(src); {
		d, at := nextOpen(src, i, ds)
		if at < 0 {
			break
		}
		end := findClose(src, at+len(d.open), d)
		if end < 0 {
			t.notes = append(t.notes, Note{
				Pos:     lines.pos(at),
				ID:      "template-unterminated",
				Message: fmt.Sprintf("template region %q is never closed; the rest of the file is read as template code", d.open),
			})
			end = len(src)
		}
		body := string(src[at+len(d.open) : max(at+len(d.open), end-len(d.close))])
		t.regions = append(t.regions, region{start: at, end: end, body: strings.TrimSpace(body), comment: d.comment})
		fill(t.masked[at:end])
		if !d.comment {
			keepLiteral(t.masked[at:end], body)
		}
		i = end
	}
	t.conditional = conditionalSpans(t.regions, dialect)
	// Liquid's {% raw %} and {% comment %} blocks hold no markup either.
	return t
}

// nextOpen finds the earliest opening delimiter at or after i. Delimiters are
// listed longest-first where one is a prefix of another.
func nextOpen(src []byte, i int, ds []delim) (delim, int) {
	best, bestAt := delim{}, -1
	for _, d := range ds {
		j := bytes.Index(src[i:], []byte(d.open))
		if j < 0 {
			continue
		}
		j += i
		if bestAt < 0 || j < bestAt {
			best, bestAt = d, j
		}
	}
	// ERB's "<%%" is a literal "<%", not a region.
	if bestAt >= 0 && best.open == "<%" && bestAt+2 < len(src) && src[bestAt+2] == '%' {
		return nextOpen(src, bestAt+3, ds)
	}
	return best, bestAt
}

// findClose returns the offset just past the closing delimiter, skipping
// quoted strings in code regions so that {{ "}}" }} stays one region.
func findClose(src []byte, i int, d delim) int {
	if d.comment {
		j := bytes.Index(src[i:], []byte(d.close))
		if j < 0 {
			return -1
		}
		return i + j + len(d.close)
	}
	for ; i < len(src); i++ {
		switch c := src[i]; c {
		case '"', '\'', '`':
			// A quote that is never closed on its line is a stray apostrophe
			// in prose-like code; don't let it swallow the file.
			j := bytes.IndexByte(src[i+1:], c)
			nl := bytes.IndexByte(src[i+1:], '\n')
			if j >= 0 && (nl < 0 || j < nl || c == '`') {
				i += j + 1
			}
		default:
			if bytes.HasPrefix(src[i:], []byte(d.close)) {
				return i + len(d.close)
			}
		}
	}
	return -1
}

func fill(b []byte) {
	for i := range b {
		if b[i] != '\n' {
			b[i] = placeholder
		}
	}
	if len(b) >= 3 {
		if b[0] != '\n' {
			b[0] = ' '
		}
		if b[len(b)-1] != '\n' {
			b[len(b)-1] = ' '
		}
	}
}

// keepLiteral copies the first plain string literal of an output region,
// such as the "Full name" of {{ _("Full name") }}, into its placeholder, so a
// label written through a translation call still reads as a label. Only
// words and light punctuation are copied: they cannot end a tag, start an
// attribute value or hide one.
func keepLiteral(masked []byte, body string) {
	body = strings.TrimLeft(body, "-~=+ \t\r\n")
	if controlWords[firstWord(body)] || strings.HasPrefix(body, "#") || strings.HasPrefix(body, "/") {
		return
	}
	i := strings.IndexAny(body, "\"'")
	if i < 0 {
		return
	}
	j := strings.IndexByte(body[i+1:], body[i])
	if j < 2 {
		return
	}
	lit := body[i+1 : i+1+j]
	for _, r := range lit {
		if strings.ContainsRune("<>\"'=&`/\\{}%", r) || r < ' ' {
			return
		}
	}
	if len(lit)+4 > len(masked) {
		return
	}
	copy(masked[2:], lit)
}

// controlWords begin template regions that hold logic, not output.
var controlWords = map[string]bool{
	"if": true, "elif": true, "elsif": true, "else": true, "end": true, "for": true, "range": true,
	"with": true, "block": true, "define": true, "template": true, "unless": true, "each": true,
	"set": true, "include": true, "extends": true, "import": true, "from": true, "macro": true,
	"call": true, "case": true, "when": true, "assign": true, "capture": true, "render": true,
	"section": true, "raw": true, "comment": true, "load": true, "url": true, "csrf_token": true,
}

// conditionalSpans pairs block openers with their ends and returns the spans
// of the blocks whose content may be absent from the page: conditionals and
// loops. Unbalanced input is tolerated: an unclosed block runs to the end.
func conditionalSpans(regions []region, dialect string) []span {
	type open struct {
		start int
		cond  bool
		kw    string
	}
	var stack []open
	var out []span
	closeTop := func(end int, match func(kw string) bool) {
		for k := len(stack) - 1; k >= 0; k-- {
			if match(stack[k].kw) {
				for _, o := range stack[k:] {
					if o.cond {
						out = append(out, span{o.start, end})
					}
				}
				stack = stack[:k]
				return
			}
		}
	}
	for _, r := range regions {
		if r.comment {
			continue
		}
		body := strings.TrimLeft(r.body, "-~=+ \t\r\n")
		switch dialect {
		case DialectGo:
			kw := firstWord(body)
			switch kw {
			case "if", "range", "with":
				stack = append(stack, open{r.start, true, kw})
			case "block", "define":
				stack = append(stack, open{r.start, false, kw})
			case "end":
				closeTop(r.end, func(string) bool { return true })
			}
		case DialectJinja, DialectLiquid:
			kw := firstWord(body)
			switch kw {
			case "if", "for", "unless", "case", "ifchanged", "ifequal", "ifnotequal", "tablerow":
				stack = append(stack, open{r.start, true, kw})
			case "block", "macro", "call", "filter", "with", "raw", "comment", "capture", "autoescape", "spaceless", "form", "paginate":
				stack = append(stack, open{r.start, false, kw})
			default:
				if strings.HasPrefix(kw, "end") && len(kw) > 3 {
					want := kw[3:]
					closeTop(r.end, func(k string) bool { return k == want })
				}
			}
		case DialectERB:
			kw := firstWord(body)
			switch {
			case kw == "if" || kw == "unless" || kw == "case" || kw == "while" || kw == "for" || kw == "until":
				stack = append(stack, open{r.start, true, kw})
			case endsWithDo(body):
				// A loop (each, times, map) may render nothing; other blocks
				// (form_with ... do |f|) always render.
				stack = append(stack, open{r.start, isLoopBlock(body), "do"})
			case kw == "end" || strings.HasPrefix(body, "end "):
				closeTop(r.end, func(string) bool { return true })
			}
		case DialectHandlebars:
			switch {
			case strings.HasPrefix(body, "#"):
				kw := firstWord(body[1:])
				stack = append(stack, open{r.start, kw == "if" || kw == "unless" || kw == "each" || kw == "with", kw})
			case strings.HasPrefix(body, "^"):
				stack = append(stack, open{r.start, true, firstWord(body[1:])})
			case strings.HasPrefix(body, "/"):
				want := firstWord(body[1:])
				closeTop(r.end, func(k string) bool { return k == want })
			}
		}
	}
	for _, o := range stack {
		if o.cond {
			out = append(out, span{o.start, int(^uint(0) >> 1)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

func firstWord(s string) string {
	s = strings.TrimSpace(s)
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return s[:i]
		}
	}
	return s
}

func endsWithDo(body string) bool {
	body = strings.TrimRight(body, "-= \t\r\n")
	if i := strings.LastIndex(body, "|"); i > 0 && strings.HasSuffix(body, "|") {
		// "do |x|": strip the block parameters.
		j := strings.LastIndex(body[:i], "|")
		if j >= 0 {
			body = strings.TrimSpace(body[:j])
		}
	}
	return strings.HasSuffix(body, " do") || body == "do"
}

func isLoopBlock(body string) bool {
	for _, w := range []string{".each", ".times", ".map", ".each_with_index", ".upto", ".step", ".each_pair"} {
		if strings.Contains(body, w) {
			return true
		}
	}
	return false
}

// inside reports whether offset lies in one of the sorted spans.
func inside(spans []span, offset int) bool {
	for _, s := range spans {
		if s.start > offset {
			return false
		}
		if offset < s.end {
			return true
		}
	}
	return false
}
