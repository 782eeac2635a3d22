import { useCallback, useEffect, useRef, useState } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { packRegion, planeFor, sizeWords, type SizedWord } from "./cloud-sizing.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT, type LayoutResponse, type PlacedWord } from "./layout-protocol.js";
import { createLayoutRunner } from "./layout-runner.js";
import { keepPushedOffWords } from "./kept-words.js";
import { crownedByDecision, layoutFlaw, RepackRule } from "./repack-rule.js";
import { MIN_SCREEN_FONT, ONCE_SIZE } from "./size-scale.js";
import { fitView, nextView, shouldSettle, visibleRegion, type FitOptions, type Stage, type View } from "./view-fit.js";

/** At most four visual updates per second, however fast snapshots arrive. */
export const MIN_UPDATE_INTERVAL_MS = 250;
/** Stagger between words that appear together (spec: 100 ms), capped so a 100-word first paint is not a 10 s show. */
const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 12;
const COLOR_COUNT = 6;
/** The largest a cloud's smallest word can be, in words given once (a cloud of single answers, the ratio cap). */
const SMALLEST_SPREAD = 5;

/** One word as drawn: its layout spot and size, its count and its colour slot (0-5, kept for the word's life). */
export type Placement = PlacedWord & { text: string; frequency: number; color: number };

export type CloudLayout = {
  placements: Placement[];
  view: View | null;
  /** Fade-in delay per word, fixed when the word first appears. */
  delays: Map<string, number>;
  layoutMs: number | null;
  layoutCount: number;
  /** Full re-packs after the first layout (stage resized, Rearrange, a host's decision that crowned a new top word, or the answers' pause). */
  repackCount: number;
  /** Words in the data, of which `placements.length` found room. */
  total: number;
};

type FullReason = "first" | "stage" | "rearrange" | "decision" | "pause";
const EMPTY: CloudLayout = { placements: [], view: null, delays: new Map(), layoutMs: null, layoutCount: 0, repackCount: 0, total: 0 };

/**
 * Lays words out off the main thread and keeps them still. While answers arrive, placed words never move: they grow
 * or shrink where they stand, new words go into free room, and the view only zooms out (one factor about the stage's
 * centre), never so far that a word falls under `minFont`. Everything is packed afresh only on the first layout, when
 * the stage changes size, when `rearrange` is called, when a host's decision crowns a new most frequent word, or when
 * the answers pause and left the layout flawed (repack-rule.ts). Given `decisions` (the host's decisions the screen
 * was told of), a drawn word that answers push off the server's list stays drawn until the pause (kept-words.ts);
 * a change of `decisions` lets such words go at once.
 */
