package analyzer

import (
	"bytes"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// declarativeAttrs are the form attributes from which Chromium builds its
// own tool, each with formtool's own attribute for the same, which
// Chromium does not read. On a form with a blocked field they must go.
var declarativeAttrs = map[string]string{
	"toolname":        "data-webmcp-toolname",
	"tooldescription": "data-webmcp-tooldescription",
	"toolautosubmit":  "data-webmcp-autosubmit",
}

// RenameDeclarative turns toolname, tooldescription and toolautosubmit into
// formtool's data-webmcp-toolname, data-webmcp-tooldescription and
// data-webmcp-autosubmit on the form start tags at the given byte offsets
// (Form.Pos.Offset), values untouched, and returns the new source: the
// browser no longer builds its own tool, and formtool's keeps the author's
// name, description and opt-in. An attribute whose formtool twin the tag
// already has is removed instead (the twin wins in formtool already).
// Everything else, template code included, is kept byte for byte. It fails
// if an offset does not point at a <form> tag.
func RenameDeclarative(src []byte, dialect string, offsets []int) ([]byte, error) {
	if dialect == "" {
		dialect = DialectHTML
	}
	// Find attribute boundaries in the masked copy, so template code inside
	// the tag cannot fool the lexer; edit the same spans of the source.
	masked := maskTemplate(src, dialect, newLineIndex(src)).masked
	type edit struct {
		span
		with string
	}
	var edits []edit
	for _, off := range offsets {
		if off < 0 || off+5 > len(masked) || !strings.EqualFold(string(masked[off:off+5]), "<form") {
			return nil, errors.New("offset " + strconv.Itoa(off) + " is not the start of a <form> tag")
		}
		attrs := tagAttrs(masked, off+5)
		has := map[string]bool{}
		for _, a := range attrs {
			has[strings.ToLower(string(masked[a.name.start:a.name.end]))] = true
		}
		for _, a := range attrs {
			twin, ok := declarativeAttrs[strings.ToLower(string(masked[a.name.start:a.name.end]))]
			switch {
			case !ok:
			case !has[twin]:
				edits = append(edits, edit{a.name, twin})
				has[twin] = true // a second toolname goes, as the browser ignores it
			default:
				// Take the real whitespace before the attribute, not the
				// padding of a template placeholder; but not when the next
				// attribute follows without any (toolname=''x), or the two
				// neighbours would run together.
				lead := a.name.start
				if a.end >= len(src) || isSpace(src[a.end]) || src[a.end] == '>' || src[a.end] == '/' {
					for lead > a.lead && isSpace(src[lead-1]) {
						lead--
					}
				}
				edits = append(edits, edit{span{lead, a.end}, ""})
			}
		}
	}
	slices.SortFunc(edits, func(a, b edit) int { return a.start - b.start })
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.start < last {
			continue
		}
		out.Write(src[last:e.start])
		out.WriteString(e.with)
		last = e.end
	}
	out.Write(src[last:])
	return out.Bytes(), nil
}

// attrSpan is one attribute of a start tag: lead is where the whitespace
// before it starts, end is just past its value.
type attrSpan struct {
	lead, end int
	name      span
}

// tagAttrs lexes the attributes of a start tag from i (just past the tag
// name) to its '>', following the HTML tokenizer's attribute states.
func tagAttrs(b []byte, i int) []attrSpan {
	var out []attrSpan
	for i < len(b) {
		lead := i
		for i < len(b) && (isSpace(b[i]) || b[i] == '/') {
			i++
		}
		if i >= len(b) || b[i] == '>' {
			return out
		}
		a := attrSpan{lead: lead, name: span{start: i}}
		for i < len(b) && !isSpace(b[i]) && b[i] != '/' && b[i] != '>' && (b[i] != '=' || i == a.name.start) {
			i++
		}
		a.name.end = i
		j := i
		for j < len(b) && isSpace(b[j]) {
			j++
		}
		if j < len(b) && b[j] == '=' {
			j++
			for j < len(b) && isSpace(b[j]) {
				j++
			}
			switch {
			case j < len(b) && (b[j] == '"' || b[j] == '\''):
				q := b[j]
				k := bytes.IndexByte(b[j+1:], q)
				if k < 0 {
					j = len(b)
				} else {
					j += k + 2
				}
			default:
				for j < len(b) && !isSpace(b[j]) && b[j] != '>' {
					j++
				}
			}
			i = j
		}
		a.end = i
		out = append(out, a)
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
