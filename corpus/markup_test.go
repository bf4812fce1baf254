package corpus

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/net/html"
)

func TestScanBlanksLabelsAndKeepsOffsets(t *testing.T) {
	// blank is the part of in that must turn into spaces.
	cases := []struct{ name, in, blank string }{
		{"quoted", `<input data-manual-scoring="password" name=p>`, `data-manual-scoring="password"`},
		{"single quoted and unquoted", `<input data-fathom='cc-number' data-ddg-autofill=x type=text>`, `data-fathom='cc-number' data-ddg-autofill=x`},
		{"upper case key", `<input DATA-MOZ-AUTOFILL-TYPE="cc-csc">`, `DATA-MOZ-AUTOFILL-TYPE="cc-csc"`},
		{"no value", `<input autofill-information name=a>`, `autofill-information`},
		{"glued to the next attribute", `<input data-fathom="x"name=a>`, `data-fathom="x"`},
		{"self-closing slash kept", `<input data-fathom/>`, `data-fathom`},
		{"a value that looks like a label stays a value", `<input title= data-fathom=x>`, ``},
		{"quote with a gt inside", `<input data-manual-scoring="a>b" name=q>`, `data-manual-scoring="a>b"`},
		{"repeated key blanked too", `<input data-fathom=a data-fathom=b name=r>`, `data-fathom=a data-fathom=b`},
		{"on any tag", `<div data-manual-scoring="username">`, `data-manual-scoring="username"`},
		{"other attributes untouched", `<input name="data-fathom" id=x>`, ``},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := c.in
			if c.blank != "" {
				want = strings.Replace(c.in, c.blank, strings.Repeat(" ", len(c.blank)), 1)
			}
			_, got, mismatch := scan([]byte(c.in), "")
			assert.Equal(t, want, string(got))
			assert.Zero(t, mismatch)
		})
	}
}

func TestScanCountsElementsAsTheAnalyzer(t *testing.T) {
	src := `<form><input type=hidden name=h><input name=a data-manual-scoring="emailAddress">
<select name=s><option>1<select name=dropped></select>
<input type=radio name=r id=r1><input type=radio name=r id=r2>
<textarea name=t><input name=inside></textarea><input type=submit></form>`
	elems, _, _ := scan([]byte(src), "data-manual-scoring")
	var got []string
	for _, e := range elems {
		s := e.tag + ":" + e.typ + ":" + e.name
		if !e.field {
			s += ":not-a-field"
		}
		got = append(got, s)
	}
	assert.Equal(t, []string{
		"input:hidden:h:not-a-field", "input:text:a", "select:select-one:s",
		"input:radio:r", "input:radio:r", "textarea:textarea:t", "input:submit::not-a-field",
	}, got, "a <select> inside a select is dropped; textarea content is text")
	assert.Equal(t, "emailAddress", elems[1].label)
	assert.Equal(t, "r2", elems[4].id)
}

// FuzzScan checks that the span scanner reads attributes as the tokenizer
// does, that no stripped attribute survives, and that the element count does
// not change, whatever the markup.
func FuzzScan(f *testing.F) {
	for _, s := range []string{
		`<input data-fathom="x" name=a>`, `<input data-fathom/>`, `<a data-manual-submit= >`,
		`<input =data-fathom=1 data-fathom>`, `<select data-ddg-autofill><select>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		elems, stripped, mismatch := scan([]byte(s), "")
		if mismatch != 0 {
			t.Fatalf("the span scanner and the tokenizer disagree on %q", s)
		}
		if len(stripped) != len(s) {
			t.Fatalf("length %d, want %d", len(stripped), len(s))
		}
		again, _, _ := scan(stripped, "")
		if len(again) != len(elems) {
			t.Fatalf("%d elements after stripping, %d before", len(again), len(elems))
		}
		if key := strippedKeyIn(stripped); key != "" {
			t.Fatalf("%q survived in %q", key, stripped)
		}
	})
}

// strippedKeyIn returns an attribute of stripAttrs that the tokenizer still
// reads in src, or "".
func strippedKeyIn(src []byte) string {
	z := html.NewTokenizer(bytes.NewReader(src))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return ""
		case html.StartTagToken, html.SelfClosingTagToken:
			_, more := z.TagName()
			for more {
				var k []byte
				k, _, more = z.TagAttr()
				if stripAttrs[strings.ToLower(string(k))] {
					return string(k)
				}
			}
		}
	}
}
