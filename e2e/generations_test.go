package e2e

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// shapeJS gives a page, before formtool.js runs, a WebMCP API of the shape
// named by window.__shape, in place of the browser's own:
//
//	document   document.modelContext only; registerTool returns a promise (Chromium 156)
//	navigator  navigator.modelContext only; registerTool returns undefined (Chromium 146-148)
//	same       both, one object (Chromium 150)
//	distinct   both, two objects
//	none       neither
//	older      the browser's own navigator.modelContext with document's hidden:
//	           the 146-148 surface, on a browser that has both (Chromium 150)
//
// The stubs log every registration and unregistration in __shapes.log, and
// __shapes.call plays the agent on them.
const shapeJS = `(() => {
  const log = [];
  const contexts = {};
  const stub = (label, promises) => {
    const tools = new Map();
    return contexts[label] = {
      tools,
      promises,
      registerTool(tool, options) {
        if (tools.has(tool.name)) throw new DOMException("Tool already registered: " + tool.name, "InvalidStateError");
        tools.set(tool.name, tool);
        log.push("register " + label + " " + tool.name);
        const signal = options && options.signal;
        if (signal) signal.addEventListener("abort", () => {
          if (tools.get(tool.name) !== tool) return;
          tools.delete(tool.name);
          log.push("unregister " + label + " " + tool.name);
        }, {once: true});
        return promises ? Promise.resolve() : undefined;
      },
    };
  };
  const set = (o, k, v) => Object.defineProperty(o, k, {value: v, configurable: true});
  const only = (doc, nav) => {
    set(document, "modelContext", doc);
    set(navigator, "modelContext", nav);
    set(navigator, "modelContextTesting", undefined);
  };
  switch (window.__shape) {
    case "document": only(stub("document", true), undefined); break;
    case "navigator": only(undefined, stub("navigator", false)); break;
    case "same": { const c = stub("same", false); only(c, c); break; }
    case "distinct": only(stub("document", true), stub("navigator", false)); break;
    case "none": only(undefined, undefined); break;
    case "older": set(document, "modelContext", undefined); break;
    default: throw new Error("unknown shape " + window.__shape);
  }
  window.__shapes = {
    log,
    // call runs a registered tool as that shape's browser does: with an
    // abort signal where registerTool returns a promise, without one
    // where it does not (as Chromium 150 does).
    async call(label, name, input) {
      const c = contexts[label];
      const tool = c && c.tools.get(name);
      if (!tool) throw new Error("no tool " + name + " on " + label);
      const r = c.promises ? await tool.execute(input, {signal: new AbortController().signal}) : await tool.execute(input);
      return JSON.stringify(r);
    },
  };
})();
`

