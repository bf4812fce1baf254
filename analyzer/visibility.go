package analyzer

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/formtool/formtool/internal/words"
)

// Controls the person cannot see are never offered to an agent (SPEC
// section 1): a control with the hidden attribute or inside an element
// with it, and the honeypots that sites set for bots, whose filling gets
// the form rejected. A honeypot hides itself in ways a page also uses for
// ordinary reasons, one at a time: an inline style that takes it off the
// screen, aria-hidden, a "hidden" class, tabindex=-1, a name such as
// "website". Two of them together, or a name that says "honeypot", make
// it one; any one alone does not, because scripts show and hide parts of
// forms, and custom checkboxes and select widgets hide the native control
// the person still sets through them.

// hideSignals are the ways an element hides what it holds.
type hideSignals uint8

const (
	hideAttr     hideSignals = 1 << iota // the hidden attribute
	hideStyle                            // an inline style: display:none, off the screen, ...
	hideAria                             // aria-hidden="true"
	hideClass                            // a class that hides: "hidden", "d-none", "sr-only", ...
	hideHoney                            // a name, id or class that says honeypot
	hideHoneyish                         // a name a honeypot takes ("hp", "website", "bot-field")
	hideTab                              // tabindex=-1 (the control's own)
)

// maxOpen bounds the stack of open elements the walker keeps.
const maxOpen = 512

// openEl is an open element and how it hides its content.
type openEl struct {
	tag  string
	hide hideSignals
	form *Form // the form it is or sits in
	// groupLabel and groupBy: the aria-label and aria-labelledby of a
	// role="group", which name the controls inside as a legend does.
	groupLabel, groupBy string
}

// hideHints are bytes one of which a start tag that hides its content
// carries; the walker reads the attributes of a tag it would otherwise
// skip only when they may matter.
var hideHints = [][]byte{
	[]byte("hid"), []byte("HID"), []byte("none"), []byte("sr-only"), []byte("screen-reader"),
	[]byte("invisible"), []byte("offscreen"), []byte("off-screen"), []byte("honey"), []byte("hpot"),
	[]byte("trap"), []byte("opacity"), []byte("clip"), []byte("indent"), []byte(":-"), []byte(": -"),
	[]byte("scale(0"), []byte("height:0"), []byte("height: 0"), []byte("height:1px"), []byte("height: 1px"),
}

// hideHint reports whether a start tag's raw bytes may carry a hiding
// attribute.
func hideHint(raw []byte) bool {
	// One pass over the tag, trying at each byte only the hints that
	// start with it and the byte after it, rather than a search of the
	// whole tag for each hint.
	for i := 0; i+1 < len(raw); i++ {
		if pair := uint16(raw[i])<<8 | uint16(raw[i+1]); hintPairs[pair>>6]&(1<<(pair&63)) == 0 {
			continue
		}
		for _, needle := range hintsByFirst[raw[i]] {
			if bytes.HasPrefix(raw[i:], needle) {
				return true
			}
		}
	}
	return false
}

// hintPairs is the set of the hideHints' first two bytes (each has two
// or more).
var hintPairs = func() (set [1 << 16 / 64]uint64) {
	for _, h := range hideHints {
		pair := uint16(h[0])<<8 | uint16(h[1])
		set[pair>>6] |= 1 << (pair & 63)
	}
	return set
}()

// hintsByFirst are the hideHints by their first byte.
var hintsByFirst = func() (m [256][][]byte) {
	for _, h := range hideHints {
		m[h[0]] = append(m[h[0]], h)
	}
	return m
}()

// hideOf reads how an element hides its content from its attributes. The
// control's own tabindex and name are read by the caller.
func hideOf(t *tag) hideSignals {
	var s hideSignals
	for _, a := range t.attrs {
		switch a.Key {
		case "hidden":
			if !strings.EqualFold(strings.TrimSpace(a.Val), "until-found") {
				s |= hideAttr
			}
		case "aria-hidden":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				s |= hideAria
			}
		case "style":
			if styleHides(a.Val) {
				s |= hideStyle
			}
		case "class":
			s |= classHides(a.Val)
		case "id":
			s |= honeyWords(a.Val)
		default:
			// data-honeypot-field and the like.
			if strings.Contains(a.Key, "honeypot") {
				s |= hideHoney
			}
		}
	}
	return s
}

// styleHides reports an inline style that hides the element from sight:
// display:none, visibility:hidden, opacity:0, a position far off the
// screen, no size with its overflow hidden, or a clip to nothing.
func styleHides(style string) bool {
	style = strings.ToLower(style)
	decl := map[string]string{}
	for _, d := range strings.Split(style, ";") {
		k, v, ok := strings.Cut(d, ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "!important"))
		decl[strings.TrimSpace(k)] = v
	}
	switch {
	case decl["display"] == "none":
		return true
	case decl["visibility"] == "hidden" || decl["visibility"] == "collapse":
		return true
	case zeroLength(decl["opacity"]):
		return true
	case strings.HasPrefix(strings.ReplaceAll(decl["clip"], " ", ""), "rect(0") ||
		strings.HasPrefix(strings.ReplaceAll(decl["clip-path"], " ", ""), "inset(50%"):
		return true
	case strings.Contains(decl["transform"], "scale(0)"):
		return true
	}
	for _, k := range [...]string{"left", "top", "right", "margin-left", "margin-top", "text-indent"} {
		if offScreen(decl[k]) {
			return true
		}
	}
	tiny := func(k string) bool {
		v, ok := decl[k]
		return ok && (zeroLength(v) || v == "1px")
	}
	return (tiny("height") || tiny("max-height")) && (tiny("width") || tiny("max-width") || decl["overflow"] == "hidden")
}