export function useCloudLayout(words: Word[], stage: Stage | null, bold: boolean, minFont = MIN_SCREEN_FONT, decisions?: number): { layout: CloudLayout; rearrange: () => void } {
  const [layout, setLayout] = useState<CloudLayout>(EMPTY);
  const latest = useRef({ words, stage, bold, minFont, decisions });
  latest.current = { words, stage, bold, minFont, decisions };
  const control = useRef({ pump: () => undefined as void, rearrange: () => undefined as void });

  useEffect(() => {
    let placed: Placement[] = [];
    let view: View | null = null;
    let stageUsed: Stage | null = null;
    let minFontUsed: number | null = null;
    /** The server's words of the last request, to tell a host's decision from answers. */
    let lastWords: Word[] = [];
    /** Drawn words that answers pushed off the server's list, kept until the answers pause (kept-words.ts). */
    let kept = new Map<string, Word>();
    let decisionsSeen = latest.current.decisions;
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    let delaysShown = new Map<string, number>();
    let lastMs: number | null = null;
    let fullReason: FullReason | null = "first";
    type Pending = { id: number; sized: SizedWord[]; stage: Stage; minFont: number; plane: { width: number; height: number }; reason: FullReason | null };
    let pending: Pending | null = null;
    let busy = false;
    let dirty = true;
    let lastSent = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
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

    const receive = (response: LayoutResponse) => {
      if (!pending || response.id !== pending.id) return;
      const { sized, stage: used, minFont: font, plane, reason } = pending;
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
      // The view never zooms out so far that the smallest word drawn falls under the smallest font; a live view keeps
      // a word given once at it too, since the words shrink towards that size as the top word pulls ahead.
      const smallest = Math.min(...placed.map((word) => word.size));
      const least = full || !view ? font / smallest : Math.max(font / smallest, Math.min(view.zoom, font / (ONCE_SIZE * response.scale)));
      const fit = { minZoom: least, top: placed.find((word) => word.key === sized[0]?.key) ?? null };
      view = full || !view ? fitView(placed, used, centre, fit) : nextView(view, placed, used, fit);
      if (full) {
        stageUsed = used;
        minFontUsed = font;
        if (reason !== "first" && layoutCount > 0) repackCount += 1;
        rule.noteFullLayout();
      }
      delays = nextDelays(delays, placed);
      layoutCount += 1;
      const wanted = new Map(sized.map((word) => [word.key, word.size * response.scale]));
      const dropped = response.dropped.map((key) => byKey.get(key)?.frequency ?? 0);
      setLayout({ placements: placed, view, delays, layoutMs: response.ms, layoutCount, repackCount, total: sized.length });
      delaysShown = delays;
      lastMs = response.ms;
      schedulePause(used, centre, fit, wanted, dropped);
      pump();
    };

    // Once the answers pause, one calm change: a fresh pack if the layout drifted from a good one in a way a camera
    // move cannot mend, else the camera's move to the top word near the centre and the cloud as large as it fits.
    const schedulePause = (used: Stage, centre: { x: number; y: number }, fit: FitOptions, wanted: Map<string, number>, dropped: number[]) => {
      clearTimeout(pauseTimer);
      const due = rule.pauseAt();
      if (due === null) return;
      pauseTimer = setTimeout(
        () => {
          if (busy) return; // the layout on its way schedules the pause again
          if (due > performance.now()) return schedulePause(used, centre, fit, wanted, dropped); // woken early
          if (!view || placed.length === 0) return;
          const settled = fitView(placed, used, centre, fit);
          const flaw = kept.size > 0 ? "kept" : layoutFlaw(placed, wanted, dropped, settled, used);
          const action = rule.atPause(performance.now(), flaw, shouldSettle(view, settled, placed, used, fit.top ?? null));
          if (action === "repack") {
            fullReason = "pause";
            dirty = true;
            pump();
          } else if (action === "settle") {
            view = settled;
            setLayout({ placements: placed, view, delays: delaysShown, layoutMs: lastMs, layoutCount, repackCount, total: pending?.sized.length ?? placed.length });
          }
        },
        // Whole milliseconds, rounded up and one more: a delay is truncated, and a timer that woke a fraction early
        // would set another of 0 ms, which a clock driven in tests never moves past.
        Math.max(0, Math.ceil(due - performance.now()) + 1),
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
      const { words: listed, stage: size, bold: isBold, minFont: font, decisions } = latest.current;
      if (!size || size.width < 20 || size.height < 20) return;
      dirty = false;
      lastSent = performance.now();
      // A word given once is ONCE_SIZE plane units and no word is smaller: at this zoom it is drawn at the smallest font.
      const onceZoom = font / ONCE_SIZE;
      const stageChanged = stageUsed !== null && (stageUsed.width !== size.width || stageUsed.height !== size.height || minFontUsed !== font);
      const reason = fullReason ?? (stageChanged || !view ? "stage" : crownedByDecision(lastWords, listed) ? "decision" : null);
      // A screen told of the host's decisions keeps what answers pushed off the list until the pause; a decision
      // (told, or read from the list) or any fresh pack lets those words go.
      const decided = decisions !== decisionsSeen;
      decisionsSeen = decisions;
      kept = decisions === undefined || reason || decided ? new Map() : keepPushedOffWords(kept, new Set(placed.map((word) => word.key)), lastWords, listed);
      lastWords = listed;
      const current = kept.size > 0 ? [...listed, ...kept.values()] : listed;
      const sized = sizeWords(current, isBold, reason ? current.length : placed.length, reason ? new Map() : largest, planeFor(size, onceZoom).width);
      // Any new answer (a new word or one more of a known word) keeps the room busy: the cloud holds still until a pause.
      const answers = listed.reduce((sum, word) => sum + word.frequency, 0);
      if (answers !== answersSeen) {
        rule.noteAnswer(lastSent);
        answersSeen = answers;
      }
      if (sized.length === 0) {
        placed = [];
        view = null;
        kept = new Map();
        fullReason = "first";
        setLayout((previous) => ({ ...previous, placements: [], view: null, total: 0 }));
        return;
      }
      fullReason = null;
      // The plane holds what the stage shows when even the smallest word is at its largest (a cloud of single answers).
      const plane = planeFor(size, onceZoom / SMALLEST_SPREAD);
      const centre = reason || !view ? { x: plane.width / 2, y: plane.height / 2 } : { x: view.cx, y: view.cy };
      busy = true;
      requestId += 1;
      pending = { id: requestId, sized, stage: size, minFont: font, plane, reason };
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
        origin: centre,
        legible: { minFont: font, halfWidth: size.width / 2, halfHeight: size.height / 2, centre, zoom: reason || !view ? null : view.zoom },
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
      clearTimeout(pauseTimer);
      runner.stop();
      control.current = { pump: () => undefined, rearrange: () => undefined };
    };
  }, []);

  useEffect(() => control.current.pump(), [words, stage, bold, minFont, decisions]);
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
