package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStripDeclarative(t *testing.T) {
	cases := []struct{ file, src, want string }{
		{"a.html", `<form id=f toolname="sign_in" tooldescription='Sign in' toolautosubmit action=/x><input type=password></form>`,
			`<form id=f action=/x><input type=password></form>`},
		{"a.html", "<FORM\n  TOOLNAME=login\n  method=post>", "<FORM\n  method=post>"},
		{"a.j2", `<form toolname="{{ name }}" {% if x > 1 %}tooldescription="d"{% endif %} class=a>`,
			`<form {% if x > 1 %}{% endif %} class=a>`},
		{"a.html", `<form toolnamex=1 data-toolname=2>`, `<form toolnamex=1 data-toolname=2>`},
	}
	for _, c := range cases {
		doc, err := Analyze(c.file, []byte(c.src), Options{})
		require.NoError(t, err)
		require.NotEmpty(t, doc.Forms)
		got, err := StripDeclarative([]byte(c.src), DialectFor(c.file), []int{doc.Forms[0].Pos.Offset})
		require.NoError(t, err)
		assert.Equal(t, c.want, string(got))
		again, err := Analyze(c.file, got, Options{})
		require.NoError(t, err)
		assert.False(t, again.Forms[0].HasToolName)
	}
	_, err := StripDeclarative([]byte("<div>"), "", []int{0})
	assert.ErrorContains(t, err, "not the start of a <form> tag")
}
