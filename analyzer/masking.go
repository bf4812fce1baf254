//go:build !live

package analyzer

// Reading templates: masking their code regions, pairing their blocks,
// recognising a template named .html. The live runtime reads pages the
// browser rendered, with no template code in them, and leaves this out of
// its module (masking_live.go).

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// knownDialect reports whether d names a dialect the analyzer reads.
func knownDialect(d string) bool {
	_, ok := delims[d]
	return ok || d == DialectHTML
}

// noteSniffed is the id of the note that a file named as plain HTML was
// read as a template.
const noteSniffed = "template-dialect"

// sniffTemplate reads src, a file whose name says plain HTML, for template
// code. Django, Flask, Express and Go projects keep their templates as
// .html, and read as plain HTML, <input {% if pin %}type="password"{% endif %}>
// has no type and would be offered to the agent. The delimiters in the
// file pick the dialect: <?php ?> PHP, {% %} Jinja (whose blocks include
// Liquid's), <% %> ERB, and {{ }} Handlebars, Go or, for plain output, Jinja, whose
// masking of {{ }} is the same. The dialect is taken only when every region
// it opens is closed and none holds markup: a page whose script or code
// sample merely holds "{{" is read as the page it is. ok is false when src
// is read as HTML.
func sniffTemplate(src []byte, lines *lineIndex) (dialect string, t *template, ok bool) {
	jinja, erb := percentOpeners(src)
	switch {
	case closedAfter(src, bytes.Index(src, []byte("<?php")), "<?php", "?>"):
		dialect = DialectPHP
	case closedAfter(src, jinja, "{%", "%}"):
		dialect = DialectJinja
	case closedAfter(src, erb, "<%", "%>"):
		dialect = DialectERB
	case closedAfter(src, bytes.Index(src, []byte("{{")), "{{", "}}"):
		dialect = curlyDialect(src)
	default:
		return "", nil, false
	}
	t = maskTemplate(src, dialect, lines)
	if len(t.regions) == 0 {
		return "", nil, false
	}
	for _, n := range t.notes {
		if n.ID == noteUnterminated {
			return "", nil, false
		}
	}
	for _, r := range t.regions {
		if !r.comment && holdsMarkup(src[r.start:r.end]) {
			return "", nil, false
		}
	}
	first := t.regions[0]
	t.notes = append([]Note{{
		Pos: lines.pos(first.start),
		ID:  noteSniffed,
		Message: fmt.Sprintf("%s is template code, so the file is read as a %s template (-dialect sets the dialect of every file; -dialect html reads them as plain HTML)",
			shownRegion(src[first.start:first.end]), dialect),
	}}, t.notes...)
	return dialect, t, true
}

// holdsMarkup reports whether code holds an end tag or a form's control:
// then the "region" runs from a stray "{{" in a script across the page's
// markup, which template code does not, and reading it as one would hide
// the form.
func holdsMarkup(code []byte) bool {
	for _, m := range [...]string{"</", "<form", "<input", "<select", "<textarea"} {
		if containsFold(code, m) {
			return true
		}
	}
	return false
}

// closedAfter reports whether open, found at i (-1: not found), has close
// after it.
func closedAfter(src []byte, i int, open, close string) bool {
	return i >= 0 && bytes.Contains(src[i+len(open):], []byte(close))
}

// percentOpeners finds the first "{%" and the first "<%" in one pass over
// src's percent signs, where two searches would read all of a page that
// has neither, as most have; -1 is not found.
func percentOpeners(src []byte) (jinja, erb int) {
	jinja, erb = -1, -1
	for i := 0; jinja < 0 || erb < 0; i++ {
		k := bytes.IndexByte(src[i:], '%')
		if k < 0 {
			break
		}
		i += k
		if i == 0 {
			continue
		}
		switch src[i-1] {
		case '{':
			if jinja < 0 {
				jinja = i - 1
			}
		case '<':
			if erb < 0 {
				erb = i - 1
			}
		}
	}
	return jinja, erb
}

