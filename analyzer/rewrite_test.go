package analyzer

import (
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
