package main

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/formtool/formtool/dist"
)

func init() {
	commands["serve"] = command{summary: "serve a site with the runtime injected into its pages", run: runServe}
}

const serveUsage = `usage: formtool serve [flags] SITE

Serves the directory SITE for trying the runtime on a site's own pages:

  - every HTML page gets <script src="/formtool.js" defer> before </head>,
    with data-manifest when <page>.manifest.json exists next to the page or
    under -manifests (the layout formtool build -o writes); a page without
    one is analysed live in the browser, by formtool-live.wasm;
  - the runtime files (formtool.js, formtool.wasm, formtool-live.wasm,
    wasm_exec.js, by their plain or content-hashed names) come from SITE,
    else from -assets (what formtool assets -o writes), else from the
    runtime built into formtool, with the loader that formtool assets
    writes;
  - .wasm is served as application/wasm, and a file's .br or .gz twin is
    served instead when the client accepts it.

With -inspect, two tools for seeing what an agent gets are switched on:

  - PAGE?formtool=inspect outlines every field of the page in the colour
    of its class (allow, redact, block), with a badge that names the
    class and, in its tooltip, the rule and the evidence that decided it;
  - /_formtool/ is the playground: pick a page, see its tools as the
    agent lists them through the browser's WebMCP API, call one with JSON
    arguments, and read the whole answer and the call log.

Neither is ever part of what formtool build or formtool assets write.

It is a development server: it binds to loopback by default and sends
Cache-Control: no-cache. Stop it with Ctrl-C.
`

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := flagSet("serve", serveUsage, nil)
	addr := fs.String("addr", "127.0.0.1:8080", "listen `address`")
	assets := fs.String("assets", "", "`DIR` with the runtime files written by formtool assets")
	manifests := fs.String("manifests", "", "`DIR` with the manifests written by formtool build -o (default: next to the pages)")
	csp := fs.Bool("csp", false, "send the strict Content-Security-Policy the runtime is documented to work under")
	inspect := fs.Bool("inspect", false, "switch on ?formtool=inspect on every page and the playground at /_formtool/")
	paths, ok, code := parse(fs, args, nil, stdout, stderr)
	if !ok {
		return code
	}
	if len(paths) != 1 {
		return usageError(fs, stderr, "want one site directory")
	}
	site := paths[0]
	for _, dir := range []struct{ flag, path string }{{"", site}, {"-assets ", *assets}, {"-manifests ", *manifests}} {
		if dir.path == "" {
			continue
		}
		if st, err := os.Stat(dir.path); err != nil || !st.IsDir() {
			fmt.Fprintf(stderr, "formtool serve: %s%s is not a directory\n", dir.flag, dir.path)
			return exitUsage
		}
	}
	h := &siteHandler{site: site, assets: *assets, manifests: *manifests, csp: *csp, inspect: *inspect}
	if *inspect {
		// The inspector shows each field as formtool report does, under
		// the policy formtool build would read for this site.
		pol, err := loadPolicy("", []string{site})
		if err != nil {
			fmt.Fprintf(stderr, "formtool serve: %v\n", err)
			return exitUsage
		}
		h.policy = pol
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "formtool serve: %v\n", err)
		return exitUsage
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "serving %s on http://%s/\n", site, ln.Addr())
	if *inspect {
		fmt.Fprintf(stdout, "playground on http://%s/%s; add ?formtool=inspect to a page to see its fields' classes\n", ln.Addr(), devPrefix)
	}
	select {
	case err := <-errc:
		fmt.Fprintf(stderr, "formtool serve: %v\n", err)
		return exitInternal
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		fmt.Fprintf(stderr, "formtool serve: shutdown: %v\n", err)
		return exitInternal
	}
	return exitOK
}

// strictCSP is the policy docs/runtime.md states: 'wasm-unsafe-eval' is
// what lets the browser compile the runtime under script-src 'self'.
const strictCSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'"

