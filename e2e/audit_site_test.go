package e2e

// The audit site: every page of testdata/forms and every corpus file that has
// a redact or block field, copied with a distinct canary value planted in
// each of those fields, compiled by the CLI and served with the runtime.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// auditField is one redact or block field of an audit page, with the
// values planted in it.
type auditField struct {
	Elem     int    // index among the page's input, select and textarea elements
	Tag      string // input, select, textarea
	Type     string // the type attribute, lower case ("" for text)
	Name, ID string
	Class    string // the strictest of Formtool and Gold
	Formtool string // formtool's own class (allow when only the gold label protects it)
	Gold     string // the corpus's gold class, when it is stricter than formtool's
	GoldFrom string
	// Miss is set when the gold label is stricter than formtool's class: the
	// runtime was never told to protect the field, so its value reaching
	// the agent is a classification miss (docs/accuracy.md), not a runtime
	// leak.
	Miss bool
	// Canaries are the values for the three ways a value gets there:
	// prefilled in the HTML, typed before the agent's call, typed after it.
	// For a select they are the values of three options the copy adds.
	Canaries [3]string
	MaxLen   string // the maxlength attribute, lifted while the person types
}

func (f *auditField) String() string {
	s := fmt.Sprintf("#%d <%s", f.Elem, f.Tag)
	if f.Type != "" {
		s += " type=" + f.Type
	}
	if f.Name != "" {
		s += " name=" + f.Name
	}
	if f.ID != "" {
		s += " id=" + f.ID
	}
	s += "> " + f.Class
	if f.Miss {
		s += fmt.Sprintf(" (gold %s from %s; formtool says %s)", f.Gold, f.GoldFrom, f.Formtool)
	}
	return s
}

// checkable reports whether a person can type into the field: text-like
// inputs, numbers, dates, textareas; selects change by keyboard.
func (f *auditField) typable() bool {
	switch f.Type {
	case "checkbox", "radio", "file", "range", "color", "time", "month", "week", "datetime-local":
		return false
	}
	return true
}

// extraCanary is a value of testdata/forms/canaries.txt that the audit
// leaves in place (hidden inputs, fields it does not rewrite).
type extraCanary struct {
	Value, Field, Class string
}

// auditPage is one served page.
type auditPage struct {
	Key      string // "site/kyc.html", "corpus/ddg/test-forms/x.html"
	Source   string // "site" or the corpus source
	File     string // the served copy, relative to auditSite.servedDir
	Manifest string // its manifest, relative to auditSite.manifestDir
	Fields   []*auditField
	Extra    []extraCanary
}

type auditSite struct {
	dir         string
	servedDir   string
	manifestDir string
	pages       []*auditPage
	corpusDir   string
	corpusNote  string // why the corpus part is missing or partial
	seed        uint64
	srv         *httptest.Server
	notes       []string
}

