package analyzer

import (
	"bytes"
	"fmt"
	"strings"
)

// declarativeAttrs are the form attributes from which Chromium builds its
// own tool. On a form with a blocked field they must go.
var declarativeAttrs = map[string]bool{"toolname": true, "tooldescription": true, "toolautosubmit": true}

// StripDeclarative removes toolname, tooldescription and toolautosubmit from
// the form start tags at the given byte offsets (Form.Pos.Offset) and returns
// the new source. Everything else, template code included, is kept byte for
// byte. It fails if an offset does not point at a <form> tag.
func StripDeclarative(src []byte, dialect string, offsets []int) ([]byte, error) {
	if dialect == "" {
		dialect = DialectHTML
	}
	// Find attribute boundaries in the masked copy, so template code inside
	// the tag cannot fool the lexer; cut the same spans from the source.
	masked := maskTemplate(src, dialect, newLineIndex(src)).masked
	var cuts []span
	for _, off := range offsets {
		if off < 0 || off+5 > len(masked) || !strings.EqualFold(string(masked[off:off+5]), "<form") {
			return nil, fmt.Errorf("offset %d is not the start of a <form> tag", off)
		}
		for _, a := range tagAttrs(masked, off+5) {
			if declarativeAttrs[strings.ToLower(string(masked[a.name.start:a.name.end]))] {
				// Take the real whitespace before the attribute, not the
				// padding of a template placeholder.
				lead := a.name.start
				for lead > a.lead && isSpace(src[lead-1]) {
					lead--
				}
				cuts = append(cuts, span{lead, a.end})
			}
		}
	}
	var out bytes.Buffer
	last := 0
	for _, c := range sortSpans(cuts) {
		if c.start < last {
			continue
		}
		out.Write(src[last:c.start])
		last = c.end
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

func sortSpans(s []span) []span {
	out := append([]span(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
