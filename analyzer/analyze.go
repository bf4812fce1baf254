package analyzer

import (
	"bytes"
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/formtool/formtool/internal/words"
)

// Limits that keep hostile input linear: no collected string grows past
// them, and the label and id bookkeeping stays shallow.
const (
	maxText      = 300  // label, legend, heading, option text
	maxAttr      = 4096 // any attribute value kept
	maxOpenIDs   = 64   // how deep an end tag looks for its element
	maxOptions   = 1000 // options kept per select or group
	maxFieldsets = 64
)

// Options tune Analyze.
type Options struct {
	// Dialect is the template dialect; empty picks it from the file name,
	// and for a name that says HTML, from the template code in the file.
	Dialect string
	// OwnerAttr names the attribute that says which form owns each form
	// and control, as the browser decided it. Only the live runtime sets
	// it: it reads a page the browser parsed and serialized, and the
	// serialization loses what the parser's form element pointer did (a
	// form opened in a table, a form nested in another). The loader marks
	// a copy of the page with it under a name chosen afresh for each
	// compile, so no markup can carry it. Empty, as in formtool build,
	// the walker follows the HTML parser's rules itself.
	OwnerAttr string
}

// Analyze reads one HTML document or template and returns its forms and
// fields. It fails only on a bad option; any input, however malformed, gives
// a Document.
func Analyze(file string, src []byte, o Options) (*Document, error) {
	dialect := o.Dialect
	if dialect != "" && !knownDialect(dialect) {
		return nil, errors.New("unknown template dialect " + strconv.Quote(dialect) + " (want one of " + strings.Join(Dialects(), ", ") + ")")
	}
	lines := newLineIndex(src)
	var tpl *template
	if dialect == "" {
		dialect = DialectFor(file)
		if dialect == DialectHTML {
			if d, t, ok := sniffTemplate(src, lines); ok {
				dialect, tpl = d, t
			}
		}
	}
	if tpl == nil {
		tpl = maskTemplate(src, dialect, lines)
	}
	w := &walker{
		doc:       &Document{File: file, Dialect: dialect, Forms: []*Form{}, Notes: tpl.notes},
		lines:     lines,
		tpl:       tpl,
		labelsFor: map[string][]string{},
		idText:    map[string]string{},
		datalists: map[string][]Option{},
		formByID:  map[string]*Form{},
		headed:    map[*Form]bool{},
		ownerAttr: o.OwnerAttr,
		captureID: refersByID(src),
	}
	buf := textBufs.Get().(*[]byte)
	w.buf = (*buf)[:0]
	w.walk(tpl.masked)
	w.finish()
	w.doc.Notes = append(w.doc.Notes, tpl.renderedFields(src, w.doc.Forms, lines)...)
	if cap(w.buf) <= maxKeptTextBuf {
		*buf = w.buf[:0]
		textBufs.Put(buf)
	}
	return w.doc, nil
}

// textBufs keeps the walkers' text buffers from one document to the next.
// A page whose text sits under an element with an id, when the page
// refers to ids (aria-labelledby), keeps all of that text: grown anew for
// every page, by doubling, that was a third as many bytes again as the
// pages themselves. Nothing the walker returns points into the buffer
// (cleanText copies), so the next document may write over it.
var textBufs = sync.Pool{New: func() any { return new([]byte) }}

// maxKeptTextBuf is the largest text buffer kept for another document.
const maxKeptTextBuf = 1 << 20

// refersByID reports whether src holds "aria-labelledby" or
// "aria-describedby", so that the text of elements with ids must be kept.
// It looks for the words' last letter, rarer than their first.
func refersByID(src []byte) bool {
	for i := 0; ; {
		k := bytes.IndexByte(src[i:], 'y')
		if k < 0 {
			return false
		}
		i += k + 1
		if bytes.HasSuffix(src[:i], []byte("aria-labelledby")) || bytes.HasSuffix(src[:i], []byte("aria-describedby")) {
			return true
		}
	}
}

// control is one input, select or textarea as read, before labels are
// resolved and radio and checkbox groups are merged.
type control struct {
	f           *Field
	form        *Form
	formAttr    string // form="id"
	labelledBy  string
	describedBy string
	// groupBy is the aria-labelledby of a role="group" around the
	// control: its text is the control's legend.
	groupBy string
	// after is the text right after the control (see afterText).
	after      string
	list       string // datalist id
	wrapLabel  string
	optionText *strings.Builder
	// before is the label that stands right before this control and
	// names no control it holds, trail a <label for> right after it in
	// the element that holds it (see trailingLabel); moveStrayLabels
	// decides whether either is the control's.
	before, trail pendingLabel
	// ownHide and aroundHide: how the control and the elements around it
	// hide it (visibility.go).
	ownHide, aroundHide hideSignals
}

// pendingLabel is a label that names no control it holds: a <label
// for>, whose for= may miss, or a label without for=. Until text or a
// control follows, or the element that holds it (depth: the elements open
// around it) closes, it may name the next control.
type pendingLabel struct {
	forID, text string
	depth       int
}

type fieldset struct {
	sensitive string
	legend    string
	legendSet bool
}

type openID struct {
	tag, id string
	start   int
}

// labelState is an open <label>.
type labelState struct {
	forID   string
	start   int
	control *control // the first labelable control inside
	// more are the controls inside after the first: the parts of one
	// value ("Social security number [   ]-[  ]-[    ]").
	more []*control
	tag  string // "label", or the element that stands in for one
	// icon names a label that holds only an icon and no control: the
	// label's aria-label, else its title, else the alt text of an image
	// in it.
	icon string
	// after is the control the label follows with nothing between them,
	// and depth the open elements around that control.
	after *control
	depth int
}

// trailingLabel is a label that names no control and follows one directly
// ("<div><input><label>Card number</label></div>", as floating labels are
// written). It is that control's when the element that holds the control
// closes before the next control starts; otherwise it stands before the
// next control, as any label may (walker.labelBefore). A label whose
// for= may name no control (forID) is the control's only if, at the end
// of the page, that id is no control's (control.trail).
type trailingLabel struct {
	c       *control
	depth   int
	text    string
	nearLen int // w.near before the label's text was added
	forID   string
}

