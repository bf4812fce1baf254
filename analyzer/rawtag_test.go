package analyzer

import (
	"bytes"
	"slices"
	"strings"
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
	`<div style="height: 1px" class=sr-only>`, `<p style="left:-999px">`, "<i c=h", `:`, `<b :- >`,
}

// FuzzRawTag checks that a tag read from its raw bytes (rawTagName,
// readRawAttrs) is the tag x/net/html's TagName and TagAttr give.
func FuzzRawTag(f *testing.F) {
	for _, s := range rawTagSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		hint := false
		for _, h := range hideHints {
			hint = hint || bytes.Contains([]byte(src), h)
		}
		if hideHint([]byte(src)) != hint {
			t.Fatalf("%q: hideHint %v, a search for each hint %v", src, !hint, hint)
		}
		// Our tokenizer gives the raw bytes and where the attributes lie,
		// token by token the same as x/net/html's (FuzzTokenizer).
		z := html.NewTokenizer(bytes.NewReader([]byte(src)))
		ours := newTokenizer([]byte(src))
		for {
			tt := z.Next()
			if ours.Next() != tt {
				t.Fatalf("%q: the tokenizers part", src)
			}
			if tt == html.ErrorToken {
				return
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken && tt != html.EndTagToken {
				continue
			}
			raw, spans := ours.Raw(), ours.spans
			got, flags := rawTagName(raw, tt == html.EndTagToken, &attrText{})
			name, _ := z.TagName()
			if got != string(name) {
				t.Fatalf("%q: name %q, TagName %q", raw, got, name)
			}
			if want := knownTags[got].flags; flags != want {
				t.Fatalf("%q: flags %b, want %b", raw, flags, want)
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
			all := tag{name: "input", flags: inAttrTags}
			if all.readRawAttrs(raw, spans, &attrText{}) && !slices.Equal(all.attrs, want) {
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
			if some.readRawAttrs(raw, spans, &attrText{}) && !slices.Equal(some.attrs, wantSome) {
				t.Fatalf("%q: element attributes %q, TagAttr %q", raw, some.attrs, wantSome)
			}
		}
	})
}

// TestRawTagFallsBack: a kept value the tokenizer changes is not read from
// the raw bytes.
func TestRawTagFallsBack(t *testing.T) {
	read := func(src string) (tag, bool) {
		z := newTokenizer([]byte(src))
		z.Next()
		name, flags := rawTagName(z.Raw(), false, &attrText{})
		tg := tag{name: name, flags: flags}
		return tg, tg.readRawAttrs(z.Raw(), z.spans, &attrText{})
	}
	for _, src := range []string{`<input value="a&amp;b">`, "<input value=\"a\rb\">", "<input v\x00=1>", "<div id=\"a&lt;\">"} {
		if tg, ok := read(src); ok {
			t.Errorf("%q: read from the raw bytes, as %q", src, tg.attrs)
		}
	}
	// An entity in an attribute the walker skips does not matter.
	if tg, ok := read(`<div href="?a=1&amp;b=2" id=x>`); !ok || tg.get("id") != "x" {
		t.Errorf("div: %v %q", ok, tg.attrs)
	}
}

// FuzzSubstrings: substrings.in is a search for each string.
func FuzzSubstrings(f *testing.F) {
	for _, s := range []string{"hidden", "sr-only x", "HONEYPOT", "trap", "a-pot", "xx", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, set := range []struct {
			s    *substrings
			subs []string
		}{
			{honeyParts, []string{"oney", "ONEY", "pot", "POT", "rap", "RAP"}},
			{hidingParts, []string{"idde", "IDDE", "hide", "HIDE", "none", "NONE", "only", "ONLY", "nvisible", "NVISIBLE", "screen", "SCREEN"}},
		} {
			want := false
			for _, sub := range set.subs {
				want = want || strings.Contains(text, sub)
			}
			if got := set.s.in(text); got != want {
				t.Fatalf("%q in %q: %v, want %v", set.subs, text, got, want)
			}
		}
	})
}

func TestKnownTagOfIsTheMap(t *testing.T) {
	for name, want := range knownTags {
		got := knownTagOf([]byte(name))
		if got == nil || *got != want {
			t.Errorf("knownTagOf(%q) = %v, want %v", name, got, want)
		}
	}
	for _, name := range []string{"", "x", "inputs", "h7", "labe", "custom-element", "svg"} {
		if _, ok := knownTags[name]; !ok && knownTagOf([]byte(name)) != nil {
			t.Errorf("knownTagOf(%q) found a tag the map does not hold", name)
		}
	}
}
