package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// benchRun is what the benchmarks of a make bench run measured: the
// samples of each metric.
type benchRun map[metric][]float64

// passingRun is a run in which every budget is met with room to spare,
// six samples of each metric.
func passingRun() benchRun {
	r := benchRun{}
	six := func(v float64) []float64 { return []float64{v, v, v, v, v, v} }
	for _, b := range budgets {
		if b.file != "" {
			continue
		}
		v := b.limit / 2
		if b.atLeast || b.report {
			v = b.limit*2 + 1
		}
		r[b.of] = six(v)
		if b.per != nil {
			r[*b.per] = six(v * 2) // the ratio of the two is 0.5
		}
	}
	return r
}

// text writes the run in the Go benchmark format: one line per sample,
// each benchmark's metrics together, with go test's other lines around;
// the benchmarks named "wasm:" after a goarch: wasm header, as go test
// under Node writes them (GOMAXPROCS 1, so no suffix).
func (r benchRun) text() string {
	byBench := map[string][]metric{}
	for m := range r {
		byBench[m.bench] = append(byBench[m.bench], m)
	}
	var native, wasm strings.Builder
	native.WriteString("goos: linux\ngoarch: amd64\npkg: github.com/formtool/formtool/e2e\n")
	wasm.WriteString("goos: js\ngoarch: wasm\npkg: github.com/formtool/formtool/compile\n")
	for bench, ms := range byBench {
		b, name := &native, bench+"-2"
		if n, ok := strings.CutPrefix(bench, "wasm:"); ok {
			b, name = &wasm, n
		}
		for i := range r[ms[0]] {
			fmt.Fprintf(b, "Benchmark%s \t       5\t", name)
			for _, m := range ms {
				fmt.Fprintf(b, " %g %s\t", r[m][i], m.unit)
			}
			b.WriteString("\n")
		}
	}
	native.WriteString("PASS\nok  \tgithub.com/formtool/formtool/e2e\t12.3s\n")
	wasm.WriteString("PASS\nok  \tgithub.com/formtool/formtool/compile\t40.1s\n")
	return native.String() + wasm.String()
}

// dist is a directory holding the runtime's brotli files at the sizes
// given.
func dist(t *testing.T, runtime, live int) string {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "formtool.wasm.br"), make([]byte, runtime), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "formtool-live.wasm.br"), make([]byte, live), 0o644))
	return dir
}

func table(r benchRun, dir string) (string, error) {
	var out strings.Builder
	err := runTable(&out, strings.NewReader(r.text()), "bench.txt", dir)
	return out.String(), err
}

// row is the table's line for the budget named what.
func row(t *testing.T, table, what string) string {
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, what+"  ") {
			return line
		}
	}
	t.Fatalf("no row %q in\n%s", what, table)
	return ""
}

func TestEveryBudgetMet(t *testing.T) {
	r := passingRun()
	r[metric{"PageWeight", "B-first-10s"}] = []float64{7569} // make bench runs one visit
	out, err := table(r, dist(t, 500_000, 900_000))
	require.NoError(t, err)
	weight := strings.Fields(row(t, out, "page weight: formtool's bytes in a no-agent visit's first 10 s"))
	assert.Equal(t, []string{"7,569", "B", "≤", "15,000", "B", "met"}, weight[len(weight)-6:], "one sample, no interval")
	assert.Contains(t, out, "13 of 13 budgets met in this run.")
	assert.NotContains(t, out, "NOT MET")
	assert.Contains(t, row(t, out, "runtime size: formtool.wasm, brotli"), "500,000 B")
	assert.Contains(t, row(t, out, "time per field at 100,000 fields over 1,000 (medians)"), "0.5 ")
}

func TestBudgetNotMet(t *testing.T) {
	r := passingRun()
	r[metric{"FirstCall", "cold/bare"}] = []float64{1.31, 1.28, 1.4, 1.35, 1.3, 1.33}
	r[metric{"Process", "build/tokenizer"}] = []float64{0.4, 0.42, 0.45, 0.41, 0.44, 0.43}
	out, err := table(r, dist(t, 600_001, 900_000))
	require.NoError(t, err)
	assert.Contains(t, out, "10 of 13 budgets met in this run.")
	first := row(t, out, "first call, cold, over the bare module")
	assert.Contains(t, first, "1.32 (1.28 to 1.4)")
	assert.Contains(t, first, "≤ 1.2 ")
	assert.True(t, strings.HasSuffix(first, "NOT MET"), first)
	assert.True(t, strings.HasSuffix(row(t, out, "build throughput over the bare tokenizer, wall time"), "NOT MET"))
	assert.True(t, strings.HasSuffix(row(t, out, "runtime size: formtool.wasm, brotli"), "NOT MET"))
}

// A median inside the budget is met, and the table says when the run's
// interval reaches past the limit.
func TestIntervalAcrossTheLimit(t *testing.T) {
	r := passingRun()
	r[metric{"LaterCalls/fields=20-all", "ms/call"}] = []float64{3.3, 4.2, 4.4, 4.5, 4.9, 5.1}
	out, err := table(r, dist(t, 500_000, 900_000))
	require.NoError(t, err)
	assert.Contains(t, out, "13 of 13 budgets met in this run.")
	line := row(t, out, "later call, 20 fields, all changed")
	assert.Contains(t, line, "4.5 ms (3.3 ms to 5.1 ms)")
	assert.True(t, strings.HasSuffix(line, "met by the median; the interval crosses the limit"), line)
}

// A figure the run did not measure is an error that names it; the rest
// of the table is still written.
func TestMissingFigures(t *testing.T) {
	r := passingRun()
	delete(r, metric{"PageWeight", "B-first-10s"})
	out, err := table(r, t.TempDir())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "PageWeight has no B-first-10s")
	assert.Contains(t, err.Error(), "formtool.wasm.br")
	assert.Contains(t, out, "first call, cold, over the bare module")
	assert.Contains(t, out, "10 of 10 budgets met in this run.")
}

// The same benchmark run natively and as WebAssembly gives two figures:
// formtool build's cost per field and the live analysis's.
func TestWasmFiguresApart(t *testing.T) {
	r := passingRun()
	r[metric{"wasm:FieldsInOneForm/fields=1000", "ns/field"}] = []float64{30000, 31000, 29000, 30000, 30000, 30000}
	r[metric{"wasm:FieldsInOneForm/fields=100000", "ns/field"}] = []float64{75000, 70000, 72000, 72000, 72000, 72000}
	r[metric{"FieldsInOneForm/fields=1000", "ns/field"}] = []float64{10000, 10000, 10000, 10000, 10000, 10000}
	r[metric{"FieldsInOneForm/fields=100000", "ns/field"}] = []float64{12000, 12000, 12000, 12000, 12000, 12000}
	out, err := table(r, dist(t, 500_000, 900_000))
	require.NoError(t, err)
	assert.Contains(t, out, "12 of 13 budgets met in this run.")
	assert.Contains(t, row(t, out, "time per field at 100,000 fields over 1,000 (medians)"), "1.2 ")
	live := row(t, out, "live analysis: time per field at 100,000 fields over 1,000")
	assert.Contains(t, live, "2.4 ")
	assert.True(t, strings.HasSuffix(live, "NOT MET"), live)
}

func TestNotBenchmarkOutput(t *testing.T) {
	var out strings.Builder
	err := runTable(&out, strings.NewReader("PASS\nok\n"), "bench.txt", t.TempDir())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bench.txt holds no benchmark results")
	err = runTable(&out, strings.NewReader("BenchmarkX-2 5 1.2\n"), "bench.txt", t.TempDir())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bench.txt:1")
}
