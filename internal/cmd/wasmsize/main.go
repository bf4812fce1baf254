// Command wasmsize prints what each Go package costs in the WebAssembly
// module of a main package: the bytes of its functions' bodies in the code
// section, as the linker's name section names them, and those bodies
// deflated on their own (a package's share of the compressed download). It
// also prints the module's sections, for the data that belongs to no
// function (read-only tables, the pclntab).
//
//	wasmsize [-tags TAGS] [-n 25] ./wasm
//	wasmsize [-n 25] module.wasm
//
// Given a package, it builds it as the release does (package release:
// GOOS=js GOARCH=wasm) but keeps the name section, which -s strips; the
// code is the same either way. Given a module built without -s, it names packages as
// the linker spells them ("/" becomes "_").
package main

import (
	"bytes"
	"compress/flate"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/formtool/formtool/internal/release"
)

func main() {
	top := flag.Int("n", 25, "packages to list; the rest are summed")
	tags := flag.String("tags", "", "build tags, as for go build")
	funcs := flag.Int("funcs", 0, "also list the N largest functions")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-tags TAGS] [-n N] [-funcs N] package | module.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	err := run(flag.Arg(0), *tags, *top, *funcs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

func run(arg, tags string, top, funcs int) error {
	m, names, err := load(arg, tags)
	if err != nil {
		return err
	}
	if err := m.print(os.Stdout, top, names); err != nil {
		return err
	}
	if funcs > 0 {
		return m.printFuncs(os.Stdout, funcs)
	}
	return nil
}

// load reads a module, or builds the package arg names as the runtime is
// built and reads that, with the namer for its functions.
func load(arg, tags string) (*module, *namer, error) {
	file, pkgs := arg, []string(nil)
	if !strings.HasSuffix(arg, ".wasm") {
		dir, err := os.MkdirTemp("", "wasmsize-")
		if err != nil {
			return nil, nil, err
		}
		defer os.RemoveAll(dir)
		file = filepath.Join(dir, "m.wasm")
		args := release.NamedBuildArgs(tags, file)
		args[len(args)-1] = arg // the package named, built as the runtime is
		if _, err := goCmd(args...); err != nil {
			return nil, nil, err
		}
		out, err := goCmd("list", "-deps", "-tags="+tags, "-f", "{{if eq .Name \"main\"}}main {{end}}{{.ImportPath}}", arg)
		if err != nil {
			return nil, nil, err
		}
		pkgs = strings.Split(strings.TrimSpace(out), "\n")
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	m, err := parse(b)
	if err != nil {
		return nil, nil, err
	}
	return m, newNamer(pkgs), nil
}

func goCmd(args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	return string(out), nil
}

// namer maps the linker's function names back to import paths. The linker
// replaces every character but letters, digits, "_" and "." with "_", so
// "github.com/a/b.F" is named "github.com_a_b.F" and the package is the
// longest known path whose spelling the name starts with, followed by ".".
type namer struct {
	spelled map[string]string // the linker's spelling: the import path
	longest int
}

var unsafeChars = regexp.MustCompile(`[^\w.]`)

func newNamer(pkgs []string) *namer {
	n := &namer{spelled: map[string]string{}}
	for _, p := range pkgs {
		spelled := p
		if main, ok := strings.CutPrefix(p, "main "); ok {
			p, spelled = main, "main"
		}
		n.spelled[unsafeChars.ReplaceAllString(spelled, "_")] = p
		n.longest = max(n.longest, len(spelled))
	}
	return n
}

// pkgOf is the package of a function the linker named, for example
// "github.com_a_b.__T_.M" or "runtime.mallocgc". Without a package list,
// the name up to the first "." after its first "_"-free element.
func (n *namer) pkgOf(sym string) string {
	if sym == "" {
		return "(unnamed)"
	}
	for i := min(len(sym)-1, n.longest); i > 0; i-- {
		if sym[i] == '.' {
			if p, ok := n.spelled[sym[:i]]; ok {
				return p
			}
		}
	}
	// Not a known package: up to the first "." that is not part of a
	// domain ("github.com_a_b.F").
	slash := strings.LastIndexByte(sym, '/')
	first := strings.IndexByte(sym[slash+1:], '.')
	if first < 0 {
		return sym
	}
	first += slash + 1
	if strings.IndexByte(sym[:first], '_') < 0 && strings.IndexByte(sym[first+1:], '_') >= 0 {
		if next := strings.IndexByte(sym[first+1:], '.'); next >= 0 && strings.IndexByte(sym[first+1:first+1+next], '_') >= 0 {
			return sym[:first+1+next]
		}
	}
	return sym[:first]
}

type section struct {
	name string
	size int
}

type module struct {
	size     int
	sections []section
	imported int      // functions imported: the name section counts them first
	bodies   [][]byte // the code section's function bodies, in order
	names    map[int]string
}

var sectionNames = [...]string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "data count"}

func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	m := &module{size: len(b), names: map[int]string{}}
	r := &reader{b: b, at: 8}
	for r.at < len(b) {
		id := r.byte()
		n := int(r.uint())
		body := r.bytes(n)
		if r.err != nil {
			return nil, r.err
		}
		name := fmt.Sprintf("section %d", id)
		if int(id) < len(sectionNames) {
			name = sectionNames[id]
		}
		sr := &reader{b: body}
		switch id {
		case 0:
			name = "custom " + sr.name()
			if name == "custom name" {
				m.readNames(sr)
			}
		case 2:
			m.imported = countImportedFuncs(sr)
		case 10:
			for range sr.uint() {
				m.bodies = append(m.bodies, sr.bytes(int(sr.uint())))
			}
		}
		if sr.err != nil {
			return nil, fmt.Errorf("%s: %w", name, sr.err)
		}
		m.sections = append(m.sections, section{name, 1 + uintLen(n) + n})
	}
	if len(m.names) == 0 {
		return nil, errors.New("the module has no name section: build it without -s")
	}
	return m, nil
}

