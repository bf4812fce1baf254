package main

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/formtool/formtool/filter"
)

// withheld stands for a value the agent never receives. It has a fixed
// length, so that not even the length of a password shows.
const withheld = "••••••"

// secret is a value a page's source lines must not show, and what to show
// in its place.
type secret struct {
	text, repl string
}

// lineFilter masks the source lines of one page the way the runtime masks
// what it hands back: a redact value masked by package filter, a block,
// hidden or ignored value withheld, a checksum-valid identifier in an
// allow value masked. Lines are shown beside findings, so that an author
// sees where a finding is without the report becoming a copy of the
// page's secrets.
type lineFilter struct {
	secrets []secret
	plain   map[string]bool // values of allow fields, shown as they are
	packs   []string
}

func newLineFilter(packs []string) *lineFilter {
	return &lineFilter{plain: map[string]bool{}, packs: packs}
}

// addValue records one page value of a field of the given class (allow,
// redact, or anything else for withheld) and kind.
func (lf *lineFilter) addValue(v, class, kind string) {
	pieces := []string{v}
	if strings.ContainsAny(v, "\r\n") {
		// A textarea's text spans lines, and the report shows one line.
		pieces = strings.FieldsFunc(v, func(r rune) bool { return r == '\r' || r == '\n' })
		for i := range pieces {
			pieces[i] = strings.TrimSpace(pieces[i])
		}
	}
	for _, piece := range pieces {
		if strings.TrimSpace(piece) == "" {
			continue
		}
		repl := withheld
		switch class {
		case "allow":
			out, masked := filter.Value(piece, class, kind, lf.packs)
			if !masked {
				lf.plain[piece] = true
				continue
			}
			repl = out
		case "redact":
			repl, _ = filter.Value(piece, class, kind, lf.packs)
		}
		lf.secrets = append(lf.secrets, secret{piece, repl})
		// The source may spell the value with character references.
		if esc := html.EscapeString(piece); esc != piece {
			lf.secrets = append(lf.secrets, secret{esc, withheld})
		}
	}
}

// valueAttr finds value attributes, quoted or not, and the ones of custom
// attributes ending in "value" too.
var valueAttr = regexp.MustCompile(`(?i)value\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))`)

// buttonType finds the type of a control whose value is its caption.
var buttonType = regexp.MustCompile(`(?i)\btype\s*=\s*["']?(submit|button|reset|image)\b`)

type span struct {
	start, end int
	repl       string
}

// line returns src with every secret masked, and where the byte offset at
// of src (the finding's column) is in the result, or -1. Whatever the
// analyzer does not know as a field (a hidden input, a control on a line of
// its own) is masked when it is a value attribute that no allow field
// holds: the filter fails closed. A line that still holds a checksum-valid
// identifier is not shown at all.
func (lf *lineFilter) line(src string, at int) (string, int) {
	var spans []span
	for _, s := range lf.secrets {
		short := utf8.RuneCountInString(s.text) < 4
		for off := 0; ; {
			i := strings.Index(src[off:], s.text)
			if i < 0 {
				break
			}
			start, end := off+i, off+i+len(s.text)
			off = start + 1
			if short && (wordAt(src, start, true) || wordAt(src, end, false)) {
				continue // "on" of a checkbox is not the "on" of "one"
			}
			spans = append(spans, span{start, end, s.repl})
		}
	}
	for _, m := range valueAttr.FindAllStringSubmatchIndex(src, -1) {
		start, end := m[4], m[5]
		if start < 0 {
			start, end = m[6], m[7]
		}
		if start < 0 {
			start, end = m[8], m[9]
		}
		v := src[start:end]
		if v == "" || lf.plain[html.UnescapeString(v)] || strings.ContainsRune(v, filter.MaskRune) {
			continue
		}
		if tag := strings.LastIndexByte(src[:m[0]], '<'); tag >= 0 {
			if close := strings.IndexByte(src[tag:], '>'); (close < 0 || tag+close > m[0]) && buttonType.MatchString(tagText(src, tag)) {
				continue
			}
		}
		spans = append(spans, span{start, end, withheld})
	}
	out, at := apply(src, spans, at)
	if kind, found := filter.Detect(out, lf.packs); found {
		return "(this line holds a valid " + identifierWord(kind) + ", so it is not shown)", -1
	}
	return trimLine(out, at)
}

// wordAt reports whether a letter or digit touches offset i of s from
// before it (before) or from after it.
func wordAt(s string, i int, before bool) bool {
	var r rune
	if before {
		if i == 0 {
			return false
		}
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	} else {
		if i >= len(s) {
			return false
		}
		r, _ = utf8.DecodeRuneInString(s[i:])
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// tagText is the tag that starts at offset tag of s, up to its '>' or the
// end of the line.
func tagText(s string, tag int) string {
	if end := strings.IndexByte(s[tag:], '>'); end >= 0 {
		return s[tag : tag+end]
	}
	return s[tag:]
}

func identifierWord(kind string) string {
	if w, ok := identifierWords[kind]; ok {
		return w
	}
	return "identifier"
}

// apply replaces the spans of src, merging those that overlap, and maps the
// offset at into the result.
func apply(src string, spans []span, at int) (string, int) {
	slices.SortStableFunc(spans, func(a, b span) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	})
	var merged []span
	for _, s := range spans {
		if n := len(merged); n > 0 && s.start < merged[n-1].end {
			if s.end > merged[n-1].end {
				merged[n-1].end, merged[n-1].repl = s.end, withheld
			}
			continue
		}
		merged = append(merged, s)
	}
	var b strings.Builder
	mapped, pos := -1, 0
	for _, s := range merged {
		if at >= pos && at < s.start {
			mapped = b.Len() + at - pos
		}
		b.WriteString(src[pos:s.start])
		if at >= s.start && at < s.end {
			mapped = b.Len()
		}
		b.WriteString(s.repl)
		pos = s.end
	}
	if at >= pos && at <= len(src) {
		mapped = b.Len() + at - pos
	}
	b.WriteString(src[pos:])
	return b.String(), mapped
}

// maxLineRunes is how much of a long (minified) line the report shows,
// around the finding's column.
const maxLineRunes = 200

// trimLine drops the line's indentation and, from a long line, all but a
// window around at.
func trimLine(s string, at int) (string, int) {
	s = strings.TrimRight(s, " \t\r")
	trimmed := strings.TrimLeft(s, " \t")
	cut := len(s) - len(trimmed)
	s = trimmed
	if at >= 0 {
		at = max(at-cut, 0)
		at = min(at, len(s))
	}
	if utf8.RuneCountInString(s) <= maxLineRunes {
		return s, at
	}
	rs := []rune(s)
	atRune := 0
	if at >= 0 {
		atRune = utf8.RuneCountInString(s[:at])
	}
	start := max(0, atRune-maxLineRunes/4)
	end := min(len(rs), start+maxLineRunes)
	start = max(0, min(start, end-maxLineRunes))
	var b strings.Builder
	if start > 0 {
		b.WriteString("…")
	}
	mapped := -1
	if at >= 0 {
		mapped = b.Len() + len(string(rs[start:atRune]))
	}
	b.WriteString(string(rs[start:end]))
	if end < len(rs) {
		b.WriteString("…")
	}
	return b.String(), mapped
}
