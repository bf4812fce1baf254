// @formtool/runtime as an ES module. load() adds formtool.js to the page
// with a script tag, as a page author would, and points it at this
// package's runtime files; from then on it is formtool.js, as documented in
// formtool's docs/runtime.md. Bundlers that follow
// new URL("...", import.meta.url) (Vite, webpack 5, Parcel) copy the four
// files into the build.

const OPTIONS = {
  manifest: "data-manifest",
  wasm: "data-wasm",
  liveWasm: "data-live-wasm",
  wasmExec: "data-wasm-exec",
  debug: "data-debug",
};

let loading = null;

// load starts formtool on the page, once: later calls return the first
// call's promise. It resolves to window.formtool once the tools are
// registered and the runtime is loaded, and rejects on a start-up error.
export function load(options = {}) {
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(OPTIONS, key)) {
      throw new TypeError(`formtool: unknown option ${key}; known: ${Object.keys(OPTIONS).join(", ")}`);
    }
  }
  if (loading) return loading;
  const script = document.createElement("script");
  script.src = new URL("./formtool.js", import.meta.url).href;
  const attrs = {
    manifest: options.manifest,
    wasm: options.wasm || new URL("./formtool.wasm", import.meta.url).href,
    liveWasm: options.liveWasm || new URL("./formtool-live.wasm", import.meta.url).href,
    wasmExec: options.wasmExec || new URL("./wasm_exec.js", import.meta.url).href,
  };
  for (const [key, value] of Object.entries(attrs)) {
    if (value) script.setAttribute(OPTIONS[key], String(value));
  }
  if (options.debug) script.setAttribute(OPTIONS.debug, "");
  loading = new Promise((resolve, reject) => {
    script.onload = () => resolve(window.formtool.ready);
    script.onerror = () => {
      loading = null;
      reject(new Error(`formtool: could not load ${script.src}`));
    };
  });
  document.head.appendChild(script);
  return loading;
}
