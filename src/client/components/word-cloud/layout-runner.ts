import type { LayoutRequest, LayoutResponse } from "./layout-protocol.js";

export type LayoutRunner = { run: (request: LayoutRequest) => void; stop: () => void };

/**
 * Runs layouts in a Web Worker when the browser has OffscreenCanvas; otherwise (or if the worker fails to start)
 * the same code runs on the main thread, so an older browser still gets a cloud.
 */
export function createLayoutRunner(onResult: (response: LayoutResponse) => void): LayoutRunner {
  let stopped = false;
  let lastRequest: LayoutRequest | null = null;
  let fallback = false;

  const runOnMainThread = (request: LayoutRequest) => {
    void import("./place-words.js").then(async ({ placeWords }) => {
      const response = await placeWords(request, () => document.createElement("canvas"));
      if (!stopped) onResult(response);
    });
  };

  let worker: Worker | null = null;
  if (typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined") {
    try {
      worker = new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" });
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
    } catch {
      worker = null;
    }
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
