/**
 * Runs inside the presentation page before its own scripts (page.addInitScript): timestamps cloud messages on the
 * WebSocket, records long tasks, and on every layout commit of the word cloud (its data-layout-count changes) notes
 * the worker's layout time and how many words moved more than 10 CSS px on screen since the previous layout.
 * Positions are the words' target positions (their transforms), not mid-transition ones.
 *
 * The probe must not force a synchronous style and layout pass (getBoundingClientRect and the like) in the task
 * that commits a layout: that would fold the next frame's rendering work into the commit's task and make it look
 * like one long task. It reads only inline styles: the words' transforms (plane units) and the view's (plane to
 * stage px).
 *
 * For the live scenario it also keeps, per word, its plane position when first drawn (reset by a full re-pack, which
 * the cloud counts in data-repack-count) and the largest on-screen distance it has since moved from it, how often
 * each word's fade-in played, and message → pixels: from a cloud message to the first frame painted after the
 * layout it led to (a timer queued from requestAnimationFrame runs once that frame is out), and the words that left
 * the drawn cloud in a live update (issue 47: a drawn word stays until the answers pause).
 */
export function installPageProbe(): void {
  type Layout = { t: number; layoutMs: number; words: number; moved: number; compared: number; messageToDomMs: number | null };
  const bench = {
    messages: 0,
    longTasks: [] as number[],
    layouts: [] as Layout[],
    pendingSince: null as number | null,
    lastPositions: null as Map<string, [number, number]> | null,
    fades: {} as Record<string, number>,
    firstPlane: new Map<string, [number, number]>(),
    /** Largest on-screen distance (CSS px) each word moved from where it was first drawn, outside re-packs. */
    drift: {} as Record<string, number>,
    repacksSeen: 0,
    /** When each full re-pack was drawn (ms since navigation). */
    repackTimes: [] as number[],
    messageToPixels: [] as number[],
    /** Words that left the drawn cloud in a live update (not a full re-pack), in the order they left. */
    vanished: [] as string[],
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;

  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener("message", (event: MessageEvent) => {
        if (typeof event.data === "string" && event.data.includes('"type":"word-cloud-')) {
          bench.messages += 1;
          bench.pendingSince ??= performance.now();
        }
      });
    }
  };

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // no long-task timing in this browser
  }

  const translate = /translate\(\s*(-?[\d.e+-]+)px\s*,\s*(-?[\d.e+-]+)px\s*\)/;
  /** Target positions on the stage (CSS px): each word's plane position through the view's transform. */
  const positions = (cloud: Element): Map<string, [number, number]> => {
    const result = new Map<string, [number, number]>();
    const view = cloud.querySelector<HTMLElement>(".word-cloud__view");
    if (!view) return result;
    const matrix = new DOMMatrix(view.style.transform || "none");
    for (const text of cloud.querySelectorAll<HTMLElement>(".word-cloud__word")) {
      const match = translate.exec(text.style.transform);
      if (!match) continue;
      const point = matrix.transformPoint(new DOMPoint(Number(match[1]), Number(match[2])));
      result.set(text.dataset.word ?? text.textContent ?? "", [point.x, point.y]);
    }
    return result;
  };

  document.addEventListener("animationstart", (event) => {
    const word = event.target instanceof HTMLElement ? event.target.dataset.word : undefined;
    if (event.animationName === "word-cloud-in" && word) bench.fades[word] = (bench.fades[word] ?? 0) + 1;
  });

  const trackDrift = (cloud: HTMLElement) => {
    const repacks = Number(cloud.dataset.repackCount ?? 0);
    if (repacks !== bench.repacksSeen) {
      bench.repacksSeen = repacks;
      bench.repackTimes.push(performance.now());
      bench.firstPlane.clear();
    }
    const zoom = Number(cloud.dataset.zoom) || 1;
    for (const node of cloud.querySelectorAll<HTMLElement>(".word-cloud__word")) {
      const match = translate.exec(node.style.transform);
      const word = node.dataset.word;
      if (!match || !word) continue;
      const spot: [number, number] = [Number(match[1]), Number(match[2])];
      const first = bench.firstPlane.get(word);
      if (!first) bench.firstPlane.set(word, spot);
      else bench.drift[word] = Math.max(bench.drift[word] ?? 0, Math.hypot(spot[0] - first[0], spot[1] - first[1]) * zoom);
    }
  };

  const onLayout = (cloud: HTMLElement) => {
    const now = performance.now();
    const repacked = Number(cloud.dataset.repackCount ?? 0) !== bench.repacksSeen;
    trackDrift(cloud);
    const since = bench.pendingSince;
    if (since !== null) requestAnimationFrame(() => setTimeout(() => bench.messageToPixels.push(performance.now() - since), 0));
    const current = positions(cloud);
    let moved = 0;
    let compared = 0;
    if (bench.lastPositions) {
      for (const [word, [x, y]] of current) {
        const before = bench.lastPositions.get(word);
        if (!before) continue;
        compared += 1;
        if (Math.hypot(x - before[0], y - before[1]) > 10) moved += 1;
      }
    }
    bench.layouts.push({
      t: now,
      layoutMs: Number(cloud.dataset.layoutMs ?? Number.NaN),
      words: current.size,
      moved,
      compared,
      messageToDomMs: bench.pendingSince === null ? null : now - bench.pendingSince,
    });
    if (bench.lastPositions && !repacked) for (const word of bench.lastPositions.keys()) if (!current.has(word)) bench.vanished.push(word);
    bench.pendingSince = null;
    bench.lastPositions = current;
  };

  new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName === "data-layout-count" && record.target instanceof HTMLElement) onLayout(record.target);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-layout-count"] });
}