type walker struct {
	doc   *Document
	lines *lineIndex
	tpl   *template

	offset   int
	elements int // input/select/textarea seen, for corpus locators
	// spans are where the current tag's attributes lie in its raw bytes
	// (the tokenizer's, valid until the next token).
	spans []rawAttr

	// form is the HTML parser's form element pointer; the open elements
	// (open) also know the form each sits in. In live mode (ownerAttr) the
	// marks say which form owns a control, and form stays nil.
	form        *Form
	headed      map[*Form]bool // the forms that got their heading from inside
	ownerAttr   string
	marked      map[string]*Form // live mode: the forms by their mark
	fieldsets   []fieldset
	label       *labelState
	selectCtl   *control
	option      *Option
	textareaCtl *control
	datalist    string
	dlOption    *Option
	button      bool // inside a submit <button>
	buttonOwner owner
	// submits are the submit buttons' texts with their owners, in
	// document order; the first of each form names it.
	submits []submitText

	// Text capture: text is appended to buf while any capture is open, and
	// each capture remembers where it started.
	buf         []byte
	captures    int
	legendStart int
	inLegend    bool
	heading     int // start in buf; -1 when not in a heading
	lastHeading string
	buttonStart int
	inTitle     bool

	captureID bool
	openIDs   []openID
	// template is how many <template> elements are open: their content is
	// skipped.
	template int

	// near holds the latest text since the previous control, for Nearby;
	// rawText is set inside script and style, whose text is not prose.
	near    []byte
	rawText bool
	// link holds the text of the open <a>: where a link goes ("I
	// forgot my password", "What's this?") names no control, so a link
	// that closes takes its text out of near; one still open when a
	// control starts gives it back.
	link   []byte
	inLink bool
	// after is the text right after the latest control, while it is read.
	after *afterText

	// open are the open elements, for what hides a control (see
	// visibility.go).
	open []openEl

	controls  []*control
	labelsFor map[string][]string
	// labelBefore is the latest label that held no control, while it may
	// still name the next one.
	labelBefore pendingLabel
	trailing    *trailingLabel
	idText      map[string]string
	datalists   map[string][]Option
	formByID    map[string]*Form

	// attrs and attrText hold the attributes of the tag being read.
	attrs    []html.Attribute
	attrText attrText
}

func (w *walker) pos(offset int) Pos { return w.lines.pos(offset) }

