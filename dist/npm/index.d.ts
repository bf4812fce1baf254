export interface LoadOptions {
  /** URL of the page's manifest (formtool build), relative to the page. Without one the page is analysed in the browser by formtool-live.wasm. */
  manifest?: string;
  /** URL of formtool.wasm; default: this package's. */
  wasm?: string;
  /** URL of formtool-live.wasm; default: this package's. */
  liveWasm?: string;
  /** URL of wasm_exec.js; default: this package's. */
  wasmExec?: string;
  /** Write each call's log record to the console. */
  debug?: boolean;
}

export interface Stats {
  calls: number;
  completed: number;
  awaiting_user: number;
  refused: number;
  failed: number;
  unknown: number;
  aborted: number;
}

/** window.formtool */
export interface Formtool {
  version: string;
  ready: Promise<Formtool>;
  stats: Readonly<Stats>;
  tools(): string[];
  load(): Promise<void>;
}

/** Adds formtool.js to the page, once; resolves when the tools are registered and the runtime is loaded. */
export function load(options?: LoadOptions): Promise<Formtool>;