// curlyDialect tells the dialects that write {{ }} apart by the first
// region that only one of them writes: {{#if}}, {{/if}}, {{! }}, {{> }} and
// {{{ }}} are Handlebars; {{ .Name }}, {{ $x }} and {{ end }} are Go.
// Plain output, {{ name }}, is read as Jinja, as Vue's and Angular's are.
func curlyDialect(src []byte) string {
	for rest := src; ; {
		i := bytes.Index(rest, []byte("{{"))
		if i < 0 {
			return DialectJinja
		}
		rest = rest[i+2:]
		if len(rest) > 0 && strings.IndexByte("#/!>^{", rest[0]) >= 0 {
			return DialectHandlebars
		}
		body := bytes.TrimLeft(rest, "-~ \t\r\n")
		if len(body) > 0 && (body[0] == '.' || body[0] == '$') ||
			bytes.HasPrefix(body, []byte("end")) && len(body) > 3 && strings.IndexByte(" -}", body[3]) >= 0 ||
			bytes.HasPrefix(body, []byte("range ")) {
			return DialectGo
		}
	}
}

// shownRegion is a region as a note quotes it: short and on one line.
func shownRegion(r []byte) string {
	s := strings.Join(strings.Fields(string(r)), " ")
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}

// delim is one kind of template region.
type delim struct {
	open, close string
	comment     bool // no quoted strings inside; no control flow
	// toEOF: the region may run to the end of the file unclosed, as PHP's
	// may (a file that ends in code leaves out the closing ?>).
	toEOF bool
}

// phpDelims are PHP's code regions, longest first; "<?" alone is the short
// open tag.
var phpDelims = []delim{{"<?php", "?>", false, true}, {"<?=", "?>", false, true}, {"<?", "?>", false, true}}

var delims = map[string][]delim{
	DialectGo: {
		{"{{/*", "*/}}", true, false}, {"{{- /*", "*/ -}}", true, false}, {"{{", "}}", false, false},
	},
	DialectJinja: {
		{"{#", "#}", true, false}, {"{{", "}}", false, false}, {"{%", "%}", false, false},
	},
	DialectERB: {
		{"<%#", "%>", true, false}, {"<%", "%>", false, false},
	},
	DialectHandlebars: {
		{"{{!--", "--}}", true, false}, {"{{!", "}}", true, false}, {"{{{", "}}}", false, false}, {"{{", "}}", false, false},
	},
	DialectLiquid: {
		{"{{", "}}", false, false}, {"{%", "%}", false, false},
	},
	DialectPHP: phpDelims,
	DialectBlade: append([]delim{
		{"{{--", "--}}", true, false}, {"{!!", "!!}", false, false}, {"{{", "}}", false, false},
	}, phpDelims...),
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
	sc := newScanner(src, ds)
	for i := 0; i < len(src); {
		d, at := sc.nextOpen(i)
		if at < 0 {
			break
		}
		end := sc.findClose(at+len(d.open), d)
		unterminated := end < 0
		if unterminated {
			if !d.toEOF {
				t.notes = append(t.notes, Note{
					Pos:     lines.pos(at),
					ID:      noteUnterminated,
					Message: fmt.Sprintf("template region %q is never closed; the rest of the file is read as template code", d.open),
				})
			}
			end = len(src)
		}
		body := string(src[at+len(d.open) : max(at+len(d.open), end-len(d.close))])
		t.regions = append(t.regions, region{start: at, end: end, open: d.open, body: strings.TrimSpace(body), comment: d.comment, unterminated: unterminated})
		fill(t.masked[at:end])
		if !d.comment {
			keepLiteral(t.masked[at:end], body)
			formTag(t.masked[at:end], dialect, t.regions[len(t.regions)-1])
		}
		i = end
	}
	var blocks []blockNote
	blockRegions := t.regions
	if dialect == DialectBlade {
		blockRegions = withDirectives(t.regions, bladeDirectives(t.masked))
	}
	t.conditional, blocks = pairBlocks(blockRegions, dialect)
	for _, b := range blocks {
		t.notes = append(t.notes, Note{Pos: lines.pos(b.at), ID: b.id, Message: b.msg})
	}
	if dialect == DialectJinja || dialect == DialectLiquid {
		t.maskComments()
	}
	return t
}

