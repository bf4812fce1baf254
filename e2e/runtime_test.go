package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// sitePages lists the HTML pages of testdata/forms that have a manifest,
// as slash paths. Template sources are left out: they are not pages a
// browser loads.
func sitePages(t *testing.T) []string {
	t.Helper()
	var pages []string
	root := filepath.Join(repoRoot, "testdata", "forms")
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".html" {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "templates/") {
			return nil
		}
		if _, err := os.Stat(filepath.Join(manifestDir, strings.TrimSuffix(rel, ".html")+".manifest.json")); err == nil {
			pages = append(pages, rel)
		}
		return nil
	})
	if len(pages) == 0 {
		t.Fatal("no page of testdata/forms has a manifest")
	}
	return pages
}

type manifest struct {
	Version int `json:"version"`
	Tools   []struct {
		Name        string         `json:"name"`
		InputSchema map[string]any `json:"inputSchema"`
		Form        struct {
			ID string `json:"id"`
		} `json:"form"`
	} `json:"tools"`
}

func readManifest(t *testing.T, page string) manifest {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(manifestDir, strings.TrimSuffix(page, ".html")+".manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// Every page registers exactly its manifest's tools, with the manifest's
// schemas, and no schema carries a canary value of the example site.
func TestPagesRegisterManifestSchemas(t *testing.T) {
	for _, h := range hosts {
		for _, page := range sitePages(t) {
			t.Run(h.name+"/"+page, func(t *testing.T) {
				ctx := h.open(t, page)
				mustReady(t, ctx)
				got := tools(t, ctx)
				m := readManifest(t, page)
				byName := map[string]toolInfo{}
				for _, g := range got {
					byName[g.Name] = g
				}
				if len(got) != len(m.Tools) {
					t.Errorf("%d tools registered, manifest has %d", len(got), len(m.Tools))
				}
				for _, want := range m.Tools {
					g, ok := byName[want.Name]
					if !ok {
						t.Errorf("tool %s not registered", want.Name)
						continue
					}
					if !reflect.DeepEqual(g.InputSchema, want.InputSchema) {
						gj, _ := json.Marshal(g.InputSchema)
						wj, _ := json.Marshal(want.InputSchema)
						t.Errorf("tool %s schema differs:\n got %s\nwant %s", want.Name, gj, wj)
					}
				}
				// What the schemas may hold is the CLI's contract, tested with
				// the build; here the registered schemas must add nothing to it.
			})
		}
	}
}

// A call that names a blocked field is refused and fills nothing.
func TestBlockedFieldIsRefused(t *testing.T) {
	for _, h := range hosts {
		t.Run(h.name, func(t *testing.T) {
			ctx := h.open(t, "login.html")
			mustReady(t, ctx)
			before := eval[[]string](t, ctx, `[document.getElementById("login-username").value, document.getElementById("login-password").value]`)
			name := readManifest(t, "login.html").Tools[0].Name
			r := call(t, ctx, name, map[string]any{"username": "mallory@example.com", "password": "CANARY-agent-pw"})
			env := r.StructuredContent
			if env.Status != "refused" || !r.IsError || env.Error == nil || env.Error.Code != "BLOCKED_FIELD" || env.Error.Field != "password" {
				t.Fatalf("got %s", r.raw)
			}
			after := eval[[]string](t, ctx, `[document.getElementById("login-username").value, document.getElementById("login-password").value]`)
			if !reflect.DeepEqual(before, after) {
				t.Errorf("the page changed: %q -> %q", before, after)
			}
			if strings.Contains(r.raw, "CANARY") {
				t.Errorf("the result carries a canary: %s", r.raw)
			}
			// The hidden CSRF input is not offered either.
			r = call(t, ctx, name, map[string]any{"csrf_token": "x"})
			if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "BLOCKED_FIELD" {
				t.Errorf("hidden input: got %s", r.raw)
			}
			r = call(t, ctx, name, map[string]any{"no_such_field": "x"})
			if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "UNKNOWN_FIELD" {
				t.Errorf("unknown field: got %s", r.raw)
			}
			records := eval[string](t, ctx, `JSON.stringify(window.__records)`)
			if strings.Contains(records, "CANARY") || strings.Contains(records, "mallory") || !strings.Contains(records, `"argumentKeys":["password","username"]`) {
				t.Errorf("log records: %s", records)
			}
		})
	}
}

// Filling works and redacted values come back masked; the whole result
// carries no redact or block value of the page.
func TestRedactedValuesAreMasked(t *testing.T) {
	for _, h := range hosts {
		t.Run(h.name, func(t *testing.T) {
			ctx := h.open(t, "profile.html")
			mustReady(t, ctx)
			const iban = "NL91ABNA0417164300"
			r := call(t, ctx, "profile_form", map[string]any{"name": "Grace Hopper", "email": "grace@example.com", "refund_iban": iban, "date_of_birth": "1906-12-09"})
			env := r.StructuredContent
			if env.Status != "awaiting_user" || r.IsError || env.OK {
				t.Fatalf("got %s", r.raw)
			}
			if env.Fields["name"] != "Grace Hopper" || env.Fields["email"] != "grace@example.com" {
				t.Errorf("allow fields: %v", env.Fields)
			}
			masked, _ := env.Fields["refund_iban"].(string)
			if masked == "" || masked == iban || !strings.Contains(masked, "•") {
				t.Errorf("iban not masked: %q", masked)
			}
			// support_notes is allow, but its saved text holds a valid card number:
			// the text comes back masked as a redact value would.
			notes, _ := env.Fields["support_notes"].(string)
			if notes == "" || !strings.Contains(notes, "•") {
				t.Errorf("support notes not masked: %q", notes)
			}
			schema, _ := json.Marshal(tools(t, ctx))
			for _, leak := range []string{iban, "1906", "CANARY", "4012 8888 8888 1881", "4012888888881881"} {
				if strings.Contains(r.raw, leak) || strings.Contains(string(schema), leak) {
					t.Errorf("result carries %q: %s", leak, r.raw)
				}
			}
			if len(env.RequiresUser) == 0 || env.NextStep == "" || env.OperationID == "" {
				t.Errorf("envelope incomplete: %s", r.raw)
			}
			if got := eval[string](t, ctx, `document.getElementById("profile-iban").value`); got != iban {
				t.Errorf("page value %q", got)
			}
			if len(r.Content) != 1 || r.Content[0].Type != "text" || !strings.Contains(r.Content[0].Text, `"awaiting_user"`) {
				t.Errorf("content: %+v", r.Content)
			}
		})
	}
}

// Chromium's own tool for <form toolname> would expose the password; the
// runtime removes it and registers its own, without the password.
func TestDeclarativePasswordIsNotExposed(t *testing.T) {
	for _, h := range hosts {
		t.Run(h.name, func(t *testing.T) {
			ctx := h.open(t, "declarative.html")
			mustReady(t, ctx)
			all, _ := json.Marshal(tools(t, ctx))
			for _, leak := range []string{`"password"`, "CANARY", "account password"} {
				if bytes.Contains(all, []byte(leak)) {
					t.Errorf("a registered tool exposes %s: %s", leak, all)
				}
			}
			if n := eval[int](t, ctx, `document.querySelectorAll("form[toolname]").length`); n != 0 {
				t.Errorf("%d forms keep toolname", n)
			}
		})
	}
}

// executeTool reaches React state through a controlled input, checkbox
// and select.
func TestReactControlledInputs(t *testing.T) {
	if _, err := os.Stat("node_modules/react/umd/react.production.min.js"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("React is not installed: run npm ci in e2e/")
		}
		t.Skip("React is not installed: run npm ci in e2e/")
	}
	ctx := tab(t, "/fx/react.html")
	mustReady(t, ctx)
	r := call(t, ctx, "shipping", map[string]any{"city": "Utrecht", "gift": true, "speed": "express"})
	if r.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("got %s", r.raw)
	}
	state := eval[string](t, ctx, `new Promise((r) => requestAnimationFrame(() => r(document.getElementById("state").textContent)))`)
	if state != `{"city":"Utrecht","gift":true,"speed":"express"}` {
		t.Errorf("React state %s", state)
	}
	if f := r.StructuredContent.Fields; f["city"] != "Utrecht" || f["gift"] != true || f["speed"] != "express" {
		t.Errorf("fields %v", f)
	}
}