func (w *walker) walk(src []byte) {
	w.heading = -1
	z := newTokenizer(src)
	for {
		tt := z.Next()
		raw := z.Raw()
		start := w.offset
		w.offset += len(raw)
		var name string
		var flags tagFlags
		if tt == html.StartTagToken || tt == html.SelfClosingTagToken || tt == html.EndTagToken {
			name, flags = rawTagName(raw, tt == html.EndTagToken, &w.attrText)
		}
		if tt != html.ErrorToken && w.skipTemplate(tt, name) {
			// A template's controls are not the page's, but keep their
			// place in Elements, which counts the file's controls.
			if tt != html.EndTagToken && isControlTag(name) {
				w.elements++
			}
			continue
		}
		switch tt {
		case html.ErrorToken:
			return
		case html.TextToken:
			if !w.rawText { // a script's or style's text is not read
				w.text(z.Text())
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := tag{name: name, flags: flags}
			// Most tags matter only by name; skip their attributes unless
			// an aria-labelledby target might be among them or they may
			// hide what they hold.
			if w.captureID || flags&inAttrTags != 0 || hideHint(raw) || name == "img" && w.label != nil {
				tok.attrs = w.attrs[:0] // a tag's attributes are done with when start returns
				tok.readAttrs(z, raw, &w.attrText)
			}
			w.spans = z.spans
			w.start(tok, start, tt == html.SelfClosingTagToken)
			if tok.attrs != nil {
				w.attrs = tok.attrs[:0]
			}
		case html.EndTagToken:
			w.end(name)
		}
	}
}

// skipTemplate reports whether the token (a tag's name, nil for others) is
// part of a <template>, which is then skipped: the browser parses a template's content into an inert
// fragment, never into the document, so its forms, controls, labels, ids
// and text are not the page's (document.forms, form.elements and
// getElementById never see them). Templates nest; "</template>" ends the
// innermost, and one never closed holds the rest of the document. Raw text
// (a script's "</template>") is the tokenizer's to tell apart.
func (w *walker) skipTemplate(tt html.TokenType, name string) bool {
	if name == "template" {
		switch {
		case tt == html.EndTagToken && w.template > 0:
			w.template--
			return true
		case tt != html.EndTagToken: // <template/> opens one all the same
			w.template++
			return true
		}
	}
	return w.template > 0
}

func isControlTag(name string) bool {
	switch name {
	case "input", "select", "textarea":
		return true
	}
	return false
}

// attrTags are the tags whose attributes the analyzer reads.
var attrTags = map[string]bool{
	"html": true, "form": true, "fieldset": true, "label": true, "button": true,
	"input": true, "select": true, "textarea": true, "option": true, "datalist": true,
}

// knownTags interns the tag names the walker compares, so most tags cost no
// allocation, and holds what the walker's tables say of each, so that a
// tag is looked up once.
var knownTags = func() map[string]knownTag {
	m := map[string]knownTag{}
	add := func(n string, f tagFlags) {
		m[n] = knownTag{n, m[n].flags | f}
	}
	for _, n := range []string{"html", "title", "h1", "h2", "h3", "h4", "h5", "h6", "form", "fieldset",
		"legend", "label", "button", "input", "select", "textarea", "option", "optgroup", "datalist",
		"div", "span", "p", "br", "li", "td", "th", "tr", "a", "b", "i", "strong", "em", "script", "style",
		"img", "hr", "template", "table", "ul", "ol", "section", "main", "nav", "header", "footer"} {
		add(n, 0)
	}
	for _, t := range []struct {
		set  map[string]bool
		flag tagFlags
	}{{attrTags, inAttrTags}, {voidTags, inVoidTags}, {breakTags, inBreakTags}, {afterStops, inAfterStops}} {
		for n, in := range t.set {
			if in {
				add(n, t.flag)
			}
		}
	}
	for n := range impliedEnds {
		add(n, inImpliedEnds)
	}
	return m
}()

// knownTag is a tag name the walker knows and its flags.
type knownTag struct {
	name  string
	flags tagFlags
}

// tagFlags say which of the walker's tables hold a tag name.
type tagFlags uint8

const (
	inAttrTags tagFlags = 1 << iota
	inVoidTags
	inBreakTags
	inAfterStops
	inImpliedEnds
)

// tag is a start tag with its attributes, lower-cased names, values capped.
type tag struct {
	name  string
	flags tagFlags // the tables that hold name
	attrs []html.Attribute
}

// readAttrs reads the tag's attributes: all of them on the tags in
// attrTags, and on any other tag only those the walker reads there
// (elementAttr), so that an href or a data- attribute costs no copy. raw
// is the tag's raw bytes, read first (readRawAttrs); the tokenizer's
// TagAttr reads the tags whose kept values it would change.
func (t *tag) readAttrs(z *tokenizer, raw []byte, text *attrText) {
	if t.readRawAttrs(raw, z.spans, text) {
		return
	}
	all := t.flags&inAttrTags != 0
	for {
		k, v, more := z.TagAttr()
		if k == nil {
			return // no attribute
		}
		if all || elementAttr(k) {
			t.attrs = append(t.attrs, html.Attribute{Key: attrKey(k), Val: string(v[:min(len(v), maxAttr)])})
		}
		if !more {
			return
		}
	}
}

// elementAttr reports whether the walker reads an attribute on a tag that
// is not in attrTags: its id (the text an aria-labelledby names), for= (on
// a span, div or p written as a label), what hides its content (hideOf)
// and an image's alt text (the name of a label that holds only an icon).
func elementAttr(k []byte) bool {
	switch string(k) {
	case "id", "for", "hidden", "aria-hidden", "style", "class", "role", "aria-label", "aria-labelledby", "alt":
		return true
	}
	return bytes.Contains(k, []byte("honeypot"))
}

// knownAttrs interns the attribute names the walker reads, so most
// attributes cost no allocation for their name.
var knownAttrs = func() map[string]string {
	m := map[string]string{}
	for _, n := range []string{"id", "for", "hidden", "aria-hidden", "style", "class", "name", "type", "value",
		"lang", "action", "method", "toolname", "tooldescription", "toolautosubmit", "aria-label",
		"aria-labelledby", "aria-describedby", "autocomplete", "placeholder", "title", "required",
		"multiple", "readonly", "disabled", "min", "max", "step", "minlength", "maxlength", "pattern",
		"inputmode", "checked", "selected", "label", "list", "form", "tabindex", "size", "alt", "src",
		"data-webmcp-ignore", "data-webmcp-sensitive", "data-webmcp-autosubmit", "data-webmcp-wait",
		"data-webmcp-toolname", "data-webmcp-tooldescription",
		"toolparamtitle", "toolparamdescription"} {
		m[n] = n
	}
	return m
}()

func attrKey(k []byte) string {
	if s, ok := knownAttrs[string(k)]; ok {
		return s
	}
	return string(k)
}

func (t *tag) get(key string) string {
	for _, a := range t.attrs {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func (t *tag) has(key string) bool {
	for _, a := range t.attrs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// clean makes an attribute value or text presentable: template placeholders
// dropped, whitespace collapsed, length capped.
func clean(s string, limit int) string {
	if len(s) <= limit && isTidy(s) {
		return s
	}
	if strings.IndexByte(s, placeholder) >= 0 {
		s = strings.ReplaceAll(s, string(placeholder), "")
	}
	s = words.Collapse(s)
	if len(s) > limit {
		s = s[:limit]
		// Don't cut a UTF-8 sequence in half.
		for len(s) > 0 && s[len(s)-1]&0xC0 == 0x80 {
			s = s[:len(s)-1]
		}
		if len(s) > 0 && s[len(s)-1] >= 0xC0 {
			s = s[:len(s)-1]
		}
	}
	return s
}

// cleanText is clean(string(b), limit) without copying more of b than the
// result needs: an element with an id that wraps the whole page would
// otherwise copy all the page's text when it closes, and one inside it
// all of its own, and so on down.
func cleanText(b []byte, limit int) string {
	if bytes.IndexByte(b, placeholder) >= 0 {
		return clean(string(b), limit) // removing placeholders may join bytes into other runes
	}
	// Count the bytes clean's joined words would have so far, and stop
	// once they are past the limit by more than a rune: clean cuts there.
	n, inWord := 0, false
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		i += size
		if unicode.IsSpace(r) {
			inWord = false
			continue
		}
		if !inWord && n > 0 {
			n++ // the space between words
		}
		inWord = true
		if n += size; n > limit+utf8.UTFMax {
			return clean(string(b[:i]), limit)
		}
	}
	return clean(string(b), limit)
}

// isTidy reports whether s has no template placeholder, no leading or
// trailing space, and no whitespace other than single spaces.
func isTidy(s string) bool {
	prevSpace := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
		case c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == placeholder || c >= 0x80:
			return false
		default:
			prevSpace = false
		}
	}
	return !prevSpace || s == ""
}

func isTemplate(s string) bool { return strings.IndexByte(s, placeholder) >= 0 }

func (w *walker) text(b []byte) {
	if w.rawText {
		return
	}
	switch {
	case w.textareaCtl != nil:
		w.textareaCtl.f.Value += string(b[:min(len(b), maxAttr)])
		return
	case w.option != nil:
		if w.option != nil && w.selectCtl != nil && w.selectCtl.optionText.Len() < maxText {
			w.selectCtl.optionText.Write(b[:min(len(b), maxText)])
		}
		return
	case w.selectCtl != nil:
		return
	case w.inTitle:
		if len(w.doc.Title) < maxText {
			w.doc.Title += string(b[:min(len(b), maxText)])
		}
		return
	}
	if w.captures > 0 || w.captureID {
		w.buf = append(w.buf, b...)
	}
	// Label text names its own control, never the next one.
	if w.label == nil {
		if w.labelBefore.text != "" && len(bytes.TrimSpace(b)) > 0 {
			w.labelBefore = pendingLabel{} // text stands between it and the next control
		}
		if w.inLink {
			w.link = appendNear(w.link, b)
		} else {
			w.near = appendNear(w.near, b)
		}
		if a := w.after; a != nil && !w.hiddenSince(a.depth) {
			if len(a.buf)+len(b) > maxText {
				w.endAfter()
			} else {
				a.buf = append(a.buf, b...)
			}
		}
	}
}

// appendNear keeps the last maxNear bytes of the text since the previous
// control.
func appendNear(near, b []byte) []byte {
	const maxNear = 160
	near = append(near, b...)
	if n := len(near); n > maxNear {
		near = append(near[:0], near[n-maxNear:]...)
	}
	return near
}

// nearbyText is the text since the previous control when it is as short as
// a label, six words at most ("Security code (3 digits on back)"); a longer
// run is prose (instructions, a link row) that does not name the control.
func nearbyText(near []byte) string {
	words := strings.Fields(strings.ReplaceAll(string(near), string(placeholder), " "))
	if len(words) == 0 || len(words) > 6 || len(near) >= 160 {
		return ""
	}
	return clean(strings.Join(words, " "), maxText)
}

// beginCapture marks the start of a text capture and returns its offset.
func (w *walker) beginCapture() int {
	w.captures++
	return len(w.buf)
}

func (w *walker) endCapture(start int) string {
	w.captures--
	if start > len(w.buf) {
		return ""
	}
	s := cleanText(w.buf[start:], maxText)
	if w.captures == 0 && !w.captureID {
		w.buf = w.buf[:0]
	}
	return s
}

var voidTags = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

// Block-level tags separate words in collected text.
var breakTags = map[string]bool{
	"br": true, "p": true, "div": true, "li": true, "td": true, "th": true, "tr": true,
	"label": true, "span": false, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"legend": true, "option": true, "button": true,
}

func (w *walker) start(t tag, offset int, selfClosing bool) {
	if t.flags&inBreakTags != 0 {
		if w.captures > 0 || w.captureID {
			w.buf = append(w.buf, ' ')
		}
		w.near = append(w.near, ' ')
		if w.after != nil {
			w.after.buf = append(w.after.buf, ' ')
		}
	}
	// A label right after a control, with no text between them, may be
	// that control's (trailingLabel).
	var follows *afterText
	if t.name == "label" && w.after != nil && len(bytes.TrimSpace(w.after.buf)) == 0 {
		follows = w.after
	}
	if t.flags&inAfterStops != 0 {
		w.endAfter()
	}
	// HTML's "in select" insertion mode: input, textarea and table tags
	// close the select, a <select> closes it and is itself dropped, and any
	// other tag is ignored.
	if w.selectCtl != nil {
		switch t.name {
		case "option", "optgroup", "hr", "script", "template":
		case "select":
			w.endSelect()
			return
		case "input", "textarea", "keygen", "caption", "table", "tbody", "tfoot", "thead", "tr", "td", "th":
			w.endSelect()
		default:
			return
		}
	}
	if w.captureID {
		if id := t.get("id"); id != "" && t.flags&inVoidTags == 0 && !selfClosing {
			w.openIDs = append(w.openIDs, openID{t.name, id, len(w.buf)})
		}
	}
	if t.flags&inImpliedEnds != 0 {
		w.impliedEnd(t.name)
	}
	if t.flags&inVoidTags == 0 && !selfClosing && t.name != "form" {
		defer w.push(t, nil)
	}
	switch t.name {
	case "script", "style":
		w.rawText = !selfClosing
	case "html":
		if w.doc.Lang == "" {
			w.doc.Lang = strings.ToLower(clean(t.get("lang"), 35))
		}
	case "title":
		w.inTitle = !selfClosing
	case "h1", "h2", "h3", "h4", "h5", "h6":
		if w.heading < 0 {
			w.heading = w.beginCapture()
		}
	case "form":
		w.startForm(t, offset)
	case "fieldset":
		if len(w.fieldsets) < maxFieldsets {
			w.fieldsets = append(w.fieldsets, fieldset{sensitive: sensitiveAttr(t)})
		}
	case "legend":
		if n := len(w.fieldsets); n > 0 && !w.fieldsets[n-1].legendSet && !w.inLegend {
			w.inLegend = true
			w.legendStart = w.beginCapture()
		}
	case "label":
		if w.label == nil {
			w.label = &labelState{forID: clean(t.get("for"), maxText), tag: "label", icon: clean(t.get("aria-label"), maxText)}
			if w.label.icon == "" {
				w.label.icon = clean(t.get("title"), maxText)
			}
			w.label.start = w.beginCapture()
			if follows != nil {
				w.label.after, w.label.depth = follows.c, follows.depth
			}
		}
	case "span", "div", "p":
		// Some pages write for= on a span styled as the label
		// (<span class="form-label" for="birthday">); browsers ignore it,
		// but it names the control as plainly as a label would.
		if id := clean(t.get("for"), maxText); id != "" && w.label == nil && !selfClosing {
			w.label = &labelState{forID: id, tag: t.name}
			w.label.start = w.beginCapture()
		}
	case "img":
		if l := w.label; l != nil && l.icon == "" {
			l.icon = clean(t.get("alt"), maxText)
		}
	case "button":
		typ := strings.ToLower(t.get("type"))
		if o := w.ownerOf(&t); (o.form != nil || o.formID != "") && (typ == "" || typ == "submit") && !w.button {
			w.button, w.buttonOwner = true, o
			w.buttonStart = w.beginCapture()
		}
	case "a":
		if !selfClosing {
			w.inLink, w.link = true, w.link[:0]
		}
	case "input", "select", "textarea":
		w.elements++
		w.trailing = nil // the next control came first: the label is its text
		if w.inLink {
			w.near, w.link = appendNear(w.near, w.link), w.link[:0]
		}
		w.startControl(t, offset, selfClosing)
		w.near = w.near[:0]
	case "option":
		w.startOption(t, offset)
	case "datalist":
		w.datalist = clean(t.get("id"), maxText)
	}
}

func (w *walker) end(name string) {
	if w.selectCtl != nil {
		switch name {
		case "select", "option", "optgroup", "caption", "table", "tbody", "tfoot", "thead", "tr", "td", "th":
		default:
			return // ignored in a select, as HTML does
		}
	}
	if name == "a" && w.inLink {
		w.inLink, w.link = false, w.link[:0]
	}
	if name == "form" {
		w.endForm()
	} else {
		w.pop(name)
	}
	if w.captureID {
		for k := len(w.openIDs) - 1; k >= 0 && k >= len(w.openIDs)-maxOpenIDs; k-- {
			if w.openIDs[k].tag == name {
				for _, o := range w.openIDs[k:] {
					if _, seen := w.idText[o.id]; !seen && o.start <= len(w.buf) {
						w.idText[o.id] = cleanText(w.buf[o.start:], maxText)
					}
				}
				w.openIDs = w.openIDs[:k]
				break
			}
		}
	}
	if breakTags[name] && (w.captures > 0 || w.captureID) {
		w.buf = append(w.buf, ' ')
	}
	switch name {
	case "script", "style":
		w.rawText = false
	case "title":
		w.inTitle = false
	case "h1", "h2", "h3", "h4", "h5", "h6":
		if w.heading >= 0 {
			text := w.endCapture(w.heading)
			w.heading = -1
			// A heading heads one form: the first it stands in, else
			// the next to start. The browser may keep a form open past
			// its end tag, so the form it stands in is the tree's.
			switch f := w.contextForm(); {
			case text == "":
			case f == nil:
				w.lastHeading = text
			default:
				if !w.headed[f] {
					f.Heading, w.headed[f] = text, true
				}
				w.lastHeading = ""
			}
		}
	case "form":
		w.endButton()
	case "fieldset":
		if w.inLegend {
			w.endLegend()
		}
		if n := len(w.fieldsets); n > 0 {
			w.fieldsets = w.fieldsets[:n-1]
		}
	case "legend":
		if w.inLegend {
			w.endLegend()
		}
	case "label":
		if w.label != nil && w.label.tag == "label" {
			w.endLabel()
		}
	case "span", "div", "p":
		if w.label != nil && w.label.tag == name {
			w.endLabel()
		}
	case "button":
		w.endButton()
	case "select":
		w.endSelect()
	case "option":
		w.endOption()
	case "textarea":
		if c := w.textareaCtl; c != nil {
			// HTML drops one newline right after <textarea>.
			c.f.Value = strings.TrimPrefix(c.f.Value, "\n")
			c.f.Value = strings.ReplaceAll(c.f.Value, string(placeholder), "")
			w.textareaCtl = nil
			w.beginAfter(c)
		}
	case "datalist":
		w.datalist = ""
	}
}

func sensitiveAttr(t tag) string {
	return strings.ToLower(strings.TrimSpace(clean(t.get("data-webmcp-sensitive"), 16)))
}

// startForm opens a form as the browser does. HTML ignores a <form> start
// tag while the form element pointer is set; a form opened between a
// table and its cells is left empty, the parser closing it at once, and
// owns what follows through the pointer alone. In live mode a <form> is a
// form when the browser made one (it carries a mark), nested or not.
func (w *walker) startForm(t tag, offset int) {
	mark := ""
	if w.ownerAttr != "" {
		if mark = t.get(w.ownerAttr); mark == "" || w.marked[mark] != nil {
			w.push(t, nil) // not a form of the document (one inside <svg>, say)
			return
		}
	} else if w.form != nil {
		return // nested <form> start tags are ignored, as HTML does
	}
	w.near = w.near[:0]
	f := &Form{
		Index:               len(w.doc.Forms),
		Pos:                 w.pos(offset),
		ID:                  clean(t.get("id"), maxText),
		Name:                clean(t.get("name"), maxText),
		Action:              clean(t.get("action"), maxAttr),
		Method:              strings.ToLower(clean(t.get("method"), 16)),
		ToolName:            clean(t.get("toolname"), maxText),
		ToolDescription:     clean(t.get("tooldescription"), maxAttr),
		ToolAutoSubmit:      t.has("toolautosubmit"),
		HasToolName:         t.has("toolname"),
		DataToolName:        clean(t.get("data-webmcp-toolname"), maxText),
		DataToolDescription: clean(t.get("data-webmcp-tooldescription"), maxAttr),
		AriaLabel:           clean(t.get("aria-label"), maxText),
		Heading:             w.lastHeading,
		Sensitive:           sensitiveAttr(t),
		Ignore:              t.has("data-webmcp-ignore"),
		AutoSubmit:          t.has("data-webmcp-autosubmit") && !strings.EqualFold(t.get("data-webmcp-autosubmit"), "false"),
		NoAutoSubmit:        strings.EqualFold(t.get("data-webmcp-autosubmit"), "false"),
		WaitMs:              waitAttr(t.get("data-webmcp-wait")),
		Fields:              []*Field{},
	}
	w.doc.Forms = append(w.doc.Forms, f)
	w.lastHeading = ""
	if f.ID != "" {
		if _, dup := w.formByID[f.ID]; !dup {
			w.formByID[f.ID] = f
		}
	}
	if w.ownerAttr != "" {
		if w.marked == nil {
			w.marked = map[string]*Form{}
		}
		w.marked[mark] = f
		w.push(t, f)
		return
	}
	w.form = f
	if n := len(w.open); n == 0 || !tableBody[w.open[n-1].tag] {
		w.push(t, f)
	}
}

// tableBody are the elements in which HTML's "in table" insertion mode
// reads a <form> start tag.
var tableBody = map[string]bool{"table": true, "tbody": true, "thead": true, "tfoot": true, "tr": true}

// endForm is a </form>. HTML clears the form element pointer and takes the
// form, when it is in scope, off the stack of open elements, and only the
// form: the elements still open inside it stay open and stay inside it, so
// a control that follows in them belongs to the form (its nearest form
// ancestor) although the pointer is cleared. In live mode the markup is a
// serialization, whose end tags nest, and the innermost form closes.
func (w *walker) endForm() {
	if w.ownerAttr != "" {
		w.pop("form")
		return
	}
	node := w.form
	w.form = nil
	if node == nil {
		return
	}
	for k := len(w.open) - 1; k >= 0 && k >= len(w.open)-maxOpenIDs; k-- {
		switch o := w.open[k]; {
		case o.tag == "form" && o.form == node:
			if k == len(w.open)-1 {
				w.truncate(k)
				return
			}
			w.open = slices.Delete(w.open, k, k+1)
			if w.after != nil && w.after.depth > k {
				w.after.depth--
			}
			return
		case scopeEnds[o.tag]:
			return // not in scope: the form stays open
		}
	}
}

// scopeEnds are the HTML elements that end the "in scope" search.
var scopeEnds = map[string]bool{
	"applet": true, "caption": true, "html": true, "table": true, "td": true, "th": true,
	"marquee": true, "object": true, "template": true,
}

// owner is the form that owns a control or a submit button: a form, or
// the id its form attribute names, which finish resolves.
type owner struct {
	form   *Form
	formID string
}

// ownerOf is the form that owns a listed element the tag opens. In live
// mode it is the form the mark names (none when unmarked); otherwise the
// form its form attribute names, else the form element pointer's form,
// else its nearest form ancestor, as the browser resets a form owner.
func (w *walker) ownerOf(t *tag) owner {
	if w.ownerAttr != "" {
		return owner{form: w.marked[t.get(w.ownerAttr)]}
	}
	if id := clean(t.get("form"), maxText); id != "" {
		return owner{formID: id}
	}
	if w.form != nil {
		return owner{form: w.form}
	}
	return owner{form: w.ancestorForm()}
}

// ancestorForm is the nearest form around the current position.
func (w *walker) ancestorForm() *Form {
	if n := len(w.open); n > 0 {
		return w.open[n-1].form
	}
	return nil
}

// contextForm is the form whose text the current position is: the form
// element pointer's, else the form around it.
func (w *walker) contextForm() *Form {
	if w.form != nil {
		return w.form
	}
	return w.ancestorForm()
}

// submitText is a submit button's text and its owner.
type submitText struct {
	owner
	text string
}

// waitAttr reads data-webmcp-wait; anything but a whole number of
// milliseconds up to an hour is ignored.
func waitAttr(v string) int {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 || n > 3600000 {
		return 0
	}
	return n
}

func (w *walker) startControl(t tag, offset int, selfClosing bool) {
	typ := strings.ToLower(clean(t.get("type"), 32))
	switch t.name {
	case "select":
		typ = "select-one"
		if t.has("multiple") {
			typ = "select-multiple"
		}
	case "textarea":
		typ = "textarea"
	default:
		if typ == "" || isTemplate(t.get("type")) || expression(typ) {
			typ = "text"
		}
	}
	f := &Field{
		Pos:              w.pos(offset),
		Tag:              t.name,
		Type:             typ,
		Name:             clean(t.get("name"), maxText),
		ID:               clean(t.get("id"), maxText),
		Model:            clean(model(t), maxText),
		Autocomplete:     strings.ToLower(clean(t.get("autocomplete"), maxText)),
		AriaLabel:        clean(t.get("aria-label"), maxText),
		Placeholder:      clean(t.get("placeholder"), maxText),
		Title:            clean(t.get("title"), maxText),
		ParamTitle:       clean(t.get("toolparamtitle"), maxText),
		ParamDescription: clean(t.get("toolparamdescription"), maxText),
		Required:         t.has("required") && !inside(w.tpl.conditional, offset),
		Multiple:         t.has("multiple"),
		Readonly:         t.has("readonly"),
		Disabled:         t.has("disabled"),
		Min:              clean(t.get("min"), 64),
		Max:              clean(t.get("max"), 64),
		Step:             clean(t.get("step"), 64),
		MinLength:        clean(t.get("minlength"), 16),
		MaxLength:        clean(t.get("maxlength"), 16),
		Pattern:          clean(t.get("pattern"), maxAttr),
		InputMode:        strings.ToLower(clean(t.get("inputmode"), 32)),
		Checked:          t.has("checked"),
		Ignore:           t.has("data-webmcp-ignore"),
		Conditional:      inside(w.tpl.conditional, offset),
		Elements:         []int{w.elements - 1},
		Nearby:           nearbyText(w.near),
	}
	// The name or type is unknown at build time when template code writes
	// it (name="{{ .N }}"), when template code stands where an attribute
	// would and may write either (<input name="q" {{ attrs }}> may be a
	// password box), or when a framework binds it (<input
	// :type="shown ? 'text' : 'password'">).
	byType, byName := w.tpl.attrsByCode(w.tpl.masked[offset:w.offset], w.spans, offset)
	switch {
	case isTemplate(t.get("name")):
		f.Dynamic, f.DynamicBy = true, "name"
	case isTemplate(t.get("type")):
		f.Dynamic, f.DynamicBy = true, "type"
	case byType && t.name == "input" || byName:
		f.Dynamic = true
	default:
		f.DynamicBy = binding(t)
		f.Dynamic = f.DynamicBy != ""
	}
	// A value made by template code is unknown at build time; a literal
	// inside it is a fallback, not the value.
	if v := t.get("value"); t.name == "input" && !isTemplate(v) {
		f.Value = clean(v, maxAttr)
	}
	if s := sensitiveAttr(t); s != "" {
		f.Sensitive, f.SensitiveFrom = s, "field"
	} else {
		for k := len(w.fieldsets) - 1; k >= 0; k-- {
			if w.fieldsets[k].sensitive != "" {
				f.Sensitive, f.SensitiveFrom = w.fieldsets[k].sensitive, "fieldset"
				break
			}
		}
	}
	if n := len(w.fieldsets); n > 0 {
		for k := n - 1; k >= 0; k-- {
			if w.fieldsets[k].legend != "" {
				f.Legend = w.fieldsets[k].legend
				break
			}
		}
	}
	var groupBy string
	if f.Legend == "" {
		for k := len(w.open) - 1; k >= 0; k-- {
			if o := &w.open[k]; o.groupLabel != "" || o.groupBy != "" {
				f.Legend, groupBy = o.groupLabel, o.groupBy
				break
			}
		}
	}
	o := w.ownerOf(&t)
	c := &control{
		ownHide:     hideOf(&t) | honeyWords(f.Name) | tabOut(&t),
		aroundHide:  w.hiding(),
		f:           f,
		form:        o.form,
		formAttr:    o.formID,
		labelledBy:  clean(t.get("aria-labelledby"), maxText),
		describedBy: clean(t.get("aria-describedby"), maxText),
		groupBy:     groupBy,
		list:        clean(t.get("list"), maxText),
	}
	if w.label != nil && w.label.control == nil && typ != "hidden" {
		w.label.control = c
	}
	switch typ {
	case "submit", "image":
		w.submits = append(w.submits, submitText{o, clean(t.get("value")+t.get("alt"), maxText)})
		return
	case "hidden", "reset", "button":
		return
	}
	if l := w.label; l != nil && l.control != c && l.forID == "" {
		l.more = append(l.more, c) // a later part of the label's value
	}
	// The text between two controls names the second one (Nearby), and
	// does not describe the first.
	w.after = nil
	if l := w.labelBefore; l.text != "" && (l.forID == "" || l.forID != c.f.ID) && len(w.open) >= l.depth && w.label == nil {
		c.before = l
	}
	w.labelBefore = pendingLabel{}
	w.controls = append(w.controls, c)
	switch t.name {
	case "select":
		c.optionText = &strings.Builder{}
		w.selectCtl = c
	case "textarea":
		if !selfClosing {
			w.textareaCtl = c
		}
	default:
		w.beginAfter(c)
	}
}

func (w *walker) startOption(t tag, offset int) {
	w.endOption()
	o := &Option{
		Value:    clean(t.get("value"), maxAttr),
		Label:    clean(t.get("label"), maxText),
		Selected: t.has("selected"),
		Pos:      w.pos(offset),
	}
	if !t.has("value") {
		o.Value = "\x00" // take the text at </option>
	}
	switch {
	case w.selectCtl != nil:
		w.option = o
		w.selectCtl.optionText.Reset()
	case w.datalist != "":
		if o.Value == "\x00" {
			o.Value = o.Label
		}
		if len(w.datalists[w.datalist]) < maxOptions {
			w.datalists[w.datalist] = append(w.datalists[w.datalist], *o)
		}
	}
}

func (w *walker) endOption() {
	c, o := w.selectCtl, w.option
	if c == nil || o == nil {
		return
	}
	text := clean(c.optionText.String(), maxText)
	if o.Value == "\x00" {
		o.Value = text
	}
	if o.Label == "" {
		o.Label = text
	}
	if len(c.f.Options) < maxOptions {
		c.f.Options = append(c.f.Options, *o)
	}
	w.option = nil
}

func (w *walker) endSelect() {
	w.endOption()
	if c := w.selectCtl; c != nil {
		for _, o := range c.f.Options {
			if o.Selected {
				c.f.Value = o.Value
				break
			}
		}
		w.selectCtl = nil
		w.beginAfter(c)
	}
}

func (w *walker) endLegend() {
	text := w.endCapture(w.legendStart)
	w.inLegend = false
	if n := len(w.fieldsets); n > 0 {
		w.fieldsets[n-1].legend, w.fieldsets[n-1].legendSet = text, true
	}
}

func (w *walker) endLabel() {
	l := w.label
	if l == nil {
		return
	}
	w.label = nil
	text := w.endCapture(l.start)
	if text == "" && l.control == nil {
		text = l.icon // the icon of a label around a box is decoration
	}
	if text == "" {
		return
	}
	if l.forID != "" {
		w.labelsFor[l.forID] = append(w.labelsFor[l.forID], text)
		ownAfter := l.after != nil && l.after.f.ID == l.forID // the control it follows is the one it names
		if !ownAfter {
			// It ends the label pending before it, and is pending itself
			// only when no text or label without for= stands between it
			// and the previous control.
			w.labelBefore = pendingLabel{}
			if strings.TrimSpace(string(w.near)) == "" {
				w.labelBefore = pendingLabel{l.forID, text, len(w.open)}
			}
		}
		if c := l.after; c != nil && !ownAfter {
			w.trailing = &trailingLabel{c: c, depth: l.depth, text: text, nearLen: len(w.near), forID: l.forID}
		}
		return
	}
	if l.control != nil && l.control.wrapLabel == "" {
		l.control.wrapLabel = text
	}
	for _, c := range l.more {
		if c.wrapLabel == "" {
			c.wrapLabel = text
		}
	}
	// A label that names no control ("<label>Card number</label><input>")
	// may name the next one, or turn out to name the one it follows
	// (trailingLabel) when no label without for= stands before that one
	// ("<label>Password</label><input><label>Show</label>").
	if l.control == nil {
		if c := l.after; c != nil && w.unlabelled(c) && (c.before.text == "" || c.before.forID != "") {
			w.trailing = &trailingLabel{c: c, depth: l.depth, text: text, nearLen: len(w.near)}
		}
		w.near = appendNear(w.near, []byte(" "+text+" "))
		w.labelBefore = pendingLabel{"", text, len(w.open)}
	}
}

func (w *walker) endButton() {
	if !w.button {
		return
	}
	w.button = false
	w.submits = append(w.submits, submitText{w.buttonOwner, w.endCapture(w.buttonStart)})
}

// moveStrayLabels gives a control with no label of its own the label that
// stands beside it naming no control. That is a <label for> right after
// it in the element that holds it (control.trail), else a label right
// before it (control.before): one without for= ("<label>Social security
// number</label><div><input placeholder=…></div>"), or one whose for=
// names no control of the page (an id a script changed, the box's
// wrapper) or names one that another label already names ("<label
// for=user>User ID</label><input id=user> … <label
// for=user>Password</label><input id=pass>").
func (w *walker) moveStrayLabels() {
	var controlIDs map[string]bool
	for _, c := range w.controls {
		if c.trail.text == "" && c.before.text == "" || !w.unlabelled(c) {
			continue
		}
		if controlIDs == nil {
			controlIDs = w.controlIDs()
		}
		for _, l := range [...]pendingLabel{c.trail, c.before} {
			if l.text != "" && l.forID == "" {
				c.wrapLabel = l.text
				break
			}
			texts := w.labelsFor[l.forID]
			if l.forID == "" || controlIDs[l.forID] && len(texts) < 2 {
				continue
			}
			if i := slices.Index(texts, l.text); i >= 0 {
				w.labelsFor[l.forID] = slices.Delete(slices.Clone(texts), i, i+1)
				c.wrapLabel = l.text
				break
			}
		}
	}
}

// textOfIDs is the text of the elements an aria-labelledby names, in its
// order.
func (w *walker) textOfIDs(ids string) string {
	var parts []string
	for _, id := range strings.Fields(ids) {
		if s := w.idText[id]; s != "" {
			parts = append(parts, s)
		}
	}
	return clean(strings.Join(parts, " "), maxText)
}

// unlabelled reports a control that nothing names yet: no label around
// it or for it, no aria-label, no aria-labelledby.
func (w *walker) unlabelled(c *control) bool {
	return c.wrapLabel == "" && c.labelledBy == "" && c.f.AriaLabel == "" && (c.f.ID == "" || len(w.labelsFor[c.f.ID]) == 0)
}

// GeneratedID reports an id that a framework made up and that says
// nothing: React's useId (":r1:", ":R2d6:", "«r1»").
func GeneratedID(id string) bool {
	for _, q := range [...][2]string{{":", ":"}, {"«", "»"}} {
		if len(id) > len(q[0])+len(q[1])+1 && strings.HasPrefix(id, q[0]) && strings.HasSuffix(id, q[1]) {
			in := id[len(q[0]) : len(id)-len(q[1])]
			if in[0] != 'r' && in[0] != 'R' {
				return false
			}
			for i := 1; i < len(in); i++ {
				c := in[i]
				if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
					return false
				}
			}
			return true
		}
	}
	return false
}

