package e2e

import (
	"strings"
	"testing"
)

// A control is read or written only while it is the one the tool was built
// for (SPEC section 4): same tag and type, name, form owner and autocomplete
// tokens. When the page changes one after the tools were listed, the call is
// refused with FORM_CHANGED and nothing is read or written. Each change
// below puts a canary where a read would hand it to the agent.
func TestChangedControlsAreNeitherReadNorWritten(t *testing.T) {
	const canary = "CANARY-drift-Zq71"
	for _, tc := range []struct {
		name, page, change string
		args               map[string]any
	}{{
		name: "an allowed text box turned password",
		page: "login.html",
		change: `const el = document.getElementById("login-username");
el.type = "password"; el.value = "` + canary + `";`,
		args: map[string]any{"remember_me": true},
	}, {
		name: "the form re-rendered with a password under the same name",
		page: "login.html",
		change: `const old = document.getElementById("login-username");
const pw = document.createElement("input");
pw.type = "password"; pw.id = old.id; pw.name = old.name; pw.autocomplete = "username"; pw.value = "` + canary + `";
old.replaceWith(pw);`,
		args: map[string]any{"username": "ada@example.com"},
	}, {
		name: "a password under the name of a field that has no id",
		page: "feedback.html",
		change: `const pw = document.createElement("input");
pw.type = "password"; pw.name = "mood"; pw.value = "` + canary + `";
document.forms[0].prepend(pw);`,
		args: map[string]any{"mood": "good"},
	}, {
		name: "a password joined from outside the form with form=",
		page: "settings.html",
		change: `const pw = document.createElement("input");
pw.type = "password"; pw.name = "notify"; pw.setAttribute("form", "notifications-form"); pw.value = "` + canary + `";
document.body.prepend(pw);`,
		args: map[string]any{"digest": "monthly"},
	}, {
		name: "an allowed field that now asks for a one-time code",
		page: "settings.html",
		change: `const el = document.getElementById("ts-device");
el.setAttribute("autocomplete", "one-time-code"); el.value = "` + canary + `";`,
		args: map[string]any{"device_name": "Ada's laptop"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := tab(t, "/site/"+tc.page)
			mustReady(t, ctx)
			listed := tools(t, ctx)
			tool := ""
			for _, l := range listed {
				for k := range tc.args {
					if _, ok := l.InputSchema["properties"].(map[string]any)[k]; ok {
						tool = l.Name
					}
				}
			}
			if tool == "" {
				t.Fatalf("no tool takes %v: %+v", tc.args, listed)
			}
			eval[bool](t, ctx, `(() => { `+tc.change+` return true; })()`)
			before := formValues(t, ctx)
			r := call(t, ctx, tool, tc.args)
			refusedCleanly(t, ctx, r, "refused", "FORM_CHANGED", before)
			read := call(t, ctx, tool, map[string]any{})
			for _, out := range []string{r.raw, read.raw} {
				if strings.Contains(out, "CANARY") || strings.Contains(out, "Zq71") {
					t.Errorf("a result carries the canary: %s", out)
				}
			}
			if read.StructuredContent.Error == nil || read.StructuredContent.Error.Code != "FORM_CHANGED" {
				t.Errorf("reading the form: %s", read.raw)
			}
		})
	}
}

// The page's own handlers run while a call writes: the input and change
// events the runtime fires. A handler that makes a control a password box
// holding a secret, before the call writes it or after, gets neither that
// secret read nor the agent's value written into it: the call writes no
// further, answers FORM_CHANGED (unknown, as it wrote), and puts nothing
// back. The contact page's text boxes are written by the loader's fill in
// one run, which stops before the changed box; the login page's username
// is written alone.
func TestControlsChangedDuringTheCall(t *testing.T) {
	const canary = "CANARY-midcall-Qx93"
	login := map[string]any{"username": "ada@example.com", "remember_me": true}
	contact := map[string]any{"name": "Ada Lovelace", "email": "ada@example.com", "subject": "order", "message": "Where is my order? It has been two weeks."}
	for _, tc := range []struct {
		name, page, handler string
		args                map[string]any
		changed, after      string // the changed control's id; a control written after it, "" for none
	}{{
		name: "written before: made a password box by another field's change handler", page: "login.html", args: login, changed: "login-username",
		handler: `document.getElementById("login-remember").addEventListener("change", () => {
  const el = document.getElementById("login-username"); el.type = "password"; el.value = "` + canary + `"; });`,
	}, {
		name: "written before: replaced by a password box under its name and id", page: "login.html", args: login, changed: "login-username",
		handler: `document.getElementById("login-remember").addEventListener("input", () => {
  const old = document.getElementById("login-username"); const pw = document.createElement("input");
  pw.type = "password"; pw.id = old.id; pw.name = old.name; pw.autocomplete = "username"; pw.value = "` + canary + `";
  old.replaceWith(pw); });`,
	}, {
		name: "made a password box by its own input handler", page: "login.html", args: login, changed: "login-username",
		handler: `document.getElementById("login-username").addEventListener("input", (e) => {
  e.target.type = "password"; e.target.value = "` + canary + `"; });`,
	}, {
		name: "yet to be written: made a password box", page: "contact.html", args: contact, changed: "contact-email", after: "contact-message",
		handler: `document.getElementById("contact-name").addEventListener("input", () => {
  const el = document.getElementById("contact-email"); el.type = "password"; el.value = "` + canary + `"; });`,
	}, {
		name: "yet to be written: replaced by a password box", page: "contact.html", args: contact, changed: "contact-email", after: "contact-message",
		handler: `document.getElementById("contact-name").addEventListener("input", () => {
  const old = document.getElementById("contact-email"); const pw = document.createElement("input");
  pw.type = "password"; pw.id = old.id; pw.name = old.name; pw.value = "` + canary + `"; old.replaceWith(pw); });`,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := tab(t, "/site/"+tc.page)
			mustReady(t, ctx)
			tool := ""
			for _, l := range tools(t, ctx) {
				if _, ok := l.InputSchema["properties"].(map[string]any)["message"]; ok || tool == "" {
					tool = l.Name
				}
			}
			eval[bool](t, ctx, `(() => { `+tc.handler+` return true; })()`)
			r := call(t, ctx, tool, tc.args)
			if r.StructuredContent.Status != "unknown" || r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "FORM_CHANGED" {
				t.Errorf("the call: %s", r.raw)
			}
			read := call(t, ctx, tool, map[string]any{})
			if read.StructuredContent.Error == nil || read.StructuredContent.Error.Code != "FORM_CHANGED" {
				t.Errorf("reading the form after: %s", read.raw)
			}
			for _, out := range []string{r.raw, read.raw} {
				if strings.Contains(out, "CANARY") || strings.Contains(out, "Qx93") {
					t.Errorf("a result carries the canary: %s", out)
				}
			}
			if v := eval[string](t, ctx, `document.getElementById("`+tc.changed+`").value`); v != canary {
				t.Errorf("the changed control was written: it holds %q", v)
			}
			if tc.after != "" {
				if v := eval[string](t, ctx, `document.getElementById("`+tc.after+`").value`); v != "" {
					t.Errorf("the call wrote on past the change: %s holds %q", tc.after, v)
				}
			}
		})
	}
}