// A panic inside a call becomes INTERNAL, and the runtime goes on.
func TestPanicBecomesInternal(t *testing.T) {
	ctx := tab(t, "/site/login.html")
	mustReady(t, ctx)
	name := readManifest(t, "login.html").Tools[0].Name
	r := call(t, ctx, name, map[string]any{"formtool.panic": true, "username": "a@example.com"})
	if r.StructuredContent.Status != "failed" || r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "INTERNAL" {
		t.Fatalf("got %s", r.raw)
	}
	r = call(t, ctx, name, map[string]any{"username": "b@example.com"})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["username"] != "b@example.com" {
		t.Fatalf("next call: %s", r.raw)
	}
}

// A corrupt manifest and a loader/runtime version mismatch are loud and
// leave no tool registered.
func TestStartupFailuresAreLoud(t *testing.T) {
	for _, tc := range []struct{ name, path, want string }{
		{"corrupt manifest", "/fx/corrupt.html", "not valid JSON"},
		{"version mismatch, preloaded", "/site/login.html?preload=1&loader=/rt/formtool-other.js", "formtool.wasm is version"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := tab(t, tc.path)
			err := ready(t, ctx)
			if !strings.Contains(err, tc.want) {
				t.Fatalf("ready: %q, want it to say %q", err, tc.want)
			}
			loudAndEmpty(t, ctx, tc.want)
		})
	}
	// Without data-preload the runtime, and so its version, is first seen
	// on the first call: that call fails as INTERNAL, and then the same
	// loud failure leaves no tool registered.
	t.Run("version mismatch, on the first call", func(t *testing.T) {
		ctx := tab(t, "/site/login.html?loader=/rt/formtool-other.js")
		mustReady(t, ctx)
		name := readManifest(t, "login.html").Tools[0].Name
		before := formValues(t, ctx)
		r := call(t, ctx, name, map[string]any{"username": "ada@example.com"})
		if r.StructuredContent.Status != "failed" || r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "INTERNAL" || strings.Contains(r.raw, "ada@") {
			t.Fatalf("first call: %s", r.raw)
		}
		if after := formValues(t, ctx); after != before {
			t.Errorf("the page changed:\nbefore %s\n after %s", before, after)
		}
		loudAndEmpty(t, ctx, "formtool.wasm is version")
	})
}

