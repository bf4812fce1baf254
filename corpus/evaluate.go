package corpus

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/classify"
)

// The corpus's sources, in the order reports list them.
const (
	srcDDG       = "ddg"
	srcFirefox   = "firefox-ai"
	srcChromium  = "chromium"
	srcBitwarden = "bitwarden"
	srcGOVUK     = "govuk"
)

// Sources are the corpus's sources, in report order.
var Sources = []string{srcDDG, srcFirefox, srcChromium, srcBitwarden, srcGOVUK}

// duplicates are files that repeat another file's form; the overall figures
// leave them out (README, rule 5), the per-source figures keep them.
var duplicates = map[string]string{
	"ddg/integration-test/pages/usps_signup.html": "ddg/test-forms/usps_signup.html",
}

// ErrCorpus is wrapped by the errors Evaluate returns when the directory is
// missing or is not a corpus laid out as its README says.
var ErrCorpus = errors.New("not a formtool corpus")

// Options tune Evaluate.
type Options struct {
	// Packs are the country packs the classifier adds (classify.Options);
	// AutoPacks adds the packs of each page's lang as well.
	Packs     []string
	AutoPacks bool
	// RenderDir holds render.js and its package-lock.json. Empty skips the
	// GOV.UK source, with the reason in Report.Skipped.
	RenderDir string
	// Install runs `npm ci` in RenderDir when its node_modules is missing.
	Install bool
}

// Report is the outcome of one evaluation.
type Report struct {
	Dir     string   `json:"dir"`
	Packs   []string `json:"packs,omitempty"`
	Sources []*Score `json:"sources"`
	// Overall sums the sources, counting duplicated files once.
	Overall *Score `json:"overall"`
	// Misses are all fields the classifier got wrong: leaks first, then
	// over-blocks, then the rest.
	Misses []Miss `json:"misses"`
	// Skipped are sources or files that could not be evaluated.
	Skipped []Skip `json:"skipped,omitempty"`
	// Problems are disagreements between the corpus and what was read:
	// locators that name no field, labels mapping.tsv does not know, .out
	// files whose line count differs from the file's fields. Each is a
	// defect of the evaluation, not of the classifier.
	Problems []Problem `json:"problems,omitempty"`
	// Notes are places where the evaluation had to depart from the
	// README's letter to follow its intent.
	Notes []Problem `json:"notes,omitempty"`
}

// Score is the figures of one source, or of all.
type Score struct {
	Source   string `json:"source"`
	Files    int    `json:"files"`
	Fields   int    `json:"fields"`   // scored fields
	Unscored int    `json:"unscored"` // fields left out: no label, or labelled unscored
	Block    Class  `json:"block"`
	Redact   Class  `json:"redact"`
	// BlockLeaks are gold block fields classified allow or redact;
	// RedactLeaks are gold redact fields classified allow.
	BlockLeaks  int `json:"blockLeaks"`
	RedactLeaks int `json:"redactLeaks"`
	// OverBlocks are gold allow or redact fields classified block.
	OverBlocks int `json:"overBlocks"`
	// OtherMisses are gold allow fields classified redact.
	OtherMisses int `json:"otherMisses"`
	// Confusion counts fields by gold class, then predicted class.
	Confusion map[string]map[string]int `json:"confusion"`
}

// Leaks is every field that reached the agent with less protection than it
// needs.
func (s *Score) Leaks() int { return s.BlockLeaks + s.RedactLeaks }