// controlIDs are the ids of the page's controls.
func (w *walker) controlIDs() map[string]bool {
	ids := make(map[string]bool, len(w.controls))
	for _, c := range w.controls {
		if c.f.ID != "" {
			ids[c.f.ID] = true
		}
	}
	return ids
}

// finish resolves what needs the whole document (labels by id, form="id",
// datalists) and merges radio and checkbox groups into one field each.
func (w *walker) finish() {
	// Close whatever the document left open.
	if w.label != nil {
		w.endLabel()
	}
	w.endAfter()
	w.endSelect()
	w.doc.Title = clean(w.doc.Title, maxText)
	w.moveStrayLabels()
	for _, c := range w.controls {
		f := c.f
		switch {
		case f.ID != "" && len(w.labelsFor[f.ID]) > 0:
			f.Label = clean(strings.Join(w.labelsFor[f.ID], " "), maxText)
		case c.wrapLabel != "":
			f.Label = c.wrapLabel
		}
		if c.labelledBy != "" {
			if text := w.textOfIDs(c.labelledBy); text != "" {
				switch {
				case f.Label == "":
					f.Label = text
				case f.AriaLabel == "":
					f.AriaLabel = text
				case !strings.Contains(f.Label, text) && !strings.Contains(f.AriaLabel, text):
					// The accessible name is the labelledby text; keep it
					// beside the aria-label it replaces.
					f.AriaLabel = clean(f.AriaLabel+" "+text, maxText)
				}
			}
		}
		if c.groupBy != "" && f.Legend == "" {
			f.Legend = w.textOfIDs(c.groupBy)
		}
		var desc []string
		for _, id := range strings.Fields(c.describedBy) {
			if s := w.idText[id]; s != "" && !slices.Contains(desc, s) {
				desc = append(desc, s)
			}
		}
		if c.after != "" && !slices.Contains(desc, c.after) {
			desc = append(desc, c.after)
		}
		f.Description = clean(strings.Join(desc, " "), maxText)
		if c.list != "" {
			f.Options = append(f.Options, w.datalists[c.list]...)
		}
		f.Hidden = hiddenReason(f.Tag, f.Type, c.ownHide, c.aroundHide, honeyName(f.Name) || honeyName(f.ID))
		if f.Hidden == "" && f.Tag != "select" && f.Type != "checkbox" && f.Type != "radio" &&
			(c.ownHide|c.aroundHide)&(hideStyle|hideAria|hideClass) != 0 &&
			tellsToLeaveBlank(f.Label, f.AriaLabel, f.Placeholder, f.Title, f.Nearby) {
			f.Hidden = "a honeypot: hidden, and its text asks people to leave it blank"
		}
		// A placeholder or title is often a hint ("Required", "dd/mm/yyyy")
		// beside a name written in the column before: the classifier
		// decides whether it names the box.
		if f.Label != "" || f.AriaLabel != "" || f.ParamTitle != "" {
			f.Nearby = ""
		}
		if c.formAttr != "" {
			c.form = w.formByID[c.formAttr] // a missing form leaves it loose
		}
	}
	for _, s := range w.submits {
		f := s.form
		if s.formID != "" {
			f = w.formByID[s.formID]
		}
		if f != nil && f.SubmitText == "" {
			f.SubmitText = s.text
		}
	}
	groups := map[*Form]map[string]*Field{}
	for _, c := range w.controls {
		f := c.f
		if c.form != nil {
			if f.Sensitive == "" && c.form.Sensitive != "" {
				f.Sensitive, f.SensitiveFrom = c.form.Sensitive, "form"
			}
			if c.form.Ignore {
				f.Ignore = true
			}
		}
		if (f.Type == "radio" || f.Type == "checkbox") && f.Name != "" && !f.Dynamic {
			key := f.Type + "\x00" + f.Name
			byName := groups[c.form]
			if byName == nil {
				byName = map[string]*Field{}
				groups[c.form] = byName
			}
			if g := byName[key]; g != nil {
				mergeMember(g, f)
				continue
			}
			byName[key] = f
			member := Option{Value: f.Value, Label: f.Label, Selected: f.Checked, Pos: f.Pos}
			if member.Value == "" {
				member.Value = "on"
			}
			f.Options = []Option{member}
		}
		if c.form != nil {
			c.form.Fields = append(c.form.Fields, f)
		} else {
			w.doc.Loose = append(w.doc.Loose, f)
		}
	}
	// A lone checkbox keeps its own label; a group's labels name its options,
	// and the group is described by its legend.
	for _, byName := range groups {
		for _, g := range byName {
			if len(g.Options) > 1 {
				g.Label = ""
				g.Value, g.Checked = "", false
				for _, o := range g.Options {
					if o.Selected && g.Type == "radio" {
						g.Value = o.Value
					}
				}
			} else if g.Type == "checkbox" {
				g.Options = nil
			}
		}
	}
}