type siteHandler struct {
	site, assets, manifests string
	csp                     bool
	// inspect switches on the inspector and the playground, under policy.
	inspect bool
	policy  *policy
}

// runtimeName matches the files the runtime asks for, by their plain names
// or by the content-hashed ones formtool assets writes.
var runtimeName = regexp.MustCompile(`^(formtool\.js|formtool(-live)?(\.[0-9a-f]{8})?\.wasm|wasm_exec(\.[0-9a-f]{8})?\.js)$`)

// isRuntime reports whether rel is a file the runtime asks for.
func isRuntime(rel string) bool { return runtimeName.MatchString(rel) }

// builtIn finds a runtime file among those built into formtool, by its
// plain or its hashed name.
func builtIn(rel string) (dist.File, bool) {
	for _, f := range dist.Files() {
		if rel == f.Name || rel == f.Hashed {
			return f, true
		}
	}
	return dist.File{}, false
}

func (h *siteHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	if h.csp {
		w.Header().Set("Content-Security-Policy", strictCSP)
	}
	rel := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if h.inspect && (rel == strings.TrimSuffix(devPrefix, "/") || strings.HasPrefix(rel, devPrefix)) {
		h.serveDev(w, r, rel)
		return
	}
	file, ok := h.find(rel)
	switch {
	case ok:
	case rel == "formtool.js":
		h.serveLoader(w, r)
		return
	default:
		if f, ok := builtIn(rel); ok {
			serveBuiltIn(w, r, f)
			return
		}
		http.NotFound(w, r)
		return
	}
	if st, err := os.Stat(file); err == nil && st.IsDir() {
		if !strings.HasSuffix(r.URL.Path, "/") {
			http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently)
			return
		}
		rel = path.Join(rel, "index.html")
		if file, ok = h.find(rel); !ok {
			http.NotFound(w, r)
			return
		}
	}
	if ext := path.Ext(rel); ext == ".html" || ext == ".htm" {
		h.servePage(w, r, rel, file)
		return
	}
	serveFile(w, r, file)
}

// find maps a slash path to a file under the site, or the assets
// directory for the runtime files; it never leaves either directory.
func (h *siteHandler) find(rel string) (string, bool) {
	if rel == "" {
		rel = "."
	}
	if !filepath.IsLocal(filepath.FromSlash(rel)) && rel != "." {
		return "", false
	}
	if m, ok := strings.CutPrefix(rel, "_manifests/"); ok && h.manifests != "" {
		f := filepath.Join(h.manifests, filepath.FromSlash(m))
		if _, err := os.Stat(f); err == nil {
			return f, true
		}
		return "", false
	}
	roots := []string{h.site}
	if isRuntime(rel) && h.assets != "" {
		roots = append(roots, h.assets)
	}
	for _, root := range roots {
		f := filepath.Join(root, filepath.FromSlash(rel))
		if _, err := os.Stat(f); err == nil {
			return f, true
		}
	}
	return "", false
}

// serveLoader serves the loader that asks for the built-in runtime by its
// hashed names, as formtool assets writes it.
func (h *siteHandler) serveLoader(w http.ResponseWriter, r *http.Request) {
	src, err := hashedLoader()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	http.ServeContent(w, r, "formtool.js", time.Time{}, strings.NewReader(src))
}

// serveFile serves file, or its .br or .gz twin when the client takes it.
func serveFile(w http.ResponseWriter, r *http.Request, file string) {
	ctype := contentType(file)
	w.Header().Set("Content-Type", ctype)
	w.Header().Add("Vary", "Accept-Encoding")
	for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !accepts(r, enc.name) {
			continue
		}
		if st, err := os.Stat(file + enc.ext); err == nil {
			w.Header().Set("Content-Encoding", enc.name)
			finalLength(w, r, st.Size())
			http.ServeFile(w, r, file+enc.ext)
			return
		}
	}
	http.ServeFile(w, r, file)
}

