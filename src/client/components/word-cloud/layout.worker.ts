/// <reference lib="webworker" />
import { CloudEngine } from "./cloud-engine.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT, type LayoutRequest } from "./layout-protocol.js";
import { SpriteSheet } from "./sprites.js";
import { warmUpEngine } from "./warm-up.js";

// Layout runs here so a 100-word cloud never blocks the main thread; OffscreenCanvas measures and rasterises text.
const scope = self as unknown as DedicatedWorkerGlobalScope;
/** One sprite cache for the worker's life, so an update rasterises only new words and sizes. */
const sheet = new SpriteSheet(() => new OffscreenCanvas(1, 1));
/** The cloud's layout, kept between requests: placed words stay where they are. */
const engine = new CloudEngine(sheet);
/** Warm-up rounds (about 24 words each) before the first request; enough for V8 to optimise the hot loops. */
const WARM_UP_ROUNDS = 6;
let requested = false;

scope.onmessage = (event: MessageEvent<LayoutRequest>) => {
  requested = true;
  scope.postMessage(engine.layout(event.data));
};

/**
 * The worker starts with the page, before the page has its words (see layout-runner.ts). Until the first request
 * arrives it loads the font and runs small layouts on a throwaway engine, one per task, so that a request waits for
 * at most one round and then meets warm code; once a request has come, warming up stops.
 */
async function warmUp(): Promise<void> {
  sheet.warmUp(CLOUD_FONT, CLOUD_FONT_WEIGHT);
  for (let round = 0; round < WARM_UP_ROUNDS && !requested; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (requested) break;
    warmUpEngine(sheet, CLOUD_FONT, CLOUD_FONT_WEIGHT, round);
  }
}
void warmUp().catch(() => undefined);
