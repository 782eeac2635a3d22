import type { CloudEngine } from "./cloud-engine.js";
import type { LayoutRequest, LayoutResponse } from "./layout-protocol.js";
import type { SpriteSheet } from "./sprites.js";

export type LayoutRunner = { run: (request: LayoutRequest) => void; stop: () => void };

const canUseWorker = typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined";

function startWorker(): Worker | null {
  try {
    return new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
}

/**
 * A worker started when this module loads, i.e. with the page that shows a cloud and before that page has fetched
 * its words: its start-up and font loading overlap the fetch instead of delaying the first layout.
 */
let spare: Worker | null = canUseWorker ? startWorker() : null;
if (spare) {
  // A spare that fails before anyone takes it is dropped; the runner then starts (or falls back) on its own.
  spare.onerror = () => {
    spare?.terminate();
    spare = null;
  };
}
/** The main-thread fallback's sprite cache. */
let mainThreadSheet: SpriteSheet | null = null;

/**
 * Runs layouts in a Web Worker when the browser has OffscreenCanvas; otherwise (or if the worker fails to start)
 * the same code runs on the main thread, so an older browser still gets a cloud.
 */
export function createLayoutRunner(onResult: (response: LayoutResponse) => void): LayoutRunner {
  let stopped = false;
  let lastRequest: LayoutRequest | null = null;
  let fallback = false;

  /** The fallback's own engine (the worker's state is lost with the worker): its first request must be a full one. */
  let engine: CloudEngine | null = null;
  const runOnMainThread = (request: LayoutRequest) => {
    void Promise.all([import("./cloud-engine.js"), import("./sprites.js")]).then(([{ CloudEngine }, { SpriteSheet }]) => {
      mainThreadSheet ??= new SpriteSheet(() => document.createElement("canvas"));
      engine ??= new CloudEngine(mainThreadSheet);
      const response = engine.layout(request);
      if (!stopped) onResult(response);
    });
  };

  let worker: Worker | null = null;
  if (canUseWorker) {
    worker = spare ?? startWorker();
    spare = null;
  }
  if (worker) {
    worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
      if (!stopped) onResult(event.data);
    };
    worker.onerror = (event) => {
      console.warn("Word cloud worker failed; laying out on the main thread", event.message);
      worker?.terminate();
      worker = null;
      fallback = true;
      if (lastRequest) runOnMainThread(lastRequest);
    };
  }
  if (!worker) fallback = true;

  return {
    run: (request) => {
      lastRequest = request;
      if (fallback || !worker) runOnMainThread(request);
      else worker.postMessage(request);
    },
    stop: () => {
      stopped = true;
      worker?.terminate();
    },
  };
}
