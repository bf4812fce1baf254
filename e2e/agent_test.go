package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// agentJS is the agent's side of WebMCP, the one way every browser test
// lists and calls tools. Chromium has had two agent surfaces (BROWSER.md):
//
//	document.modelContext       getTools() and executeTool(tool, input)
//	                            (Chromium 150 and 156, the MCP-B polyfill)
//	navigator.modelContextTesting  listTools() and executeTool(name, json)
//	                            (Chromium 146 to 150, with WebMCPTesting)
//
// executeTool's input is an object on 156 and a JSON string on 150 and the
// polyfill; schemas come back as objects or JSON strings, results as strings.
// The adapter hides all of that: list() gives schemas as objects, call()
// gives the result as a string. It is defined once per page.
const agentJS = `
window.__agent = window.__agent || (() => {
  const doc = document.modelContext;
  const testing = navigator.modelContextTesting;
  const api = doc && typeof doc.getTools === "function" ? "document.modelContext"
    : testing && typeof testing.listTools === "function" ? "navigator.modelContextTesting" : "";
  // Where document.modelContext is also navigator's (Chromium 150) or is the
  // polyfill, executeTool parses a JSON string; Chromium 156 takes an object.
  // A build that says otherwise is answered in the other form, once.
  let asJSON = !!doc && (doc === navigator.modelContext || doc.__isWebMCPPolyfill === true);
  const noAPI = () => new Error("this browser has neither document.modelContext.getTools nor navigator.modelContextTesting");
  const schema = (s) => typeof s === "string" ? JSON.parse(s) : s;
  const plainObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  // raw lists the tools exactly as the browser describes them, functions
  // and the window left out, for tests that search everything the agent sees.
  async function raw() {
    if (api === "document.modelContext") return doc.getTools();
    if (api === "navigator.modelContextTesting") return testing.listTools();
    throw noAPI();
  }
  async function list() {
    return (await raw()).map((t) => ({name: t.name, description: t.description, inputSchema: schema(t.inputSchema)}));
  }
  async function describe() {
    return (await raw()).map((t) => { const o = {}; for (const k in t) if (typeof t[k] !== "function" && t[k] !== window) o[k] = t[k]; return o; });
  }
  async function execute(name, input, options) {
    try {
      return await executeOnce(name, input, options);
    } catch (e) {
      // The testing API rejects an aborted call with UnknownError; the
      // agent's abort is the reason on every generation.
      if (options && options.signal && options.signal.aborted) throw options.signal.reason;
      throw e;
    }
  }
  async function executeOnce(name, input, options) {
    let r;
    if (api === "navigator.modelContextTesting") {
      r = await testing.executeTool(name, JSON.stringify(input), options);
    } else if (api === "document.modelContext") {
      const tool = (await doc.getTools()).find((t) => t.name === name);
      if (!tool) throw new Error("no tool " + name);
      if (!asJSON) {
        try {
          r = await doc.executeTool(tool, input, options);
        } catch (e) {
          const m = String(e && e.message || e);
          if (!plainObject(input) || !/not an object|parse input/i.test(m)) throw e;
          asJSON = true;
        }
      }
      if (asJSON) r = await doc.executeTool(tool, JSON.stringify(input), options);
    } else {
      throw noAPI();
    }
    return typeof r === "string" ? r : JSON.stringify(r);
  }
  // events is where the browser announces tool changes to the agent.
  const events = [doc, testing].filter((x) => x && typeof x.addEventListener === "function");
  return {api, list, describe, call: execute, events, inputForm: () => asJSON ? "a JSON string" : "an object"};
})();
`

// generation is what the installed Chromium offers, measured once by
// probeWebMCP: the test log and the CI log name it.
type generation struct {
	Browser string // the product and version, "Chrome/156.0.8078.114"
	Page    string `json:"page"`   // where a page registers: document.modelContext or navigator.modelContext
	Agent   string `json:"agent"`  // the agent side the adapter drives
	Input   string `json:"input"`  // what executeTool takes
	Signal  bool   `json:"signal"` // whether execute gets the agent's abort signal
	Older   bool   `json:"older"`  // whether navigator.modelContext and modelContextTesting exist too
	Error   string `json:"error"`  // why the probe could not finish
}

func (g generation) String() string {
	if g.Error != "" {
		return fmt.Sprintf("%s: %s", g.Browser, g.Error)
	}
	abort := "execute gets no abort signal"
	if g.Signal {
		abort = "execute gets the agent's abort signal"
	}
	return fmt.Sprintf("%s: page side %s, agent side %s (executeTool takes %s; %s)", g.Browser, g.Page, g.Agent, g.Input, abort)
}

// webmcp is the generation of the browser the tests drive.
var webmcp generation

// probeJS registers one tool on the page side, finds and calls it through
// the adapter, and unregisters it.
const probeJS = `(async () => {
  const page = document.modelContext ? "document.modelContext" : navigator.modelContext ? "navigator.modelContext" : "";
  const out = {page, agent: __agent.api, older: !!navigator.modelContext && !!navigator.modelContextTesting};
  if (!page || !__agent.api) { out.error = "no WebMCP API: neither document.modelContext nor navigator.modelContext (was Chromium started with --enable-features=WebMCPTesting?)"; return out; }
  const mc = document.modelContext || navigator.modelContext;
  const ac = new AbortController();
  try {
    await mc.registerTool({name: "formtool_probe", description: "probe", inputSchema: {type: "object", properties: {a: {type: "string"}}},
      execute: (input, ctx) => { out.signal = !!(ctx && ctx.signal); return {a: input && input.a}; }}, {signal: ac.signal});
    const listed = (await __agent.list()).find((t) => t.name === "formtool_probe");
    if (!listed || !listed.inputSchema || listed.inputSchema.type !== "object") throw new Error("the probe tool is not listed with its schema");
    const r = JSON.parse(await __agent.call("formtool_probe", {a: "probe"}));
    if (r.a !== "probe") throw new Error("the probe call answered " + JSON.stringify(r));
    out.input = __agent.inputForm();
  } catch (e) {
    out.error = String(e && e.message || e);
  } finally {
    ac.abort();
  }
  return out;
})()`

// probeWebMCP measures the browser's generation on a page of the test
// server (WebMCP needs a secure context, and 127.0.0.1 is one).
func probeWebMCP(ctx context.Context) generation {
	product := "Chromium (version unknown)"
	if v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{}); err == nil {
		product = v.Product
	}
	if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL+"/t/blank")); err != nil {
		return generation{Browser: product, Error: "loading a blank page: " + err.Error()}
	}
	g, err := chromedp.Run(ctx, chromedp.Evaluate[generation](agentJS+probeJS, chromedp.EvalAwaitPromise))
	if err != nil {
		g.Error = err.Error()
	}
	g.Browser = product
	return g
}

// The browser the suite drives has a WebMCP agent side the adapter can
// list and call through (TestNativeSurfaces drives the runtime on it). The
// log names the browser and its generation. Under CI=true a browser without
// one fails here and in every other browser test; it never skips.
func TestWebMCPGeneration(t *testing.T) {
	needBrowser(t)
	t.Logf("WebMCP: %s", webmcp)
	if webmcp.Error != "" {
		t.Fatalf("the WebMCP probe failed: %s", webmcp)
	}
}