// The loader on every shape of the WebMCP API, with stubs in place of the
// browser's: it registers each tool once, on the API it reports, runs calls
// through it, unregisters a form that leaves and registers it again when it
// comes back; with no API it fails loudly and registers nothing.
func TestLoaderOnEveryAPIShape(t *testing.T) {
	name := readManifest(t, "login.html").Tools[0].Name
	for _, tc := range []struct {
		shape, api, label string
	}{
		{"document", "document.modelContext", "document"},
		{"navigator", "navigator.modelContext", "navigator"},
		{"same", "document.modelContext", "same"},
		{"distinct", "document.modelContext", "document"},
	} {
		t.Run(tc.shape, func(t *testing.T) {
			ctx := tab(t, "/site/login.html?shape="+tc.shape)
			mustReady(t, ctx)
			if got := eval[[]string](t, ctx, `window.formtool.ready.then((api) => [api, window.formtool.api])`); got[0] != tc.api || got[1] != tc.api {
				t.Errorf("ready resolved with %q and formtool.api is %q, want %s", got[0], got[1], tc.api)
			}
			registered := []string{"register " + tc.label + " " + name}
			if got := eval[[]string](t, ctx, `window.__shapes.log`); !reflect.DeepEqual(got, registered) {
				t.Fatalf("registrations %q, want %q", got, registered)
			}

			r := shapeCall(t, ctx, tc.label, name, map[string]any{"username": "ada@example.com"})
			if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["username"] != "ada@example.com" {
				t.Errorf("call: %s", r.raw)
			}
			r = shapeCall(t, ctx, tc.label, name, map[string]any{"password": "CANARY-shape-pw"})
			if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "BLOCKED_FIELD" || strings.Contains(r.raw, "CANARY") {
				t.Errorf("blocked field: %s", r.raw)
			}

			log := eval[[]string](t, ctx, `(async () => {
  const form = document.getElementById("login-form");
  const parent = form.parentNode;
  form.remove();
  await new Promise((r) => setTimeout(r, 50));
  parent.appendChild(form);
  await new Promise((r) => setTimeout(r, 50));
  return window.__shapes.log;
})()`)
			want := append(registered, "unregister "+tc.label+" "+name, "register "+tc.label+" "+name)
			if !reflect.DeepEqual(log, want) {
				t.Errorf("after the form left and came back: %q, want %q", log, want)
			}
		})
	}
	t.Run("none", func(t *testing.T) {
		ctx := tab(t, "/site/login.html?shape=none")
		if err := ready(t, ctx); !strings.Contains(err, "no WebMCP API") {
			t.Fatalf("ready: %q", err)
		}
		if errs := eval[[]string](t, ctx, `window.__errors`); len(errs) == 0 || !strings.Contains(errs[0], "no WebMCP API") {
			t.Errorf("console.error: %q", errs)
		}
		if events := eval[[]string](t, ctx, `window.__events`); len(events) != 1 {
			t.Errorf("formtool:error events: %q", events)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("form[toolname]").length`); n != 0 {
			t.Errorf("%d forms keep their declarative attributes", n)
		}
	})
}

// shapeCall calls a tool registered on a stub of TestLoaderOnEveryAPIShape.
func shapeCall(t *testing.T, ctx context.Context, label, name string, input any) result {
	t.Helper()
	in, _ := json.Marshal(input)
	s := eval[string](t, ctx, `window.__shapes.call(`+jsString(label)+`, `+jsString(name)+`, `+string(in)+`)`)
	var r result
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		t.Fatalf("not a CallToolResult: %v\n%s", err, s)
	}
	r.raw = s
	return r
}

// surfaces are the page-side WebMCP APIs the browser itself has: one on
// Chromium 146-148 and 156, two on 150, whose document.modelContext can be
// hidden to leave the 146-148 surface.
func surfaces() []struct{ api, query string } {
	s := []struct{ api, query string }{{webmcp.Page, ""}}
	if webmcp.Older && webmcp.Page == "document.modelContext" {
		s = append(s, struct{ api, query string }{"navigator.modelContext", "?shape=older"})
	}
	return s
}

// The runtime on each WebMCP surface of the browser under test, driven
// through the browser's own agent side: ready names the API, the tool is
// listed with its schema, a call fills, a blocked field is refused, and a
// form that leaves and comes back is unregistered, registered again and
// called.
func TestNativeSurfaces(t *testing.T) {
	needWebMCP(t)
	for _, s := range surfaces() {
		t.Run(s.api, func(t *testing.T) {
			ctx := tab(t, "/site/login.html"+s.query)
			mustReady(t, ctx)
			if api := eval[string](t, ctx, `window.formtool.ready`); api != s.api {
				t.Errorf("formtool.ready resolved with %q, want %s", api, s.api)
			}
			agent := eval[string](t, ctx, agentJS+`__agent.api`)
			listed := tools(t, ctx)
			if len(listed) != 1 || listed[0].InputSchema["type"] != "object" {
				t.Fatalf("listed through %s: %+v", agent, listed)
			}
			name := listed[0].Name
			r := call(t, ctx, name, map[string]any{"username": "ada@example.com"})
			if r.StructuredContent.Status != "awaiting_user" || r.StructuredContent.Fields["username"] != "ada@example.com" {
				t.Errorf("called through %s: %s", agent, r.raw)
			}
			r = call(t, ctx, name, map[string]any{"password": "CANARY-surface-pw"})
			if r.StructuredContent.Error == nil || r.StructuredContent.Error.Code != "BLOCKED_FIELD" || strings.Contains(r.raw, "CANARY") {
				t.Errorf("blocked field through %s: %s", agent, r.raw)
			}
			n := eval[int](t, ctx, agentJS+`(async () => {
  const form = document.getElementById("login-form");
  const parent = form.parentNode;
  form.remove();
  await new Promise((r) => setTimeout(r, 50));
  const gone = (await __agent.list()).length;
  parent.appendChild(form);
  await new Promise((r) => setTimeout(r, 50));
  return gone * 10 + (await __agent.list()).length;
})()`)
			if n != 1 {
				t.Errorf("tools after leaving*10 + after joining = %d through %s, want 0*10+1", n, agent)
			}
			if r := call(t, ctx, name, map[string]any{"username": "c@example.com"}); r.StructuredContent.Status != "awaiting_user" {
				t.Errorf("after the form came back: %s", r.raw)
			}
		})
	}
}

// hosts are the ways a page gets WebMCP that the safety tests run on: the
// browser's own, and the MCP-B polyfill in a browser without it.
var hosts = []struct {
	name string
	open func(t *testing.T, page string) context.Context
}{
	{"native", func(t *testing.T, page string) context.Context { return tab(t, "/site/"+page) }},
	{"polyfill", polyfillTab},
}

// On the polyfill, formtool registers through the polyfill's
// document.modelContext, not the polyfill's own tool for a declarative form
// (which would carry the password).
func TestPolyfillIsTheAPI(t *testing.T) {
	ctx := polyfillTab(t, "declarative.html")
	mustReady(t, ctx)
	got := eval[[]any](t, ctx, agentJS+`window.formtool.ready.then((api) => [api, __agent.api, document.modelContext.__isWebMCPPolyfill === true, typeof navigator.modelContextTesting])`)
	want := []any{"document.modelContext", "document.modelContext", true, "undefined"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("api, agent side, polyfill marker, testing API: %v, want %v", got, want)
	}
	if errs := eval[[]string](t, ctx, `window.__errors`); len(errs) != 0 {
		t.Errorf("console errors: %q", errs)
	}
}
