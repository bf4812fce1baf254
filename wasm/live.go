//go:build js && wasm && live

// The live-analysis build (formtool-live.wasm, built with -tags live) also
// carries the analyzer, the classifier and the schema builder, so a page with
// no manifest can be compiled in the browser from its own markup. It is
// larger (x/net/html and the term tables), which is why the manifest build
// leaves it out.

package main

import (
	"syscall/js"

	"github.com/formtool/formtool/analyzer"
	"github.com/formtool/formtool/compile"
	"github.com/formtool/formtool/schema"
)

func init() {
	apiExtensions = append(apiExtensions, func(api js.Value) {
		api.Set("analyze", js.FuncOf(analyzeLive))
	})
}

// analyzeLive(html, page, ownerAttr) compiles the forms of html into a
// manifest, as formtool build would with its defaults: {ok: true, manifest}
// or {ok: false, error}. ownerAttr names the attribute with which the
// loader marked, on the copy it serialized, the form that owns each form
// and control in the browser (analyzer.Options.OwnerAttr).
func analyzeLive(_ js.Value, args []js.Value) (result any) {
	defer func() {
		if p := recover(); p != nil {
			result = failure("internal error while analysing the page")
		}
	}()
	if len(args) < 1 || args[0].Type() != js.TypeString {
		return failure("analyze: want the page's HTML as a string")
	}
	page := "live"
	if len(args) > 1 && args[1].Type() == js.TypeString {
		page = args[1].String()
	}
	ownerAttr := ""
	if len(args) > 2 && args[2].Type() == js.TypeString {
		ownerAttr = args[2].String()
	}
	m, err := liveManifest(page, args[0].String(), ownerAttr)
	if err != nil {
		return failure(err.Error())
	}
	out := object()
	out.Set("ok", true)
	out.Set("manifest", manifestJS(m))
	return out
}

// liveManifest is formtool build's manifest of the page with its defaults
// (packs chosen by the page's lang, no formtool.json): the same compiler,
// package compile, in the browser, told the browser's form owners.
func liveManifest(page, html, ownerAttr string) (*schema.Manifest, error) {
	r, err := compile.Page(page, []byte(html), compile.Options{Dialect: analyzer.DialectHTML, AutoPacks: true, OwnerAttr: ownerAttr})
	if err != nil {
		return nil, err
	}
	return r.Manifest(page, nil)
}

// manifestJS writes the manifest as the JavaScript object JSON.parse would
// give for formtool build's output, without linking encoding/json. Keys
// follow the struct order and the omitempty tags of package schema; a test
// holds the two in step.
func manifestJS(m *schema.Manifest) js.Value {
	o := object()
	setString(o, "$schema", m.Schema)
	o.Set("version", m.Version)
	o.Set("generator", m.Generator)
	o.Set("page", m.Page)
	tools := jsArray.New(len(m.Tools))
	for i, t := range m.Tools {
		x := object()
		x.Set("name", t.Name)
		x.Set("title", t.Title)
		x.Set("description", t.Description)
		x.Set("inputSchema", jsJSON.Call("parse", string(t.InputSchema)))
		a := object()
		a.Set("readOnlyHint", t.Annotations.ReadOnlyHint)
		a.Set("consequentialHint", t.Annotations.ConsequentialHint)
		a.Set("untrustedContentHint", t.Annotations.UntrustedContentHint)
		x.Set("annotations", a)
		if len(t.Consequences) > 0 {
			x.Set("consequences", stringArray(t.Consequences))
		}
		x.Set("autoSubmit", t.AutoSubmit)
		x.Set("policy", t.Policy)
		x.Set("waitMs", t.WaitMs)
		f := object()
		setString(f, "id", t.Form.ID)
		setString(f, "name", t.Form.Name)
		setString(f, "toolname", t.Form.ToolName)
		f.Set("index", t.Form.Index)
		x.Set("form", f)
		x.Set("fingerprint", t.Fingerprint)
		fields := jsArray.New(len(t.Fields))
		for j, fd := range t.Fields {
			y := object()
			y.Set("key", fd.Key)
			setString(y, "name", fd.Name)
			setString(y, "id", fd.ID)
			setString(y, "label", fd.Label)
			y.Set("index", fd.Index)
			y.Set("kind", fd.Kind)
			y.Set("class", fd.Class)
			y.Set("rule", fd.Rule)
			y.Set("reason", fd.Reason)
			if fd.Required {
				y.Set("required", true)
			}
			setString(y, "valueKind", fd.ValueKind)
			setString(y, "autocomplete", fd.Autocomplete)
			fields.SetIndex(j, y)
		}
		x.Set("fields", fields)
		ru := jsArray.New(len(t.RequiresUser))
		for j, u := range t.RequiresUser {
			y := object()
			y.Set("key", u.Key)
			y.Set("label", u.Label)
			y.Set("class", u.Class)
			y.Set("rule", u.Rule)
			y.Set("index", u.Index)
			if u.Required {
				y.Set("required", true)
			}
			ru.SetIndex(j, y)
		}
		x.Set("requiresUser", ru)
		src := object()
		src.Set("file", t.Source.File)
		src.Set("line", t.Source.Line)
		src.Set("col", t.Source.Col)
		x.Set("source", src)
		if len(t.Packs) > 0 {
			x.Set("packs", stringArray(t.Packs))
		}
		tools.SetIndex(i, x)
	}
	o.Set("tools", tools)
	return o
}

func stringArray(s []string) js.Value {
	a := jsArray.New(len(s))
	for i, v := range s {
		a.SetIndex(i, v)
	}
	return a
}

// setString sets a string property that the manifest omits when empty.
func setString(o js.Value, key, v string) {
	if v != "" {
		o.Set(key, v)
	}
}