func mergeMember(g, f *Field) {
	v := f.Value
	if v == "" {
		v = "on"
	}
	if len(g.Options) < maxOptions {
		g.Options = append(g.Options, Option{Value: v, Label: f.Label, Selected: f.Checked, Pos: f.Pos})
	}
	g.Elements = append(g.Elements, f.Elements...)
	if f.Hidden == "" {
		g.Hidden = "" // the group shows the person one of its members
	}
	g.Required = g.Required || f.Required
	g.Conditional = g.Conditional && f.Conditional
	if g.Sensitive == "" {
		g.Sensitive, g.SensitiveFrom = f.Sensitive, f.SensitiveFrom
	}
	if g.Legend == "" {
		g.Legend = f.Legend
	}
}

// push opens element t; f is the form it is, nil for any other element,
// which sits in the form around it.
func (w *walker) push(t tag, f *Form) {
	if f == nil {
		f = w.ancestorForm()
	}
	if len(w.open) < maxOpen {
		el := openEl{tag: t.name, hide: hideOf(&t), form: f}
		// A group that names the controls in it, as a legend does:
		// <div role="group" aria-labelledby="dob">.
		if role := strings.ToLower(strings.TrimSpace(t.get("role"))); role == "group" || role == "radiogroup" {
			el.groupLabel = clean(t.get("aria-label"), maxText)
			el.groupBy = clean(t.get("aria-labelledby"), maxText)
		}
		w.open = append(w.open, el)
	}
}

