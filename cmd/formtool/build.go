package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/cespare/xxhash/v2"
	"golang.org/x/sync/errgroup"

	"github.com/formtool/formtool"
	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/schema"
)

func init() {
	commands["build"] = command{summary: "compile forms into WebMCP tool manifests", run: runBuild}
}

// cacheFile sits in the output directory and records, for each source,
// what produced its manifest, so a rebuild redoes only what changed.
const cacheFile = ".formtool-cache.json"

const buildUsage = `usage: formtool build [flags] paths...

Compiles the forms of each page into a WebMCP tool manifest. With -o, writes
one <page>.manifest.json per page that has a tool into the directory,
mirroring the input tree, and skips pages whose source, settings, policy
and manifest are unchanged since the last build into it; without -o,
prints the manifests as JSON.

Findings are printed to stderr as formtool check prints them. The exit code
is 1 when one of them is an error, such as declarative-leak; the manifests
are written all the same, and they never contain a blocked field. With
-format json, sarif or github (see formtool help check), the findings go to
stdout instead, which needs -o: without it, stdout carries the manifests.
The last line sums up the pages, tools, forms and fields and the findings.

With -watch, build then watches the inputs (directories recursively, new
ones included) and, a moment after each change, rebuilds the pages that
changed; a change to formtool.json rebuilds them all. It stops on Ctrl-C.
`

func runBuild(args []string, stdout, stderr io.Writer) int {
	b := &builder{stdout: stdout, stderr: stderr}
	b.fs = flagSet("build", buildUsage, &b.s)
	outDir := b.fs.String("o", "", "write the manifests into this `directory` (default: print JSON to stdout)")
	policyFile := b.fs.String("policy", "", "submission policy `file` (default: formtool.json in the first input directory, if present)")
	force := b.fs.Bool("force", false, "rebuild every page, ignoring the cache in the output directory")
	watching := b.fs.Bool("watch", false, "after the build, rebuild each page as it changes, until Ctrl-C (needs -o)")
	b.ignore = ignoreFlag(b.fs)
	format := formatFlag(b.fs)
	b.sh = shardFlag(b.fs)
	cpuprofile := b.fs.String("cpuprofile", "", "write a CPU profile of the build to `file`, for go tool pprof")
	paths, ok, code := parse(b.fs, args, &b.s, stdout, stderr)
	if !ok {
		return code
	}
	if *cpuprofile != "" {
		stop, err := startCPUProfile(*cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "formtool build: -cpuprofile %v\n", err)
			return exitUsage
		}
		defer stop()
	}
	b.paths, b.outDir, b.policyFile, b.force, b.format = paths, *outDir, *policyFile, *force, *format
	b.findingsTo = stderr
	if b.format != formatText {
		if b.outDir == "" {
			return usageError(b.fs, stderr, "-format %s writes the findings to stdout, which without -o carries the manifests; give -o DIR", b.format)
		}
		b.findingsTo = stdout
	}
	if *watching && b.outDir == "" {
		return usageError(b.fs, stderr, "-watch writes the manifests as pages change, which needs -o DIR")
	}
	code = b.build(nil)
	if !*watching || code == exitUsage || code == exitInternal {
		return code
	}
	b.force = false // -force is for the first build; the watch rebuilds what changes
	ctx, stop := interrupted()
	defer stop()
	if err := watch(ctx, paths, b.policyFile, stderr, func(c changes) { b.build(c) }); err != nil {
		fmt.Fprintf(stderr, "formtool build: %v\n", err)
		return exitInternal
	}
	return exitOK
}

// builder is one build's flags, kept for the rebuilds of -watch.
type builder struct {
	fs             *flag.FlagSet
	s              settings
	paths          []string
	outDir         string
	policyFile     string
	force          bool
	format         string
	ignore         map[string]bool
	sh             *shard
	findingsTo     io.Writer
	stdout, stderr io.Writer
}

