import { useCallback, useEffect, useRef, useState } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { packRegion, planeFor, sizeWords, type SizedWord } from "./cloud-sizing.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT, type LayoutResponse, type PlacedWord } from "./layout-protocol.js";
import { createLayoutRunner } from "./layout-runner.js";
import { layoutFlaw, RepackRule } from "./repack-rule.js";
import { MIN_SCREEN_FONT, ONCE_SIZE } from "./size-scale.js";
import { fitView, nextView, shouldSettle, visibleRegion, type Stage, type View } from "./view-fit.js";

/** At most four visual updates per second, however fast snapshots arrive. */
export const MIN_UPDATE_INTERVAL_MS = 250;
/** Stagger between words that appear together (spec: 100 ms), capped so a 100-word first paint is not a 10 s show. */
const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 12;
const COLOR_COUNT = 6;
/** The largest a cloud's smallest word can be, in words given once (a cloud of single answers, the ratio cap). */
const SMALLEST_SPREAD = 5;
/** After this long without a new answer the camera may make one calm move: the top word back near the centre, the cloud as large as it fits. */
export const SETTLE_AFTER_MS = 3_000;

/** One word as drawn: its layout spot and size, its count and its colour slot (0-5, kept for the word's life). */
export type Placement = PlacedWord & { text: string; frequency: number; color: number };

export type CloudLayout = {
  placements: Placement[];
  view: View | null;
  /** Fade-in delay per word, fixed when the word first appears. */
  delays: Map<string, number>;
  layoutMs: number | null;
  layoutCount: number;
  /** Full re-packs after the first layout (stage resized, Rearrange, or the slow rule). */
  repackCount: number;
  /** Words in the data, of which `placements.length` found room. */
  total: number;
};

type FullReason = "first" | "stage" | "rearrange" | "quality";
const EMPTY: CloudLayout = { placements: [], view: null, delays: new Map(), layoutMs: null, layoutCount: 0, repackCount: 0, total: 0 };

/**
 * Lays words out off the main thread and keeps them still: placed words never move while the cloud updates live;
 * everything is packed afresh only on the first layout, when the stage changes size, when `rearrange` is called, or
 * when the slow rule (repack-rule.ts) finds the layout poor in a quiet moment.
 */