// A runtime that cannot be loaded fails the call as INTERNAL, and the
// console says why (the URL and its HTTP status), so the author can fix it.
func TestRuntimeThatCannotLoadSaysWhy(t *testing.T) {
	ctx := tab(t, "/site/login.html?wasm=/rt/missing.wasm")
	mustReady(t, ctx)
	name := readManifest(t, "login.html").Tools[0].Name
	r := call(t, ctx, name, map[string]any{"username": "ada@example.com"})
	if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "INTERNAL" {
		t.Fatalf("got %s", r.raw)
	}
	errs := strings.Join(eval[[]string](t, ctx, `window.__errors`), "\n")
	if !strings.Contains(errs, "missing.wasm: HTTP 404") {
		t.Errorf("console errors do not say why: %q", errs)
	}
}

// loudAndEmpty checks a fatal failure: said on the console and in one
// formtool:error event, and no tool left registered.
func loudAndEmpty(t *testing.T, ctx context.Context, want string) {
	t.Helper()
	errs := eval[[]string](t, ctx, `window.__errors`)
	events := eval[[]string](t, ctx, `window.__events`)
	if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), want) {
		t.Errorf("console.error: %q", errs)
	}
	if len(events) != 1 {
		t.Errorf("formtool:error events: %q", events)
	}
	if got := tools(t, ctx); len(got) != 0 {
		t.Errorf("tools registered after a fatal error: %+v", got)
	}
}

// A server that sends the WASM without application/wasm still works:
// the loader compiles from bytes.
func TestWASMWithoutItsMIMEType(t *testing.T) {
	ctx := tab(t, "/fx/octet.html")
	mustReady(t, ctx)
	r := call(t, ctx, "note", map[string]any{"note": "hello"})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["note"] != "hello" {
		t.Fatalf("got %s", r.raw)
	}
}