func (m *module) readNames(r *reader) {
	for r.at < len(r.b) && r.err == nil {
		kind := r.byte()
		sub := &reader{b: r.bytes(int(r.uint()))}
		if kind != 1 { // function names
			continue
		}
		for range sub.uint() {
			i := int(sub.uint())
			m.names[i] = sub.name()
		}
		r.err = sub.err
	}
}

func countImportedFuncs(r *reader) int {
	funcs := 0
	for range r.uint() {
		r.name() // module
		r.name() // field
		switch r.byte() {
		case 0: // function: a type index
			r.uint()
			funcs++
		case 1: // table: element type, limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: type, mutability
			r.byte()
			r.byte()
		}
	}
	return funcs
}

type pkgSize struct {
	path       string
	funcs      int
	code       int
	compressed int
	bodies     bytes.Buffer
}

func (m *module) print(w io.Writer, top int, names *namer) error {
	pkgs := map[string]*pkgSize{}
	code := 0
	for i, body := range m.bodies {
		p := names.pkgOf(m.names[m.imported+i])
		s := pkgs[p]
		if s == nil {
			s = &pkgSize{path: p}
			pkgs[p] = s
		}
		s.funcs++
		s.code += len(body)
		s.bodies.Write(body)
		code += len(body)
	}
	list := make([]*pkgSize, 0, len(pkgs))
	compressed := 0
	for _, s := range pkgs {
		s.compressed = flateSize(s.bodies.Bytes())
		compressed += s.compressed
		list = append(list, s)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].code != list[j].code {
			return list[i].code > list[j].code
		}
		return list[i].path < list[j].path
	})
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "package\tfunctions\tcode bytes\tshare\tdeflated\t\n")
	var rest pkgSize
	for i, s := range list {
		if i < top {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f%%\t%d\t\n", s.path, s.funcs, s.code, pct(s.code, code), s.compressed)
			continue
		}
		rest.funcs += s.funcs
		rest.code += s.code
		rest.compressed += s.compressed
	}
	if rest.funcs > 0 {
		fmt.Fprintf(tw, "%d other packages\t%d\t%d\t%.1f%%\t%d\t\n", len(list)-top, rest.funcs, rest.code, pct(rest.code, code), rest.compressed)
	}
	fmt.Fprintf(tw, "all code\t%d\t%d\t100%%\t%d\t\n", len(m.bodies), code, compressed)
	fmt.Fprintf(tw, "\t\t\t\t\t\n")
	fmt.Fprintf(tw, "section\t\tbytes\tshare\t\t\n")
	for _, s := range m.sections {
		fmt.Fprintf(tw, "%s\t\t%d\t%.1f%%\t\t\n", s.name, s.size, pct(s.size, m.size))
	}
	fmt.Fprintf(tw, "module\t\t%d\t100%%\t\t\n", m.size)
	return tw.Flush()
}

// printFuncs lists the n largest function bodies, by name.
func (m *module) printFuncs(w io.Writer, n int) error {
	order := make([]int, len(m.bodies))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return len(m.bodies[order[a]]) > len(m.bodies[order[b]]) })
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "\t\t\n")
	fmt.Fprintf(tw, "function\tcode bytes\t\n")
	for _, i := range order[:min(n, len(order))] {
		fmt.Fprintf(tw, "%s\t%d\t\n", m.names[m.imported+i], len(m.bodies[i]))
	}
	return tw.Flush()
}

func flateSize(b []byte) int {
	var buf bytes.Buffer
	zw, _ := flate.NewWriter(&buf, flate.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(b) }

// reader reads the module's LEB128 integers, names and byte runs, and
// keeps the first error.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) byte() byte {
	if r.at >= len(r.b) {
		r.fail()
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

func (r *reader) uint() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 || r.err != nil {
			return v
		}
	}
	r.fail()
	return 0
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || n > len(r.b)-r.at {
		r.fail()
		return nil
	}
	r.at += n
	return r.b[r.at-n : r.at]
}

func (r *reader) name() string { return string(r.bytes(int(r.uint()))) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = io.ErrUnexpectedEOF
	}
	r.at = len(r.b)
}

func uintLen(n int) int {
	l := 1
	for n >= 0x80 {
		n >>= 7
		l++
	}
	return l
}