// pop closes the innermost open element named name and those inside it;
// an end tag that closes nothing is ignored, as HTML does.
func (w *walker) pop(name string) {
	for k := len(w.open) - 1; k >= 0 && k >= len(w.open)-maxOpenIDs; k-- {
		if w.open[k].tag == name {
			w.truncate(k)
			return
		}
	}
}

// impliedEnds: the start tags that close an open element of another name
// (or their own) without an end tag, and the elements that stop the
// search ("<li>" closes the open "<li>" of its list, not one of an outer
// list).
var impliedEnds = map[string]struct{ closes, scope []string }{
	"li":       {[]string{"li"}, []string{"ul", "ol"}},
	"td":       {[]string{"td", "th"}, []string{"tr", "table"}},
	"th":       {[]string{"td", "th"}, []string{"tr", "table"}},
	"tr":       {[]string{"tr"}, []string{"table", "tbody", "thead", "tfoot"}},
	"option":   {[]string{"option"}, []string{"select", "datalist", "optgroup"}},
	"optgroup": {[]string{"optgroup", "option"}, []string{"select"}},
	"dt":       {[]string{"dt", "dd"}, []string{"dl"}},
	"dd":       {[]string{"dt", "dd"}, []string{"dl"}},
	"p":        {[]string{"p"}, []string{"div", "td", "th", "li", "form", "section", "body"}},
	"div":      {[]string{"p"}, []string{"div", "td", "th", "li", "form", "section", "body"}},
}

