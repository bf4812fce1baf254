package schema

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAppendStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{
		"", "plain", `quote " and \ backslash`, "</script><b>&amp;", "tab\tnew\nline\rcr",
		"\x00\x01\x1f\x7f", "line\u2028para\u2029", "invalid \xff\xfe utf-8", "Zoë 東京 🙂",
	} {
		want, err := json.Marshal(s)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(jsonString(s)), "%q", s)
	}
}

func TestHTMLNumber(t *testing.T) {
	cases := map[string]string{
		"0": "0", "-0": "0", "007": "7", "1.50": "1.5", ".5": "0.5", "-.25": "-0.25", "1e3": "1000", "1E-7": "1e-7",
		"2.5e+2": "250", " 12 ": "12", "123456789012345678901234": "1.2345678901234569e+23",
	}
	for in, want := range cases {
		got, _, ok := htmlNumber(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
		// The literal is valid JSON and the same number encoding/json writes.
		v, err := strconv.ParseFloat(got, 64)
		require.NoError(t, err)
		b, _ := json.Marshal(v)
		assert.Equal(t, string(b), got, in)
	}
	for _, in := range []string{"", "-", ".", "1.", "+1", "1e", "0x10", "Infinity", "NaN", "1e400", "1,5", "{{ max }}", "12px"} {
		_, _, ok := htmlNumber(in)
		assert.False(t, ok, in)
	}
}

func TestSlug(t *testing.T) {
	cases := map[string]string{
		"Contact us":                    "contact_us",
		"  Sign-in form  ":              "sign_in_form",
		"Réservez une table – Café Zoë": "reservez_une_table_cafe_zoe",
		"Straße & Größe":                "strasse_grosse",
		"Łódź, Kraków":                  "lodz_krakow",
		"Œuvre / Ĳssel":                 "oeuvre_ijssel",
		"お問い合わせ":                        "",
		"/account/delete":               "account_delete",
		"user[email]":                   "user_email",
		"___":                           "",
		strings.Repeat("word ", 30):     "word_word_word_word_word_word_word_word_word_word_word_word_word",
		strings.Repeat("x", 100):        strings.Repeat("x", 64),
		"Ærø Þing ÿ":                    "aero_thing_y",
		"ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝ":      "aaaaaaceeeeiiiidnoooooouuuuy",
		"ĀăĄćĈċČďĐēĔėĘěĜğĠģĤħĨīĬįİĴķĸĹļĽŀŁ": "aaaccccdde" + "eeeegggghhiiiiijkklllll",
	}
	for in, want := range cases {
		assert.Equal(t, want, slug(in, 64), "%q", in)
	}
}

func TestIsToolName(t *testing.T) {
	for _, s := range []string{"a", "search_form", "v1.2-beta", strings.Repeat("A", 128)} {
		assert.True(t, isToolName(s), s)
	}
	for _, s := range []string{"", "with space", "naïve", "a/b", strings.Repeat("A", 129), "tab\t"} {
		assert.False(t, isToolName(s), s)
	}
}

func TestMatchTerms(t *testing.T) {
	assert.True(t, matchTerms("Proceed to payment", paymentTerms))
	assert.True(t, matchTerms("CHECK OUT", paymentTerms))
	assert.True(t, matchTerms("Bestellung abschicken", paymentTerms), "bestel… in German too")
	assert.True(t, matchTerms("भुगतान करें", paymentTerms))
	assert.False(t, matchTerms("Display settings", paymentTerms), "words match at their start only")
	assert.False(t, matchTerms("Send a message", destructiveTerms))
	assert.True(t, matchTerms("Cancellation request", destructiveTerms))
	assert.True(t, matchTerms("Abonnement opzeggen", destructiveTerms))
	assert.False(t, matchTerms("Close", destructiveTerms), "close alone is a dialog button")
}

// TestLeanImports keeps what the WebAssembly runtime must not carry out of
// this package's non-test files (SPEC section 7): schema libraries, regexp,
// HTML parsers and x/text tables.
func TestLeanImports(t *testing.T) {
	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	forbidden := []string{"github.com/invopop/", "regexp", "golang.org/x/text", "github.com/tdewolff/",
		"github.com/santhosh-tekuri/", "github.com/stretchr/"}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, bad := range forbidden {
				assert.False(t, strings.HasPrefix(path, bad), "%s imports %s", name, path)
			}
		}
	}
}

// FuzzJSONString checks the hand-written string encoder against
// encoding/json on any input, seeded from the escaping table.
func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "</script>", "a\"b\\c", "\x00\x1f", "\u2028", "\xff", "Zoë 🙂"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(jsonString(s)); got != string(want) {
			t.Fatalf("jsonString(%q) = %s, want %s", s, got, want)
		}
	})
}