// build builds the pages and returns the exit code. Under -watch, changed
// is what set it off; the cache in the output directory decides what is
// rebuilt, so a page that did not change is hashed but not analysed again.
func (b *builder) build(changed changes) int {
	stderr := b.stderr
	all, err := expand(b.paths)
	if err != nil {
		return usageError(b.fs, stderr, "%v", err)
	}
	srcs, others := b.sh.split(all)
	pol, err := loadPolicy(b.policyFile, b.paths)
	if err != nil {
		fmt.Fprintf(stderr, "formtool build: %v\n", err)
		return exitUsage
	}
	if b.outDir != "" {
		if err := makeOutDir(b.outDir); err != nil {
			fmt.Fprintf(stderr, "formtool build: -o %v\n", err)
			return exitUsage
		}
	}

	// Each page is read, hashed, compiled and written on its own core: a
	// page whose cache entry is still true is not compiled again, and its
	// findings, tools and counts come from the cache, so that a rebuild
	// reports what a full build would.
	cache := map[string]cacheEntry{}
	if b.outDir != "" && !b.force {
		cache = readCache(b.outDir)
	}
	results := make([]built, len(srcs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for _, i := range largestFirst(srcs) {
		src := srcs[i]
		cached := cache[src.rel]
		g.Go(func() error {
			results[i] = buildPage(src, b.s, pol, b.outDir, cached)
			return nil
		})
	}
	g.Wait()

	var diags []diagnostic
	var tools []string
	var rebuiltPages []string
	sum := summary{Files: len(srcs)}
	manifests := []*schema.Manifest{}
	failed := false
	for i, r := range results {
		if r.panicked != nil {
			panic(r.panicked) // run reports it as an internal error
		}
		if r.writeErr != nil {
			fmt.Fprintf(stderr, "formtool build: %v\n", r.writeErr)
			return writeErrorCode(r.writeErr)
		}
		if !r.reused {
			rebuiltPages = append(rebuiltPages, srcs[i].path)
		}
		sum.add(r.counts)
		diags = append(diags, r.diags...)
		if r.failed != nil {
			fmt.Fprintf(stderr, "formtool build: %s: %v\n", srcs[i].path, r.failed)
			failed = true
		}
		tools = append(tools, r.tools...)
		if r.manifest != nil {
			manifests = append(manifests, r.manifest)
		}
		delete(cache, srcs[i].rel)
		if r.entry.Source != "" {
			cache[srcs[i].rel] = r.entry
		}
	}
	if len(pol.Tools) > 0 && b.sh.reportsPolicy() {
		// The policy's findings are about the whole site: the first shard
		// reports them, knowing the tools of every page.
		siteTools := append(tools, pageTools(process(others, b.s), pol)...)
		diags = append(diags, pol.unknownTools(siteTools)...)
	}
	diags = filterDiagnostics(diags, b.ignore)
	sum.addFindings(diags)
	if changed != nil {
		// Say what the change set off before its findings, so the output
		// of one save reads top to bottom.
		fmt.Fprintf(stderr, "formtool build: %s changed\n", strings.Join(changed.names(), ", "))
		for _, path := range rebuiltPages {
			fmt.Fprintf(stderr, "formtool build: rebuilt %s\n", path)
		}
		for _, rel := range b.gone(changed, srcs, cache) {
			name := manifestPath(b.outDir, rel)
			if err := os.Remove(name); err == nil {
				fmt.Fprintf(stderr, "formtool build: removed %s: its page is gone\n", name)
			}
			delete(cache, rel)
		}
	}
	color := useColor(stderr, formatText)
	if err := writeFindings(b.findingsTo, diags, output{format: b.format, color: useColor(b.findingsTo, b.format)}); err != nil {
		return exitInternal
	}
	var out string
	if b.outDir != "" {
		if err := writeCache(b.outDir, cache); err != nil {
			fmt.Fprintf(stderr, "formtool build: %v\n", err)
			return writeErrorCode(err)
		}
		out = fmt.Sprintf(" → %s", b.outDir)
	} else {
		var v any = manifests
		if len(manifests) == 1 {
			v = manifests[0]
		}
		if err := writeJSON(b.stdout, v); err != nil {
			return exitInternal
		}
	}
	fmt.Fprintln(stderr, b.summaryLine(sum, len(all), len(tools), len(rebuiltPages), out, color))
	if failed || failing(diags, false) {
		return exitFindings
	}
	return exitOK
}

// gone are the cache keys of the pages that changed by being deleted:
// their manifests go with them. A plain build leaves the manifests of
// pages it was not given alone, as it cannot tell a deleted page from one
// left off the command line; a watch saw the deletion.
func (b *builder) gone(changed changes, srcs []source, cache map[string]cacheEntry) []string {
	present := map[string]bool{}
	for _, src := range srcs {
		present[src.rel] = true
	}
	var out []string
	for file := range changed {
		if _, err := os.Stat(file); !errors.Is(err, fs.ErrNotExist) || !analyzer.IsSource(file) {
			continue
		}
		for _, root := range watchRoots(b.paths, "") {
			abs, err := filepath.Abs(root.dir)
			if err != nil {
				continue
			}
			rel, err := filepath.Rel(abs, file)
			if err != nil || strings.HasPrefix(rel, "..") {
				continue
			}
			rel = filepath.ToSlash(rel)
			if _, ok := cache[rel]; ok && !present[rel] {
				out = append(out, rel)
			}
		}
	}
	return out
}

// summaryLine is build's last line: what it read, what it made, what it
// found, and what the cache spared, as
// "formtool build: 3 pages, 2 rebuilt, 1 unchanged → out; 2 tools, 2 forms, 5 fields (1 blocked): 1 error".
func (b *builder) summaryLine(sum summary, all, tools, rebuilt int, out string, color bool) string {
	var w strings.Builder
	w.WriteString("formtool build: ")
	w.WriteString(count(sum.Files, "page"))
	if b.sh.sharded() {
		fmt.Fprintf(&w, " (shard %s of %s)", b.sh, count(all, "page"))
	}
	if b.outDir != "" {
		fmt.Fprintf(&w, ", %d rebuilt, %d unchanged", rebuilt, sum.Files-rebuilt)
	}
	fmt.Fprintf(&w, "%s; %s, %s, %s: %s", out, count(tools, "tool"), count(sum.Forms, "form"), sum.fields(), sum.found(color))
	return w.String()
}

// startCPUProfile profiles the process into file until stop is called.
func startCPUProfile(file string) (stop func(), err error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

func toolNames(m *schema.Manifest) []string {
	names := make([]string, len(m.Tools))
	for i, t := range m.Tools {
		names[i] = t.Name
	}
	return names
}

// makeOutDir creates the output directory, saying in plain words why it
// cannot be.
func makeOutDir(dir string) error {
	if info, err := os.Stat(dir); err == nil && !info.IsDir() {
		return fmt.Errorf("%s is a file, not a directory", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("%s: cannot create the directory: %v", dir, err)
	}
	return nil
}

// writeErrorCode is the exit code for a failure to write an output: the
// user's to fix (a path that is not writable or not a directory) or ours.
func writeErrorCode(err error) int {
	for _, e := range []error{fs.ErrPermission, syscall.ENOTDIR, syscall.EISDIR, syscall.EROFS} {
		if errors.Is(err, e) {
			return exitUsage
		}
	}
	return exitInternal
}

// manifestName maps a page to its manifest: login.html → login.manifest.json,
// account.html.erb → account.html.manifest.json.
func manifestName(rel string) string {
	return strings.TrimSuffix(rel, path.Ext(rel)) + ".manifest.json"
}

// writeManifest writes the page's manifest into dir and returns its hash;
// a page with no tool gets no manifest, and loses the one an earlier build
// wrote.
func writeManifest(dir, rel string, m *schema.Manifest) (string, error) {
	name := manifestPath(dir, rel)
	if len(m.Tools) == 0 {
		if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		return "", nil
	}
	out, err := encodeJSON(m)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return "", err
	}
	return hashBytes(out), writeFile(name, out)
}

func manifestPath(dir, rel string) string {
	return filepath.Join(dir, filepath.FromSlash(manifestName(rel)))
}

// hashBytes and sourceHash tell the build cache whether a page or a
// manifest changed. They are xxHash64, not SHA-256: SHA-256 of every page
// was a tenth of a build's CPU, and what they guard against is a change,
// not an adversary (whoever can write the sources or the output directory
// decides the manifests anyway).
func hashBytes(data []byte) string { return hashKey(xxhash.Sum64(data)) }

func hashKey(sum uint64) string { return "xxh64:" + strconv.FormatUint(sum, 16) }

// writeJSON writes v as JSON indented by two spaces, HTML characters as
// they are, and a newline: what encoding/json's Encoder writes with
// SetIndent("", "  ") and SetEscapeHTML(false). It has the Encoder write
// the compact form and indents that itself, in one pass that need not
// check the JSON as the Encoder's indenting does.
func writeJSON(w io.Writer, v any) error {
	out, err := encodeJSON(v)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// encodeJSON is v as writeJSON writes it.
func encodeJSON(v any) ([]byte, error) {
	compact := compactBufs.Get().(*bytes.Buffer)
	defer func() {
		if compact.Cap() <= maxKeptCompact {
			compact.Reset()
			compactBufs.Put(compact)
		}
	}()
	enc := json.NewEncoder(compact)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return indentJSON(make([]byte, 0, compact.Len()*2), compact.Bytes()), nil
}

// compactBufs hold encoding/json's compact text on its way to indentJSON,
// from one manifest to the next: a build encodes one per page.
var compactBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxKeptCompact is the largest compact buffer kept for another manifest.
const maxKeptCompact = 1 << 20

// indentJSON appends src, JSON as encoding/json writes it compact (no
// space outside strings), indented as json.Indent(dst, src, "", "  ")
// indents it: an empty object or array stays {} or [], a colon is
// followed by a space, each element starts a line.
func indentJSON(dst, src []byte) []byte {
	depth := 0
	newline := func() {
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, "  "...)
		}
	}
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			j := closingQuote(src, i+1)
			dst = append(dst, src[i:j]...)
			i = j - 1
		case '{', '[':
			dst = append(dst, c)
			if i+1 < len(src) && (src[i+1] == '}' || src[i+1] == ']') {
				dst = append(dst, src[i+1])
				i++
				continue
			}
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// closingQuote is the index just past the quote that closes the JSON
// string whose text starts at src[from], or len(src) when none does. It
// jumps from quote to quote (a string is most of a manifest's bytes); a
// quote after an odd run of backslashes is escaped.
func closingQuote(src []byte, from int) int {
	for j := from; ; {
		k := bytes.IndexByte(src[j:], '"')
		if k < 0 {
			return len(src)
		}
		j += k
		n := 0
		for n < j-from && src[j-1-n] == '\\' {
			n++
		}
		if n%2 == 0 {
			return j + 1
		}
		j++
	}
}

// largestFirst orders the sources' indexes by size, largest first, so that
// a large page is not the last one left on one core while the others idle.
func largestFirst(srcs []source) []int {
	order := make([]int, len(srcs))
	size := make([]int64, len(srcs))
	for i, src := range srcs {
		order[i] = i
		if info, err := os.Stat(src.path); err == nil {
			size[i] = info.Size()
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return size[order[a]] > size[order[b]] })
	return order
}

// built is what building one page gives back.
type built struct {
	diags    []diagnostic
	tools    []string
	counts   tally            // the page's forms and fields by class
	manifest *schema.Manifest // without -o, the manifest to print
	entry    cacheEntry       // with -o, the page's cache entry; none when Source is ""
	reused   bool             // the cache entry was still true: nothing was compiled
	failed   error            // the manifest could not be built
	writeErr error            // the manifest could not be written
	panicked any              // a bug, raised again on the main goroutine
}

// buildPage reads one page and, unless its cache entry (cached) is still
// true, compiles it and writes its manifest into outDir; without outDir it
// returns the manifest instead.
func buildPage(src source, s settings, pol *policy, outDir string, cached cacheEntry) (b built) {
	defer func() {
		if r := recover(); r != nil {
			b = built{panicked: r}
		}
	}()
	data, err := os.ReadFile(src.path)
	if err != nil {
		return built{diags: pageDiagnostics([]*page{{source: src, err: err}})}
	}
	var h string
	if outDir != "" {
		h = sourceHash(data, s, pol)
		if cached.fresh(outDir, src.rel, h) {
			b = built{tools: cached.Tools, entry: cached, reused: true, counts: cached.tally}
			for _, d := range cached.Findings {
				d.File = src.path
				b.diags = append(b.diags, d)
			}
			return b
		}
	}
	p := compileOne(src, data, s)
	b.diags = pageDiagnostics([]*page{p})
	b.counts.addPage(p)
	if p.err != nil {
		return b // reported as unreadable-file
	}
	m, err := p.manifest(pol)
	if err != nil {
		b.failed = err
		return b
	}
	b.tools = toolNames(m)
	if outDir == "" {
		b.manifest = m
		return b
	}
	sum, err := writeManifest(outDir, src.rel, m)
	if err != nil {
		b.writeErr = err
		return b
	}
	b.entry = cacheEntry{Source: h, Manifest: sum, Tools: b.tools, Findings: p.diags,
		tally: b.counts}
	return b
}

func sourceHash(data []byte, s settings, pol *policy) string {
	h := xxhash.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%v\x00%v\x00%s\x00", formtool.Version, binaryHash(), s.dialect, s.packs, s.auto, pol.hash)
	h.Write(data)
	return hashKey(h.Sum64())
}

// binaryHash identifies the running formtool by its own bytes: a build by
// another binary, a development build with the same version number
// included, may classify differently, so its cache entries do not count.
// The Go build ID says it without reading the whole binary (it ends with
// the hash of the binary's content); a binary without one is hashed. When
// the binary cannot be read, nothing is reused.
var binaryHash = sync.OnceValue(func() string {
	unknown := "unknown " + time.Now().String()
	exe, err := os.Executable()
	if err != nil {
		return unknown
	}
	if id := goBuildID(exe); id != "" {
		return "go build ID " + id
	}
	f, err := os.Open(exe)
	if err != nil {
		return unknown
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return unknown
	}
	return hex.EncodeToString(h.Sum(nil))
})

// cacheEntry is what the cache keeps of one page: enough to know that its
// manifest is current, and to report the page as a rebuild would.
type cacheEntry struct {
	Source   string       `json:"source"`             // hash of what produced the manifest
	Manifest string       `json:"manifest,omitempty"` // hash of the manifest written; "" when the page has no tool
	Tools    []string     `json:"tools,omitempty"`
	Findings []diagnostic `json:"findings,omitempty"`
	tally                 // the page's forms and fields by class, for build's summary line
}

// fresh reports whether the page needs no rebuild: its source, settings and
// policy hash to what they did, and the manifest in dir is still the one
// written, byte for byte (or still absent for a page with no tool).
func (e cacheEntry) fresh(dir, rel, sourceHash string) bool {
	if e.Source == "" || e.Source != sourceHash {
		return false
	}
	data, err := os.ReadFile(manifestPath(dir, rel))
	if e.Manifest == "" {
		return errors.Is(err, fs.ErrNotExist)
	}
	return err == nil && hashBytes(data) == e.Manifest
}

func readCache(dir string) map[string]cacheEntry {
	m := map[string]cacheEntry{}
	data, err := os.ReadFile(filepath.Join(dir, cacheFile))
	if err == nil && json.Unmarshal(data, &m) != nil {
		return map[string]cacheEntry{} // a damaged or older cache only costs a full rebuild
	}
	return m
}

func writeCache(dir string, m map[string]cacheEntry) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	// As json.MarshalIndent(m, "", "  ") writes it, without its second
	// pass through the JSON scanner.
	data = indentJSON(make([]byte, 0, len(data)*2), data)
	return writeFile(filepath.Join(dir, cacheFile), data)
}