// The page-load cost (loader plus manifest, gzip) and the WASM's size,
// against SPEC section 7.
func TestSizes(t *testing.T) {
	loaderJS, err := os.ReadFile(filepath.Join(assetsDir, "formtool.js"))
	if err != nil {
		t.Fatal(err)
	}
	loaderGz := gz(loaderJS)
	worst, worstPage := 0, ""
	for _, page := range sitePages(t) {
		m, _ := os.ReadFile(filepath.Join(manifestDir, strings.TrimSuffix(page, ".html")+".manifest.json"))
		if n := loaderGz + gz(m); n > worst {
			worst, worstPage = n, page
		}
	}
	t.Logf("page load before any call: loader %d B gzip; with the largest manifest (%s) %d B gzip (budget 15000)", loaderGz, worstPage, worst)
	if worst > 15000 {
		t.Errorf("page-load cost %d B gzip is over the 15 KB budget", worst)
	}
	for _, m := range []struct {
		name   string
		budget int
	}{{"formtool.wasm", 600_000}, {"formtool-live.wasm", 1_000_000}} { // SPEC's KB and MB, read as the smaller
		wasm, err := os.ReadFile(filepath.Join(assetsDir, m.name))
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		w := brotli.NewWriterLevel(&b, brotli.BestCompression)
		w.Write(wasm)
		w.Close()
		t.Logf("%s: %d B raw, %d B gzip -9, %d B brotli 11 (budget %d brotli)", m.name, len(wasm), gz(wasm), b.Len(), m.budget)
		if b.Len() > m.budget {
			t.Errorf("%s is over its brotli budget: sizes do not depend on the machine, so this fails", m.name)
		}
	}
}

func gz(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// Controls with neither name nor id are found by their place among the
// form's fields, counted as the analyzer counts them: the radio group
// before them counts once. The right controls are filled, the redacted
// date comes back masked and the blocked PIN stays out of reach.
func TestFieldsWithoutNameOrID(t *testing.T) {
	ctx := tab(t, "/site/feedback.html")
	mustReady(t, ctx)
	name := readManifest(t, "feedback.html").Tools[0].Name
	r := call(t, ctx, name, map[string]any{
		"mood": "bad", "field_2": "4", "field_3": "Leave it at the back door.", "field_4": "Ada",
		"field_6": "1990-01-31", "field_7": "ada@example.com", "field_8": true,
	})
	env := r.StructuredContent
	if env.Status != "awaiting_user" || r.IsError {
		t.Fatalf("got %s", r.raw)
	}
	got := eval[[]any](t, ctx, `(() => { const f = document.forms[0];
  return [f.querySelector("select").value, f.querySelector("textarea").value,
    f.querySelector("input[maxlength='40']").value, f.querySelector("input[type=date]").value,
    f.querySelector("input[type=email]").value, f.querySelector("input[type=checkbox]").checked,
    f.querySelector("input[inputmode=numeric]").value, f.querySelector("input[value=bad]").checked]; })()`)
	want := []any{"4", "Leave it at the back door.", "Ada", "1990-01-31", "ada@example.com", true, "CANARY-pin-feedback-Wd37", true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("page values %q, want %q", got, want)
	}
	if env.Fields["field_3"] != "Leave it at the back door." || env.Fields["field_4"] != "Ada" || env.Fields["field_7"] != "ada@example.com" || env.Fields["field_8"] != true {
		t.Errorf("allow fields: %v", env.Fields)
	}
	for _, leak := range []string{"1990", "CANARY", "1991-04-23"} {
		if strings.Contains(r.raw, leak) {
			t.Errorf("result carries %q: %s", leak, r.raw)
		}
	}
	if len(env.RequiresUser) != 1 {
		t.Errorf("requiresUser: %s", r.raw)
	}
	// A key for the PIN's place is no parameter.
	r = call(t, ctx, name, map[string]any{"field_5": "1234"})
	if r.StructuredContent.Error == nil || r.StructuredContent.Status != "refused" {
		t.Errorf("field_5: got %s", r.raw)
	}
}

// form.elements.namedItem matches a name or an id alike, and an id may be
// used twice: the runtime fills the control named "promo", not the one
// whose id is "promo", and refuses to guess between two controls with the
// id "code". No value of the unmeant controls comes back.
func TestLocatorCollisions(t *testing.T) {
	ctx := tab(t, "/fx/collisions.html")
	mustReady(t, ctx)
	snapshot := `JSON.stringify([...document.forms[0].elements].map((e) => e.value))`
	r := call(t, ctx, "redeem", map[string]any{"promo": "SPRING", "code": "FRIEND"})
	if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "NOT_FILLABLE" || r.StructuredContent.Error.Field != "code" {
		t.Errorf("code: got %s", r.raw)
	}
	if got := eval[string](t, ctx, snapshot); got != `["CANARY-collide-card-9Vx","CANARY-collide-pin-4Mz","",""]` {
		t.Errorf("a refused call changed the page: %s", got)
	}
	r = call(t, ctx, "redeem", map[string]any{"promo": "SPRING"})
	if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["promo"] != "SPRING" {
		t.Errorf("promo: got %s", r.raw)
	}
	if got := eval[string](t, ctx, snapshot); got != `["CANARY-collide-card-9Vx","CANARY-collide-pin-4Mz","SPRING",""]` {
		t.Errorf("page after the fill: %s", got)
	}
	out := r.raw + eval[string](t, ctx, `JSON.stringify([window.__records, window.__info, window.__errors])`)
	for _, leak := range []string{"CANARY", "9Vx", "4Mz"} {
		if strings.Contains(out, leak) {
			t.Errorf("output carries %q: %s", leak, out)
		}
	}
}

// The runtime remembers where it found each control until the document
// changes. A control the page replaces, or renames away, is found afresh:
// the next call writes into the control that has the field's name now.
func TestControlsFoundAfreshAfterTheDocumentChanges(t *testing.T) {
	ctx := tab(t, "/fx/contract.html")
	mustReady(t, ctx)
	if r := call(t, ctx, "wide", map[string]any{"f1": "one", "f2": "two"}); r.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("first call: %s", r.raw)
	}
	// f1 is replaced by a new element; f2 is renamed away and a new f2 added.
	eval[bool](t, ctx, `(() => {
  const f = document.getElementById("wide");
  const old1 = f.elements.namedItem("f1"), new1 = document.createElement("input");
  new1.name = "f1"; new1.id = "new-f1"; old1.replaceWith(new1);
  const old2 = f.elements.namedItem("f2");
  old2.name = "renamed"; old2.id = "old-f2";
  const new2 = document.createElement("input");
  new2.name = "f2"; new2.id = "new-f2"; f.append(new2);
  return true;
})()`)
	// A read sees the new, empty controls (and takes them as seen).
	r := call(t, ctx, "wide", map[string]any{})
	if r.StructuredContent.Fields["f1"] != "" || r.StructuredContent.Fields["f2"] != "" {
		t.Fatalf("read after the change: %s", r.raw)
	}
	if r := call(t, ctx, "wide", map[string]any{"f1": "uno", "f2": "dos"}); r.StructuredContent.Status != "awaiting_user" {
		t.Fatalf("second call: %s", r.raw)
	}
	got := eval[[]string](t, ctx, `["new-f1", "new-f2", "old-f2"].map((id) => document.getElementById(id).value)`)
	if want := []string{"uno", "dos", "two"}; !reflect.DeepEqual(got, want) {
		t.Errorf("values %q, want %q", got, want)
	}
}