// auditSiteFor builds the audit site in a temporary directory that the
// test removes; withCorpus adds the corpus's pages to testdata/forms'.
func auditSiteFor(t *testing.T, withCorpus bool) *auditSite {
	t.Helper()
	a, err := buildAuditSite(withCorpus)
	if a != nil {
		t.Cleanup(func() {
			if a.srv != nil {
				a.srv.Close()
			}
			os.RemoveAll(a.dir)
		})
	}
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func buildAuditSite(withCorpus bool) (*auditSite, error) {
	a := &auditSite{seed: 20260613}
	if s := os.Getenv("AUDIT_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("AUDIT_SEED: %v", err)
		}
		a.seed = n
	}
	var err error
	if a.dir, err = os.MkdirTemp("", "formtool-audit-"); err != nil {
		return nil, err
	}
	fail := func(err error) (*auditSite, error) { return a, err }
	strippedDir := filepath.Join(a.dir, "stripped")
	a.servedDir = filepath.Join(a.dir, "served")
	a.manifestDir = filepath.Join(a.dir, "manifests")

	// 1. The inputs, as the classifier may see them.
	type input struct {
		key, source string
		src         []byte
	}
	var inputs []input
	site := filepath.Join(repoRoot, "testdata", "forms")
	filepath.WalkDir(site, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".html" {
			return nil
		}
		rel, _ := filepath.Rel(site, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "templates/") {
			return nil // template sources, not pages a browser loads
		}
		b, err := os.ReadFile(p)
		if err == nil {
			inputs = append(inputs, input{"site/" + rel, "site", b})
		}
		return nil
	})
	a.corpusDir = os.Getenv("FORMTOOL_CORPUS")
	if a.corpusDir == "" {
		a.corpusDir = filepath.Join(repoRoot, "..", "shared", "corpus")
	}
	if !withCorpus {
		a.corpusDir = ""
	} else if _, err := os.Stat(filepath.Join(a.corpusDir, "files.tsv")); err != nil {
		a.corpusNote = "no corpus at " + a.corpusDir + " (set FORMTOOL_CORPUS)"
		a.corpusDir = ""
	}
	if a.corpusDir != "" {
		files, note := corpusFiles(a.corpusDir)
		if note != "" {
			a.notes = append(a.notes, note)
		}
		for _, f := range files {
			key := "corpus/" + f.rel
			if !strings.HasSuffix(key, ".html") {
				key += ".html"
			}
			inputs = append(inputs, input{key, strings.SplitN(f.rel, "/", 2)[0], stripCorpus(f.src)})
		}
	}
	for _, in := range inputs {
		if err := writeFile(filepath.Join(strippedDir, filepath.FromSlash(in.key)), in.src); err != nil {
			return fail(err)
		}
	}

	// 2. Formtool's classes, from the CLI as a site's build sees them.
	classes, err := a.explain(strippedDir)
	if err != nil {
		return fail(err)
	}
	// 3. The gold labels where formtool is less strict than the corpus.
	gold := map[string]map[int]goldMiss{}
	if a.corpusDir != "" {
		if gold, err = a.goldMisses(); err != nil {
			a.notes = append(a.notes, "gold labels unavailable: "+err.Error())
			gold = map[string]map[int]goldMiss{}
		}
	}
	extras := readSiteCanaries()

	// 4. Plant the canaries in every page with a target field.
	rng := rand.New(rand.NewPCG(a.seed, 0x5eed))
	used := map[string]bool{}
	for _, in := range inputs {
		tails := map[string]bool{}
		elems := scanElements(in.src)
		p := &auditPage{Key: in.key, Source: in.source, File: in.key}
		p.Manifest = strings.TrimSuffix(in.key, path.Ext(in.key)) + ".manifest.json"
		cls := classes[in.key]
		g := gold[strings.TrimSuffix(strings.TrimPrefix(in.key, "corpus/"), ".html")]
		if g == nil {
			g = gold[strings.TrimPrefix(in.key, "corpus/")]
		}
		for _, e := range elems {
			if !e.field {
				continue
			}
			ft := cls[e.index]
			if ft == "" {
				ft = "allow"
			}
			f := &auditField{Elem: e.index, Tag: e.tag, Type: e.typ, Name: e.attr("name"), ID: e.attr("id"), Formtool: ft, Class: ft, MaxLen: e.attr("maxlength")}
			if m, ok := g[e.index]; ok && rank(m.gold) > rank(ft) {
				f.Gold, f.GoldFrom, f.Class, f.Miss = m.gold, m.from, m.gold, true
			}
			if f.Class != "redact" && f.Class != "block" || f.Type == "file" {
				continue
			}
			for i := range f.Canaries {
				f.Canaries[i] = newCanary(rng, f, in.src, used, tails)
			}
			p.Fields = append(p.Fields, f)
		}
		if len(p.Fields) == 0 {
			continue
		}
		if in.source == "site" {
			p.Extra = extras[strings.TrimPrefix(in.key, "site/")]
		}
		served := plant(in.src, elems, p.Fields)
		if err := writeFile(filepath.Join(a.servedDir, filepath.FromSlash(p.File)), served); err != nil {
			return fail(err)
		}
		a.pages = append(a.pages, p)
	}
	sort.Slice(a.pages, func(i, j int) bool { return a.pages[i].Key < a.pages[j].Key })

	// 5. Manifests from the served copies, so the schemas are built from
	// pages that hold the canaries.
	cmd := exec.Command(cliBin, "build", "-o", a.manifestDir, a.servedDir)
	if out, err := cmd.CombinedOutput(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return fail(fmt.Errorf("formtool build: %v\n%s", err, lastLines(out, 20)))
		}
	}
	if err := setWaitMs(a.manifestDir, auditWaitMs); err != nil {
		return fail(err)
	}
	a.srv = httptest.NewServer(a.handler())
	return a, nil
}

// auditWaitMs is how long a served tool waits for the person: long enough
// for a call to be replaced, aborted or cancelled by a reset while it
// waits, short enough for thousands of calls.
const auditWaitMs = 25