// serveBuiltIn serves a runtime file built into formtool, precompressed
// when the client takes it. The ETag is the content's hash, so a browser
// revalidating under no-cache gets 304 Not Modified.
func serveBuiltIn(w http.ResponseWriter, r *http.Request, f dist.File) {
	w.Header().Set("Content-Type", contentType(f.Name))
	w.Header().Add("Vary", "Accept-Encoding")
	data, etag := f.Raw, f.Hash
	switch {
	case accepts(r, "br"):
		w.Header().Set("Content-Encoding", "br")
		data, etag = f.Brotli, etag+"-br"
	case accepts(r, "gzip"):
		w.Header().Set("Content-Encoding", "gzip")
		data, etag = f.Gzip, etag+"-gzip"
	}
	w.Header().Set("ETag", `"`+etag+`"`)
	if w.Header().Get("Content-Encoding") != "" {
		finalLength(w, r, int64(len(data)))
	}
	http.ServeContent(w, r, f.Name, time.Time{}, bytes.NewReader(data))
}

// finalLength sets the length of a precompressed body, which ServeContent
// leaves out for any encoded body in case a middleware compresses it; these
// bytes are final, and a browser shows the download's progress. A range of
// them is of no use to a browser loading a module, so the whole is sent.
func finalLength(w http.ResponseWriter, r *http.Request, n int64) {
	r.Header.Del("Range")
	w.Header().Set("Content-Length", strconv.FormatInt(n, 10))
}

func contentType(file string) string {
	switch path.Ext(file) {
	case ".wasm":
		// instantiateStreaming needs exactly this type.
		return "application/wasm"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".json":
		return "application/json"
	}
	if t := mime.TypeByExtension(path.Ext(file)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// accepts reports whether Accept-Encoding lists enc with a q above zero.
func accepts(r *http.Request, enc string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		params = strings.ReplaceAll(params, " ", "")
		return params != "q=0" && params != "q=0.0" && params != "q=0.00" && params != "q=0.000"
	}
	return false
}

var headClose = regexp.MustCompile(`(?i)</head\s*>`)

// servePage serves an HTML page with the loader's script tag in it, unless
// the page already loads formtool.js.
func (h *siteHandler) servePage(w http.ResponseWriter, r *http.Request, rel, file string) {
	page, err := os.ReadFile(file)
	if err != nil {
		http.Error(w, "cannot read page", http.StatusInternalServerError)
		return
	}
	var tags []byte
	if h.inspect && r.URL.Query().Get("formtool") == "inspect" {
		tags = inspectorTags(h.inspectPage(rel, file))
	}
	if !bytes.Contains(page, []byte("formtool.js")) {
		tag := `<script src="/formtool.js" defer></script>`
		if m := h.manifestFor(rel); m != "" {
			tag = `<script src="/formtool.js" data-manifest="` + html.EscapeString(m) + `" defer></script>`
		}
		tags = append(tags, tag+"\n"...)
	}
	if len(tags) > 0 {
		if loc := headClose.FindIndex(page); loc != nil {
			page = append(page[:loc[0]:loc[0]], append(tags, page[loc[0]:]...)...)
		} else {
			page = append(tags, page...)
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	http.ServeContent(w, r, path.Base(rel), time.Time{}, bytes.NewReader(page))
}

// manifestFor returns the URL of the page's manifest, or "". Manifests
// found under -manifests are served at /_manifests/.
func (h *siteHandler) manifestFor(rel string) string {
	name := strings.TrimSuffix(rel, path.Ext(rel)) + ".manifest.json"
	if _, err := os.Stat(filepath.Join(h.site, filepath.FromSlash(name))); err == nil {
		return "/" + name
	}
	if h.manifests != "" {
		if _, err := os.Stat(filepath.Join(h.manifests, filepath.FromSlash(name))); err == nil {
			return "/_manifests/" + name
		}
	}
	return ""
}
