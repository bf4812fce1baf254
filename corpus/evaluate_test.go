package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// corpusDir is the shared corpus, next to the repository.
const corpusDir = "../../shared/corpus"

var (
	evalOnce   sync.Once
	evalReport *Report
	evalErr    error
)

// evaluated runs the evaluation of the real corpus once for all tests. It
// skips when the corpus is absent, except under CI=true, where a missing
// corpus fails.
func evaluated(t *testing.T) *Report {
	t.Helper()
	if _, err := os.Stat(corpusDir); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true and the corpus is missing: %v", err)
		}
		t.Skipf("no corpus at %s", corpusDir)
	}
	evalOnce.Do(func() {
		evalReport, evalErr = Evaluate(corpusDir, Options{RenderDir: "render", Install: true})
	})
	require.NoError(t, evalErr)
	return evalReport
}

// TestCorpusEvaluates checks that the evaluation reads the whole corpus:
// every label resolved, and the number of scored fields per source as
// stats.txt gives it ("final" block + redact + allow), with two known
// differences: govuk counts its one radio group per element (4), not once;
// and firefox-ai's two labelled controls inside a <template> (Alpine x-if
// copies of the tax number in QA_HU_ipon.hu.html, whose copy outside the
// templates is scored) are no fields, since the browser never puts a
// template's content in the document (3334 in stats.txt).
func TestCorpusEvaluates(t *testing.T) {
	r := evaluated(t)
	for _, p := range r.Problems {
		t.Errorf("problem: %s", p)
	}
	want := map[string]int{srcDDG: 1852, srcFirefox: 3332, srcChromium: 233, srcBitwarden: 105, srcGOVUK: 57}
	wantFiles := map[string]int{srcDDG: 417, srcFirefox: 164, srcChromium: 13, srcBitwarden: 34, srcGOVUK: 30}
	for _, s := range r.Sources {
		if s.Source == srcGOVUK && len(r.Skipped) > 0 && os.Getenv("CI") != "true" {
			t.Logf("govuk skipped: %v", r.Skipped)
			continue
		}
		assert.Equal(t, wantFiles[s.Source], s.Files, "%s files", s.Source)
		assert.Equal(t, want[s.Source], s.Fields, "%s scored fields", s.Source)
	}
	assert.Empty(t, r.Skipped)
	assert.Equal(t, 657, r.Overall.Files, "the USPS copy counts once overall")
}

// The committed accuracy of the classifier on the corpus. They form a
// ratchet: a change may improve them and then lower maxBlockLeaks or raise
// the floors to what it reaches, but these baselines only ever move toward
// zero leaks; never loosen them to make a change pass. No gold block field
// reaches the agent: maxBlockLeaks is 0 and must stay there.
const (
	maxBlockLeaks     = 0
	minBlockPrecision = 0.991
	minRedactRecall   = 0.980
)

// TestNoBlockLeaks is the gate: no more fields the corpus labels block may
// reach the agent than the committed baseline, and block precision and
// redact recall may not fall below theirs. `formtool eval` lists the leaks
// with their evidence.
func TestNoBlockLeaks(t *testing.T) {
	r := evaluated(t)
	for _, m := range r.Misses {
		if m.Kind == "block-leak" {
			t.Logf("%s %s: gold block, got %s by %s; %s", m.File, m.Locator, m.Got, m.reason(), m.Evidence)
		}
	}
	assert.LessOrEqual(t, r.Overall.BlockLeaks, maxBlockLeaks, "block leaks above the baseline")
	assert.GreaterOrEqual(t, r.Overall.Block.Precision, minBlockPrecision, "block precision below the baseline")
	assert.GreaterOrEqual(t, r.Overall.Redact.Recall, minRedactRecall, "redact recall below the baseline")
}

// TestStrippedCorpusHoldsNoLabel checks rule 1 and 2 of the README on every
// real file: after scan, the tokenizer reads none of the label attributes.
func TestStrippedCorpusHoldsNoLabel(t *testing.T) {
	evaluated(t)
	jobs, err := listFiles(corpusDir)
	require.NoError(t, err)
	for _, j := range jobs {
		src, err := os.ReadFile(j.path)
		require.NoError(t, err)
		_, stripped, mismatch := scan(src, "")
		assert.Zero(t, mismatch, j.rel)
		if key := strippedKeyIn(stripped); key != "" {
			t.Errorf("%s: %s survived", j.rel, key)
		}
	}
}

