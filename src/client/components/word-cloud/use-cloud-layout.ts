import { useEffect, useRef, useState } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT, type LayoutResponse } from "./layout-protocol.js";
import { createLayoutRunner } from "./layout-runner.js";
import { applyLayoutResult, planLayout, type LayoutPlan, type LayoutState, type Placement } from "./stable-layout.js";
import { fitView, visibleRegion, type ViewFit } from "./view-fit.js";

/** At most four visual updates per second, however fast snapshots arrive. */
export const MIN_UPDATE_INTERVAL_MS = 250;
/** Stagger between words that appear together (spec: 100 ms), capped so a 100-word first paint is not a 10 s show. */
const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 12;

export type CloudView = {
  placements: Placement[];
  /** Fade-in delay per word, fixed when the word first appears. */
  delays: Map<string, number>;
  fit: ViewFit | null;
  layoutMs: number | null;
  layoutCount: number;
};

/** Lays words out off the main thread, keeping placed words still and throttling visual updates. */
export function useCloudLayout(words: Word[], width: number, height: number): CloudView {
  const [view, setView] = useState<CloudView>({ placements: [], delays: new Map(), fit: null, layoutMs: null, layoutCount: 0 });
  const latest = useRef({ words, width, height });
  latest.current = { words, width, height };
  const pumpRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let state: LayoutState | null = null;
    let pending: { id: number; plan: LayoutPlan; width: number; height: number } | null = null;
    let busy = false;
    let dirty = true;
    let forceFull = false;
    let shrink = false;
    let lastSent = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let requestId = 0;
    let layoutCount = 0;
    let delays = new Map<string, number>();
    let fit: ViewFit | null = null;
    let shown: Placement[] = [];

    const receive = (response: LayoutResponse) => {
      if (!pending || response.id !== pending.id) return;
      const { plan, width: w, height: h } = pending;
      pending = null;
      busy = false;
      const previous = state;
      const { state: next, retry } = applyLayoutResult(previous, plan, response, w, h);
      if (retry) {
        // Some word found no room: lay everything out again at once (nothing was shown for this round).
        forceFull = true;
        shrink = retry === "shrink";
        if (shrink) state = next;
        dirty = true;
        lastSent = -Infinity;
      } else {
        state = next;
        delays = nextDelays(delays, shown, next.placements);
        shown = next.placements;
        fit = fitView(next.placements, w, h, plan.full ? null : fit);
        layoutCount += 1;
        setView({ placements: next.placements, delays, fit, layoutMs: response.ms, layoutCount });
      }
      pump();
    };

    const runner = createLayoutRunner(receive);

    const pump = () => {
      if (busy || !dirty) return;
      const wait = lastSent + MIN_UPDATE_INTERVAL_MS - performance.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          pump();
        }, wait);
        return;
      }
      dirty = false;
      lastSent = performance.now();
      const { words: current, width: w, height: h } = latest.current;
      const plan = planLayout(state, current, w, h, forceFull, shrink);
      forceFull = false;
      shrink = false;
      busy = true;
      requestId += 1;
      pending = { id: requestId, plan, width: w, height: h };
      const region = !plan.full && fit ? visibleRegion(fit, w, h) : undefined;
      runner.run({ id: requestId, width: w, height: h, font: CLOUD_FONT, fontWeight: CLOUD_FONT_WEIGHT, words: plan.words, region });
    };

    pumpRef.current = () => {
      dirty = true;
      pump();
    };
    pump();
    return () => {
      if (timer) clearTimeout(timer);
      runner.stop();
      pumpRef.current = () => undefined;
    };
  }, []);

  useEffect(() => pumpRef.current(), [words, width, height]);

  return view;
}

function nextDelays(old: Map<string, number>, before: Placement[], after: Placement[]): Map<string, number> {
  const seen = new Set(before.map((placement) => placement.key));
  const delays = new Map<string, number>();
  let step = 0;
  for (const placement of after) {
    const kept = old.get(placement.key);
    if (seen.has(placement.key) && kept !== undefined) delays.set(placement.key, kept);
    else delays.set(placement.key, Math.min(step++, MAX_STAGGER_STEPS) * STAGGER_MS);
  }
  return delays;
}
