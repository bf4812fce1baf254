// Command budgets reads what make bench measured and says, for each budget
// of SPEC section 7, the figure of this run and whether the budget is met.
//
//	budgets [-dist DIR] bench.txt
//
// bench.txt is the benchmarks' output in the Go benchmark format (several
// samples of each); the runtime's sizes are those of the brotli files in
// DIR (dist). A figure is the median of its samples, with the 95%
// interval benchstat would give. A budget is met when the median is
// within it; the table says so when the interval crosses the limit, since
// on a shared machine that run could as well have gone the other way.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
)

// A budget is one limit of SPEC section 7 and where make bench measures it.
type budget struct {
	what string // the budget, as the table names it
	// The figure: a metric of a benchmark, or the ratio of its median to
	// that of another (per), or the size of a file in the dist directory.
	of   metric
	per  *metric
	file string

	limit   float64
	atLeast bool // the figure must be at least limit (else at most)
	report  bool // no limit: shown beside the budgets
	show    func(float64) string
}

// ratio shows three significant digits, so that a median just under a
// limit of 0.5 does not read as 0.50.
func ratio(v float64) string  { return strconv.FormatFloat(v, 'g', 3, 64) }
func millis(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " ms" }

// bytes writes a byte count with its thousands grouped: 592,852 B.
func bytes(v float64) string {
	s := strconv.FormatFloat(v, 'f', 0, 64)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s + " B"
}

// metric is a unit a benchmark reports, the benchmark named without its
// -GOMAXPROCS suffix, and with "wasm:" before it when it ran as
// WebAssembly (goarch: wasm), so that the same benchmark run natively and
// as WebAssembly are two figures.
type metric struct{ bench, unit string }

// budgets are SPEC section 7's, in its order.
var budgets = []budget{
	{what: "page weight: formtool's bytes in a no-agent visit's first 10 s", of: metric{"PageWeight", "B-first-10s"}, limit: 15000, show: bytes},
	{what: "runtime size: formtool.wasm, brotli", file: "formtool.wasm.br", limit: 600_000, show: bytes},
	{what: "live runtime size: formtool-live.wasm, brotli", file: "formtool-live.wasm.br", limit: 1_000_000, show: bytes},
	{what: "first call, cold, over the bare module", of: metric{"FirstCall", "cold/bare"}, limit: 1.2, show: ratio},
	{what: "  the floor (formtool's module, no call) over the bare module", of: metric{"FirstCall", "floor-cold/bare"}, report: true, show: ratio},
	{what: "  first call, cold, over the floor", of: metric{"FirstCall", "cold/floor"}, report: true, show: ratio},
	{what: "  first call, repeat visit, over the bare module", of: metric{"FirstCall", "repeat/bare"}, report: true, show: ratio},
	{what: "later call, 20 fields, one changed", of: metric{"LaterCalls/fields=20", "ms/call"}, limit: 5, show: millis},
	{what: "later call, 20 fields, all changed", of: metric{"LaterCalls/fields=20-all", "ms/call"}, limit: 5, show: millis},
	{what: "later call, 1,000 fields, one filled", of: metric{"LaterCalls/fields=1000", "ms/call"}, limit: 10, show: millis},
	{what: "later call, 1,000 fields, all filled", of: metric{"LaterCalls/fields=1000-all", "ms/call"}, limit: 10, show: millis},
	{what: "  the browser's part of it alone, in plain JavaScript", of: metric{"LaterCalls/fields=1000-all", "browser-ms/call"}, report: true, show: millis},
	{what: "  the call over the browser's part (medians)", of: metric{"LaterCalls/fields=1000-all", "ms/call"},
		per: &metric{"LaterCalls/fields=1000-all", "browser-ms/call"}, report: true, show: ratio},
	{what: "build throughput over the bare tokenizer, wall time", of: metric{"Process", "build/tokenizer"}, limit: 0.5, atLeast: true, show: ratio},
	{what: "  the same in CPU time", of: metric{"Process", "build/tokenizer-cpu"}, report: true, show: ratio},
	// Flat, read as: at most twice the cost per field over a hundred
	// times the fields (a quadratic step would show as a hundred times).
	{what: "time per field at 100,000 fields over 1,000 (medians)", of: metric{"FieldsInOneForm/fields=100000", "ns/field"},
		per: &metric{"FieldsInOneForm/fields=1000", "ns/field"}, limit: 2, show: ratio},
	{what: "bytes per field at 100,000 fields over 1,000 (medians)", of: metric{"FieldsInOneForm/fields=100000", "B/field"},
		per: &metric{"FieldsInOneForm/fields=1000", "B/field"}, limit: 2, show: ratio},
	// The same compile as WebAssembly: the live runtime's analysis.
	{what: "live analysis: time per field at 100,000 fields over 1,000", of: metric{"wasm:FieldsInOneForm/fields=100000", "ns/field"},
		per: &metric{"wasm:FieldsInOneForm/fields=1000", "ns/field"}, limit: 2, show: ratio},
	{what: "live analysis: bytes per field at 100,000 fields over 1,000", of: metric{"wasm:FieldsInOneForm/fields=100000", "B/field"},
		per: &metric{"wasm:FieldsInOneForm/fields=1000", "B/field"}, limit: 2, show: ratio},
}