// write lays out a small corpus under dir: path → content.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, content := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
		require.NoError(t, os.WriteFile(full, []byte(content), 0o644))
	}
}

// miniCorpus is a corpus with one file per source, built to exercise each
// rule: inline labels, the mapping, overrides over labels, locators of each
// kind, .out pairing, and labels.tsv.
func miniCorpus(t *testing.T) string {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"mapping.tsv": "source\tlabel\tclass\tdev_fields\tnote\n" +
			"ddg\tpassword\tblock\t1\t\nddg\temailAddress\tallow\t1\t\nddg\tunknown\tunscored\t1\t\n" +
			"ddg\tusername OR emailAddress\tallow\t1\t\n" +
			"firefox-ai\tcc-number\tblock\t1\t\nfirefox-ai\tbday\tredact\t1\t\n" +
			"chromium\tNAME_FULL\tallow\t1\t\nchromium\tCREDIT_CARD_NUMBER\tblock\t1\t\nchromium\tUNKNOWN_TYPE\tunscored\t1\t\n",
		"overrides.tsv": "file\tlocator\tclass\treason\n" +
			"ddg/test-forms/a.html\tindex:3\tblock\tan unlabelled secret answer\n" +
			"chromium/001_x.html\tid:c3\tredact\tan unknown field that is a passport number\n",
		"bitwarden/labels.tsv": "file\tlocator\tclass\treason\nbitwarden/docs/p.md\tname:q\tallow\tsearch\n",
		"govuk/labels.tsv":     "file\tlocator\tclass\treason\n",
		"ddg/test-forms/a.html": `<form><input type=hidden name=csrf>
<input name=email data-manual-scoring="username OR emailAddress" autofill-information="overall type: PASSWORD">
<input name=pw type=password data-manual-scoring="password.current">
<input name=answer data-ddg-inputtype="credentials.password">
<input name=mystery data-manual-scoring="unknown"></form>`,
		"firefox-ai/data/training/b.html": `<form><input name=cardnumber data-moz-autofill-type="cc-number" data-fathom="cc-number">
<input name=dob data-moz-autofill-type="bday" placeholder="Date of birth"><input name=newsletter type=email></form>`,
		"chromium/001_x.html":   `<form><input id=c1 placeholder="Full name"><input id=c2 autocomplete=cc-number><input id=c3><input type=submit></form>`,
		"chromium/001_x.out":    "NAME_FULL | c1 | Full name |  | 1\nCREDIT_CARD_NUMBER | c2 | |  | 1\nUNKNOWN_TYPE | c3 | |  | 1\n",
		"bitwarden/docs/p.md":   "---\ntitle: search\n---\n<form><input name=q placeholder=Search></form>\n",
		"govuk/src/x/index.njk": "{{ govukInput({ name: \"x\" }) }}\n",
	})
	return dir
}