// zeroLength reports a CSS length or number that is zero: "0", "0px", ".0".
func zeroLength(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" {
		return false
	}
	v = strings.TrimRight(v, "pxemr%")
	f, err := strconv.ParseFloat(v, 64)
	return err == nil && f == 0
}

// offScreen reports a negative offset large enough to put an element off
// the screen: -100px or more, -10em or more, -50% or more.
func offScreen(v string) bool {
	v = strings.TrimSpace(v)
	if !strings.HasPrefix(v, "-") {
		return false
	}
	num := strings.TrimLeft(v[1:], "0123456789.")
	unit := strings.TrimSpace(num)
	f, err := strconv.ParseFloat(v[1:len(v)-len(num)], 64)
	if err != nil {
		return false
	}
	switch unit {
	case "", "px":
		return f >= 100
	case "em", "rem", "vw", "vh":
		return f >= 10
	case "%":
		return f >= 50
	}
	return false
}

// hidingClasses are class names that hide an element on every screen.
// Responsive ones ("hidden-xs", "d-md-none") hide it only on some, and are
// not here.
var hidingClasses = map[string]bool{
	"hidden": true, "hide": true, "d-none": true, "is-hidden": true, "u-hidden": true,
	"visually-hidden": true, "visuallyhidden": true, "sr-only": true, "screen-reader-text": true,
	"screen-reader-only": true, "invisible": true, "offscreen": true, "off-screen": true,
	"display-none": true, "hidden-field": true, "hiddenfield": true, "hidden-input": true,
}

// classHides reads a class attribute: a hiding class, or a honeypot's name.
func classHides(class string) hideSignals {
	var s hideSignals
	if !mayHide(class) {
		return honeyWords(class)
	}
	if hasHidingClass(class) {
		s |= hideClass
	}
	return s | honeyWords(class)
}

// hasHidingClass reports whether a class attribute holds one of
// hidingClasses, in any case. An ASCII attribute, nearly every one, is
// read in place; another is lower-cased and split as Unicode says.
func hasHidingClass(class string) bool {
	for i := 0; i < len(class); i++ {
		if class[i] >= utf8.RuneSelf {
			for _, c := range strings.Fields(strings.ToLower(class)) {
				if hidingClasses[c] {
					return true
				}
			}
			return false
		}
	}
	var buf [len("screen-reader-only")]byte // the longest of hidingClasses
	for i := 0; i < len(class); {
		for i < len(class) && words.IsASCIISpace(class[i]) {
			i++
		}
		j := i
		for j < len(class) && !words.IsASCIISpace(class[j]) {
			j++
		}
		if n := j - i; n > 0 && n <= len(buf) {
			for k := range n {
				buf[k] = lowerByte(class[i+k])
			}
			if hidingClasses[string(buf[:n])] {
				return true
			}
		}
		i = j
	}
	return false
}

// honeypotWords say what a field is for, as they read with the words of a
// name run together ("spam trap", "spam_trap" and "SpamTrap" all read
// "spamtrap").
var honeypotWords = []string{"honeypot", "ohnohoney", "hpot", "spamtrap", "bottrap"}

// honeyWords reads a name, id or class for the words of a honeypot: its
// ASCII letters, lower-cased and run together (splitWords' words joined),
// hold one of honeypotWords.
func honeyWords(s string) hideSignals {
	// Every honeypot word holds one of these; most names and classes
	// hold none, and need no closer look.
	if !honeyParts.in(s) {
		return 0
	}
	var buf [64]byte
	letters := buf[:0]
	for i := 0; i < len(s); i++ {
		if c := lowerByte(s[i]); 'a' <= c && c <= 'z' {
			letters = append(letters, c)
		}
	}
	for _, w := range honeypotWords {
		if bytes.Contains(letters, []byte(w)) {
			return hideHoney
		}
	}
	return 0
}

// mayHide reports a class attribute that may hold a hiding class: each of
// hidingClasses holds one of these.
func mayHide(class string) bool {
	return hidingParts.in(class)
}

var (
	honeyParts  = newSubstrings("oney", "ONEY", "pot", "POT", "rap", "RAP")
	hidingParts = newSubstrings("idde", "IDDE", "hide", "HIDE", "none", "NONE", "only", "ONLY", "nvisible", "NVISIBLE", "screen", "SCREEN")
)

