// The playground of formtool serve -inspect: the page chosen is loaded in
// the frame, from this origin, and its tools are listed and called the way
// an agent does, through the browser's own WebMCP agent side:
//
//   document.modelContext         getTools(), executeTool(tool, input)
//                                 (Chromium 156, the MCP-B polyfill)
//   navigator.modelContextTesting listTools(), executeTool(name, json)
//                                 (Chromium 146 to 148, with WebMCPTesting)
//
// Nothing here talks to the runtime directly: what the playground shows is
// what the agent gets. The call log is the runtime's own records, taken
// from the page's window.formtoolSink.
(() => {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const frame = $("frame");
  const pageSel = $("page");
  const inspect = $("inspect");
  const argsBox = $("args");
  const callBtn = $("call");
  const abortBtn = $("abort");
  let loadSeq = 0; // which load of the frame is current
  let agent = null;
  let tools = [];
  let current = null;
  let controller = null;
  let logCount = 0;

  const params = new URLSearchParams(location.search);
  if (params.get("page")) {
    const want = params.get("page");
    if (![...pageSel.options].some((o) => o.value === want)) pageSel.add(new Option(want, want));
    pageSel.value = want;
  }
  else if ([...pageSel.options].some((o) => o.value === "/index.html")) pageSel.value = "/index.html";
  inspect.checked = params.get("inspect") === "1";

  // agentFor is the agent's side of WebMCP in the frame's window. Where
  // document.modelContext is also navigator's (Chromium 150) or is the
  // polyfill, executeTool parses a JSON string; Chromium 156 takes an
  // object, and answers a string either way.
  function agentFor(w) {
    const doc = w.document.modelContext;
    const testing = w.navigator.modelContextTesting;
    const api = doc && typeof doc.getTools === "function" ? "document.modelContext"
      : testing && typeof testing.listTools === "function" ? "navigator.modelContextTesting" : "";
    let asJSON = !!doc && (doc === w.navigator.modelContext || doc.__isWebMCPPolyfill === true);
    const schema = (s) => {
      if (typeof s !== "string") return s;
      try { return JSON.parse(s); } catch (e) { return s; }
    };
    async function list() {
      const raw = api === "document.modelContext" ? await doc.getTools()
        : api === "navigator.modelContextTesting" ? await testing.listTools() : [];
      return [...raw].map((t) => {
        const o = {};
        for (const k in t) if (typeof t[k] !== "function" && t[k] !== w) o[k] = k === "inputSchema" ? schema(t[k]) : t[k];
        return o;
      });
    }
    async function call(name, input, signal) {
      let r;
      if (api === "navigator.modelContextTesting") {
        r = await testing.executeTool(name, JSON.stringify(input), { signal });
      } else if (api === "document.modelContext") {
        const tool = (await doc.getTools()).find((t) => t.name === name);
        if (!tool) throw new Error("the page no longer has a tool " + name);
        if (!asJSON) {
          try {
            r = await doc.executeTool(tool, input, { signal });
          } catch (e) {
            const m = String((e && e.message) || e);
            if (signal.aborted || !/not an object|parse input/i.test(m)) throw e;
            asJSON = true;
          }
        }
        if (asJSON) r = await doc.executeTool(tool, JSON.stringify(input), { signal });
      } else {
        throw new Error("this browser has no WebMCP agent side");
      }
      return typeof r === "string" ? r : JSON.stringify(r);
    }
    const events = [doc, testing].filter((x) => x && typeof x.addEventListener === "function");
    return { api, list, call, events };
  }

  function setAPI(text, error) {
    $("api").textContent = text;
    $("api").dataset.state = error ? "error" : "";
  }

  function pageURL() {
    const u = new URL(pageSel.value, location.href);
    if (inspect.checked) u.searchParams.set("formtool", "inspect");
    return u.pathname + u.search;
  }

  function load() {
    loadSeq++;
    if (controller) controller.abort();
    agent = null;
    tools = [];
    current = null;
    renderTools();
    selectTool(null);
    $("result").hidden = true;
    setAPI("Loading " + pageSel.value + "…");
    const q = new URLSearchParams({ page: pageSel.value });
    if (inspect.checked) q.set("inspect", "1");
    history.replaceState(null, "", "?" + q);
    $("open").href = pageURL();
    frame.src = pageURL();
  }

  frame.addEventListener("load", () => attach(loadSeq));

  async function attach(seq) {
    const w = frame.contentWindow;
    try {
      void w.document.body;
    } catch (e) {
      setAPI("The page is not of this origin; the playground cannot act as its agent.", true);
      return;
    }
    const prev = w.formtoolSink;
    w.formtoolSink = (rec) => {
      addLog(rec);
      if (typeof prev === "function") prev(rec);
    };
    agent = agentFor(w);
    for (let i = 0; i < 300 && !w.formtool; i++) await new Promise((r) => setTimeout(r, 10));
    if (seq !== loadSeq) return;
    let page = "";
    if (!w.formtool) {
      page = "no formtool runtime on the page";
    } else {
      try {
        page = "formtool registers on " + (await w.formtool.ready);
      } catch (e) {
        if (seq !== loadSeq) return;
        setAPI("formtool did not start: " + ((e && e.message) || e), true);
      }
    }
    if (seq !== loadSeq) return;
    if (!agent.api) {
      setAPI("This browser has no WebMCP agent side (document.modelContext.getTools or navigator.modelContextTesting). Start Chromium with --enable-features=WebMCPTesting.", true);
      return;
    }
    if (page) setAPI(page + "; the agent lists and calls through " + agent.api + ".");
    for (const target of agent.events) target.addEventListener("toolchange", () => seq === loadSeq && listTools(seq));
    await listTools(seq);
  }

  async function listTools(seq) {
    let listed;
    try {
      listed = await agent.list();
    } catch (e) {
      setAPI("Listing the tools failed: " + ((e && e.message) || e), true);
      return;
    }
    if (seq !== loadSeq) return;
    tools = listed;
    renderTools();
    const want = (current && current.name) || params.get("tool");
    const again = tools.find((t) => t.name === want) || tools[0] || null;
    if (!current || !again || again.name !== current.name) selectTool(again);
    else current = again;
  }

  function renderTools() {
    const ol = $("tools");
    ol.replaceChildren();
    $("tool-count").textContent = agent ? "(" + tools.length + ")" : "";
    $("no-tools").hidden = !agent || tools.length > 0;
    for (const t of tools) {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.tool = t.name;
      b.setAttribute("aria-pressed", String(!!current && current.name === t.name));
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = t.name;
      b.append(name);
      const a = t.annotations || {};
      for (const [k, label] of [["readOnlyHint", "read-only"], ["consequentialHint", "consequential"], ["untrustedContentHint", "untrusted content"]]) {
        if (a[k] === true) {
          const tag = document.createElement("span");
          tag.className = "tag";
          tag.textContent = label;
          b.append(tag);
        }
      }
      const d = document.createElement("span");
      d.className = "desc";
      d.textContent = t.description || "";
      b.append(d);
      b.addEventListener("click", () => selectTool(t));
      li.append(b);
      ol.append(li);
    }
  }

  // example is an argument object to start from: each property of the
  // schema with its default, or an empty value of its type.
  function example(schema) {
    const out = {};
    const props = (schema && schema.properties) || {};
    for (const [k, p] of Object.entries(props)) {
      if ("default" in p) out[k] = p.default;
      else if (Array.isArray(p.enum) && p.enum.length) out[k] = p.enum[0];
      else if (p.type === "boolean") out[k] = false;
      else if (p.type === "array") out[k] = [];
      else if (p.type === "number" || p.type === "integer") out[k] = p.minimum !== undefined ? p.minimum : 0;
      else out[k] = "";
    }
    return out;
  }

  function selectTool(t) {
    current = t;
    for (const b of $("tools").querySelectorAll("button")) b.setAttribute("aria-pressed", String(!!t && b.dataset.tool === t.name));
    $("tool-name").textContent = t ? t.name : "(choose a tool)";
    $("tool-description").textContent = t ? t.description || "" : "";
    $("schema").textContent = t ? JSON.stringify(t.inputSchema, null, 2) : "";
    argsBox.value = t ? JSON.stringify(example(t.inputSchema), null, 2) : "{}";
    callBtn.disabled = !t;
    $("args-error").hidden = true;
  }

  async function callTool() {
    if (!current || !agent) return;
    const w = frame.contentWindow;
    let input;
    try {
      // Parsed in the page's realm, so the runtime meets an object of its own.
      input = w.JSON.parse(argsBox.value);
    } catch (e) {
      $("args-error").textContent = "The arguments are not JSON: " + e.message;
      $("args-error").hidden = false;
      return;
    }
    $("args-error").hidden = true;
    const seq = loadSeq;
    controller = new w.AbortController();
    callBtn.disabled = true;
    abortBtn.disabled = false;
    showPending();
    try {
      const s = await agent.call(current.name, input, controller.signal);
      if (seq === loadSeq) showResult(s);
    } catch (e) {
      if (seq === loadSeq) showRejected(e);
    } finally {
      if (seq === loadSeq) {
        controller = null;
        callBtn.disabled = !current;
        abortBtn.disabled = true;
      }
    }
  }

  function setStatus(status, text) {
    $("status").dataset.status = status;
    $("status").textContent = text || status;
  }

  function clearResult() {
    $("result").hidden = false;
    for (const id of ["error-code", "is-error", "message", "next-step", "envelope"]) $(id).textContent = "";
    $("fields").hidden = true;
    $("requires-user").hidden = true;
  }

  function showPending() {
    clearResult();
    setStatus("pending", "calling…");
    $("message").textContent = "A tool that waits for the person answers when they send or reset the form in the page, or when its waiting time ends.";
  }

  function showRejected(e) {
    clearResult();
    setStatus("rejected", "rejected");
    $("message").textContent = "executeTool rejected: " + ((e && e.name) || "Error") + ": " + ((e && e.message) || e);
  }

  function showResult(s) {
    clearResult();
    let r;
    try {
      r = JSON.parse(s);
    } catch (e) {
      setStatus("unknown", "not JSON");
      $("envelope").textContent = s;
      return;
    }
    let env = r && r.structuredContent;
    if (!env && r && Array.isArray(r.content) && r.content[0] && typeof r.content[0].text === "string") {
      try { env = JSON.parse(r.content[0].text); } catch (e) { env = null; }
    }
    $("envelope").textContent = JSON.stringify(r, null, 2);
    if (!env || typeof env !== "object") {
      setStatus("unknown", "no envelope");
      return;
    }
    setStatus(env.status || "unknown");
    $("is-error").textContent = "isError: " + (r.isError === true);
    if (env.error) {
      $("error-code").textContent = env.error.code || "";
      $("message").textContent = (env.error.message || "") + (env.error.field ? " (field: " + env.error.field + ")" : "");
    }
    $("next-step").textContent = env.nextStep || "";
    const fields = env.fields && typeof env.fields === "object" ? Object.entries(env.fields) : [];
    const tbody = $("fields").tBodies[0];
    tbody.replaceChildren();
    for (const [k, v] of fields) {
      const tr = tbody.insertRow();
      const key = document.createElement("code");
      key.textContent = k;
      tr.insertCell().append(key);
      const cell = tr.insertCell();
      const val = document.createElement("code");
      val.textContent = JSON.stringify(v);
      cell.append(val);
      if (JSON.stringify(v).includes("\u2022")) {
        const m = document.createElement("span");
        m.className = "masked";
        m.textContent = "masked";
        cell.append(m);
      }
    }
    $("fields").hidden = fields.length === 0;
    const users = Array.isArray(env.requiresUser) ? env.requiresUser : [];
    const ul = $("requires-user").querySelector("ul");
    ul.replaceChildren();
    for (const u of users) {
      const li = document.createElement("li");
      li.textContent = (u.label || "") + " (" + u.key + ")";
      ul.append(li);
    }
    $("requires-user").hidden = users.length === 0;
  }

  function addLog(rec) {
    logCount++;
    $("log-count").textContent = "(" + logCount + ")";
    const log = $("log");
    log.textContent += JSON.stringify(rec) + "\n";
    log.scrollTop = log.scrollHeight;
  }

  pageSel.addEventListener("change", load);
  inspect.addEventListener("change", load);
  $("reload").addEventListener("click", load);
  callBtn.addEventListener("click", callTool);
  abortBtn.addEventListener("click", () => controller && controller.abort());
  if (pageSel.options.length === 0) {
    setAPI("The site has no HTML page.", true);
  } else {
    load();
  }
})();
