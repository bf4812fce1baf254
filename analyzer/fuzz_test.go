package analyzer

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// seeds are the unit-test inputs plus the shapes that have broken HTML
// readers before: unclosed tags, stray delimiters, deep nesting.
var seeds = []string{
	`<form><input type=password name=pw></form>`,
	`<form><input {% if a > b %}x{% endif %} type="password"></form>`,
	`<form><input {{/* > */}} type=password></form>`,
	`<form><select name=a><option>1<select><option>2</select></form>`,
	`<label for=x>a<label>b<input id=x>`,
	`<fieldset><legend>x<fieldset><legend>y</legend><input name=z>`,
	`<form id=a></form><input form=a name=b list=c><datalist id=c><option value=d>`,
	`{{ {{ }} {% %} <% %> {{! }} {{{ }}}`,
	"<textarea name=t>\n</textarea><input name=\x00>",
	`<span id=a aria-labelledby=a>`,
}

// addSeeds adds the seeds and extra, each in every dialect, as (source,
// dialect) pairs.
func addSeeds(f *testing.F, extra ...string) {
	for _, s := range slices.Concat(seeds, extra) {
		for _, d := range Dialects() {
			f.Add(s, d)
		}
	}
}

// FuzzAnalyze checks that any input in any dialect gives a document whose
// positions lie inside the input and whose fields all belong somewhere.
func FuzzAnalyze(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src, dialect string) {
		doc, err := Analyze("fuzz", []byte(src), Options{Dialect: dialect})
		if err != nil {
			return // unknown dialect
		}
		check := func(p Pos) {
			if p.Offset < 0 || p.Offset > len(src) || p.Line < 1 || p.Col < 1 {
				t.Fatalf("position %+v outside input of %d bytes", p, len(src))
			}
		}
		for _, form := range doc.Forms {
			check(form.Pos)
			for _, fd := range form.Fields {
				check(fd.Pos)
				if len(fd.Label) > maxText || len(fd.Value) > maxAttr {
					t.Fatalf("collected text exceeds its cap")
				}
				if strings.IndexByte(fd.Name+fd.Value+fd.Label, placeholder) >= 0 {
					t.Fatalf("template placeholder leaked into a field: %+v", fd)
				}
			}
		}
	})
}

func benchPage() []byte {
	var b bytes.Buffer
	b.WriteString("<!doctype html><html lang=en><title>Bench</title><body>")
	for i := 0; i < 50; i++ {
		b.WriteString(`<h2>Section</h2><form action="/a" method="post"><fieldset><legend>Details</legend>
<label for="e">Email</label><input id="e" name="email" type="email" autocomplete="email" required>
<label>Password <input type="password" name="pw" autocomplete="current-password"></label>
<select name="country"><option value="">Choose</option><option value="nl">Netherlands</option><option value="de">Germany</option></select>
<input type="radio" name="r" value="a"><input type="radio" name="r" value="b">
<p>Some prose about the form that a reader skims past.</p></fieldset><button>Send</button></form>`)
	}
	return b.Bytes()
}

// BenchmarkAnalyze runs beside BenchmarkTokenizer, the bare x/net/html
// tokenizer on the same input, so `make bench` can quote the ratio.
func BenchmarkAnalyze(b *testing.B) {
	src := benchPage()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Analyze("bench.html", src, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTokenizer(b *testing.B) {
	src := benchPage()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		z := html.NewTokenizer(bytes.NewReader(src))
		for z.Next() != html.ErrorToken {
		}
		if z.Err() != io.EOF {
			b.Fatal(z.Err())
		}
	}
}