func TestEvaluateFollowsTheCorpusRules(t *testing.T) {
	r, err := Evaluate(miniCorpus(t), Options{})
	require.NoError(t, err)
	assert.Empty(t, r.Problems)
	require.Len(t, r.Skipped, 1)
	assert.Equal(t, srcGOVUK, r.Skipped[0].Source)
	assert.Contains(t, r.Skipped[0].Reason, "no renderer")

	by := map[string]*Score{}
	for _, s := range r.Sources {
		by[s.Source] = s
	}
	// ddg: email (allow, the autofill-information verdict is not seen),
	// password (block, from password.current by its type), answer (block by
	// override index:3; its data-ddg-inputtype is not seen); mystery is
	// unknown, so unscored.
	assert.Equal(t, 3, by[srcDDG].Fields)
	assert.Equal(t, 1, by[srcDDG].Unscored)
	assert.Equal(t, 1, by[srcDDG].BlockLeaks, "the answer has no evidence the classifier can see")
	// firefox-ai: the card number is read from its name alone; the
	// unlabelled email is unscored.
	assert.Equal(t, 2, by[srcFirefox].Fields)
	assert.Equal(t, 1, by[srcFirefox].Unscored)
	// chromium: three lines pair with three fields; UNKNOWN_TYPE is
	// overridden to redact.
	assert.Equal(t, 3, by[srcChromium].Fields)
	assert.Equal(t, 1, by[srcChromium].Redact.Gold)
	assert.Equal(t, 1, by[srcBitwarden].Fields)
	assert.Equal(t, 0, by[srcGOVUK].Fields)

	require.NotEmpty(t, r.Misses)
	first := r.Misses[0]
	assert.Equal(t, "block-leak", first.Kind, "leaks come first")
	assert.Equal(t, "ddg/test-forms/a.html", first.File)
	assert.Equal(t, "index:3", first.Locator)
	assert.Equal(t, "overrides.tsv:2", first.GoldFrom)
	assert.Equal(t, "answer", first.Evidence.Name)
}

func TestEvaluateReportsWhatItCannotResolve(t *testing.T) {
	dir := miniCorpus(t)
	write(t, dir, map[string]string{
		"overrides.tsv": "file\tlocator\tclass\treason\n" +
			"ddg/test-forms/a.html\tname:nosuch\tblock\t\n" +
			"ddg/test-forms/a.html\tindex:0\tblock\thidden, not a field\n" +
			"ddg/test-forms/gone.html\tname:x\tblock\t\n",
		"chromium/001_x.out": "NAME_FULL | c1 | |  | 1\n",
	})
	r, err := Evaluate(dir, Options{})
	require.NoError(t, err)
	var msgs []string
	for _, p := range r.Problems {
		msgs = append(msgs, p.String())
	}
	all := strings.Join(msgs, "\n")
	assert.Contains(t, all, "locator name:nosuch names no field")
	assert.Contains(t, all, "element 0 is type=hidden, not a field")
	assert.Contains(t, all, "ddg/test-forms/gone.html: overrides.tsv:4: no such file")
	assert.Contains(t, all, "do not pair with the file's 3 fields")
}

func TestEvaluateRejectsWhatIsNotACorpus(t *testing.T) {
	_, err := Evaluate(filepath.Join(t.TempDir(), "missing"), Options{})
	assert.True(t, errors.Is(err, ErrCorpus), "%v", err)

	dir := miniCorpus(t)
	require.NoError(t, os.Remove(filepath.Join(dir, "mapping.tsv")))
	_, err = Evaluate(dir, Options{})
	assert.True(t, errors.Is(err, ErrCorpus), "%v", err)

	dir = miniCorpus(t)
	write(t, dir, map[string]string{"overrides.tsv": "path\twhere\tclass\n"})
	_, err = Evaluate(dir, Options{})
	assert.ErrorContains(t, err, "want columns file, locator, class")
}

func TestChromiumPairsFormByFormWhenOutOfOrder(t *testing.T) {
	fields := []element{{name: "a"}, {name: "b"}, {name: "c"}, {name: "a"}, {name: "x"}}
	groups := [][]outLine{{{"T_A2", "a"}, {"T_X", "x"}}, {{"T_A", "a"}, {"T_B", "b"}, {"T_C", ""}}}
	types, realigned, ok := pairChromium(fields, groups)
	require.True(t, ok)
	assert.True(t, realigned)
	assert.Equal(t, []string{"T_A", "T_B", "T_C", "T_A2", "T_X"}, types)

	types, realigned, ok = pairChromium(fields[:2], [][]outLine{{{"T_A", ""}, {"T_B", "b"}}})
	assert.True(t, ok)
	assert.False(t, realigned)
	assert.Equal(t, []string{"T_A", "T_B"}, types)
}

func TestGOVUKIsSkippedLoudlyWithoutNode(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	r, err := Evaluate(miniCorpus(t), Options{RenderDir: "render", Install: true})
	require.NoError(t, err)
	require.Len(t, r.Skipped, 1)
	assert.Contains(t, r.Skipped[0].Reason, "node is not installed")
}