// maskComments masks what {% comment %} … {% endcomment %} holds, as the
// region of a comment delimiter is: it is never rendered, so markup
// there, a form tag included, is no markup of the page. ({% raw %} holds
// markup that is rendered as written; only its tags are text.)
func (t *template) maskComments() {
	from := -1
	for _, r := range t.regions {
		if r.open != "{%" {
			continue
		}
		switch keyword(r.body) {
		case "comment":
			if from < 0 {
				from = r.end
			}
		case "endcomment":
			if from >= 0 {
				fill(t.masked[from:r.start])
				from = -1
			}
		}
	}
}

// noteRenderedFields is the id of the note that template code may write
// the fields of a form that has none of its own.
const noteRenderedFields = "template-rendered-fields"

// renderedFields notes each form with no field of its own whose content
// holds template code that may write fields ({{ form.as_p }},
// {{ form.email }}, {% crispy form %}, {{ form_widget(form) }}): what it
// writes cannot be read at build time, so the form gets no tool, and the
// author should know why.
func (t *template) renderedFields(src []byte, forms []*Form, lines *lineIndex) []Note {
	if len(t.regions) == 0 {
		return nil
	}
	var notes []Note
	for _, f := range forms {
		if len(f.Fields) > 0 || f.Ignore {
			continue
		}
		start := f.Pos.Offset
		end := len(t.masked)
		if k := indexFold(t.masked[start:], "</form"); k >= 0 {
			end = start + k
		}
		// After the form's own start: code that writes the tag is not in it.
		k := sort.Search(len(t.regions), func(k int) bool { return t.regions[k].start > start })
		for ; k < len(t.regions) && t.regions[k].start < end; k++ {
			if r := t.regions[k]; writesFields(r) && !inTag(t.masked[start:r.start]) {
				notes = append(notes, Note{
					Pos: lines.pos(r.start),
					ID:  noteRenderedFields,
					Message: fmt.Sprintf("the form at %s has no field of its own, and %s may write its fields, which cannot be read at build time, so the form gets no tool; write the fields' markup in the template, or serve the page without a manifest so that the runtime compiles the form as rendered",
						f.Pos, shownRegion(src[r.start:r.end])),
				})
				break
			}
		}
	}
	return notes
}

// writesFields reports code that may write a form's fields: output, or a
// form library's tag, that names a form, a field, an input or a widget,
// and not only its CSRF token, hidden fields, errors, media or labels.
func writesFields(r region) bool {
	body := strings.ToLower(r.body)
	if r.open == "{%" {
		switch keyword(body) {
		case "crispy", "bootstrap_form", "bootstrap_field", "render_field":
			return true
		}
	}
	if !writesOutput(r) {
		return false
	}
	for _, w := range [...]string{"csrf", "hidden", "error", "media", "label"} {
		if strings.Contains(body, w) {
			return false
		}
	}
	for _, w := range [...]string{"form", "field", "input", "widget"} {
		if strings.Contains(body, w) {
			return true
		}
	}
	return false
}

// inTag reports whether the end of the markup b stands inside a tag: a
// "<" after the last ">".
func inTag(b []byte) bool {
	return bytes.LastIndexByte(b, '<') > bytes.LastIndexByte(b, '>')
}

