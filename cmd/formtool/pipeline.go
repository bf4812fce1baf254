package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"golang.org/x/sync/errgroup"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
	"github.com/formtool/formtool/compile"
	"github.com/formtool/formtool/schema"
)

// source is one input file and the root it was found under, so outputs can
// mirror the input tree.
type source struct {
	path string // as the user can open it
	rel  string // slash-separated, relative to root
}

// page is one analyzed and classified file.
type page struct {
	source
	*compile.Result // the page analysed and classified; nil when err is set
	diags           []diagnostic
	err             error // the file could not be read
}

// expand turns paths, directories and ** globs into the list of source files,
// in a stable order. A path that matches nothing is an error: a typo must not
// look like a clean check.
func expand(args []string) ([]source, error) {
	if len(args) == 0 {
		return nil, errors.New("no input: give files, directories or globs (e.g. 'site/**/*.html')")
	}
	seen := map[string]bool{}
	var out []source
	add := func(path, root string) {
		if seen[path] {
			return
		}
		seen[path] = true
		rel, err := filepath.Rel(root, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = filepath.Base(path)
		}
		if rel == "." {
			rel = filepath.Base(path)
		}
		out = append(out, source{path: path, rel: filepath.ToSlash(rel)})
	}
	for _, arg := range args {
		if strings.ContainsAny(arg, "*?[{") {
			base, pattern := doublestar.SplitPattern(filepath.ToSlash(arg))
			matches, err := doublestar.Glob(os.DirFS(base), pattern, doublestar.WithFilesOnly())
			if err != nil {
				return nil, fmt.Errorf("bad pattern %q: %v", arg, err)
			}
			if len(matches) == 0 {
				return nil, fmt.Errorf("%s: no file matches", arg)
			}
			sort.Strings(matches)
			for _, m := range matches {
				add(filepath.Join(base, filepath.FromSlash(m)), base)
			}
			continue
		}
		info, err := os.Stat(arg)
		if err != nil {
			return nil, fmt.Errorf("%s: no such file or directory", arg)
		}
		if !info.IsDir() {
			add(filepath.Clean(arg), filepath.Dir(arg))
			continue
		}
		root := filepath.Clean(arg)
		found := false
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if !d.IsDir() && analyzer.IsSource(path) {
				add(path, root)
				found = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, fmt.Errorf("%s: no HTML files found", arg)
		}
	}
	return out, nil
}

// settings are the flags every file-reading command shares.
type settings struct {
	dialect string
	packs   []string
	auto    bool // choose packs from each page's lang as well
}

func (s *settings) parsePacks(v string) error {
	s.packs, s.auto = nil, false
	known := map[string]bool{}
	for _, p := range classify.Packs() {
		known[p] = true
	}
	for _, p := range strings.Split(v, ",") {
		p = strings.ToLower(strings.TrimSpace(p))
		switch {
		case p == "":
		case p == "auto":
			s.auto = true
		case p == "none":
		case known[p]:
			s.packs = append(s.packs, p)
		default:
			return fmt.Errorf("unknown pack %q (known: auto, none, %s)", p, strings.Join(classify.Packs(), ", "))
		}
	}
	return nil
}

func (s *settings) validate() error {
	if s.dialect == "" {
		return nil
	}
	for _, d := range analyzer.Dialects() {
		if d == s.dialect {
			return nil
		}
	}
	return fmt.Errorf("unknown dialect %q (want one of %s)", s.dialect, strings.Join(analyzer.Dialects(), ", "))
}

// process reads, analyzes and classifies every source in parallel, keeping
// the input order in the result.
func process(srcs []source, s settings) []*page {
	pages := make([]*page, len(srcs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i := range srcs {
		g.Go(func() error {
			pages[i] = processOne(srcs[i], s)
			return nil
		})
	}
	g.Wait() // processOne reports its errors in the page
	return pages
}

func processOne(src source, s settings) *page {
	data, err := os.ReadFile(src.path)
	if err != nil {
		return &page{source: src, err: err}
	}
	return compileOne(src, data, s)
}

// compileOne analyses and classifies one page's source.
func compileOne(src source, data []byte, s settings) (p *page) {
	p = &page{source: src}
	defer func() {
		// One bad file must not take the others down; it is reported as an
		// internal error against that file.
		if r := recover(); r != nil {
			p.err = fmt.Errorf("internal error: %v", r)
		}
	}()
	why := binary(data)
	if why != "" {
		// Read as HTML, a PNG is garbage forms at garbage positions; it is
		// a page with nothing in it, and a note that says so.
		data = nil
	}
	r, err := compile.Page(src.path, data, compile.Options{Dialect: s.dialect, Packs: s.packs, AutoPacks: s.auto})
	if err != nil {
		p.err = err
		return p
	}
	p.Result = r
	if why != "" {
		p.diags = []diagnostic{{File: src.path, Line: 1, Col: 1, Severity: sevInfo, ID: idBinaryFile,
			Message: fmt.Sprintf("skipped: %s, not an HTML page or template", why)}}
		return p
	}
	p.diags = findings(p)
	return p
}

// binary says why data is not text, or returns "". It looks at the first
// 8000 bytes, as git does: a NUL byte, or control characters no text
// holds in more than 1 of 20 bytes, mean binary. Bytes that are not UTF-8
// alone do not: a page in Latin-1 or Shift_JIS is still a page.
func binary(data []byte) string {
	head := data[:min(len(data), 8000)]
	if bytes.HasPrefix(head, []byte{0xff, 0xfe}) || bytes.HasPrefix(head, []byte{0xfe, 0xff}) {
		return "the file is UTF-16 text; save it as UTF-8"
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return "the file holds NUL bytes, so it is binary"
	}
	controls := 0
	for _, b := range head {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1b {
			controls++
		}
	}
	if controls*20 > len(head) {
		return "the file is mostly control characters, so it is binary"
	}
	return ""
}

// manifest builds the page's tool manifest under the submission policy.
func (p *page) manifest(pol *policy) (*schema.Manifest, error) {
	return p.Manifest(p.rel, pol.rules())
}

// each calls fn for every field of the document, form fields first, then
// loose ones (with a nil form).
func each(doc *analyzer.Document, fn func(*analyzer.Form, *analyzer.Field)) {
	for _, form := range doc.Forms {
		for _, f := range form.Fields {
			fn(form, f)
		}
	}
	for _, f := range doc.Loose {
		fn(nil, f)
	}
}