// A control the page removes after the build shifts the place of every
// unnamed control after it: the review name's place is now the unnamed
// PIN's, a text input too. The runtime finds a control by its place only
// while the form keeps the shape it was built with, so it neither reads nor
// writes the PIN; adding a control is refused the same way.
func TestShiftedUnnamedControlsAreNotTaken(t *testing.T) {
	for _, change := range []string{
		`document.forms[0].querySelector("select").remove()`,
		`document.forms[0].prepend(document.createElement("input"))`,
	} {
		ctx := tab(t, "/site/feedback.html")
		mustReady(t, ctx)
		name := readManifest(t, "feedback.html").Tools[0].Name
		eval[bool](t, ctx, `(() => { `+change+`; return true; })()`)
		read := call(t, ctx, name, map[string]any{})
		r := call(t, ctx, name, map[string]any{"field_4": "Ada"})
		if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "NOT_FILLABLE" {
			t.Errorf("%s: field_4: got %s", change, r.raw)
		}
		if pin := eval[string](t, ctx, `document.forms[0].querySelector("input[inputmode=numeric]").value`); pin != "CANARY-pin-feedback-Wd37" {
			t.Errorf("%s: the PIN now holds %q", change, pin)
		}
		for _, out := range []string{read.raw, r.raw} {
			if strings.Contains(out, "CANARY") || strings.Contains(out, "Wd37") || strings.Contains(out, "1991-04-23") {
				t.Errorf("%s: a result carries the PIN or the date of birth: %s", change, out)
			}
		}
	}
}
