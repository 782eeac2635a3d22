/**
 * The browser's storage, with memory in its place where the browser refuses it: a page framed by a learning
 * platform or a course page (Safari, Chrome with third-party cookies blocked: any use throws), private modes, a full
 * quota. What could not be stored lives as long as the page, so the page keeps working in every one of them.
 */
export type BrowserStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

function guarded(area: () => Storage): BrowserStore {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        const stored = area().getItem(key);
        if (stored !== null) return stored;
      } catch {
        // Refused: memory answers.
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      try {
        area().setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        area().removeItem(key);
      } catch {
        // Refused: nothing was stored there.
      }
    },
  };
}

/** localStorage: kept on this device. */
export const deviceStore = guarded(() => window.localStorage);
/** sessionStorage: kept for this tab. */
export const tabStore = guarded(() => window.sessionStorage);

/** A JSON value from `store`, or `fallback` when absent or unreadable. */
export function readJson(store: BrowserStore, key: string, fallback: unknown): unknown {
  try {
    return JSON.parse(store.get(key) ?? "null") ?? fallback;
  } catch {
    return fallback;
  }
}
