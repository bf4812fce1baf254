package analyzer

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// tokenizerSeeds are the shapes where a tokenizer's states are easy to
// get wrong: every raw-text element, the script escapes, every form of
// comment, doctype and bogus comment, EOF inside each of them, entities,
// NUL bytes and carriage returns, and attributes of every shape.
var tokenizerSeeds = []string{
	"", "plain", "a<b", "a<", "<", "<<a>", "a < b > c", "x<1", "<>", "< a>",
	"<script>if (a<b) x='</div>'</script>", "<SCRIPT>x</ScRiPt >y", "<script>x</script",
	"<script><!--<script></script>--></script>", "<script><!--<script>x</script>y</script>z",
	"<script><!-- a --> b </script>", "<script><!--- -></script>", "<script><!--<SCRIPT/>--!></script>",
	"<script><!--<script>--></script>", "<script><!--<scriptx></script>", "<script><!", "<script><!-",
	"<script><!--", "<script><!--<", "<script><!--</", "<script><!--<s", "<script><!--<script", "<script></",
	"<script><!--<script> <!-- </script> --> </script>", "<script></scriptx></script/>",
	"<style>a<b>c</style>", "<style></STYLE\n>", "<textarea>a&amp;b</textarea>", "<textarea>\r\n</textarea>",
	"<title>a &lt; b</title>", "<title>", "<title></title", "<xmp><b></xmp>", "<iframe><p></iframe>",
	"<noembed>&amp;</noembed>", "<noframes>x</noframes>", "<noscript><a></noscript>",
	"<plaintext></plaintext>&amp;\x00", "<plaintext>", "<textarea/>x</textarea>",
	"<!---->", "<!-->", "<!--->", "<!-- a -- b -->", "<!-- a --!>", "<!-- a --!x -->", "<!--a--!-->",
	"<!-- a", "<!-- a -", "<!-- a --", "<!-- a --!", "<!--\x00-->", "<!---- ->", "<!--->-->",
	"<!", "<!-", "<!>", "<!>x", "<!x>", "<![CDATA[x]]>", "<!DOCTYPE html>", "<!doctype>", "<!DOCTYPE",
	"<!DOCTYPE   ", "<!DOCTY", "<!DOCTYPEhtml>", "<!DOCTYPE a&amp;\r\nb>", "<?xml version=1?>", "<?",
	"</>", "</", "</ a>", "</a", "</a b=c>", "</a\x00>", "</1>", "</A/>", "</a b",
	"&amp;", "&#x0;", "&#0;", "&notin;", "&noti", "&notit;", "&amp", "&#128;", "&#x110000;", "a&b", "&",
	"a\x00b", "a\r\nb\rc", "\r", "\r\r\n",
	"<DIV CLASS=x>", "<a b c>", "<a b b>", "<a B=1 b=2>", "<a b='c' d=\"e\" f=g/>", "<a b=c/>", "<a b=/>",
	"<p a=/>", "<p a=/ a=/>", "<p A=x a=/>", "<a / b / >", "<br/>", "<br />", "<a b=\"c", "<a b='c",
	"<a b=c", "<a b=", "<a b", "<a ", "<a", "<a =b=c>", "<a = b>", "<a b= >", "<a b=>", "<a ==>",
	"<a b=\"x>y\" c='z\"'>", "<a\tb\n=\r\"c\"\f>", "<a b=\"c\r\nd\">", "<a b='&lt;&amp=&notin;&noti=x'>",
	"<a b=\x00c \x00=d>", "<x\x00y a=b>", "<a <b>", "<a b<c>", "<a/b>", "<a//>", "<a b/ >",
	"<input type=text name=q value=\"a&amp;b\"><select><option>1</select>",
}

// compareTokenizers runs x/net/html's tokenizer and ours over src and
// fails at the first token where they differ.
func compareTokenizers(t *testing.T, name string, src []byte) {
	t.Helper()
	orig := bytes.Clone(src)
	want := html.NewTokenizer(bytes.NewReader(src))
	got := newTokenizer(src)
	for n := 0; ; n++ {
		wt, gt := want.Next(), got.Next()
		wraw, graw := want.Raw(), got.Raw()
		if wt != gt || !bytes.Equal(wraw, graw) {
			t.Fatalf("%s: token %d: %v %q, x/net/html %v %q", name, n, gt, graw, wt, wraw)
		}
		switch wt {
		case html.ErrorToken:
			if !bytes.Equal(src, orig) {
				t.Fatalf("%s: the tokenizer wrote to its input", name)
			}
			return
		case html.TextToken, html.CommentToken, html.DoctypeToken:
			if w, g := want.Text(), got.Text(); !bytes.Equal(w, g) {
				t.Fatalf("%s: token %d %q: text %q, x/net/html %q", name, n, wraw, g, w)
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			for {
				wk, wv, wmore := want.TagAttr()
				gk, gv, gmore := got.TagAttr()
				if !bytes.Equal(wk, gk) || !bytes.Equal(wv, gv) || wmore != gmore {
					t.Fatalf("%s: token %d %q: attribute %q=%q (more %v), x/net/html %q=%q (more %v)",
						name, n, wraw, gk, gv, gmore, wk, wv, wmore)
				}
				if !wmore {
					break
				}
			}
		}
	}
}

func TestTokenizerSeeds(t *testing.T) {
	for _, s := range tokenizerSeeds {
		compareTokenizers(t, "seed", []byte(s))
	}
}

// FuzzTokenizer checks that our tokenizer gives x/net/html's tokens for
// any input.
func FuzzTokenizer(f *testing.F) {
	for _, s := range tokenizerSeeds {
		f.Add(s)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		compareTokenizers(t, "fuzz", []byte(src))
	})
}

// corpusFiles returns the shared corpus's files (FORMTOOL_CORPUS names
// another corpus), or skips when there is none.
func corpusFiles(tb testing.TB) []string {
	dir := os.Getenv("FORMTOOL_CORPUS")
	if dir == "" {
		dir = "../../shared/corpus"
	}
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("no corpus at %s (set FORMTOOL_CORPUS)", dir)
	}
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return files
}

// TestTokenizerCorpus compares the two tokenizers over every file of the
// corpus.
func TestTokenizerCorpus(t *testing.T) {
	files := corpusFiles(t)
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		compareTokenizers(t, file, src)
	}
	t.Logf("%d files", len(files))
}

// BenchmarkTokenizers reads the corpus's pages (the files formtool build
// reads) with each tokenizer as the walker does (every token's raw bytes,
// the text of text tokens), so that the two throughputs stand side by
// side.
func BenchmarkTokenizers(b *testing.B) {
	var pages [][]byte
	var size int64
	for _, file := range corpusFiles(b) {
		if !IsSource(file) {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		pages = append(pages, src)
		size += int64(len(src))
	}
	b.Run("x-net-html", func(b *testing.B) {
		b.SetBytes(size)
		for b.Loop() {
			for _, src := range pages {
				z := html.NewTokenizer(bytes.NewReader(src))
				for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
					if _ = z.Raw(); tt == html.TextToken {
						z.Text()
					}
				}
			}
		}
	})
	b.Run("analyzer", func(b *testing.B) {
		b.SetBytes(size)
		for b.Loop() {
			for _, src := range pages {
				z := newTokenizer(src)
				for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
					if _ = z.Raw(); tt == html.TextToken {
						z.Text()
					}
				}
			}
		}
	})
}
