import { useCallback, useEffect, useRef, useState } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { packRegion, planeFor, sizeWords, type SizedWord } from "./cloud-sizing.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT, type LayoutResponse, type PlacedWord } from "./layout-protocol.js";
import { createLayoutRunner } from "./layout-runner.js";
import { layoutFlaw, RepackRule } from "./repack-rule.js";
import { fitView, nextView, visibleRegion, type Stage, type View } from "./view-fit.js";

/** At most four visual updates per second, however fast snapshots arrive. */
export const MIN_UPDATE_INTERVAL_MS = 250;
/** Stagger between words that appear together (spec: 100 ms), capped so a 100-word first paint is not a 10 s show. */
const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 12;
const COLOR_COUNT = 6;

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
export function useCloudLayout(words: Word[], stage: Stage | null, bold: boolean): { layout: CloudLayout; rearrange: () => void } {
  const [layout, setLayout] = useState<CloudLayout>(EMPTY);
  const latest = useRef({ words, stage, bold });
  latest.current = { words, stage, bold };
  const control = useRef({ pump: () => undefined as void, rearrange: () => undefined as void });

  useEffect(() => {
    let placed: Placement[] = [];
    let view: View | null = null;
    let stageUsed: Stage | null = null;
    let fullReason: FullReason | null = "first";
    let pending: { id: number; sized: SizedWord[]; stage: Stage; reason: FullReason | null } | null = null;
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
      const { sized, stage: used, reason } = pending;
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
      const centre = { x: planeFor(used).width / 2, y: planeFor(used).height / 2 };
      view = full || !view ? fitView(placed, used, centre) : nextView(view, placed, used);
      const now = performance.now();
      if (full) {
        stageUsed = used;
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
      const { words: current, stage: size, bold: isBold } = latest.current;
      if (!size || size.width < 20 || size.height < 20) return;
      dirty = false;
      lastSent = performance.now();
      const stageChanged = stageUsed !== null && (stageUsed.width !== size.width || stageUsed.height !== size.height);
      const reason = fullReason ?? (stageChanged || !view ? "stage" : null);
      const sized = sizeWords(current, isBold, reason ? current.length : placed.length, reason ? new Map() : largest, planeFor(size).width);
      // Any new answer (a new word or one more of a known word) keeps the room busy: no re-pack while the cloud is changing.
      const answers = sized.reduce((sum, word) => sum + word.frequency, 0);
      if (answers !== answersSeen) {
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
      const plane = planeFor(size);
      busy = true;
      requestId += 1;
      pending = { id: requestId, sized, stage: size, reason };
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
      runner.stop();
      control.current = { pump: () => undefined, rearrange: () => undefined };
    };
  }, []);

  useEffect(() => control.current.pump(), [words, stage, bold]);
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
