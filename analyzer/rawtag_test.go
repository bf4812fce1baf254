package analyzer

import (
	"bytes"
	"slices"
	"testing"

	"golang.org/x/net/html"
)

var rawTagSeeds = []string{
	`<div>`, `<DIV Class="a b" ID=x>`, `<input type=text name='q' value="a&amp;b">`,
	`<a b="c"d=e>`, `<a = b>`, `<a =b=c>`, `<a b= >`, `<a b=>`, `<a / b / >`, `<br/>`, `<p a=/>`,
	"<a\tb\n=\r\"c\"\f>", `<a b="x>y" c='z"'>`, `<a b c d=e f>`, `<a B=1 b=2 C=3 c=4>`,
	"<a b=\x00c \x00=d>", "<x\x00y a=b>", `</div>`, `</DIV foo="bar">`, `<a b=c/>`,
	`<a href="?x=1&y=2" class=hidden style="display:none">`, `<a data-Honeypot=1 xhoneypotx=2>`,
	`<input a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16 a17 a18 a1=x a19 a17=y>`,
	`<label FOR=x for=y>`, "<a b=\"c\r\nd\">", `<a b='&lt;'>`, `<textarea name=t>a</textarea>`,
	`<script>if (a<b) x="</div>"</script><span id=s>`, `<a <b>`, `<a b<c>`,
}

// FuzzRawTag checks that a tag read from its raw bytes (rawTagName,
// readRawAttrs) is the tag x/net/html's TagName and TagAttr give.
func FuzzRawTag(f *testing.F) {
	for _, s := range rawTagSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		z := html.NewTokenizer(bytes.NewReader([]byte(src)))
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				return
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken && tt != html.EndTagToken {
				continue
			}
			raw := bytes.Clone(z.Raw())
			got := rawTagName(raw, tt == html.EndTagToken)
			name, _ := z.TagName()
			if got != string(name) {
				t.Fatalf("%q: name %q, TagName %q", raw, got, name)
			}
			if tt == html.EndTagToken {
				continue
			}
			// Every attribute, as a tag in attrTags reads them.
			var want []html.Attribute
			for {
				k, v, more := z.TagAttr()
				if k == nil {
					break
				}
				want = append(want, html.Attribute{Key: string(k), Val: string(v[:min(len(v), maxAttr)])})
				if !more {
					break
				}
			}
			all := tag{name: "input"}
			if all.readRawAttrs(raw) && !slices.Equal(all.attrs, want) {
				t.Fatalf("%q: attributes %q, TagAttr %q", raw, all.attrs, want)
			}
			// Those the walker reads on other tags.
			var wantSome []html.Attribute
			for _, a := range want {
				if elementAttr([]byte(a.Key)) {
					wantSome = append(wantSome, a)
				}
			}
			some := tag{name: "div"}
			if some.readRawAttrs(raw) && !slices.Equal(some.attrs, wantSome) {
				t.Fatalf("%q: element attributes %q, TagAttr %q", raw, some.attrs, wantSome)
			}
		}
	})
}

// TestRawTagFallsBack: a kept value the tokenizer changes is not read from
// the raw bytes.
func TestRawTagFallsBack(t *testing.T) {
	for _, src := range []string{`<input value="a&amp;b">`, "<input value=\"a\rb\">", "<input v\x00=1>", "<div id=\"a&lt;\">"} {
		tg := tag{name: rawTagName([]byte(src), false)}
		if tg.readRawAttrs([]byte(src)) {
			t.Errorf("%q: read from the raw bytes, as %q", src, tg.attrs)
		}
	}
	// An entity in an attribute the walker skips does not matter.
	tg := tag{name: "div"}
	if !tg.readRawAttrs([]byte(`<div href="?a=1&amp;b=2" id=x>`)) || tg.get("id") != "x" {
		t.Errorf("div: %v %q", tg.attrs, tg.attrs)
	}
}
