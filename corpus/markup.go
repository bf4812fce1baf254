package corpus

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
)

// stripAttrs are the attributes removed from every tag before the analyzer
// reads a file (README, rules for an evaluation 1 and 2): the labels, and the
// verdicts of other classifiers that the captures kept.
var stripAttrs = map[string]bool{
	"data-manual-scoring":          true,
	"data-moz-autofill-type":       true,
	"data-moz-autofill-inspect-id": true,
	"data-fathom":                  true,
	"autofill-information":         true,
	"data-ddg-inputtype":           true,
	"data-ddg-autofill":            true,
	"data-ddg-testresultelementid": true,
	"data-manual-submit":           true,
}

// element is one input, select or textarea start tag, counted in document
// order as the corpus's index: locators and the analyzer's Field.Elements
// count them.
type element struct {
	index int
	tag   string // input, select, textarea
	typ   string // as the analyzer spells it: "text", "select-one", "textarea", ...
	name  string
	id    string
	field bool   // fillable: not hidden, submit, button, image or reset, and not inside a <template>
	label string // the source's inline label, read before it is stripped
}

// scan reads src once with the same tokenizer the analyzer uses. It returns
// the input/select/textarea elements, with the inline label of labelAttr when
// one is given, and a copy of src in which every attribute of stripAttrs is
// overwritten with spaces, so that byte offsets stay valid and no label
// reaches the analyzer. attrMismatch counts tags where the span scanner and
// the tokenizer disagreed on the attributes; it should be zero.
func scan(src []byte, labelAttr string) (elems []element, stripped []byte, attrMismatch int) {
	stripped = bytes.Clone(src)
	z := html.NewTokenizer(bytes.NewReader(src))
	offset := 0
	inSelect := false
	// A <template>'s content is never in the document (the browser keeps
	// it in an inert fragment), so an element inside one is no field: a
	// page that renders it (Alpine's x-if) has the rendered copy outside
	// the template, and that copy is the one scored. It keeps its index.
	templates := 0
	for {
		tt := z.Next()
		start := offset
		offset += len(z.Raw())
		if tt == html.ErrorToken {
			return elems, stripped, attrMismatch
		}
		if tt == html.EndTagToken {
			switch name, _ := z.TagName(); string(name) {
			case "select":
				inSelect = false
			case "template":
				templates = max(templates-1, 0)
			}
			continue
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		// Spans come from the untouched source: the tokenizer lower-cases
		// its buffer in place.
		spans := attrSpans(src[start:offset])
		nameB, hasAttr := z.TagName()
		name := string(nameB)
		var attrs []html.Attribute
		for hasAttr {
			k, v, more := z.TagAttr()
			attrs = append(attrs, html.Attribute{Key: string(k), Val: string(v)})
			hasAttr = more
		}
		kept := 0
		for _, s := range spans {
			if !s.repeat {
				kept++
			}
		}
		if kept != len(attrs) {
			attrMismatch++
		}
		for _, s := range spans {
			if stripAttrs[s.key] {
				for i := start + s.start; i < start+s.end; i++ {
					stripped[i] = ' '
				}
			}
		}

		// Mirror the analyzer's select handling (HTML's "in select" mode):
		// a stray <select> closes the select and is dropped, input,
		// textarea and table tags close it, and other tags are ignored.
		if inSelect {
			switch name {
			case "select":
				inSelect = false
				continue
			case "input", "textarea", "keygen", "caption", "table", "tbody", "tfoot", "thead", "tr", "td", "th":
				inSelect = false
			}
		}
		if name == "template" {
			templates++
		}
		if name != "input" && name != "select" && name != "textarea" {
			continue
		}
		e := element{index: len(elems), tag: name}
		typ := ""
		for _, a := range attrs {
			switch a.Key {
			case "type":
				typ = a.Val
			case "name":
				e.name = a.Val
			case "id":
				e.id = a.Val
			case labelAttr:
				e.label = strings.TrimSpace(a.Val)
			}
		}
		switch name {
		case "select":
			e.typ = "select-one"
			if hasKey(attrs, "multiple") {
				e.typ = "select-multiple"
			}
			inSelect = true
		case "textarea":
			e.typ = "textarea"
		default:
			e.typ = strings.ToLower(strings.Join(strings.Fields(typ), " "))
			if e.typ == "" {
				e.typ = "text"
			}
		}
		switch e.typ {
		case "hidden", "submit", "button", "image", "reset":
		default:
			e.field = templates == 0
		}
		elems = append(elems, e)
	}
}

func hasKey(attrs []html.Attribute, key string) bool {
	for _, a := range attrs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// span is one attribute of a start tag: its lower-case key and the bytes it
// covers, key through value and closing quote, relative to the tag.
type span struct {
	key        string
	start, end int
	repeat     bool // a later copy of a key, which the tokenizer drops
}

// attrSpans finds the attributes of one start tag ("<input a=b ...>") the way
// x/net/html's tokenizer reads them (readTag, readTagAttrKey,
// readTagAttrVal). Repeated keys are kept and marked; the tokenizer reports
// only the first.
func attrSpans(raw []byte) []span {
	i := 1 // past '<'
	n := len(raw)
	isSpace := func(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' }
	skip := func() {
		for i < n && isSpace(raw[i]) {
			i++
		}
	}
	// The tag name.
	for i < n && !isSpace(raw[i]) && raw[i] != '/' && raw[i] != '>' {
		i++
	}
	skip()
	var out []span
	seen := map[string]bool{}
	for i < n && raw[i] != '>' {
		keyStart := i
		for i < n {
			c := raw[i]
			if c == '=' && i == keyStart {
				i++
				continue
			}
			if c == '=' || isSpace(c) || c == '/' || c == '>' {
				break
			}
			i++
		}
		keyEnd := i
		end := keyEnd
		// The value.
		skip()
		if i < n {
			switch c := raw[i]; {
			case c == '/':
				i++
			case c == '=':
				i++
				skip()
				if i < n {
					switch q := raw[i]; q {
					case '>':
					case '\'', '"':
						i++
						for i < n && raw[i] != q {
							i++
						}
						if i < n {
							i++
						}
					default:
						for i < n && !isSpace(raw[i]) && raw[i] != '>' {
							i++
						}
					}
				}
				end = i
			}
		}
		if keyEnd > keyStart {
			key := asciiLower(raw[keyStart:keyEnd])
			out = append(out, span{key: key, start: keyStart, end: end, repeat: seen[key]})
			seen[key] = true
		}
		skip()
	}
	return out
}

// asciiLower lower-cases A-Z only, as the tokenizer does; strings.ToLower
// would turn distinct invalid bytes into the same U+FFFD.
func asciiLower(b []byte) string {
	out := []byte(string(b))
	for i, c := range out {
		if 'A' <= c && c <= 'Z' {
			out[i] = c + 'a' - 'A'
		}
	}
	return string(out)
}