// indexFold is the offset of the first sub, a lower-case ASCII word, in b
// in any case, or -1.
func indexFold(b []byte, sub string) int {
	for i := 0; i+len(sub) <= len(b); i++ {
		if containsFold(b[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// formTag writes a form's start or end tag over a masked region whose
// code writes one: Shopify's {% form 'customer_login' %} … {% endform %},
// Symfony's {{ form_start(form) }} … {{ form_end(form) }}, Laravel's
// {!! Form::open() !!} … {!! Form::close() !!} and CodeIgniter's
// <?= form_open() ?> … <?= form_close() ?>. The controls written between
// them are then the form's, as on the rendered page, rather than controls
// of no form. The tag keeps the region's length ("<form" and spaces to the
// closing ">"), so positions stay exact.
func formTag(masked []byte, dialect string, r region) {
	body := strings.TrimLeft(r.body, "-~+= \t\r\n")
	if rest, ok := strings.CutPrefix(body, "echo "); ok && strings.HasPrefix(r.open, "<?") {
		body = strings.TrimSpace(rest)
	}
	var tag string
	switch kw := firstWord(body); {
	case dialect == DialectLiquid && kw == "form", formCall(body, "form_start", "Form::open", "Form::model", "form_open", "form_open_multipart"):
		tag = "<form"
	case dialect == DialectLiquid && kw == "endform", formCall(body, "form_end", "Form::close", "form_close"):
		tag = "</form"
	default:
		return
	}
	if len(masked) < len(tag)+1 {
		return
	}
	copy(masked, tag)
	for i := len(tag); i < len(masked)-1; i++ {
		masked[i] = ' '
	}
	masked[len(masked)-1] = '>'
}

// formCall reports code that calls one of the form helpers.
func formCall(body string, helpers ...string) bool {
	for _, h := range helpers {
		if rest, ok := strings.CutPrefix(body, h); ok && strings.HasPrefix(strings.TrimSpace(rest), "(") {
			return true
		}
	}
	return false
}

// finder finds the next occurrence of sep in src, remembering its last
// answer: a scan that only moves forward then reads each byte about once,
// where searching afresh from each region would read the rest of the file
// again for every region (a delimiter the file never uses, a line with no
// newline after it).
type finder struct {
	src, sep []byte
	searched bool
	from, at int // the last search began at from and found at; -1: nowhere
}

// index is the offset of the first sep at or after i, or -1.
func (f *finder) index(i int) int {
	if f.searched && i >= f.from && (f.at < 0 || f.at >= i) {
		return f.at
	}
	f.searched, f.from, f.at = true, i, -1
	if j := bytes.Index(f.src[i:], f.sep); j >= 0 {
		f.at = i + j
	}
	return f.at
}

// scanner finds template regions, front to back.
type scanner struct {
	src   []byte
	ds    []delim
	opens []*finder        // one per delimiter of ds
	bytes map[byte]*finder // quotes and newline, for findClose
}

func newScanner(src []byte, ds []delim) *scanner {
	sc := &scanner{src: src, ds: ds, bytes: map[byte]*finder{}}
	for _, d := range ds {
		sc.opens = append(sc.opens, &finder{src: src, sep: []byte(d.open)})
	}
	for _, c := range []byte{'"', '\'', '`', '\n'} {
		sc.bytes[c] = &finder{src: src, sep: []byte{c}}
	}
	return sc
}

// nextOpen finds the earliest opening delimiter at or after i. Delimiters are
// listed longest-first where one is a prefix of another.
func (sc *scanner) nextOpen(i int) (delim, int) {
	for {
		best, bestAt := delim{}, -1
		for k, d := range sc.ds {
			if j := sc.opens[k].index(i); j >= 0 && (bestAt < 0 || j < bestAt) {
				best, bestAt = d, j
			}
		}
		// ERB's "<%%" is a literal "<%", not a region.
		if bestAt >= 0 && best.open == "<%" && bestAt+2 < len(sc.src) && sc.src[bestAt+2] == '%' {
			i = bestAt + 3
			continue
		}
		return best, bestAt
	}
}

// findClose returns the offset just past the closing delimiter, skipping
// quoted strings in code regions so that {{ "}}" }} stays one region.
func (sc *scanner) findClose(i int, d delim) int {
	src := sc.src
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
			j := sc.bytes[c].index(i + 1)
			nl := sc.bytes['\n'].index(i + 1)
			if j >= 0 && (nl < 0 || j < nl || c == '`') {
				i = j
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

// Finding ids of the notes block pairing raises.
const (
	noteUnterminated  = "template-unterminated"
	noteUnclosedBlock = "unclosed-template-block"
	noteStrayCloser   = "stray-template-closer"
)

// blockNote is a note about a block, at a byte offset.
type blockNote struct {
	at      int
	id, msg string
}

// pairBlocks pairs block openers with their ends. It returns the spans of
// the blocks whose content may be absent from the page (conditionals and
// loops), and a note for each opener never closed and each closer that
// closes nothing. Unbalanced input is tolerated: an unclosed block runs to
// the end of the file, or to the closer of a block around it.
//
// It is linear in the number of regions: a closer looks down the stack only
// when the block it names is open, and then pops what it passes.
func pairBlocks(regions []region, dialect string) ([]span, []blockNote) {
	type open struct {
		start int
		cond  bool
		kw    string
		shown string // the opener as a note names it: {% if %}
	}
	var stack []open
	opened := map[string]int{} // open blocks by keyword
	var out []span
	var notes []blockNote
	verbatim := "" // the open {% raw %}, {% verbatim %} or {% comment %}, whose tags are text
	push := func(r region, cond bool, kw, shown string) {
		stack = append(stack, open{r.start, cond, kw, shown})
		opened[kw]++
	}
	// closeBlock closes the innermost open block named kw ("" for any),
	// and with it the blocks opened inside it and never closed.
	closeBlock := func(r region, kw, shown string) {
		if len(stack) == 0 || kw != "" && opened[kw] == 0 {
			notes = append(notes, blockNote{r.start, noteStrayCloser, fmt.Sprintf("%s closes no open block", shown)})
			return
		}
		k := len(stack) - 1
		for kw != "" && stack[k].kw != kw {
			k--
		}
		for j, o := range stack[k:] {
			if j > 0 {
				notes = append(notes, blockNote{o.start, noteUnclosedBlock, fmt.Sprintf("%s is never closed: %s ends the block around it first", o.shown, shown)})
			}
			if o.cond {
				out = append(out, span{o.start, r.end})
			}
			opened[o.kw]--
		}
		stack = stack[:k]
	}
	for _, r := range regions {
		if r.comment || r.unterminated {
			continue
		}
		body := strings.TrimLeft(r.body, "-~=+ \t\r\n")
		switch dialect {
		case DialectGo:
			kw := firstWord(body)
			switch kw {
			case "if", "range", "with", "block", "define":
				push(r, kw != "block" && kw != "define", kw, "{{ "+kw+" }}")
			case "end":
				closeBlock(r, "", "{{ end }}")
			}
		case DialectJinja, DialectLiquid:
			kw := firstWord(body)
			if kw == "ifAsync" { // Nunjucks: closed by {% endif %}
				kw = "if"
			}
			switch {
			case r.open != "{%":
				// {{ form.email }} is output, not a tag.
			case verbatim != "" && kw != "end"+verbatim:
				// Tags inside {% raw %} are text.
			case jinjaBlocks[kw] != 0:
				push(r, jinjaBlocks[kw] == conditional, kw, "{% "+kw+" %}")
				if kw == "raw" || kw == "verbatim" || kw == "comment" {
					verbatim = kw
				}
			case strings.HasPrefix(kw, "end") && jinjaBlocks[kw[3:]] != 0:
				// Closers of blocks not listed above ({% endtrans %}) are
				// left alone, as their openers are.
				closeBlock(r, kw[3:], "{% "+kw+" %}")
				verbatim = ""
			}
		case DialectERB:
			kw := firstWord(body)
			switch {
			case selfClosedERB(body):
				// <% if a then b end %> opens and closes in one region.
			case kw == "if" || kw == "unless" || kw == "case" || kw == "while" || kw == "for" || kw == "until":
				push(r, true, "end", "<% "+kw+" %>")
			case kw == "begin" || kw == "def":
				push(r, false, "end", "<% "+kw+" %>")
			case endsWithDo(body):
				// A loop (each, times, map) may render nothing; other blocks
				// (form_with ... do |f|) always render.
				push(r, isLoopBlock(body), "end", "<% ... do %>")
			case kw == "end":
				closeBlock(r, "", "<% end %>")
			}
		case DialectPHP, DialectBlade:
			if r.open == "@" {
				// A Blade directive: its word is the body.
				if bladeBlocks[r.body] {
					push(r, true, r.body, "@"+r.body)
				} else if strings.HasPrefix(r.body, "end") && bladeBlocks[r.body[3:]] {
					closeBlock(r, r.body[3:], "@"+r.body)
				}
				continue
			}
			phpBlock(r, push, closeBlock)
		case DialectHandlebars:
			switch {
			case strings.HasPrefix(body, "#"):
				// {{#> layout}} is a partial block, {{#*inline "x"}} a
				// decorator block; each closes as {{/layout}}, {{/inline}}.
				kw := firstWord(strings.TrimLeft(body[1:], ">* \t"))
				push(r, kw == "if" || kw == "unless" || kw == "each" || kw == "with", kw, "{{#"+kw+"}}")
			case strings.HasPrefix(body, "^"):
				// {{^}} alone is "else"; {{^name}} an inverted section.
				if kw := firstWord(body[1:]); kw != "" {
					push(r, true, kw, "{{^"+kw+"}}")
				}
			case strings.HasPrefix(body, "/"):
				kw := firstWord(body[1:])
				closeBlock(r, kw, "{{/"+kw+"}}")
			}
		}
	}
	for _, o := range stack {
		notes = append(notes, blockNote{o.start, noteUnclosedBlock, fmt.Sprintf("%s is never closed: the file ends inside it", o.shown)})
		if o.cond {
			out = append(out, span{o.start, int(^uint(0) >> 1)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	out = merge(out)
	sort.SliceStable(notes, func(i, j int) bool { return notes[i].at < notes[j].at })
	return out, notes
}

// Kinds of Jinja, Django, Nunjucks and Liquid blocks.
const (
	conditional = 1 + iota // its content may be absent: if, for
	always                 // its content renders: block, macro
)

// jinjaBlocks are the block tags of Jinja, Django, Nunjucks and Liquid
// that take an {% end<tag> %}.
var jinjaBlocks = map[string]int{
	"if": conditional, "for": conditional, "unless": conditional, "case": conditional,
	"ifchanged": conditional, "ifequal": conditional, "ifnotequal": conditional, "tablerow": conditional,
	"block": always, "macro": always, "call": always, "filter": always, "with": always,
	"raw": always, "verbatim": always, "comment": always, "capture": always,
	"autoescape": always, "spaceless": always, "form": always, "paginate": always,
}

// phpBlock reads a PHP region for a block it opens or closes: the
// alternative syntax (<?php if ($a): ?> ... <?php endif; ?>, and so for
// foreach, for, while and switch) and braces left open across the markup
// (<?php if ($a) { ?> ... <?php } else { ?> ... <?php } ?>). Code that
// opens and closes its braces itself opens nothing.
func phpBlock(r region, push func(region, bool, string, string), closeBlock func(region, string, string)) {
	if r.open != "<?php" && r.open != "<?" {
		return // <?= and Blade's {{ }} are output
	}
	body := strings.TrimRight(r.body, "; \t\r\n")
	kw := strings.ToLower(firstWord(body))
	switch {
	case strings.HasSuffix(body, ":") && phpLoops[kw]:
		push(r, true, kw, "<?php "+kw+": ?>")
	case strings.HasPrefix(kw, "end") && phpLoops[kw[3:]]:
		closeBlock(r, kw[3:], "<?php "+kw+"; ?>")
	default:
		if strings.HasPrefix(body, "}") {
			closeBlock(r, "{", "<?php } ?>")
		}
		if strings.HasSuffix(body, "{") {
			cond := phpLoops[kw] || kw == "else" || kw == "elseif" || strings.HasPrefix(body, "}")
			push(r, cond, "{", shownRegion([]byte("<?php "+body+" ?>")))
		}
	}
}

// bladeBlocks are Blade's directives whose content may be absent from the
// page, each closed by @end<name>. @section and @push always render, and
// @section('title', 'x') closes itself: they are left out.
var bladeBlocks = map[string]bool{
	"if": true, "unless": true, "isset": true, "empty": true, "auth": true, "guest": true,
	"foreach": true, "forelse": true, "for": true, "while": true, "switch": true,
	"can": true, "cannot": true, "canany": true, "env": true, "production": true,
	"error": true, "session": true, "hasSection": true, "sectionMissing": true,
}

// bladeDirectives finds Blade's block directives in masked, the source
// with its code regions masked: an "@" and a word, not after a letter,
// digit, "." or "@" (an email address, Blade's "@@if" for a literal "@if"),
// nor in a masked region (the literal '@if' that keepLiteral copied from
// {{ '@if' }}). @empty alone is @forelse's else; only
// @empty(...) opens a block.
func bladeDirectives(masked []byte) []region {
	var out []region
	for i := 0; i < len(masked); i++ {
		if masked[i] != '@' {
			continue
		}
		if i > 0 {
			if c := masked[i-1]; c == '@' || c == placeholder || c == '.' || c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				continue
			}
		}
		j := i + 1
		for j < len(masked) && (masked[j] >= 'a' && masked[j] <= 'z' || masked[j] >= 'A' && masked[j] <= 'Z') {
			j++
		}
		word := string(masked[i+1 : j])
		if word == "empty" && (j == len(masked) || masked[j] != '(') {
			word = "" // @forelse's else
		}
		if bladeBlocks[word] || strings.HasPrefix(word, "end") && bladeBlocks[word[3:]] {
			out = append(out, region{start: i, end: j, open: "@", body: word})
		}
		i = j - 1
	}
	return out
}

// withDirectives merges two lists of regions sorted by start.
func withDirectives(regions, directives []region) []region {
	if len(directives) == 0 {
		return regions
	}
	out := make([]region, 0, len(regions)+len(directives))
	i, j := 0, 0
	for i < len(regions) || j < len(directives) {
		if j == len(directives) || i < len(regions) && regions[i].start < directives[j].start {
			out = append(out, regions[i])
			i++
		} else {
			out = append(out, directives[j])
			j++
		}
	}
	return out
}

// phpLoops are PHP's statements whose content may be absent from the page.
var phpLoops = map[string]bool{"if": true, "foreach": true, "for": true, "while": true, "switch": true}

// selfClosedERB reports whether an ERB region opens and closes a block
// itself: <% if a then b end %>, <% items.each do |i| puts i end %>.
func selfClosedERB(body string) bool {
	body = strings.TrimRight(body, "-= \t\r\n")
	return strings.HasSuffix(body, " end") || strings.HasSuffix(body, ";end")
}

// keyword is the first word of a tag's code, past the marks of whitespace
// control ({%- if %}, {{~ x }}).
func keyword(body string) string {
	return firstWord(strings.TrimLeft(body, "-~+ \t\r\n"))
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

// merge joins the overlapping spans of a list sorted by start, so that
// inside can search it: nested blocks are one span.
func merge(spans []span) []span {
	var out []span
	for _, s := range spans {
		if n := len(out); n > 0 && s.start < out[n-1].end {
			out[n-1].end = max(out[n-1].end, s.end)
			continue
		}
		out = append(out, s)
	}
	return out
}

// attrsByCode reports which of a control's type and name template code may
// write: an output region (not a comment, not a control-flow tag) that
// stands where an attribute would, before the literal attribute or in its
// absence. The first of two attributes of one name wins in HTML, so
// <input name="q" {{ attrs }}> has a known name and an unknown type, and
// <input type="text" name="q" {{ attrs }}> has neither unknown. raw is the
// tag as masked, at offset start of the source, and spans its attributes
// as the tokenizer split them: code in attribute position is a key made of
// placeholder bytes, code in a value is in the value.
func (t *template) attrsByCode(raw []byte, spans []rawAttr, start int) (typ, name bool) {
	if len(t.regions) == 0 {
		return false, false
	}
	seenType, seenName := false, false
	for _, a := range spans {
		key := raw[a.k0:a.k1]
		switch {
		case bytes.IndexByte(key, placeholder) >= 0:
			if t.writesAt(start + a.k0) {
				typ, name = typ || !seenType, name || !seenName
			}
		case bytes.EqualFold(key, []byte("type")):
			seenType = true
		case bytes.EqualFold(key, []byte("name")):
			seenName = true
		}
	}
	return typ, name
}

// writesAt reports whether the region that holds offset writes output.
func (t *template) writesAt(offset int) bool {
	k := sort.Search(len(t.regions), func(k int) bool { return t.regions[k].end > offset })
	return k < len(t.regions) && t.regions[k].start <= offset && writesOutput(t.regions[k])
}

// writesOutput reports whether a code region writes into the page: an
// expression ({{ x }}, <%= x %>, <?= x ?>, {!! x !!}), an include or a
// partial, or PHP code that is more than a control structure. Control-flow
// tags ({% if %}, {{#each}}, <% end %>, <?php endif; ?>) write nothing
// themselves; what they enclose is literal and read.
func writesOutput(r region) bool {
	if r.comment {
		return false
	}
	body := strings.TrimLeft(r.body, "-~+ \t\r\n")
	kw := strings.ToLower(firstWord(body))
	switch r.open {
	case "{%":
		return kw == "include" || kw == "render"
	case "<%":
		return strings.HasPrefix(body, "=") && !writesOnlyFlag(body)
	case "<?=", "{!!", "{{{":
		return true
	case "<?php", "<?":
		b := strings.TrimRight(body, "; \t\r\n")
		switch {
		case b == "" || strings.HasPrefix(b, "}") && (strings.HasSuffix(b, "{") || b == "}"):
			return false
		case (phpLoops[kw] || kw == "else" || kw == "elseif") && (strings.HasSuffix(b, ":") || strings.HasSuffix(b, "{")):
			return false
		case strings.HasPrefix(kw, "end") && phpLoops[kw[3:]]:
			return false
		}
		return true
	}
	// {{ }} of Go, Jinja, Handlebars, Liquid and Blade.
	if body != "" && strings.IndexByte("#/^!", body[0]) >= 0 {
		return false
	}
	return !silentWords[kw] && !writesOnlyFlag(body)
}

// writesOnlyFlag reports whether an output region writes a literal word
// list or nothing, as "disabled" if locked (Ruby) and 'required' if r else
// ” (Jinja, Nunjucks) do: the words are its only output, and when none of
// them is "type" or "name", they cannot be either attribute.
func writesOnlyFlag(body string) bool {
	lit, rest, ok := leadingLiteral(strings.TrimLeft(body, "=-~+ \t\r\n"))
	if !ok || !flagWords(lit) {
		return false
	}
	kw := firstWord(rest)
	if kw != "if" && kw != "unless" {
		return false
	}
	i := strings.Index(rest, " else ")
	if i < 0 {
		return !strings.ContainsAny(rest, "\"'")
	}
	other, tail, ok := leadingLiteral(strings.TrimSpace(rest[i+len(" else "):]))
	return ok && flagWords(other) && strings.TrimSpace(tail) == ""
}

// leadingLiteral splits a quoted string literal off the front of s.
func leadingLiteral(s string) (lit, rest string, ok bool) {
	if s == "" || s[0] != '"' && s[0] != '\'' {
		return "", "", false
	}
	j := strings.IndexByte(s[1:], s[0])
	if j < 0 {
		return "", "", false
	}
	return s[1 : 1+j], strings.TrimSpace(s[2+j:]), true
}

// flagWords reports whether lit is attribute names alone, none of them
// type or name.
func flagWords(lit string) bool {
	for _, w := range strings.Fields(lit) {
		for _, c := range w {
			if !(c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
				return false
			}
		}
		if strings.EqualFold(w, "type") || strings.EqualFold(w, "name") {
			return false
		}
	}
	return true
}

// silentWords begin {{ }} regions that are control flow, not output.
var silentWords = map[string]bool{
	"if": true, "else": true, "elif": true, "end": true, "range": true, "with": true,
	"define": true, "block": true, "for": true, "endfor": true, "endif": true, "break": true, "continue": true,
}