// setWaitMs rewrites every manifest's tools to wait ms for the person.
func setWaitMs(dir string, ms int) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".manifest.json") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		tools, _ := m["tools"].([]any)
		for _, t := range tools {
			if t, ok := t.(map[string]any); ok {
				t["waitMs"] = ms
			}
		}
		b, err = json.Marshal(m)
		if err != nil {
			return err
		}
		return os.WriteFile(p, b, 0o644)
	})
}

func rank(class string) int {
	switch class {
	case "block":
		return 2
	case "redact":
		return 1
	}
	return 0
}

func writeFile(p string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, b, 0o644)
}

func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

type corpusFile struct {
	rel string
	src []byte
}

// corpusFiles reads every corpus file the evaluation reads: HTML captures,
// Bitwarden's Markdown pages (parsed as HTML, as corpus.Evaluate does) and
// the GOV.UK templates rendered with govuk-frontend's macros.
func corpusFiles(dir string) ([]corpusFile, string) {
	var files []corpusFile
	for _, src := range []string{"ddg", "firefox-ai", "chromium", "bitwarden"} {
		root := filepath.Join(dir, src)
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			n := d.Name()
			if !strings.HasSuffix(n, ".html") && !(src == "bitwarden" && (strings.HasSuffix(n, ".md") || strings.HasSuffix(n, ".mdx"))) {
				return nil
			}
			rel, _ := filepath.Rel(dir, p)
			if b, err := os.ReadFile(p); err == nil {
				files = append(files, corpusFile{filepath.ToSlash(rel), b})
			}
			return nil
		})
	}
	renderer := filepath.Join(repoRoot, "corpus", "render", "render.js")
	if _, err := os.Stat(filepath.Join(repoRoot, "corpus", "render", "node_modules", "govuk-frontend")); err != nil {
		return files, "GOV.UK templates not rendered: run npm ci in corpus/render"
	}
	out, err := exec.Command("node", renderer, filepath.Join(dir, "govuk")).Output()
	if err != nil {
		return files, "GOV.UK templates not rendered: " + err.Error()
	}
	var rendered map[string]json.RawMessage
	if err := json.Unmarshal(out, &rendered); err != nil {
		return files, "GOV.UK templates not rendered: " + err.Error()
	}
	failed := 0
	for rel, v := range rendered {
		var s string
		if json.Unmarshal(v, &s) != nil {
			failed++
			continue
		}
		files = append(files, corpusFile{rel, []byte(s)})
	}
	if failed > 0 {
		return files, fmt.Sprintf("%d GOV.UK templates did not render", failed)
	}
	return files, ""
}

// stripAttrs are removed from corpus markup before anything reads it: the
// labels and other classifiers' verdicts (corpus README, rules 1 and 2).
var stripAttrs = map[string]bool{
	"data-manual-scoring": true, "data-moz-autofill-type": true, "data-moz-autofill-inspect-id": true,
	"data-fathom": true, "autofill-information": true, "data-ddg-inputtype": true,
	"data-ddg-autofill": true, "data-ddg-testresultelementid": true, "data-manual-submit": true,
}

// stripCorpus removes the labels, scripts (captured pages' scripts expect
// their own sites), <base> and meta refresh, which would take the page
// elsewhere, and a capture's meta Content-Security-Policy. Element order and count stay as they were.
func stripCorpus(src []byte) []byte {
	var out bytes.Buffer
	z := html.NewTokenizer(bytes.NewReader(src))
	inScript := false
	for {
		tt := z.Next()
		raw := z.Raw()
		if tt == html.ErrorToken {
			return out.Bytes()
		}
		if inScript {
			if tt == html.EndTagToken {
				if n, _ := z.TagName(); string(n) == "script" {
					inScript = false
				}
			}
			continue
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			out.Write(raw)
			continue
		}
		tok := z.Token()
		switch tok.Data {
		case "script":
			inScript = tt == html.StartTagToken
			continue
		case "base":
			continue
		case "meta":
			// A refresh leaves the page; a capture tool's own
			// Content-Security-Policy (default-src 'none') would stop the
			// runtime from fetching its manifest.
			switch strings.ToLower(attrOf(tok, "http-equiv")) {
			case "refresh", "content-security-policy":
				continue
			}
		}
		kept := tok.Attr[:0]
		for _, at := range tok.Attr {
			if !stripAttrs[at.Key] && !strings.HasPrefix(at.Key, "on") {
				kept = append(kept, at)
			}
		}
		if len(kept) == len(tok.Attr) {
			out.Write(raw)
			continue
		}
		tok.Attr = kept
		out.WriteString(tok.String())
	}
}

