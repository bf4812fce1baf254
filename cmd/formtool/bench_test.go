package main

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/sync/errgroup"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/schema"
)

// benchFiles are the pages the build benchmarks read: the example site, and
// the shared corpus's whole-page captures when they are there.
func benchFiles(b *testing.B) [][]byte {
	var files [][]byte
	for _, root := range []string{site, "../../../shared/corpus/firefox-ai/data/training"} {
		srcs, err := expand([]string{root})
		if err != nil {
			continue
		}
		for _, s := range srcs {
			data, err := os.ReadFile(s.path)
			if err != nil {
				b.Fatal(err)
			}
			files = append(files, data)
		}
	}
	if len(files) == 0 {
		b.Skip("no input files")
	}
	return files
}

// parallel runs fn over every file on every core, like formtool build.
func parallel(files [][]byte, fn func([]byte)) {
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for _, f := range files {
		g.Go(func() error { fn(f); return nil })
	}
	g.Wait()
}

func totalSize(files [][]byte) (n int64) {
	for _, f := range files {
		n += int64(len(f))
	}
	return n
}

// BenchmarkBuild is the whole build of a page (analyze, classify, schema),
// over every core; BenchmarkTokenizer is x/net/html's bare tokenizer on the
// same files on one core, the yardstick of SPEC section 7.
func BenchmarkBuild(b *testing.B) {
	files := benchFiles(b)
	b.SetBytes(totalSize(files))
	for b.Loop() {
		parallel(files, func(src []byte) {
			doc, err := analyzer.Analyze("bench.html", src, analyzer.Options{})
			if err != nil {
				b.Error(err)
				return
			}
			decisions := map[*analyzer.Field]classify.Decision{}
			for _, form := range doc.Forms {
				for i, d := range classify.Form(form, classify.Options{}) {
					decisions[form.Fields[i]] = d
				}
			}
			if _, err := schema.Build(doc, decisions, schema.Options{Page: "bench.html"}); err != nil {
				b.Error(err)
			}
		})
	}
}

func BenchmarkTokenizer(b *testing.B) {
	files := benchFiles(b)
	b.SetBytes(totalSize(files))
	for b.Loop() {
		for _, src := range files {
			z := html.NewTokenizer(bytes.NewReader(src))
			for z.Next() != html.ErrorToken {
			}
			if z.Err() != io.EOF {
				b.Fatal(z.Err())
			}
		}
	}
}
