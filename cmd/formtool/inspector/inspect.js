// formtool serve -inspect: what ?formtool=inspect adds to a page.
//
// The server classified the page as formtool report does and put the
// result in <script id="formtool-inspect" type="application/json">: for
// each field, the document-order indexes of its controls among the page's
// input, select and textarea elements, its class, the rule and the
// evidence. This script outlines each control in its class's style
// (inspect.css) and sets a badge beside it that says the class in words,
// with the rule and the evidence in its tooltip.
//
// It changes as little of the page as it can, because the live runtime
// compiles the page it finds: a control gets only the inert attribute
// data-formtool-inspect (never a title, which the classifier reads as
// evidence), and the badges live in a shadow root hung on <html>, outside
// <body>, where no text of theirs reaches a form, a label or the analyzer.
(() => {
  "use strict";
  const data = document.getElementById("formtool-inspect");
  if (!data) return;
  let info;
  try {
    info = JSON.parse(data.textContent);
  } catch (e) {
    console.error("formtool inspect: the inspector's data is not JSON");
    return;
  }
  const WORD = { allow: "ALLOW", redact: "REDACT", block: "BLOCK", hidden: "HIDDEN", ignored: "IGNORED" };
  const word = (c) => WORD[c] || String(c).toUpperCase();
  const controls = document.querySelectorAll("input, select, textarea");

  const host = document.createElement("div");
  host.id = "formtool-inspector";
  const root = host.attachShadow({ mode: "open" });
  const sheet = document.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = "/_formtool/inspect.css";
  const layer = document.createElement("div");
  layer.className = "layer";
  root.append(sheet, layer);

  // tip is the badge's tooltip: the class, the field, and why.
  const tip = (f) => {
    const lines = [word(f.class) + ": " + (f.label ? f.label + " (" + f.name + ")" : f.name)];
    if (f.rule) lines.push("rule: " + f.rule);
    if (f.evidence) lines.push("evidence: " + f.evidence);
    if (f.agent) lines.push("agent: " + f.agent);
    if (f.override || f.note) lines.push("override: " + [f.override, f.note].filter(Boolean).join(" "));
    if (f.tool) lines.push("tool: " + f.tool);
    return lines.join("\n");
  };

  // locate finds a field's controls by their place among the page's
  // controls, as the file has them, and checks them by name and id; where
  // the page differs from the file, by id, else by name.
  const matches = (f) => (el) => (f.controlName ? el.getAttribute("name") === f.controlName : !f.controlId || el.id === f.controlId);
  const locate = (f) => {
    const byPlace = f.elements.map((i) => controls[i]).filter(Boolean);
    if (byPlace.length === f.elements.length && byPlace.every(matches(f))) return byPlace;
    const byID = f.controlId ? document.getElementById(f.controlId) : null;
    if (byID && byID.matches("input, select, textarea")) return [byID];
    if (!f.controlName) return [];
    const named = [...document.getElementsByName(f.controlName)].filter((el) => el.matches("input, select, textarea"));
    // Only where the name is the one form's: never another form's control.
    return named.every((el) => el.form === named[0].form) ? named : [];
  };

  const marks = [];
  const counts = {};
  let missing = 0;
  for (const f of info.fields) {
    const els = locate(f);
    if (els.length === 0) {
      missing++;
      continue;
    }
    counts[f.class] = (counts[f.class] || 0) + 1;
    for (const el of els) el.setAttribute("data-formtool-inspect", f.class);
    const badge = document.createElement("span");
    badge.className = "badge";
    badge.dataset.class = f.class;
    badge.dataset.field = f.name;
    badge.textContent = word(f.class);
    badge.title = tip(f);
    layer.append(badge);
    marks.push({ els, badge });
  }

  const panel = document.createElement("div");
  panel.className = "panel";
  panel.setAttribute("role", "status");
  const head = document.createElement("p");
  head.className = "head";
  const title = document.createElement("strong");
  title.textContent = "formtool inspect";
  head.append(title, info.page + ":");
  for (const c of ["allow", "redact", "block", "hidden", "ignored"]) {
    if (!counts[c]) continue;
    const b = document.createElement("span");
    b.className = "badge";
    b.dataset.class = c;
    b.textContent = counts[c] + " " + word(c);
    head.append(b);
  }
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.textContent = "Hide";
  toggle.addEventListener("click", () => {
    const off = layer.hidden = !layer.hidden;
    toggle.textContent = off ? "Show" : "Hide";
    for (const m of marks) for (const el of m.els) {
      if (off) el.removeAttribute("data-formtool-inspect");
      else el.setAttribute("data-formtool-inspect", m.badge.dataset.class);
    }
  });
  head.append(toggle);
  panel.append(head);
  const help = document.createElement("p");
  help.textContent = info.fields.length === 0 ? "This page has no fields." : "Hover a badge for the rule and the evidence that decided it.";
  panel.append(help);
  for (const text of [info.error, missing ? missing + " field(s) of the file are not on the live page." : ""]) {
    if (!text) continue;
    const p = document.createElement("p");
    p.className = "warn";
    p.textContent = text;
    panel.append(p);
  }
  root.append(panel);

  // place sets each badge beside its field's last visible control: to
  // its right where the page has room, else on its top edge. A small
  // control (a checkbox, a radio button) gets it after its label when the
  // label is on the same line, else to its left, else above it.
  const place = () => {
    const sx = window.scrollX, sy = window.scrollY;
    const width = document.documentElement.clientWidth;
    for (const m of marks) {
      // A group of radio buttons or checkboxes gets it beside its last
      // member, so that it does not cover the members after the first.
      const el = m.els.findLast((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 || r.height > 0;
      });
      m.badge.hidden = !el;
      if (!el) continue;
      const r = el.getBoundingClientRect();
      const bw = m.badge.offsetWidth, bh = m.badge.offsetHeight;
      let left, top;
      if (r.width < 40) {
        // A label on the same line, as a checkbox's usually is.
        const lr = el.labels && el.labels[0] ? el.labels[0].getBoundingClientRect() : null;
        const sameLine = lr && lr.width > 0 && lr.left >= r.right - 1 && lr.top < r.bottom && lr.bottom > r.top;
        if (sameLine && lr.right + 8 + bw <= width) {
          left = lr.right + 8;
          top = r.top + (r.height - bh) / 2;
        } else if (r.left - bw - 8 >= 0) {
          left = r.left - bw - 8;
          top = r.top + (r.height - bh) / 2;
        } else {
          left = r.left;
          top = r.top - bh - 4;
        }
      } else if (r.right + 8 + bw <= width) {
        left = r.right + 8;
        top = r.top + (r.height - bh) / 2;
      } else {
        left = r.right - bw;
        top = r.top - bh / 2 - 2;
      }
      m.badge.style.left = Math.max(0, left + sx) + "px";
      m.badge.style.top = Math.max(0, top + sy) + "px";
    }
  };
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      place();
    });
  };
  document.documentElement.append(host);
  place();
  sheet.addEventListener("load", schedule);
  window.addEventListener("load", schedule);
  window.addEventListener("resize", schedule);
  if (typeof ResizeObserver === "function") new ResizeObserver(schedule).observe(document.body || document.documentElement);
})();