// substrings is a set of strings of two or more bytes to look for in a
// text in one pass: at each byte, only those that start with it and the
// byte after it are tried.
type substrings struct {
	pairs   [1 << 16 / 64]uint64
	byFirst [256][]string
}

func newSubstrings(subs ...string) *substrings {
	s := &substrings{}
	for _, sub := range subs {
		pair := uint16(sub[0])<<8 | uint16(sub[1])
		s.pairs[pair>>6] |= 1 << (pair & 63)
		s.byFirst[sub[0]] = append(s.byFirst[sub[0]], sub)
	}
	return s
}

// in reports whether text holds one of the strings.
func (s *substrings) in(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if pair := uint16(text[i])<<8 | uint16(text[i+1]); s.pairs[pair>>6]&(1<<(pair&63)) == 0 {
			continue
		}
		for _, sub := range s.byFirst[text[i]] {
			if strings.HasPrefix(text[i:], sub) {
				return true
			}
		}
	}
	return false
}

// honeypotNames are the names honeypots go by that ordinary fields also
// have; they count only as a whole name, beside a sign of hiding.
// honeypotFiller are the words around them ("hp_field", "bot-field").
var (
	honeypotNames  = map[string]bool{"hp": true, "honey": true, "trap": true, "bot": true, "nobot": true, "robot": true, "antispam": true, "nospam": true, "spam": true, "website": true, "homepage": true, "url": true}
	honeypotFiller = map[string]bool{"field": true, "fld": true, "input": true, "inp": true, "txt": true, "text": true, "value": true, "check": true, "catcher": true, "the": true, "my": true, "your": true}
)

// honeyName reports a name or id made of a honeypot's name and filler
// words only: "website", "hp_field", "bot-field".
func honeyName(s string) bool {
	found := false
	for _, w := range splitWords(s) {
		switch {
		case honeypotNames[w]:
			found = true
		case honeypotFiller[w]:
		default:
			return false
		}
	}
	return found
}

// splitWords splits a name, id or class into lower-case words at
// punctuation, digits and camelCase: "hp_field2" → hp, field; "botField"
// → bot, field.
func splitWords(s string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	prevLower := false
	for _, r := range s {
		switch {
		case 'a' <= r && r <= 'z':
			b.WriteRune(r)
			prevLower = true
		case 'A' <= r && r <= 'Z':
			if prevLower {
				flush()
			}
			b.WriteRune(r + 'a' - 'A')
			prevLower = false
		default:
			flush()
			prevLower = false
		}
	}
	flush()
	return out
}

// leaveBlank are the words a honeypot's label says to people.
var leaveBlank = []string{
	"leave this field blank", "leave this field empty", "leave blank", "leave empty", "leave this blank",
	"leave this empty", "do not fill", "don't fill", "dont fill", "do not enter", "if you are human",
	"if you're human", "humans", "not for humans", "nicht ausfullen", "leer lassen", "ne pas remplir",
	"laisser vide", "no rellenar", "dejar en blanco", "dejar vacio", "nao preencher", "deixe em branco",
	"non compilare", "lasciare vuoto", "niet invullen", "leeg laten",
}

// tellsToLeaveBlank reports text that asks people to leave a field empty.
func tellsToLeaveBlank(texts ...string) bool {
	for _, t := range texts {
		if t == "" {
			continue
		}
		t = foldASCII(t)
		for _, w := range leaveBlank {
			if strings.Contains(t, w) {
				return true
			}
		}
	}
	return false
}

// foldASCII lower-cases s and drops the accents of the few letters the
// leaveBlank words need.
func foldASCII(s string) string {
	s = strings.ToLower(s)
	return strings.NewReplacer("ü", "u", "ã", "a", "í", "i", "á", "a", "é", "e", "’", "'").Replace(s)
}

// hiddenReason decides whether a control is hidden from the person, from
// its own signals and those of the elements around it, and says why; ""
// when it is not. own are the control's, around those of its ancestors;
// named: its name or id is a honeypot's (honeyName).
//
// A closed dialog is hidden by its style and aria-hidden on an ancestor,
// and a section that a script shows later by its style or a class: those
// alone do not make a honeypot, nor does anything but the hidden
// attribute or a honeypot's own word hide a select, checkbox or radio
// button (select widgets and custom checkboxes hide the native control
// that the person still sets through them).
func hiddenReason(tagName, typ string, own, around hideSignals, named bool) string {
	all := own | around
	switch {
	case all&hideAttr != 0:
		return "the hidden attribute"
	case all&hideHoney != 0:
		return "a honeypot by its name"
	case tagName == "select" || typ == "checkbox" || typ == "radio":
		return ""
	case own&hideTab != 0 && all&(hideStyle|hideClass) != 0 || own&hideTab != 0 && own&hideAria != 0:
		return "hidden and out of the tab order"
	case own&hideAria != 0 && own&(hideStyle|hideClass) != 0:
		return "hidden from sight and from assistive technology"
	case named && all&(hideStyle|hideClass|hideAria) != 0:
		return "a honeypot: hidden, with a honeypot's name"
	}
	return ""
}