// Class is precision and recall for one class, one against the rest.
type Class struct {
	Gold      int     `json:"gold"`      // fields of this gold class
	Predicted int     `json:"predicted"` // fields the classifier put in it
	Correct   int     `json:"correct"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
}

// Miss is one field whose predicted class differs from its gold class.
type Miss struct {
	Kind    string `json:"kind"` // block-leak, redact-leak, over-block, other
	Source  string `json:"source"`
	File    string `json:"file"`
	Locator string `json:"locator"` // the TSV row's locator, else name:, id: or index:
	Element int    `json:"element"` // index among the file's input/select/textarea
	Gold    string `json:"gold"`
	// GoldFrom says where the gold class came from: a TSV row
	// ("overrides.tsv:12") or the source label ("label cc-number").
	GoldFrom string   `json:"goldFrom"`
	Got      string   `json:"got"`
	Rule     string   `json:"rule"`
	Attr     string   `json:"attr,omitempty"`
	Match    string   `json:"match,omitempty"`
	Evidence Evidence `json:"evidence"`
}

// Evidence is what the analyzer read about a field, as the classifier saw it
// (name and id are the element's own; a radio group shares its name).
type Evidence struct {
	Type         string `json:"type"`
	Name         string `json:"name,omitempty"`
	ID           string `json:"id,omitempty"`
	Autocomplete string `json:"autocomplete,omitempty"`
	Label        string `json:"label,omitempty"`
	Placeholder  string `json:"placeholder,omitempty"`
}

// Skip is a source or file left out, and why.
type Skip struct {
	Source string `json:"source"`
	File   string `json:"file,omitempty"`
	Reason string `json:"reason"`
}

// Problem is a defect of the evaluation at a place in the corpus.
type Problem struct {
	File    string `json:"file"`
	Message string `json:"message"`
}

func (p Problem) String() string { return p.File + ": " + p.Message }

// job is one corpus file to evaluate.
type job struct {
	source string
	rel    string // slash path relative to the corpus
	path   string // on disk; empty when data is given
	data   []byte // rendered markup (GOV.UK)
}

// scored is one fillable field with a gold class.
type scored struct {
	elem    element
	gold    gold
	from    string
	locator string
	field   *analyzer.Field
	dec     classify.Decision
}

type fileResult struct {
	job
	items    []scored
	unscored int
	problems []Problem
	notes    []Problem
}

// Evaluate reads the corpus in dir, classifies every field of every file and
// scores the classes against the corpus's labels. It fails only when dir is
// not a corpus (the error wraps ErrCorpus); everything else is in the Report.
func Evaluate(dir string, o Options) (*Report, error) {
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("%w: %s: no such directory", ErrCorpus, dir)
	}
	m, err := readMapping(dir)
	if err != nil {
		return nil, err
	}
	var rows []row
	for _, table := range []string{"overrides.tsv", "bitwarden/labels.tsv", "govuk/labels.tsv"} {
		r, err := readRows(dir, table)
		if err != nil {
			return nil, err
		}
		rows = append(rows, r...)
	}
	jobs, err := listFiles(dir)
	if err != nil {
		return nil, err
	}
	r := &Report{Dir: dir, Packs: o.Packs}

	// GOV.UK renders in Node while the other sources are read.
	type rendered struct {
		jobs  []job
		skips []Skip
	}
	govuk := make(chan rendered, 1)
	go func() {
		j, s := renderJobs(dir, o)
		govuk <- rendered{j, s}
	}()
	results := run(jobs, rows, m, o)
	g := <-govuk
	r.Skipped = append(r.Skipped, g.skips...)
	results = append(results, run(g.jobs, rows, m, o)...)

	r.score(results)
	r.checkRows(rows, results, g.skips)
	return r, nil
}

// listFiles finds the files of every source but GOV.UK.
func listFiles(dir string) ([]job, error) {
	var jobs []job
	want := map[string]func(string) bool{
		srcDDG:       func(p string) bool { return strings.HasSuffix(p, ".html") },
		srcFirefox:   func(p string) bool { return strings.HasSuffix(p, ".html") },
		srcChromium:  func(p string) bool { return strings.HasSuffix(p, ".html") },
		srcBitwarden: func(p string) bool { return strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".mdx") },
	}
	for _, src := range Sources {
		root := filepath.Join(dir, src)
		if info, err := os.Stat(root); err != nil || !info.IsDir() {
			return nil, fmt.Errorf("%w: %s: missing the %s source", ErrCorpus, root, src)
		}
		ok := want[src]
		if ok == nil {
			continue
		}
		n := 0
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !ok(d.Name()) {
				return err
			}
			rel, err := filepath.Rel(dir, path)
			if err != nil {
				return err
			}
			jobs = append(jobs, job{source: src, rel: filepath.ToSlash(rel), path: path})
			n++
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrCorpus, err)
		}
		if n == 0 {
			return nil, fmt.Errorf("%w: %s: no files", ErrCorpus, root)
		}
	}
	return jobs, nil
}

// run evaluates the jobs in parallel, keeping their order.
func run(jobs []job, rows []row, m mapping, o Options) []*fileResult {
	byFile := map[string][]row{}
	for _, r := range rows {
		byFile[r.file] = append(byFile[r.file], r)
	}
	out := make([]*fileResult, len(jobs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i := range jobs {
		g.Go(func() error {
			out[i] = evalFile(jobs[i], byFile[jobs[i].rel], m, o)
			return nil
		})
	}
	g.Wait() // evalFile reports its errors in the result
	return out
}

// labelAttrs are the inline label attributes of the sources that have them.
var labelAttrs = map[string]string{
	srcDDG:     "data-manual-scoring",
	srcFirefox: "data-moz-autofill-type",
}

func evalFile(j job, rows []row, m mapping, o Options) (res *fileResult) {
	res = &fileResult{job: j}
	defer func() {
		if v := recover(); v != nil {
			res.items = nil
			res.problems = append(res.problems, Problem{j.rel, fmt.Sprintf("internal error: %v", v)})
		}
	}()
	problem := func(format string, args ...any) {
		res.problems = append(res.problems, Problem{j.rel, fmt.Sprintf(format, args...)})
	}
	src := j.data
	if j.path != "" {
		var err error
		if src, err = os.ReadFile(j.path); err != nil {
			problem("%v", err)
			return res
		}
	}
	elems, stripped, mismatch := scan(src, labelAttrs[j.source])
	if mismatch > 0 {
		problem("%d tags whose attributes the label stripper read differently from the tokenizer", mismatch)
	}

	// The analyzer sees only the stripped bytes, as plain HTML whatever the
	// file's extension.
	doc, err := analyzer.Analyze(j.rel, stripped, analyzer.Options{Dialect: analyzer.DialectHTML})
	if err != nil {
		problem("analyzer: %v", err)
		return res
	}
	opts := classify.Options{Packs: o.Packs}
	if o.AutoPacks {
		opts.Packs = append(slices.Clone(o.Packs), classify.PacksFor(doc.Lang, "")...)
	}
	fieldOf := map[int]*analyzer.Field{}
	decision := map[*analyzer.Field]classify.Decision{}
	// Each form is classified as a group, as formtool does, so that the
	// context rules see a field's neighbours; the loose fields are one group.
	classifyAll := func(fields []*analyzer.Field, ds []classify.Decision) {
		for k, f := range fields {
			decision[f] = ds[k]
			for _, i := range f.Elements {
				fieldOf[i] = f
				if i >= len(elems) || elems[i].typ != f.Type && !(f.Type == "text" && len(elems[i].typ) > 32) {
					problem("the analyzer's element %d (%s %q) is not the evaluation's", i, f.Type, f.Name)
				}
			}
		}
	}
	for _, form := range doc.Forms {
		classifyAll(form.Fields, classify.Form(form, opts))
	}
	classifyAll(doc.Loose, classify.Fields(doc.Loose, opts))

	// Gold classes, weakest source first so that stronger ones overwrite:
	// the source label, then labels.tsv, then overrides.tsv.
	golds := make([]gold, len(elems))
	from := make([]string, len(elems))
	locators := make([]string, len(elems))
	switch j.source {
	case srcDDG, srcFirefox:
		for i, e := range elems {
			if !e.field || e.label == "" {
				continue
			}
			g, ok := m.class(j.source, e.label)
			if !ok {
				problem("element %d: label %q is not in mapping.tsv", i, e.label)
				continue
			}
			golds[i], from[i] = g, "label "+e.label
		}
	case srcChromium:
		out := strings.TrimSuffix(j.path, ".html") + ".out"
		groups, err := chromiumLabels(out)
		if err != nil {
			problem("%v", err)
			break
		}
		var fields []element
		for _, e := range elems {
			if e.field {
				fields = append(fields, e)
			}
		}
		types, realigned, ok := pairChromium(fields, groups)
		if !ok {
			problem("the lines of %s do not pair with the file's %d fields", filepath.Base(out), len(fields))
			break
		}
		if realigned {
			res.notes = append(res.notes, Problem{j.rel, filepath.Base(out) + " lists the forms out of document order; its lines were paired form by form on their name column"})
		}
		for k, e := range fields {
			g, ok := m.class(j.source, types[k])
			if !ok {
				problem("element %d: label %q is not in mapping.tsv", e.index, types[k])
				continue
			}
			golds[e.index], from[e.index] = g, "label "+types[k]
		}
	}
	for _, table := range []bool{false, true} { // labels.tsv rows, then overrides.tsv
		setBy := map[int]row{}
		for _, r := range rows {
			if (r.table == "overrides.tsv") != table {
				continue
			}
			idx, why := resolve(elems, r.locator)
			if why != "" {
				problem("%s:%d: locator %s names no field: %s", r.table, r.line, r.locator, why)
				continue
			}
			for _, i := range idx {
				if prev, ok := setBy[i]; ok && prev.class != r.class {
					problem("%s:%d and :%d give element %d two classes", r.table, prev.line, r.line, i)
				}
				setBy[i] = r
				golds[i], from[i], locators[i] = r.class, fmt.Sprintf("%s:%d", r.table, r.line), r.locator
			}
		}
	}

	for i, e := range elems {
		if !e.field {
			continue
		}
		if golds[i] == "" || golds[i] == goldUnscored {
			res.unscored++
			continue
		}
		f := fieldOf[i]
		if f == nil {
			problem("element %d (%s %q) is a field, but the analyzer did not report it", i, e.typ, e.name)
			continue
		}
		loc := locators[i]
		if loc == "" {
			loc = locatorFor(e)
		}
		res.items = append(res.items, scored{elem: e, gold: golds[i], from: from[i], locator: loc, field: f, dec: decision[f]})
	}
	return res
}

func locatorFor(e element) string {
	switch {
	case e.name != "":
		return "name:" + e.name
	case e.id != "":
		return "id:" + e.id
	}
	return fmt.Sprintf("index:%d", e.index)
}

// checkRows reports rows that name a file the evaluation never read.
func (r *Report) checkRows(rows []row, results []*fileResult, skips []Skip) {
	read := map[string]bool{}
	for _, res := range results {
		read[res.rel] = true
	}
	skipped := map[string]bool{}
	for _, s := range skips {
		if s.File == "" {
			skipped[s.Source] = true
		} else {
			skipped[s.File] = true
		}
	}
	for _, row := range rows {
		source, _, _ := strings.Cut(row.file, "/")
		if read[row.file] || skipped[row.file] || skipped[source] {
			continue
		}
		r.Problems = append(r.Problems, Problem{row.file, fmt.Sprintf("%s:%d: no such file in the corpus", row.table, row.line)})
	}
	sort.SliceStable(r.Problems, func(i, j int) bool { return r.Problems[i].File < r.Problems[j].File })
}

var missOrder = map[string]int{"block-leak": 0, "redact-leak": 1, "over-block": 2, "other": 3}

// score fills the per-source and overall figures and the miss list.
func (r *Report) score(results []*fileResult) {
	bySource := map[string]*Score{}
	for _, s := range Sources {
		bySource[s] = newScore(s)
		r.Sources = append(r.Sources, bySource[s])
	}
	r.Overall = newScore("overall")
	for _, res := range results {
		r.Problems = append(r.Problems, res.problems...)
		r.Notes = append(r.Notes, res.notes...)
		s := bySource[res.source]
		_, dup := duplicates[res.rel]
		scores := []*Score{s}
		if !dup {
			scores = append(scores, r.Overall)
		}
		for _, sc := range scores {
			sc.Files++
			sc.Unscored += res.unscored
		}
		for _, it := range res.items {
			got := it.dec.Class.String()
			kind := missKind(string(it.gold), got)
			for _, sc := range scores {
				sc.add(string(it.gold), got, kind)
			}
			if kind == "" {
				continue
			}
			f := it.field
			r.Misses = append(r.Misses, Miss{
				Kind: kind, Source: res.source, File: res.rel, Locator: it.locator, Element: it.elem.index,
				Gold: string(it.gold), GoldFrom: it.from, Got: got,
				Rule: it.dec.Rule, Attr: it.dec.Attr, Match: it.dec.Match,
				Evidence: Evidence{Type: f.Type, Name: it.elem.name, ID: it.elem.id,
					Autocomplete: f.Autocomplete, Label: f.Label, Placeholder: f.Placeholder},
			})
		}
	}
	for _, sc := range append(slices.Clone(r.Sources), r.Overall) {
		sc.finish()
	}
	srcOrder := map[string]int{}
	for i, s := range Sources {
		srcOrder[s] = i
	}
	sort.SliceStable(r.Misses, func(i, j int) bool {
		a, b := r.Misses[i], r.Misses[j]
		if missOrder[a.Kind] != missOrder[b.Kind] {
			return missOrder[a.Kind] < missOrder[b.Kind]
		}
		if a.Source != b.Source {
			return srcOrder[a.Source] < srcOrder[b.Source]
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Element < b.Element
	})
}

func missKind(gold, got string) string {
	switch {
	case gold == got:
		return ""
	case gold == "block":
		return "block-leak"
	case gold == "redact" && got == "allow":
		return "redact-leak"
	case got == "block":
		return "over-block"
	}
	return "other"
}

func newScore(source string) *Score {
	return &Score{Source: source, Confusion: map[string]map[string]int{}}
}

func (s *Score) add(gold, got, kind string) {
	s.Fields++
	if s.Confusion[gold] == nil {
		s.Confusion[gold] = map[string]int{}
	}
	s.Confusion[gold][got]++
	for _, c := range []struct {
		name string
		cl   *Class
	}{{"block", &s.Block}, {"redact", &s.Redact}} {
		if gold == c.name {
			c.cl.Gold++
		}
		if got == c.name {
			c.cl.Predicted++
		}
		if gold == c.name && got == c.name {
			c.cl.Correct++
		}
	}
	switch kind {
	case "block-leak":
		s.BlockLeaks++
	case "redact-leak":
		s.RedactLeaks++
	case "over-block":
		s.OverBlocks++
	case "other":
		s.OtherMisses++
	}
}

func (s *Score) finish() {
	for _, c := range []*Class{&s.Block, &s.Redact} {
		if c.Predicted > 0 {
			c.Precision = float64(c.Correct) / float64(c.Predicted)
		}
		if c.Gold > 0 {
			c.Recall = float64(c.Correct) / float64(c.Gold)
		}
		if c.Precision+c.Recall > 0 {
			c.F1 = 2 * c.Precision * c.Recall / (c.Precision + c.Recall)
		}
	}
}