func main() {
	dist := flag.String("dist", "dist", "the directory of the runtime's brotli files")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: budgets [-dist DIR] bench.txt")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintf(os.Stderr, "budgets: %v\n", err)
		os.Exit(1)
	}
	defer f.Close()
	if err := runTable(os.Stdout, f, f.Name(), *dist); err != nil {
		fmt.Fprintf(os.Stderr, "budgets: %v\n", err)
		os.Exit(1)
	}
}

// runTable writes the table for the benchmark output in r.
func runTable(w io.Writer, r io.Reader, name, dist string) error {
	samples, err := readSamples(r, name)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SPEC section 7 budget\tthis run\tlimit\t")
	met, total := 0, 0
	var missing []string
	for _, b := range budgets {
		fig, err := b.measure(samples, dist)
		if err != nil {
			missing = append(missing, err.Error())
			continue
		}
		limit, verdict := "", "reported"
		if !b.report {
			total++
			sign := "≤"
			if b.atLeast {
				sign = "≥"
			}
			limit = sign + " " + b.show(b.limit)
			var ok bool
			ok, verdict = b.verdict(fig)
			if ok {
				met++
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", b.what, fig.format(b.show), limit, verdict)
	}
	tw.Flush()
	fmt.Fprintf(w, "%d of %d budgets met in this run.\n", met, total)
	if len(missing) > 0 {
		return errors.New("not measured in " + name + ":\n  " + strings.Join(missing, "\n  "))
	}
	return nil
}

// figure is a budget's measurement: a median and, where it comes from
// several samples of one metric, benchmath's 95% interval around it.
type figure struct {
	center, lo, hi float64
	interval       bool
}

func (f figure) format(show func(float64) string) string {
	s := show(f.center)
	if f.interval {
		s += " (" + show(f.lo) + " to " + show(f.hi) + ")"
	}
	return s
}

// verdict says whether f meets the budget (by its median) and in what
// words.
func (b budget) verdict(f figure) (met bool, words string) {
	within := func(v float64) bool {
		if b.atLeast {
			return v >= b.limit
		}
		return v <= b.limit
	}
	switch {
	case !within(f.center):
		return false, "NOT MET"
	case f.interval && !(within(f.lo) && within(f.hi)):
		return true, "met by the median; the interval crosses the limit"
	}
	return true, "met"
}

func (b budget) measure(samples map[metric][]float64, dist string) (figure, error) {
	if b.file != "" {
		info, err := os.Stat(filepath.Join(dist, b.file))
		if err != nil {
			return figure{}, fmt.Errorf("%s: %v (run make generate)", b.what, err)
		}
		return figure{center: float64(info.Size())}, nil
	}
	s, err := summary(samples, b.of)
	if err != nil {
		return figure{}, err
	}
	if b.per == nil {
		// One sample, or all alike, has no interval to show (benchmath
		// gives one sample an infinite one).
		interval := s.Lo != s.Hi && !math.IsInf(s.Lo, 0) && !math.IsInf(s.Hi, 0)
		return figure{center: s.Center, lo: s.Lo, hi: s.Hi, interval: interval}, nil
	}
	d, err := summary(samples, *b.per)
	if err != nil {
		return figure{}, err
	}
	if d.Center == 0 {
		return figure{}, fmt.Errorf("%s %s is 0", b.per.bench, b.per.unit)
	}
	return figure{center: s.Center / d.Center}, nil
}

func summary(samples map[metric][]float64, m metric) (benchmath.Summary, error) {
	v, ok := samples[m]
	if !ok {
		return benchmath.Summary{}, fmt.Errorf("%s has no %s", m.bench, m.unit)
	}
	return benchmath.AssumeNothing.Summary(benchmath.NewSample(v, &benchmath.DefaultThresholds), 0.95), nil
}

// readSamples collects every value of every benchmark's metrics, by the
// benchmark's name without its -GOMAXPROCS suffix and the metric's unit
// as the benchmark wrote it.
func readSamples(r io.Reader, name string) (map[metric][]float64, error) {
	samples := map[metric][]float64{}
	br := benchfmt.NewReader(r, name)
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.Result:
			bench := baseName(rec.Name)
			if rec.GetConfig("goarch") == "wasm" {
				bench = "wasm:" + bench
			}
			for _, v := range rec.Values {
				unit, value := v.Unit, v.Value
				if v.OrigUnit != "" {
					unit, value = v.OrigUnit, v.OrigValue
				}
				m := metric{bench, unit}
				samples[m] = append(samples[m], value)
			}
		}
	}
	if err := br.Err(); err != nil {
		return nil, err
	}
	if len(samples) == 0 {
		return nil, fmt.Errorf("%s holds no benchmark results", name)
	}
	return samples, nil
}

// baseName is the benchmark's name and sub-benchmarks, without the
// -GOMAXPROCS suffix, as benchfmt names it: LaterCalls/fields=20-all
// for BenchmarkLaterCalls/fields=20-all-2.
func baseName(n benchfmt.Name) string {
	base, parts := n.Parts()
	s := string(base)
	for _, p := range parts {
		if p[0] == '/' {
			s += string(p)
		}
	}
	return s
}
