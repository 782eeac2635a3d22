import { CloudEngine } from "./cloud-engine.js";
import type { SpriteSource } from "./sprites.js";

/** Letters enough to shape words of every length the warm-up needs. */
const WARM_UP_LETTERS = "ordskyaeiumnltwpcbhfgvjqxz";

/**
 * A small throwaway layout (made-up words, a fresh engine) for a worker to run while it waits for its first
 * request: the first layouts in a fresh thread run their loops (rasterising, collision tests) as cold, unoptimised
 * code, which costs several times the layout itself. `round` varies the words so each round adds new sprites.
 */
export function warmUpEngine(sprites: SpriteSource, font: string, fontWeight: number, round: number, count = 24): void {
  const words = Array.from({ length: count }, (_, index) => {
    const length = 3 + ((index + round) % 9);
    const text = Array.from({ length }, (_, letter) => WARM_UP_LETTERS[(index * 7 + letter * 3 + round) % WARM_UP_LETTERS.length]).join("");
    const size = 24 + Math.round(48 / (1 + index / 3));
    return { key: `warm-up-${index}`, text, size, reserve: size + 8 };
  });
  const engine = new CloudEngine(sprites);
  const request = { id: 0, width: 1600, height: 900, aspect: 16 / 9, font, fontWeight, region: null, origin: { x: 800, y: 450 } };
  engine.layout({ ...request, mode: "full", words: words.slice(0, count / 2) });
  engine.layout({ ...request, mode: "live", words: words.map((word) => ({ ...word, size: word.size + 4 })) });
}
