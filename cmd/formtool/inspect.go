package main

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/json"
	"html"
	"io/fs"
	"net/http"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/report"
)

// The inspector and the playground are development tools of formtool
// serve -inspect. They are served from the binary and nowhere else: build
// and assets never write them, and without -inspect serve answers 404 for
// /_formtool/ and adds nothing to a page.
//
//go:embed inspector
var inspectorFiles embed.FS

// devPrefix is where serve -inspect answers with its own files. The
// leading underscore keeps it apart from a site's paths.
const devPrefix = "_formtool/"

// inspectField is one field as the inspector marks it on the live page.
// It carries what the page's author needs to read the decision and never a
// value of the page: the rule, the evidence (an attribute and the text that
// matched in it) and what the agent gets.
type inspectField struct {
	// Elements are the document-order indexes of the field's controls
	// among the page's input, select and textarea elements.
	Elements []int `json:"elements"`
	// ControlName and ControlID are the control's name and id attributes,
	// by which the inspector checks that it found the right control, and
	// finds it when the page's controls are not those of the file (a
	// template region, a control added by a script).
	ControlName string `json:"controlName,omitempty"`
	ControlID   string `json:"controlId,omitempty"`
	Class       string `json:"class"`
	Name        string `json:"name"`
	Label       string `json:"label,omitempty"`
	Rule        string `json:"rule,omitempty"`
	Evidence    string `json:"evidence,omitempty"`
	Agent       string `json:"agent,omitempty"`
	Override    string `json:"override,omitempty"`
	Note        string `json:"note,omitempty"`
	// Tool is the tool the field belongs to, "" when its form is none.
	Tool string `json:"tool,omitempty"`
}

type inspectData struct {
	Page   string         `json:"page"`
	Error  string         `json:"error,omitempty"`
	Fields []inspectField `json:"fields"`
}

// inspectPage classifies a served page the way formtool report does, and
// returns what the inspector marks on it.
func (h *siteHandler) inspectPage(rel, file string) inspectData {
	p := processOne(source{path: file, rel: rel}, settings{auto: true})
	d := inspectData{Page: rel, Fields: []inspectField{}}
	if p.err != nil {
		d.Error = p.err.Error()
		return d
	}
	rp, _, _ := reportPage(p, h.policy)
	if rp.Error != "" {
		d.Error = rp.Error
		return d
	}
	add := func(f report.Field, af *analyzer.Field, tool string) {
		d.Fields = append(d.Fields, inspectField{
			Elements: af.Elements, Class: f.Class, Name: f.Name, Label: f.Label, Rule: f.Rule, Evidence: f.Evidence,
			Agent: f.Agent, Override: f.Override, Note: f.OverrideNote, Tool: tool,
		})
		if !af.Dynamic {
			d.Fields[len(d.Fields)-1].ControlName, d.Fields[len(d.Fields)-1].ControlID = af.Name, af.ID
		}
	}
	for i, form := range p.Doc.Forms {
		tool := ""
		if t := rp.Forms[i].Tool; t != nil {
			tool = t.Name
		}
		for j, f := range form.Fields {
			add(rp.Forms[i].Fields[j], f, tool)
		}
	}
	for i, f := range p.Doc.Loose {
		add(rp.Loose[i], f, "")
	}
	return d
}

// inspectorTags are what ?formtool=inspect adds to a page, before the
// loader's tag so that the inspector marks the controls before the runtime
// starts. The data is JSON in a script element of type application/json,
// which a Content-Security-Policy lets through because it never runs; the
// script and the style sheet come from the same origin.
func inspectorTags(d inspectData) []byte {
	var b bytes.Buffer
	b.WriteString(`<link rel="stylesheet" href="/` + devPrefix + `inspect.css">` + "\n")
	b.WriteString(`<script type="application/json" id="formtool-inspect">`)
	// json.Encoder escapes <, > and &, so no text of the page can end the
	// script element.
	json.NewEncoder(&b).Encode(d)
	b.WriteString(`</script>` + "\n")
	b.WriteString(`<script src="/` + devPrefix + `inspect.js" defer></script>` + "\n")
	return b.Bytes()
}

// serveDev serves /_formtool/: the playground page, and the inspector's
// script and style sheet.
func (h *siteHandler) serveDev(w http.ResponseWriter, r *http.Request, rel string) {
	switch {
	case rel == strings.TrimSuffix(devPrefix, "/") && !strings.HasSuffix(r.URL.Path, "/"):
		http.Redirect(w, r, "/"+devPrefix, http.StatusMovedPermanently)
	case rel == strings.TrimSuffix(devPrefix, "/"):
		h.servePlayground(w, r)
	case rel == devPrefix+"inspect.js" || rel == devPrefix+"inspect.css":
		data, err := inspectorFiles.ReadFile("inspector/" + path.Base(rel))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", contentType(rel))
		http.ServeContent(w, r, path.Base(rel), time.Time{}, bytes.NewReader(data))
	default:
		http.NotFound(w, r)
	}
}

// playground is the page at /_formtool/, put together once: its style and
// script go inline, so the page loads nothing, and the policy it is sent
// with allows exactly those two by their hashes and frames of the site.
var playground = func() struct{ html, csp string } {
	read := func(name string) string {
		b, err := inspectorFiles.ReadFile("inspector/" + name)
		if err != nil {
			panic(err)
		}
		return string(b)
	}
	css, js := read("playground.css"), read("playground.js")
	hash := func(s string) string {
		sum := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	page := strings.NewReplacer("/*CSS*/", css, "/*JS*/", js).Replace(read("playground.html"))
	csp := "default-src 'none'; script-src " + hash(js) + "; style-src " + hash(css) +
		"; frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"
	return struct{ html, csp string }{page, csp}
}()

func (h *siteHandler) servePlayground(w http.ResponseWriter, r *http.Request) {
	var opts strings.Builder
	for _, p := range h.pages() {
		u := html.EscapeString("/" + p)
		opts.WriteString(`<option value="` + u + `">` + u + "</option>\n")
	}
	page := strings.Replace(playground.html, "<!--PAGES-->", opts.String(), 1)
	// The playground is formtool's page, not the site's: it is sent with
	// its own policy, whatever -csp says for the site.
	w.Header().Set("Content-Security-Policy", playground.csp)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	http.ServeContent(w, r, "index.html", time.Time{}, strings.NewReader(page))
}

// pages lists the site's HTML pages, slash-separated, for the playground's
// page picker.
func (h *siteHandler) pages() []string {
	var out []string
	filepath.WalkDir(h.site, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && p != h.site && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if ext := strings.ToLower(filepath.Ext(p)); !d.IsDir() && (ext == ".html" || ext == ".htm") {
			if rel, err := filepath.Rel(h.site, p); err == nil {
				out = append(out, filepath.ToSlash(rel))
			}
		}
		if len(out) >= 5000 {
			return filepath.SkipAll
		}
		return nil
	})
	sort.Strings(out)
	return out
}
