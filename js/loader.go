// Package js holds formtool.js, the loader of the browser runtime, and
// writes it for serving: the version filled in, minified with tdewolff's
// ECMAScript minifier.
package js

import (
	_ "embed"
	"strings"

	"github.com/formtool/formtool"
	"github.com/tdewolff/minify/v2"
	minjs "github.com/tdewolff/minify/v2/js"
)

//go:embed formtool.js
var source string

// versionMark is the placeholder in formtool.js that becomes the version.
const versionMark = "__FORMTOOL_VERSION__"

// Source returns the loader as written, with formtool.Version filled in.
func Source() string { return WithVersion(formtool.Version) }

// WithVersion returns the loader claiming version v; tests use it to prove
// that a loader and a runtime of different versions refuse to work.
func WithVersion(v string) string { return strings.ReplaceAll(source, versionMark, v) }

// Minified returns Source minified.
func Minified() (string, error) { return Minify(Source()) }

// Minify minifies a loader source.
func Minify(src string) (string, error) {
	m := minify.New()
	m.AddFunc("application/javascript", minjs.Minify)
	return m.String("application/javascript", src)
}