func attrOf(tok html.Token, key string) string {
	for _, a := range tok.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// element is one input, select or textarea start tag of a page, counted in
// document order as the corpus's locators and the analyzer count them.
type element struct {
	index      int
	tag, typ   string
	attrs      []html.Attribute
	start, end int // the start tag's bytes
	form       int // ordinal of the enclosing form, -1 outside one
	field      bool
	// contentEnd is where a textarea's text ends (the start of its end
	// tag); options are a select's option start tags.
	contentEnd int
	options    [][2]int
}

func (e *element) attr(k string) string {
	for _, a := range e.attrs {
		if a.Key == k {
			return a.Val
		}
	}
	return ""
}

// scanElements mirrors the corpus package's scan: the tokenizer, with the
// parser's "in select" rules, so that indices agree with the gold labels'.
func scanElements(src []byte) []*element {
	var elems []*element
	z := html.NewTokenizer(bytes.NewReader(src))
	offset := 0
	var sel, area *element
	forms, form := 0, -1
	for {
		tt := z.Next()
		start := offset
		offset += len(z.Raw())
		switch tt {
		case html.ErrorToken:
			return elems
		case html.EndTagToken:
			n, _ := z.TagName()
			switch string(n) {
			case "select":
				sel = nil
			case "textarea":
				if area != nil {
					area.contentEnd = start
					area = nil
				}
			case "form":
				form = -1
			}
			continue
		case html.StartTagToken, html.SelfClosingTagToken:
		default:
			continue
		}
		tok := z.Token()
		name := tok.Data
		if sel != nil {
			switch name {
			case "option":
				sel.options = append(sel.options, [2]int{start, offset})
				continue
			case "optgroup", "hr", "script", "template":
				continue
			case "select":
				sel = nil
				continue
			default:
				sel = nil
			}
		}
		if name == "form" && form < 0 {
			form = forms
			forms++
		}
		if name != "input" && name != "select" && name != "textarea" {
			continue
		}
		e := &element{index: len(elems), tag: name, attrs: tok.Attr, start: start, end: offset, form: form}
		e.typ = strings.ToLower(strings.TrimSpace(e.attr("type")))
		switch name {
		case "input":
			switch e.typ {
			case "hidden", "submit", "button", "image", "reset":
			default:
				e.field = true
			}
			if e.typ == "" {
				e.typ = "text"
			}
		case "select":
			e.field, e.typ = true, ""
			if tt == html.StartTagToken {
				sel = e
			}
		case "textarea":
			e.field, e.typ = true, ""
			e.contentEnd = offset
			if tt == html.StartTagToken {
				area = e
			}
		}
		elems = append(elems, e)
	}
}

// plant writes the served copy: each target field gets its prefilled
// canary and a data-audit marker; a select gets three canary options, the
// first selected.
func plant(src []byte, elems []*element, fields []*auditField) []byte {
	type edit struct {
		start, end int
		text       string
	}
	var edits []edit
	for _, f := range fields {
		e := elems[f.Elem]
		tok := html.Token{Type: html.StartTagToken, Data: e.tag}
		for _, at := range e.attrs {
			switch at.Key {
			case "value", "checked", "data-audit":
				if e.tag == "input" {
					continue
				}
			}
			tok.Attr = append(tok.Attr, at)
		}
		tok.Attr = append(tok.Attr, html.Attribute{Key: "data-audit", Val: strconv.Itoa(f.Elem)})
		switch e.tag {
		case "input":
			tok.Attr = append(tok.Attr, html.Attribute{Key: "value", Val: f.Canaries[0]})
			if e.typ == "checkbox" || e.typ == "radio" {
				tok.Attr = append(tok.Attr, html.Attribute{Key: "checked"})
			}
			edits = append(edits, edit{e.start, e.end, tok.String()})
		case "textarea":
			edits = append(edits, edit{e.start, e.contentEnd, tok.String() + html.EscapeString(f.Canaries[0])})
		case "select":
			var b strings.Builder
			b.WriteString(tok.String())
			for i, c := range f.Canaries {
				sel := ""
				if i == 0 {
					sel = " selected"
				}
				fmt.Fprintf(&b, `<option value="%s"%s>Audit option %c</option>`, html.EscapeString(c), sel, 'A'+i)
			}
			edits = append(edits, edit{e.start, e.end, b.String()})
			for _, o := range e.options {
				z := html.NewTokenizer(bytes.NewReader(src[o[0]:o[1]]))
				z.Next()
				ot := z.Token()
				kept := ot.Attr[:0]
				for _, at := range ot.Attr {
					if at.Key != "selected" {
						kept = append(kept, at)
					}
				}
				if len(kept) != len(ot.Attr) {
					ot.Attr = kept
					edits = append(edits, edit{o[0], o[1], ot.String()})
				}
			}
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	var out bytes.Buffer
	at := 0
	for _, e := range edits {
		if e.start < at {
			continue // a tag two edits name; the first wins
		}
		out.Write(src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(src[at:])
	return out.Bytes()
}

// Canaries: a distinct, format-valid value per field and per way in.
// Text canaries are CNRY, 8 digits, 4 letters from a set that no English
// word or error code strings together, so a 4-character tail is distinct.
const (
	canaryDigits  = "0123456789"
	canaryLetters = "JKQVWXZ"
)

func pick(rng *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return string(b)
}

// newCanary returns a value new to the whole audit (used) whose last four
// characters are new to its page (tails): the audit searches a page's
// output for each canary's tail, and a mask shows the last four of a
// redact value, so two canaries of one page must not share a tail. Across
// pages they may: 7⁴ tails are fewer than the audit's canaries.
func newCanary(rng *rand.Rand, f *auditField, page []byte, used, tails map[string]bool) string {
	for try := 0; ; try++ {
		tag := "CNRY" + pick(rng, "123456789", 1) + pick(rng, canaryDigits, 7) + pick(rng, canaryLetters, 4)
		var v string
		switch f.Type {
		case "email":
			v = "cnry@" + tag
		case "url":
			v = "https://audit.example/" + tag
		case "number", "range":
			v = pick(rng, "123456789", 1) + pick(rng, canaryDigits, 9)
		case "date":
			v = fmt.Sprintf("19%02d-%02d-%02d", 10+rng.IntN(30), 1+rng.IntN(12), 10+rng.IntN(18))
		case "month":
			v = fmt.Sprintf("20%02d-%02d", 40+rng.IntN(50), 1+rng.IntN(12))
		case "week":
			v = fmt.Sprintf("20%02d-W%02d", 40+rng.IntN(50), 10+rng.IntN(40))
		case "time":
			v = fmt.Sprintf("%02d:%02d:%02d", rng.IntN(24), rng.IntN(60), 10+rng.IntN(50))
		case "datetime-local":
			v = fmt.Sprintf("19%02d-%02d-%02dT%02d:%02d", 10+rng.IntN(30), 1+rng.IntN(12), 10+rng.IntN(18), rng.IntN(24), rng.IntN(60))
		case "color":
			v = "#" + pick(rng, "0123456789abcdef", 6)
		default:
			v = tag
		}
		tail := v[max(0, len(v)-4):]
		// Dates and other short formats have few distinct tails: after a
		// while only the whole value must be new.
		if used[v] || try < 100 && (tails[tail] || bytes.Contains(page, []byte(tail))) {
			continue
		}
		used[v], tails[tail] = true, true
		return v
	}
}

// explain runs formtool explain --json and returns, per page key, the class
// of each element index.
func (a *auditSite) explain(dir string) (map[string]map[int]string, error) {
	cmd := exec.Command(cliBin, "explain", "--json", dir)
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return nil, fmt.Errorf("formtool explain: %v\n%s", err, lastLines(ee.Stderr, 20))
		}
	}
	type line struct {
		File      string `json:"file"`
		Line, Col int
		Form      *int   `json:"form"`
		Type      string `json:"type"`
		Name      string `json:"name"`
		Class     string `json:"class"`
	}
	byFile := map[string][]line{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var l line
		if json.Unmarshal(sc.Bytes(), &l) != nil {
			continue
		}
		byFile[l.File] = append(byFile[l.File], l)
	}
	classes := map[string]map[int]string{}
	for file, lines := range byFile {
		rel, err := filepath.Rel(dir, file)
		if err != nil {
			continue
		}
		key := filepath.ToSlash(rel)
		src, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		elems := scanElements(src)
		at := map[[2]int]*element{}
		lc := newLineCols(src)
		for _, e := range elems {
			at[lc.at(e.start)] = e
		}
		m := map[int]string{}
		for _, l := range lines {
			e := at[[2]int{l.Line, l.Col}]
			if e == nil {
				continue
			}
			m[e.index] = l.Class
			// A radio or checkbox group is one line: its first control.
			if e.typ == "radio" || e.typ == "checkbox" {
				for _, o := range elems {
					if o.typ == e.typ && o.form == e.form && o.attr("name") == e.attr("name") && e.attr("name") != "" {
						m[o.index] = l.Class
					}
				}
			}
		}
		classes[key] = m
	}
	return classes, nil
}

type lineCols struct{ starts []int }

func newLineCols(src []byte) lineCols {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineCols{starts}
}

func (l lineCols) at(off int) [2]int {
	i := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off }) - 1
	return [2]int{i + 1, off - l.starts[i] + 1}
}

type goldMiss struct{ gold, from string }

// goldMisses asks formtool eval for the corpus fields whose gold class is
// stricter than formtool's: per corpus file, element index to gold class.
func (a *auditSite) goldMisses() (map[string]map[int]goldMiss, error) {
	cmd := exec.Command(cliBin, "eval", "-json", "-no-install", a.corpusDir)
	cmd.Dir = repoRoot
	out, err := cmd.Output()
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 1 && ee.ExitCode() != 2 || len(out) == 0 {
			return nil, fmt.Errorf("formtool eval: %v", err)
		}
	}
	var r struct {
		Misses []struct {
			Kind, File, Gold, GoldFrom string
			Element                    int
		} `json:"misses"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return nil, fmt.Errorf("formtool eval -json: %v", err)
	}
	m := map[string]map[int]goldMiss{}
	for _, x := range r.Misses {
		if x.Kind != "block-leak" && x.Kind != "redact-leak" {
			continue
		}
		if m[x.File] == nil {
			m[x.File] = map[int]goldMiss{}
		}
		m[x.File][x.Element] = goldMiss{x.Gold, x.GoldFrom}
	}
	return m, nil
}

// readSiteCanaries reads testdata/forms/canaries.txt: page, field, value,
// class.
func readSiteCanaries() map[string][]extraCanary {
	b, err := os.ReadFile(filepath.Join(repoRoot, "testdata", "forms", "canaries.txt"))
	if err != nil {
		return nil
	}
	m := map[string][]extraCanary{}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Split(l, "\t")
		if len(f) != 4 {
			continue
		}
		class := f[3]
		if class != "redact" {
			class = "block" // hidden and ignored fields are never handed back
		}
		m[f[0]] = append(m[f[0]], extraCanary{Value: f[2], Field: f[1] + " (canaries.txt, " + f[3] + ")", Class: class})
	}
	return m
}

// auditCSP keeps captured pages from reaching the network and runs the
// runtime under the strict policy docs/runtime.md promises it works with.
const auditCSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'none'; form-action 'none'"

func (a *auditSite) handler() http.Handler {
	mux := http.NewServeMux()
	assets := http.FileServer(http.Dir(assetsDir))
	mux.Handle("/rt/", http.StripPrefix("/rt/", withWASMType(assets, "application/wasm")))
	mux.Handle("/am/", http.StripPrefix("/am/", http.FileServer(http.Dir(a.manifestDir))))
	mux.HandleFunc("/a/", func(w http.ResponseWriter, r *http.Request) {
		key := strings.TrimPrefix(path.Clean(r.URL.Path), "/a/")
		page, err := os.ReadFile(filepath.Join(a.servedDir, filepath.FromSlash(key)))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		manifest := strings.TrimSuffix(key, path.Ext(key)) + ".manifest.json"
		tag := []byte(`<script src="` + a.srv.URL + `/rt/formtool.js" data-manifest="` + a.srv.URL + `/am/` + manifest + `" data-debug defer></script>`)
		page = tagFirst(page, tag)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", auditCSP)
		w.Write(page)
	})
	return mux
}

// tagFirst puts the script tag at the very top of a page, after its
// doctype: a capture's first </head> or <body> may sit inside a comment or
// a noscript, where a script never runs.
func tagFirst(page, tag []byte) []byte {
	at := 0
	if trimmed := bytes.TrimLeft(page, " \t\r\n\ufeff"); bytes.HasPrefix(bytes.ToLower(trimmed), []byte("<!doctype")) {
		at = len(page) - len(trimmed) + bytes.IndexByte(trimmed, '>') + 1
	}
	return append(page[:at:at], append(tag, page[at:]...)...)
}