// impliedEnd closes what the start tag name closes by itself.
func (w *walker) impliedEnd(name string) {
	rule, ok := impliedEnds[name]
	if !ok {
		return
	}
	for k := len(w.open) - 1; k >= 0 && k >= len(w.open)-maxOpenIDs; k-- {
		tag := w.open[k].tag
		if slices.Contains(rule.closes, tag) {
			w.truncate(k)
			return
		}
		if slices.Contains(rule.scope, tag) {
			return
		}
	}
}

// hiding is how the open elements hide what they hold.
func (w *walker) hiding() hideSignals {
	var s hideSignals
	for _, o := range w.open {
		s |= o.hide
	}
	return s &^ hideTab
}

// tabOut reports a control taken out of the tab order.
func tabOut(t *tag) hideSignals {
	if strings.TrimSpace(t.get("tabindex")) == "-1" {
		return hideTab
	}
	return 0
}

// truncate closes the open elements from index k on; the text right after
// a control ends with the element that holds the control.
func (w *walker) truncate(k int) {
	w.open = w.open[:k]
	if w.after != nil && len(w.open) < w.after.depth {
		w.endAfter()
	}
	if len(w.open) < w.labelBefore.depth {
		w.labelBefore = pendingLabel{} // a label stands before a control only in the same element
	}
	// The element that holds a control closed after a label that followed
	// it: the label was the control's, not the next one's.
	if tl := w.trailing; tl != nil && len(w.open) < tl.depth {
		w.trailing = nil
		switch {
		case tl.forID != "":
			tl.c.trail = pendingLabel{forID: tl.forID, text: tl.text}
			w.labelBefore = pendingLabel{} // not the next control's either
		case tl.c.wrapLabel == "":
			tl.c.wrapLabel = tl.text
			w.near = w.near[:min(tl.nearLen, len(w.near))]
		}
	}
}

