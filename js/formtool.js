// formtool.js: registers the forms of a page as WebMCP tools and runs each
// call in formtool.wasm. The contract is SPEC sections 4 and 5; the page
// author's side is docs/runtime.md.
//
//   <script src="/formtool.js" data-manifest="/page.manifest.json" defer></script>
//
// The page pays for this file and the manifest only: the WebAssembly runtime
// is fetched on the first call, so a visitor whose browser runs no agent
// never downloads it. data-preload fetches it right after registration
// instead. A page with no manifest is compiled in the browser, by the
// live-analysis runtime (formtool-live.wasm), which then loads at once.
(() => {
  "use strict";

  // Replaced with formtool.Version when the CLI writes the loader; the
  // runtime must report the same version or nothing is registered.
  const VERSION = "__FORMTOOL_VERSION__";
  // The runtime's files, relative to this script, unless the script tag
  // names others: the CLI fills in their names, which formtool assets
  // makes content-hashed so that they can be cached for good.
  const WASM = "__FORMTOOL_WASM__";
  const LIVE_WASM = "__FORMTOOL_LIVE_WASM__";
  const WASM_EXEC = "__FORMTOOL_WASM_EXEC__";
  const MANIFEST_VERSION = 1;
  const OPTIONS = ["data-manifest", "data-wasm", "data-live-wasm", "data-wasm-exec", "data-preload", "data-debug", "data-test-hooks"];
  const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
  // Chromium builds its own tool from a form with these attributes, and
  // that tool hands the agent password, one-time-code and card fields.
  const DECLARATIVE = ["toolname", "tooldescription", "toolautosubmit"];
  // The elements and attributes whose change may make a live page's forms
  // compile differently.
  const FORM_PARTS = "form, input, select, textarea, label, fieldset, legend, option, button";
  const FIELD_ATTRIBUTES = [
    "type", "name", "id", "for", "form", "autocomplete", "required", "disabled", "hidden", "value",
    "placeholder", "aria-label", "aria-labelledby", "aria-describedby", "inputmode", "pattern", "min", "max", "maxlength",
    "minlength", "step", "multiple", "checked", "selected", "action", "method", "title",
    "toolname", "tooldescription", "toolautosubmit", "toolparamtitle", "toolparamdescription",
    // What a framework binds a control to or its tests call it: read as a
    // name is (analyzer.Field.Model).
    "formcontrolname", "ng-model", "data-ng-model", "x-model", "wire:model", "data-bind",
    "data-testid", "data-test-id", "data-test", "data-qa", "data-cy", "data-automation-id", "data-field", "data-name",
    // The attributes a payment provider's script finds the card fields by.
    "data-stripe", "data-braintree-name", "data-encrypted-name", "data-cse", "data-recurly", "data-worldpay", "data-conekta",
    "data-openpay-card",
    "data-webmcp-sensitive", "data-webmcp-ignore", "data-webmcp-autosubmit", "data-webmcp-wait",
    "data-webmcp-toolname", "data-webmcp-tooldescription",
  ];

  const script = document.currentScript;
  const attr = (name) => (script ? script.getAttribute(name) : null);
  const scriptBase = script && script.src ? script.src : document.baseURI;
  const debug = !!script && script.hasAttribute("data-debug");
  const testHooks = !!script && script.hasAttribute("data-test-hooks");
  const preload = !!script && script.hasAttribute("data-preload");

  // Calls by outcome; aborted counts calls the agent gave up on (they
  // reject and have no status).
  const stats = { calls: 0, completed: 0, awaiting_user: 0, refused: 0, failed: 0, unknown: 0, aborted: 0 };
  const registered = new Map(); // tool name -> {tool, form, controller}
  const located = new Map(); // tool name -> form element last found
  const inflight = new Map(); // tool name -> calls not yet answered
  const retiring = new Map(); // tool name -> settles when its last registration is gone
  const stripped = new WeakMap(); // form -> the declarative attributes registration removed, [name, value]
  const wasPassword = new WeakSet(); // inputs a live compile met as type=password
  const passwordNames = new WeakMap(); // form -> the names of those inputs in it
  const compiled = new WeakSet(); // inputs an earlier live compile met
  let manifest = null;
  // live is set on a page without a manifest: the live-analysis build of
  // the runtime compiles the page's own forms, so it loads at once.
  let live = false;
  let modelContext = null;
  let apiName = ""; // "document.modelContext" or "navigator.modelContext"
  let observer = null;
  let fatal = null;
  let runtimePromise = null;
  let loaded = null; // the runtime, once loaded

  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // The failure is already loud (console.error and formtool:error); this
  // keeps a page that does not await ready from a second, vaguer report.
  ready.catch(() => {});

  if (window.formtool && window.formtool.version) {
    console.error("formtool: the loader is included twice; the second copy does nothing");
    return;
  }

  window.formtool = Object.freeze({
    version: VERSION,
    ready,
    // The WebMCP API the tools are registered with, once start-up found one.
    get api() {
      return apiName;
    },
    stats,
    tools: () => [...registered.keys()],
    // The manifest in use: fetched, inline, or compiled from the page.
    manifest: () => (manifest ? structuredClone(manifest) : null),
    // load fetches and starts the runtime now instead of on the first call.
    load: () => runtime().then(() => undefined),
  });

  // fail is for start-up errors: loud, and it leaves no tool registered.
  function fail(error) {
    if (fatal) return fatal;
    fatal = error instanceof Error ? error : new Error(String(error));
    if (!fatal.message.startsWith("formtool: ")) fatal.message = "formtool: " + fatal.message;
    for (const r of registered.values()) r.controller.abort();
    registered.clear();
    if (observer) observer.disconnect();
    // Fail closed: without a working runtime, the browser's own declarative
    // tools would be all that is left, and they expose passwords.
    for (const form of document.querySelectorAll("form[toolname]")) {
      for (const name of DECLARATIVE) form.removeAttribute(name);
    }
    console.error(fatal.message);
    // Dispatched on document, it bubbles to window: listeners on either hear it.
    document.dispatchEvent(new CustomEvent("formtool:error", { bubbles: true, detail: { message: fatal.message } }));
    rejectReady(fatal);
    return fatal;
  }

  async function start() {
    if (script) {
      for (const a of script.attributes) {
        if (a.name.startsWith("data-") && !OPTIONS.includes(a.name)) {
          throw new Error(`unknown option ${a.name} on the formtool script tag; known: ${OPTIONS.join(", ")}`);
        }
      }
    }
    // Chromium 156 and the MCP-B polyfill have document.modelContext;
    // Chromium 146 to 148 only navigator.modelContext; 150 both, as one
    // object. One is chosen, so no tool is ever registered twice.
    if (document.modelContext && typeof document.modelContext.registerTool === "function") {
      modelContext = document.modelContext;
      apiName = "document.modelContext";
    } else if (navigator.modelContext && typeof navigator.modelContext.registerTool === "function") {
      modelContext = navigator.modelContext;
      apiName = "navigator.modelContext";
    } else {
      throw new Error("this browser has no WebMCP API (document.modelContext or navigator.modelContext); no tool is registered");
    }
    canCompile();
    manifest = await loadManifest();
    if (!manifest) {
      live = true;
      manifest = await analyzePage();
    }
    await registerAll();
    observer = new MutationObserver(onMutations);
    // A live page is compiled again when its forms change, so its
    // controls' attributes and labels' text count as well.
    observer.observe(
      document.documentElement,
      live ? { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: FIELD_ATTRIBUTES } : { childList: true, subtree: true },
    );
    // Only an author who opts in pays for the runtime before an agent calls;
    // then ready also waits for it, and fails on a mismatched one.
    if (preload) await runtime();
    resolveReady(apiName);
  }

  // canCompile compiles an empty module, which costs microseconds, so that a
  // page whose Content-Security-Policy forbids WebAssembly fails at start-up,
  // loudly and with no tool registered, rather than on an agent's first call.
  function canCompile() {
    try {
      new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
    } catch (e) {
      throw new Error(
        "this page cannot compile WebAssembly (" + (e && e.message ? e.message : e) + "); a Content-Security-Policy must allow it with 'wasm-unsafe-eval' in script-src",
      );
    }
  }

  async function loadManifest() {
    const src = attr("data-manifest");
    let text;
    if (src) {
      const url = new URL(src, document.baseURI);
      const res = await fetch(url, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`manifest ${url.pathname}: HTTP ${res.status}`);
      text = await res.text();
    } else {
      const inline = document.getElementById("formtool-manifest");
      if (!inline) return null;
      if (inline.type !== "application/json") throw new Error("#formtool-manifest must be a <script type=\"application/json\">");
      text = inline.textContent;
    }
    let m;
    try {
      m = JSON.parse(text);
    } catch (e) {
      throw new Error("the manifest is not valid JSON: " + e.message);
    }
    checkManifest(m);
    return m;
  }

  // analyzePage compiles the forms of the page as it stands with the
  // live-analysis runtime, into the manifest formtool build would write.
  async function analyzePage() {
    const rt = await runtime();
    if (typeof rt.analyze !== "function") {
      throw new Error("no manifest, and the runtime at data-live-wasm is not the live-analysis build (formtool-live.wasm); give the page a manifest or serve formtool-live.wasm");
    }
    const m = compilePage(rt);
    const added = rt.addTools(JSON.stringify(m.tools));
    if (!added || !added.ok) throw new Error("the runtime rejected the live manifest: " + (added ? added.error : "no answer"));
    return m;
  }

  // compilePage compiles the page as it stands now, from a copy of it. The
  // declarative attributes registration removed are put back in the copy,
  // so that a form keeps the tool name its toolname gave it, and the copy
  // carries the browser's form owners (markOwners) and the passwords a
  // toggle showed as text (keepPasswords).
  function compilePage(rt) {
    const root = document.documentElement;
    const copy = root.cloneNode(true);
    // The forms and listed controls of the page and of the copy, in
    // document order, one for one.
    const sel = "form, input, select, textarea, button";
    const live = root.querySelectorAll(sel);
    const copies = copy.querySelectorAll(sel);
    if (copies.length !== live.length) throw new Error("the page changed while it was copied");
    for (let i = 0; i < live.length; i++) {
      if (copies[i].localName !== live[i].localName) throw new Error("the page changed while it was copied");
    }
    const mark = markOwners(live, copies);
    keepPasswords(live, copies);
    const r = rt.analyze("<!doctype html>" + copy.outerHTML, location.pathname, mark);
    if (!r || !r.ok) throw new Error("live analysis of the page failed: " + (r ? r.error : "no answer"));
    checkManifest(r.manifest);
    return r.manifest;
  }

  // markOwners writes on the copy which form owns each form and listed
  // control, as the browser decided it (el.form): the markup alone loses
  // that for a form opened in a table, whose controls the parser gives it
  // without putting them inside it, and for a form nested in another,
  // which an HTML parser of the serialization drops. Forms are numbered in
  // document order (document.forms); a control's mark is its owner's
  // number, empty for none. The attribute's name is new for each compile,
  // so no markup of the page can carry it; it is returned for the
  // analyzer, which honours no other.
  function markOwners(live, copies) {
    const nonce = crypto.getRandomValues(new Uint32Array(2));
    const name = "data-formtool-owner-" + nonce[0].toString(16) + nonce[1].toString(16);
    const numbers = new Map();
    for (let i = 0; i < live.length; i++) {
      const el = live[i];
      if (!(el instanceof HTMLFormElement)) continue;
      numbers.set(el, String(numbers.size));
      copies[i].setAttribute(name, numbers.get(el));
      for (const [n, value] of stripped.get(el) || []) {
        if (!copies[i].hasAttribute(n)) copies[i].setAttribute(n, value);
      }
    }
    for (let i = 0; i < live.length; i++) {
      const el = live[i];
      if (el instanceof HTMLFormElement || !("form" in el)) continue;
      copies[i].setAttribute(name, numbers.get(el.form) || "");
    }
    return name;
  }

  // keepPasswords makes an input that a compile met as a password one in
  // the copy: a show-password toggle that makes it text shows the person
  // what they typed, and must not hand it to the agent. So is a box that
  // comes in its place later, under its name in its form; a text box
  // that stood beside the password from the start (a decoy) is left as it
  // is, and the names of this compile's passwords count from the next.
  function keepPasswords(live, copies) {
    const found = [];
    for (let i = 0; i < live.length; i++) {
      const el = live[i];
      if (el.localName !== "input") continue;
      const names = el.form && passwordNames.get(el.form);
      if (el.type === "password") {
        wasPassword.add(el);
        if (el.form && el.name) found.push(el);
      } else if (wasPassword.has(el) || (!compiled.has(el) && names && names.has(el.name))) {
        copies[i].setAttribute("type", "password");
      }
      compiled.add(el);
    }
    for (const el of found) {
      const names = passwordNames.get(el.form);
      if (names) names.add(el.name);
      else passwordNames.set(el.form, new Set([el.name]));
    }
  }

  // recompile compiles a live page again after its forms changed and
  // brings the tools in line: a tool whose definition changed is
  // unregistered and registered again from the page as it is now, a tool
  // whose form left goes, a form that joined gets its tool. A tool that is
  // the same but for where it stands in the page keeps its registration.
  function recompile() {
    let next;
    try {
      next = compilePage(loaded);
    } catch (e) {
      // The tools registered stay, and each call still checks its form.
      console.error("formtool: " + (e && e.message ? e.message : e) + "; the tools registered stay as they were");
      return;
    }
    const old = new Map(manifest.tools.map((t) => [t.name, t]));
    const tools = next.tools.map((t) => {
      const o = old.get(t.name);
      return o && sameTool(o, t) ? o : t;
    });
    const kept = new Set(tools);
    const changed = tools.filter((t) => !old.has(t.name) || old.get(t.name) !== t);
    if (changed.length) {
      const added = loaded.addTools(JSON.stringify(changed));
      if (!added || !added.ok) {
        console.error("formtool: the runtime rejected the page's new tools (" + (added ? added.error : "no answer") + "); the tools registered stay as they were");
        return;
      }
    }
    for (const [name, t] of old) {
      if (kept.has(t)) continue;
      const r = registered.get(name);
      if (r) {
        registered.delete(name);
        loaded.formGone(name);
        retire(name, r);
      }
      located.delete(name);
      if (!tools.some((n) => n.name === name)) loaded.removeTool(name);
    }
    manifest = { ...next, tools };
  }

  // sameTool: a and b differ in nothing but where they stand in the page.
  function sameTool(a, b) {
    const bare = (t) => JSON.stringify({ ...t, source: null });
    return bare(a) === bare(b);
  }

  function checkManifest(m) {
    if (!m || typeof m !== "object" || Array.isArray(m)) throw new Error("the manifest is not a JSON object");
    if (m.version !== MANIFEST_VERSION) {
      throw new Error(`the manifest has version ${JSON.stringify(m.version)}; this loader (${VERSION}) reads version ${MANIFEST_VERSION}`);
    }
    if (!Array.isArray(m.tools)) throw new Error("the manifest has no tools array");
    const seen = new Set();
    m.tools.forEach((t, i) => {
      const where = `manifest tool ${i}`;
      if (!t || typeof t !== "object") throw new Error(`${where} is not an object`);
      if (typeof t.name !== "string" || !TOOL_NAME.test(t.name)) throw new Error(`${where}: name must be 1 to 128 of [A-Za-z0-9_.-]`);
      if (seen.has(t.name)) throw new Error(`${where}: name ${t.name} is used twice`);
      seen.add(t.name);
      if (typeof t.description !== "string") throw new Error(`${where} (${t.name}): no description`);
      const s = t.inputSchema;
      if (!s || typeof s !== "object" || s.type !== "object") throw new Error(`${where} (${t.name}): inputSchema must be an object schema`);
      if (!Array.isArray(t.fields)) throw new Error(`${where} (${t.name}): no fields array`);
      if (!t.form || typeof t.form !== "object") throw new Error(`${where} (${t.name}): no form locator`);
    });
  }

  // find finds a tool's form on the live page as it is now, and only while
  // the form's identity holds: an id, name or toolname must name exactly one
  // element (a copy binds neither), and a form known only by its place among
  // the page's forms must have the shape the tool was built from when it is
  // first bound (a form removed above it shifts every place after it, and
  // the next form must not take its place). It answers {form},
  // or {form: null, changed} saying why the form no longer counts as the
  // tool's. The form found is remembered, since registering removes the
  // toolname it may be found by.
  function find(tool) {
    const f = tool.form;
    const prev = located.get(tool.name);
    const only = (list, what) => {
      if (list.length > 1) return { form: null, changed: `${list.length} elements on the page have the ${what}; the tool binds none of them` };
      return { form: list.length === 1 ? list[0] : null };
    };
    let r;
    if (f.id) {
      r = only(document.querySelectorAll(`[id="${CSS.escape(f.id)}"]`), `id "${f.id}"`);
    } else if (f.name) {
      r = only(document.querySelectorAll(`form[name="${CSS.escape(f.name)}"]`), `form name "${f.name}"`);
    } else if (f.toolname) {
      const named = document.querySelectorAll(`form[toolname="${CSS.escape(f.toolname)}"]`);
      r = prev && prev.isConnected ? (named.length ? only([prev, ...named], `toolname "${f.toolname}"`) : { form: prev }) : only(named, `toolname "${f.toolname}"`);
    } else if (Number.isInteger(f.index)) {
      // The form it was bound to stays its form while on the page (its
      // controls are checked one by one in the runtime); a form that comes
      // into its place is its form only with the shape it was built from.
      const form = prev && prev.isConnected ? prev : document.forms[f.index] || null;
      r = { form };
      if (form && form !== prev && (!tool.fingerprint || shapeOf(form) !== tool.fingerprint)) {
        r = { form: null, changed: `the form at place ${f.index} on the page does not have the fields the tool was built for` };
      }
    } else {
      r = { form: null };
    }
    if (r.form && !(r.form instanceof HTMLFormElement)) r = { form: null, changed: "the element the tool names is no longer a form" };
    if (r.form) located.set(tool.name, r.form);
    else located.delete(tool.name);
    return r;
  }

  function locate(tool) {
    return find(tool).form;
  }

  // shapeOf hashes a form's fields as schema.Fingerprint does (and the
  // runtime's domForm.at): FNV-1a 64 over "tag:type:name\n" of each input,
  // select and textarea but hidden inputs and buttons, a named radio or
  // checkbox group once.
  function shapeOf(form) {
    const encoder = new TextEncoder();
    const groups = new Set();
    let h = 0xcbf29ce484222325n;
    for (const el of form.elements) {
      const tag = el.tagName.toLowerCase();
      const type = el.type;
      if (tag === "input") {
        if (["hidden", "submit", "image", "reset", "button"].includes(type)) continue;
      } else if (tag !== "select" && tag !== "textarea") {
        continue;
      }
      const name = el.name;
      if (name && (type === "radio" || type === "checkbox")) {
        if (groups.has(type + "\0" + name)) continue;
        groups.add(type + "\0" + name);
      }
      for (const b of encoder.encode(tag + ":" + type + ":" + name + "\n")) {
        h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
      }
    }
    return h.toString(16).padStart(16, "0");
  }

  function webmcpTool(tool) {
    const a = tool.annotations || {};
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: {
        readOnlyHint: !!a.readOnlyHint,
        consequentialHint: !!a.consequentialHint,
        untrustedContentHint: !!a.untrustedContentHint,
      },
      execute: (input, ctx) => track(tool.name, execute(tool, input, ctx)),
    };
  }

  // track keeps a call in inflight until it settles.
  function track(name, call) {
    let calls = inflight.get(name);
    if (!calls) inflight.set(name, (calls = new Set()));
    calls.add(call);
    const done = () => calls.delete(call);
    call.then(done, done);
    return call;
  }

  // retire unregisters a tool whose form left, once its calls have
  // answered: Chromium 150 and the polyfill reject a call whose tool is
  // unregistered, and the agent would get a bare error instead of the
  // runtime's FORM_NOT_FOUND.
  function retire(name, r) {
    const gone = Promise.allSettled([...(inflight.get(name) || [])])
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => r.controller.abort());
    retiring.set(name, gone);
    gone.then(() => {
      if (retiring.get(name) === gone) retiring.delete(name);
    });
  }

  async function register(tool, form) {
    // Our tool replaces the browser's declarative one for this form. It
    // must go for a form with requiresUser fields (its schema would expose
    // them) and goes for every form so the two never share a name.
    let declarative = false;
    for (const name of DECLARATIVE) {
      if (form.hasAttribute(name)) {
        const kept = stripped.get(form) || [];
        stripped.set(form, [...kept.filter(([n]) => n !== name), [name, form.getAttribute(name)]]);
        form.removeAttribute(name);
        declarative = true;
      }
    }
    // A polyfill drops its declarative tool when its MutationObserver sees
    // the attributes go; until then the name is taken and registering
    // ours would fail.
    if (declarative) await new Promise((resolve) => setTimeout(resolve, 0));
    // A form that came back waits for its old registration to go.
    if (retiring.has(tool.name)) await retiring.get(tool.name);
    const controller = new AbortController();
    await modelContext.registerTool(webmcpTool(tool), { signal: controller.signal });
    registered.set(tool.name, { tool, form, controller });
  }

  // registerAll registers every tool whose form is on the page, or none.
  async function registerAll() {
    try {
      for (const tool of manifest.tools) {
        const form = locate(tool);
        if (form) await register(tool, form);
      }
    } catch (e) {
      for (const r of registered.values()) r.controller.abort();
      registered.clear();
      throw new Error("registering the tools failed, none is registered: " + (e && e.message ? e.message : e));
    }
  }

  // Forms that leave the page are unregistered, forms that join it are
  // registered; syncs run one at a time. On a live page, a change to a
  // form compiles the page again first.
  let syncing = Promise.resolve();
  let syncQueued = false;
  let formsChanged = false;
  function onMutations(records) {
    if (live && !formsChanged && records.some(touchesForms)) formsChanged = true;
    scheduleSync();
  }

  function scheduleSync() {
    if (syncQueued || fatal) return;
    syncQueued = true;
    syncing = syncing.then(() => {
      syncQueued = false;
      return sync();
    });
  }

  // touchesForms: a mutation that may change what the page compiles to,
  // one in or around a form, a control or a label.
  function touchesForms(rec) {
    const near = (n) => {
      const el = n && (n.nodeType === Node.ELEMENT_NODE ? n : n.parentElement);
      if (!el) return false;
      return !!el.closest(FORM_PARTS) || (!!el.querySelector && !!el.querySelector(FORM_PARTS));
    };
    if (rec.type !== "childList") return near(rec.target);
    return [...rec.addedNodes, ...rec.removedNodes].some(near) || (!!rec.target.closest && !!rec.target.closest(FORM_PARTS));
  }

  async function sync() {
    if (formsChanged && loaded) {
      formsChanged = false;
      recompile();
    }
    for (const tool of manifest.tools) {
      if (fatal) return;
      const r = registered.get(tool.name);
      const form = locate(tool);
      if (r && r.form !== form) {
        registered.delete(tool.name);
        // A call waiting on the form that left can no longer complete.
        if (loaded) loaded.formGone(tool.name);
        retire(tool.name, r);
      }
      if (form && !registered.has(tool.name)) {
        try {
          await register(tool, form);
        } catch (e) {
          console.error(`formtool: registering ${tool.name} failed: ${e && e.message ? e.message : e}`);
        }
      }
    }
  }

  // fill writes a run of text boxes, textareas and single selects for the
  // runtime in one call rather than some eight calls from Go per control:
  // each as the runtime's own write does it (leave a value that is already
  // there, write through the native setter the runtime chose, fire input
  // and change). text holds the values, each ended by a NUL. held has a
  // "1" for each control that held its value when the runtime last read
  // the form: only those are read before the write, as reading a value the
  // page has written costs about as much as the write. It stops at the
  // first control that throws and answers how many it wrote; the runtime
  // writes the rest one by one, and reports that control as it always does.
  //
  // The page's handlers of those events may change the form meanwhile (a
  // text box made a password box). Before each write fill takes the
  // records of the runtime's MutationObserver, which hears of them only
  // after the call; at the first that adds, removes or changes a control
  // it stops, so that the runtime looks the controls up again before it
  // writes another. Having taken any, it answers -(written + 1): the
  // runtime counts the document as changed.
  function fill(els, setters, text, held, observer) {
    const vals = text.split("\0");
    let taken = false;
    for (let i = 0; i < els.length; i++) {
      if (observer) {
        const records = observer.takeRecords();
        if (records.length) {
          taken = true;
          if (touchesControls(records)) return -(i + 1);
        }
      }
      try {
        if (held[i] === "1" && Reflect.get(els[i], "value") === vals[i]) continue;
        setters[i].call(els[i], vals[i]);
        els[i].dispatchEvent(new Event("input", { bubbles: true }));
        els[i].dispatchEvent(new Event("change", { bubbles: true }));
      } catch (e) {
        return taken ? -(i + 1) : i;
      }
    }
    return taken ? -(els.length + 1) : els.length;
  }

  // touchesControls says whether mutation records change an attribute the
  // runtime watches (on any element: an id may be a form's) or add or
  // remove a form control; a message the page shows beside a field does
  // not.
  const CONTROLS = "input,select,textarea,button,fieldset,output,object";
  function touchesControls(records) {
    for (const r of records) {
      if (r.type === "attributes") return true;
      for (const nodes of [r.addedNodes, r.removedNodes]) {
        for (const n of nodes) {
          if (n.nodeType === 1 && (n.matches(CONTROLS) || n.querySelector(CONTROLS))) return true;
        }
      }
    }
    return false;
  }

  // values reads the value of each control, for the runtime's batch read:
  // the JSON text of their array. A plain loop: JSON.stringify(els,
  // ["value"]) read the same properties five times slower.
  function values(els) {
    const out = new Array(els.length);
    for (let i = 0; i < els.length; i++) out[i] = Reflect.get(els[i], "value");
    return JSON.stringify(out);
  }

  // editable and valid answer a question the runtime asks of every control
  // it fills, for all of them in one call rather than two or three calls
  // from Go per control: one "1" or "0" per control, in order. editable:
  // the control is neither :disabled nor readOnly. valid: it does not
  // match :invalid, which is HTML's "a candidate for constraint
  // validation that does not pass", answered from the validity the
  // browser keeps: a third of the time of reading willValidate and
  // validity.valid through their getters. A "0" is asked
  // again one control at a time, and so is every control when a getter
  // throws, so that the exception is reported against its field.
  function editable(els) {
    let out = "";
    for (let i = 0; i < els.length; i++) {
      out += !els[i].matches(":disabled") && !Reflect.get(els[i], "readOnly") ? "1" : "0";
    }
    return out;
  }

  function valid(els) {
    let out = "";
    for (let i = 0; i < els.length; i++) {
      out += els[i].matches(":invalid") ? "0" : "1";
    }
    return out;
  }

  // describe reads what the runtime finds a form's controls by, for all of
  // them in one call rather than a dozen calls from Go per control: the
  // controls, and the JSON text of [tagName, type, name, id, multiple,
  // whether the form owns it, the autocomplete attribute as written] for
  // each. A getter that throws reaches the runtime, as it would one by one.
  function describe(form) {
    const els = Array.from(Reflect.get(form, "elements"));
    const get = (el, p) => Reflect.get(el, p);
    const rows = els.map((el) => [
      get(el, "tagName"), get(el, "type"), get(el, "name"), get(el, "id"),
      !!get(el, "multiple"), get(el, "form") === form, el.getAttribute("autocomplete"),
    ]);
    return [els, JSON.stringify(rows)];
  }

  // argumentsJSON is the text the runtime reads a call's arguments from;
  // undefined for arguments JSON cannot hold (a cycle, a BigInt), which
  // the runtime refuses. No arguments at all are null: read the form.
  function argumentsJSON(input) {
    try {
      return JSON.stringify(input === undefined ? null : input);
    } catch (e) {
      return undefined;
    }
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(s);
    });
  }

  function runtime() {
    if (!runtimePromise) {
      runtimePromise = loadRuntime().catch((e) => {
        runtimePromise = null;
        throw e;
      });
    }
    return runtimePromise;
  }

  async function loadRuntime() {
    const url = live
      ? new URL(attr("data-live-wasm") || LIVE_WASM, scriptBase).href
      : new URL(attr("data-wasm") || WASM, scriptBase).href;
    // The module downloads while wasm_exec.js loads, not after it.
    const fetching = fetch(url, { credentials: "same-origin" });
    fetching.catch(() => {}); // awaited below; unhandled only if wasm_exec.js fails
    if (typeof Go !== "function") {
      await loadScript(new URL(attr("data-wasm-exec") || WASM_EXEC, scriptBase).href);
    }
    const go = new Go();
    const res = await fetching;
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const type = (res.headers.get("content-type") || "").split(";")[0].trim();
    let instance;
    if (type === "application/wasm" && WebAssembly.instantiateStreaming) {
      ({ instance } = await WebAssembly.instantiateStreaming(res, go.importObject));
    } else {
      // A server that does not say application/wasm: compile from bytes.
      ({ instance } = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject));
    }
    const booted = new Promise((resolve) => {
      window.__formtoolBoot = resolve;
    });
    const exited = go.run(instance).then(() => {
      throw new Error("the runtime exited");
    });
    exited.catch(() => {
      runtimePromise = null; // load a fresh one on the next call
    });
    let rt;
    try {
      rt = await Promise.race([booted, exited]);
    } finally {
      delete window.__formtoolBoot;
    }
    if (rt.version !== VERSION) {
      throw fail(new Error(`formtool.wasm is version ${rt.version} but formtool.js is ${VERSION}; serve the files of one release together`));
    }
    // In live mode the manifest does not exist yet: analyzePage adds it.
    if (manifest) {
      const added = rt.addTools(JSON.stringify(manifest.tools));
      if (!added || !added.ok) throw fail(new Error("the runtime rejected the manifest: " + (added ? added.error : "no answer")));
    }
    loaded = rt;
    return rt;
  }

  function abortError(signal) {
    return signal && signal.reason !== undefined ? signal.reason : new DOMException("The call was aborted.", "AbortError");
  }

  // execute resolves when the runtime answers, which for a call that waits
  // for the person is when they submit or reset the form, or waitMs ends.
  // It rejects only when the agent aborts.
  async function execute(tool, input, ctx) {
    const signal = ctx && ctx.signal;
    const started = performance.now();
    let result;
    let loading = true;
    try {
      if (signal && signal.aborted) throw abortError(signal);
      const rt = await runtime();
      loading = false;
      if (signal && signal.aborted) throw abortError(signal);
      // A tool that a live page's change replaced was listed with the
      // page as it was; the agent must see the new one first.
      const stale = live && !manifest.tools.includes(tool);
      const { form, changed } = stale ? { form: null, changed: "the page's forms changed since this tool was listed" } : find(tool);
      result = await new Promise((resolve, reject) =>
        rt.call(tool.name, argumentsJSON(input), form, { testHooks, signal, formChanged: changed || "", fill, describe, editable, valid, values }, resolve, reject),
      );
      if (!result || typeof result !== "object") throw new Error("the runtime gave no result");
    } catch (e) {
      if (signal && signal.aborted) {
        record(tool, input, null, performance.now() - started);
        throw abortError(signal);
      }
      // Chromium turns a rejection into a bare UnknownError (BROWSER.md), so
      // a failure of the runtime itself still resolves, as INTERNAL.
      result = internalResult(tool, loading ? e : null);
    }
    record(tool, input, result, performance.now() - started);
    return result;
  }

  // loadError is why the runtime could not be loaded (a URL, an HTTP
  // status: the loader's own words), null when the call itself failed. A
  // failure of the call may be an exception of the page's, whose message
  // may quote a value: then only the tool and the code are written.
  function internalResult(tool, loadError) {
    console.error(
      "formtool: " + tool.name + ": INTERNAL: " +
        (loadError ? "the runtime could not be loaded: " + (loadError.message || loadError) : "the runtime did not answer"),
    );
    const env = {
      status: "failed",
      ok: false,
      fields: {},
      requiresUser: (tool.requiresUser || []).map((u) => ({ key: u.key, label: u.label })),
      error: { code: "INTERNAL", message: "the form runtime is not available; nothing was filled" },
      nextStep: "Try again once; if it fails again, ask the person to fill the form.",
      operationId: "",
      formVersion: "",
      policy: tool.policy || "",
      warnings: [],
    };
    return { content: [{ type: "text", text: JSON.stringify(env) }], structuredContent: env, isError: true };
  }

  // record writes one log record per call: argument keys, never values.
  // result is null for a call the agent aborted.
  function record(tool, input, result, ms) {
    const env = result ? result.structuredContent || {} : { status: "aborted", error: { code: "CANCELLED" } };
    stats.calls++;
    if (env.status in stats) stats[env.status]++;
    const rec = {
      tool: tool.name,
      operationId: env.operationId || "",
      status: env.status || "",
      code: env.error ? env.error.code : "",
      field: (env.error && env.error.field) || "",
      policy: env.policy || tool.policy || "",
      latencyMs: Math.round(ms * 100) / 100,
      argumentKeys: input && typeof input === "object" && !Array.isArray(input) ? Object.keys(input).sort() : [],
    };
    if (debug) console.info("formtool " + JSON.stringify(rec));
    if (typeof window.formtoolSink === "function") {
      try {
        window.formtoolSink(rec);
      } catch (e) {
        console.error("formtool: formtoolSink threw on a record of " + rec.tool + " (" + (rec.code || rec.status) + ")");
      }
    }
  }

  start().catch(fail);
})();