export function useCloudLayout(words: Word[], stage: Stage | null, bold: boolean, minFont = MIN_SCREEN_FONT): { layout: CloudLayout; rearrange: () => void } {
  const [layout, setLayout] = useState<CloudLayout>(EMPTY);
  // A word given once is ONCE_SIZE plane units and no word is smaller: at this zoom it is drawn at minFont.
  const minZoom = minFont / ONCE_SIZE;
  const latest = useRef({ words, stage, bold, minZoom });
  latest.current = { words, stage, bold, minZoom };
  const control = useRef({ pump: () => undefined as void, rearrange: () => undefined as void });

  useEffect(() => {
    let placed: Placement[] = [];
    let view: View | null = null;
    let stageUsed: Stage | null = null;
    let minZoomUsed: number | null = null;
    let lastAnswerAt = -Infinity;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let delaysShown = new Map<string, number>();
    let lastMs: number | null = null;
    let fullReason: FullReason | null = "first";
    let pending: { id: number; sized: SizedWord[]; stage: Stage; minZoom: number; plane: { width: number; height: number }; reason: FullReason | null } | null = null;
    let busy = false;
    let dirty = true;
    let lastSent = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let qualityTimer: ReturnType<typeof setTimeout> | undefined;
    let requestId = 0;
    let layoutCount = 0;
    let repackCount = 0;
    let delays = new Map<string, number>();
    /** Order in which words first appeared: it picks their colour and their place in the page. */
    const firstSeen = new Map<string, number>();
    /** The largest size each word has had since the last full pack: strong words keep that room (cloud-sizing.ts). */
    const largest = new Map<string, number>();
    let answersSeen = 0;
    const rule = new RepackRule();

    const scheduleQuality = () => {
      clearTimeout(qualityTimer);
      const due = rule.dueAt();
      if (due === null) return;
      qualityTimer = setTimeout(() => {
        if ((rule.dueAt() ?? Infinity) > performance.now() + 1) return scheduleQuality();
        fullReason ??= "quality";
        dirty = true;
        pump();
      }, Math.max(0, due - performance.now()));
    };

    const receive = (response: LayoutResponse) => {
      if (!pending || response.id !== pending.id) return;
      const { sized, stage: used, minZoom: zoomFloor, plane, reason } = pending;
      pending = null;
      busy = false;
      const byKey = new Map(sized.map((word) => [word.key, word]));
      placed = response.placed
        .map((spot) => {
          const word = byKey.get(spot.key)!;
          let order = firstSeen.get(spot.key);
          if (order === undefined) {
            order = firstSeen.size;
            firstSeen.set(spot.key, order);
          }
          return { ...spot, text: word.text, frequency: word.frequency, color: order % COLOR_COUNT };
        })
        // Drawn in order of first appearance: a word whose element moved in the page would play its fade-in again.
        .sort((a, b) => firstSeen.get(a.key)! - firstSeen.get(b.key)!);
      const full = response.mode === "full";
      if (full) largest.clear();
      for (const word of sized) largest.set(word.key, Math.max(largest.get(word.key) ?? 0, word.size));
      const centre = { x: plane.width / 2, y: plane.height / 2 };
      const fit = { minZoom: zoomFloor, top: placed.find((word) => word.key === sized[0]?.key) ?? null };
      view = full || !view ? fitView(placed, used, centre, fit) : nextView(view, placed, used, fit);
      const now = performance.now();
      if (full) {
        stageUsed = used;
        minZoomUsed = latest.current.minZoom;
        if (reason !== "first" && layoutCount > 0) repackCount += 1;
        rule.noteFullLayout(now);
      }
      delays = nextDelays(delays, placed);
      layoutCount += 1;
      const dropped = response.dropped.map((key) => byKey.get(key)?.frequency ?? 0);
      const wanted = new Map(sized.map((word) => [word.key, word.size]));
      rule.noteQuality(layoutFlaw(placed, wanted, dropped, view, used) !== null, now);
      scheduleQuality();
      setLayout({ placements: placed, view, delays, layoutMs: response.ms, layoutCount, repackCount, total: sized.length });
      delaysShown = delays;
      lastMs = response.ms;
      scheduleSettle(used, centre, fit);
      pump();
    };

    // Once the room is quiet, one calm camera move brings the top word near the centre and the cloud to its size.
    const scheduleSettle = (used: Stage, centre: { x: number; y: number }, fit: Parameters<typeof fitView>[3]) => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(
        () => {
          if (!view || busy || placed.length === 0) return;
          const settled = fitView(placed, used, centre, fit);
          if (!shouldSettle(view, settled, placed, used, fit?.top ?? null)) return;
          view = settled;
          setLayout({ placements: placed, view, delays: delaysShown, layoutMs: lastMs, layoutCount, repackCount, total: pending?.sized.length ?? placed.length });
        },
        Math.max(0, lastAnswerAt + SETTLE_AFTER_MS - performance.now()),
      );
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
      const { words: current, stage: size, bold: isBold, minZoom: onceZoom } = latest.current;
      if (!size || size.width < 20 || size.height < 20) return;
      dirty = false;
      lastSent = performance.now();
      const stageChanged = stageUsed !== null && (stageUsed.width !== size.width || stageUsed.height !== size.height || minZoomUsed !== onceZoom);
      const reason = fullReason ?? (stageChanged || !view ? "stage" : null);
      const sized = sizeWords(current, isBold, reason ? current.length : placed.length, reason ? new Map() : largest, planeFor(size, onceZoom).width);
      // Any new answer (a new word or one more of a known word) keeps the room busy: no re-pack while the cloud is changing.
      const answers = sized.reduce((sum, word) => sum + word.frequency, 0);
      if (answers !== answersSeen) {
        lastAnswerAt = lastSent;
        if (layoutCount > 0) rule.noteNewWord(lastSent);
        answersSeen = answers;
      }
      if (sized.length === 0) {
        placed = [];
        view = null;
        fullReason = "first";
        setLayout((previous) => ({ ...previous, placements: [], view: null, total: 0 }));
        return;
      }
      fullReason = null;
      // The plane holds what the stage shows when even the smallest word is at its largest (a cloud of single
      // answers); the limit is what it shows at the zoom that draws this update's smallest word at the minimum size.
      const plane = planeFor(size, onceZoom / SMALLEST_SPREAD);
      const zoomFloor = (onceZoom * ONCE_SIZE) / Math.min(...sized.map((word) => word.size));
      const limit = { x0: plane.width / 2 - size.width / zoomFloor / 2, x1: plane.width / 2 + size.width / zoomFloor / 2, y0: plane.height / 2 - size.height / zoomFloor / 2, y1: plane.height / 2 + size.height / zoomFloor / 2 };
      busy = true;
      requestId += 1;
      pending = { id: requestId, sized, stage: size, minZoom: zoomFloor, plane, reason };
      runner.run({
        id: requestId,
        mode: reason ? "full" : "live",
        width: plane.width,
        height: plane.height,
        aspect: size.width / size.height,
        font: CLOUD_FONT,
        fontWeight: CLOUD_FONT_WEIGHT,
        words: sized.map(({ key, text, size: wordSize, reserve }) => ({ key, text, size: wordSize, reserve })),
        region: reason || !view ? packRegion(sized, size, plane) : visibleRegion(view, size),
        origin: reason || !view ? { x: plane.width / 2, y: plane.height / 2 } : { x: view.cx, y: view.cy },
        limit,
      });
    };

    control.current = {
      pump: () => {
        dirty = true;
        pump();
      },
      rearrange: () => {
        fullReason = "rearrange";
        dirty = true;
        lastSent = -Infinity;
        clearTimeout(timer);
        timer = undefined;
        pump();
      },
    };
    pump();
    return () => {
      clearTimeout(timer);
      clearTimeout(qualityTimer);
      clearTimeout(settleTimer);
      runner.stop();
      control.current = { pump: () => undefined, rearrange: () => undefined };
    };
  }, []);

  useEffect(() => control.current.pump(), [words, stage, bold, minZoom]);
  const rearrange = useCallback(() => control.current.rearrange(), []);
  return { layout, rearrange };
}

/** Words keep the delay they first appeared with; words new in this update are staggered from 0. */
function nextDelays(old: Map<string, number>, placements: Placement[]): Map<string, number> {
  const delays = new Map<string, number>();
  let step = 0;
  for (const placement of placements) {
    const kept = old.get(placement.key);
    delays.set(placement.key, kept ?? Math.min(step++, MAX_STAGGER_STEPS) * STAGGER_MS);
  }
  return delays;
}