// afterText is the text right after a control: a hint such as "Enter the
// code we sent to your phone" in the element that holds the control. It
// ends with that element, at a label, heading, link or button, or at the
// next control, which takes the text as its own (Nearby) instead.
type afterText struct {
	c     *control
	depth int // the open elements around the control
	buf   []byte
}

// afterStops are the start tags that end the text right after a control:
// a label names another control, a heading or fieldset starts another
// part of the form, and a link or a button is an action ("Forgot your
// password?"), not a description.
var afterStops = map[string]bool{
	"label": true, "a": true, "button": true, "h1": true, "h2": true, "h3": true, "h4": true,
	"h5": true, "h6": true, "form": true, "fieldset": true, "legend": true, "table": true,
	"ul": true, "ol": true,
}

func (w *walker) beginAfter(c *control) {
	w.endAfter()
	w.after = &afterText{c: c, depth: len(w.open)}
}

func (w *walker) endAfter() {
	a := w.after
	if a == nil {
		return
	}
	w.after = nil
	words := strings.Fields(strings.ReplaceAll(string(a.buf), string(placeholder), " "))
	if len(words) > 0 {
		a.c.after = clean(strings.Join(words, " "), maxText)
		w.near = w.near[:0] // it describes this control, and names no next one
	}
}

// hiddenSince reports text inside an element, opened at depth or deeper,
// that hides it: an error message not shown yet, a copy of the value for
// layout under aria-hidden.
func (w *walker) hiddenSince(depth int) bool {
	for _, o := range w.open[min(depth, len(w.open)):] {
		if o.hide&(hideAttr|hideStyle|hideAria|hideClass) != 0 {
			return true
		}
	}
	return false
}
