/// <reference lib="webworker" />
import type { LayoutRequest } from "./layout-protocol.js";
import { placeWords } from "./place-words.js";

// Layout runs here so a 100-word cloud never blocks the main thread; OffscreenCanvas measures and rasterises text.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const response = await placeWords(event.data, () => new OffscreenCanvas(1, 1));
  scope.postMessage(response);
};
