package analyzer

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRenameDeclarative(t *testing.T) {
	cases := []struct{ file, src, want, name, description string }{
		{"a.html", `<form id=f toolname="sign_in" tooldescription='Sign in' toolautosubmit action=/x><input type=password></form>`,
			`<form id=f data-webmcp-toolname="sign_in" data-webmcp-tooldescription='Sign in' data-webmcp-autosubmit action=/x><input type=password></form>`,
			"sign_in", "Sign in"},
		{"a.html", "<FORM\n  TOOLNAME=login\n  method=post>", "<FORM\n  data-webmcp-toolname=login\n  method=post>", "login", ""},
		{"a.j2", `<form toolname="{{ name }}" {% if x > 1 %}tooldescription="d"{% endif %} class=a>`,
			`<form data-webmcp-toolname="{{ name }}" {% if x > 1 %}data-webmcp-tooldescription="d"{% endif %} class=a>`, "", "d"},
		{"a.html", `<form toolnamex=1 data-toolname=2>`, `<form toolnamex=1 data-toolname=2>`, "", ""},
		// formtool's own attribute is there already and wins: the
		// declarative one goes, and so does a second toolname.
		{"a.html", `<form data-webmcp-toolname=mine toolname=theirs data-webmcp-autosubmit=false toolautosubmit>`,
			`<form data-webmcp-toolname=mine data-webmcp-autosubmit=false>`, "mine", ""},
		{"a.html", `<form toolname=one toolname=two>`, `<form data-webmcp-toolname=one>`, "one", ""},
		// The next attribute follows a removed one without whitespace:
		// the tag name and it must not run together.
		{"a.html", `<form toolname=''data-webmcp-toolname=x>`, `<form data-webmcp-toolname=x>`, "x", ""},
	}
	for _, c := range cases {
		doc, err := Analyze(c.file, []byte(c.src), Options{})
		require.NoError(t, err)
		require.NotEmpty(t, doc.Forms)
		got, err := RenameDeclarative([]byte(c.src), DialectFor(c.file), []int{doc.Forms[0].Pos.Offset})
		require.NoError(t, err)
		assert.Equal(t, c.want, string(got))
		again, err := Analyze(c.file, got, Options{})
		require.NoError(t, err)
		f := again.Forms[0]
		assert.False(t, f.HasToolName, c.src)
		if c.name != "" {
			assert.Equal(t, c.name, f.DataToolName, c.src)
		}
		assert.Equal(t, c.description, f.DataToolDescription, c.src)
	}
	_, err := RenameDeclarative([]byte("<div>"), "", []int{0})
	assert.ErrorContains(t, err, "not the start of a <form> tag")
}

// FuzzRenameDeclarative: on any page in any dialect, renaming the
// declarative attributes of every form that has toolname leaves no form
// with toolname, keeps the forms, and leaves the text before the first
// form as it was.
func FuzzRenameDeclarative(f *testing.F) {
	addSeeds(f,
		`<form toolname=a tooldescription="b>c" toolautosubmit><input type=password></form>`,
		`<form toolname='x' toolname=y data-webmcp-toolname=z><form toolname>`,
		`<form {% if a %}toolname="n"{% endif %} {{ x }}><input type=password>`,
		"<FORM\tTOOLNAME=a\nToolDescription=b/>",
	)
	f.Fuzz(func(t *testing.T, src, dialect string) {
		doc, err := Analyze("fuzz", []byte(src), Options{Dialect: dialect})
		if err != nil {
			return // unknown dialect
		}
		var offsets []int
		for _, form := range doc.Forms {
			if form.HasToolName {
				offsets = append(offsets, form.Pos.Offset)
			}
		}
		if len(offsets) == 0 {
			return
		}
		out, err := RenameDeclarative([]byte(src), doc.Dialect, offsets)
		if err != nil {
			t.Fatalf("a form the analyzer found at %v: %v", offsets, err)
		}
		again, err := Analyze("fuzz", out, Options{Dialect: dialect})
		if err != nil {
			t.Fatal(err)
		}
		if len(again.Forms) != len(doc.Forms) {
			t.Fatalf("%d forms before, %d after:\n%q\n%q", len(doc.Forms), len(again.Forms), src, out)
		}
		for i, form := range again.Forms {
			if form.HasToolName {
				t.Fatalf("form %d keeps toolname:\n%q\n%q", i, src, out)
			}
		}
		if first := offsets[0]; !bytes.Equal(out[:first], []byte(src)[:first]) {
			t.Fatalf("the text before the first form changed:\n%q\n%q", src, out)
		}
	})
}
