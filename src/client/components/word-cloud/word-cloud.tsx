import { useImperativeHandle, useRef, useState, type CSSProperties, type ReactNode, type Ref } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";
import { CloudWord } from "./cloud-word.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT } from "./layout-protocol.js";
import { isBoldStage } from "./size-scale.js";
import { useCloudLayout, type Placement } from "./use-cloud-layout.js";
import { useNewWordAnnouncer } from "./use-new-word-announcer.js";
import { useStageSize } from "./use-stage-size.js";
import { projectPoint, viewTransform, type Stage, type View } from "./view-fit.js";
import "./word-cloud.css";

/** The cloud exactly as drawn, for image export. */
export type CloudSnapshot = { placements: Placement[]; view: View; stage: Stage };
export type WordCloudHandle = { rearrange: () => void; snapshot: () => CloudSnapshot | null };

export type WordCloudProps = {
  /** The server's words as it sends them: one per term, merged, counted and ranked (most frequent first). */
  words: Word[];
  /** The box: at most this wide, this shape (unless `fill`). The layout fits whatever size the box is drawn at. */
  width: number;
  height: number;
  /** Take the parent's height instead of the width × height shape (presentation stage, fullscreen clouds). */
  fill?: boolean;
  /** A stage for a hall: the top word is always at least 3× a word given once. */
  bold?: boolean;
  /** No word is drawn smaller than this (px): words that would not fit at it are left out, from the bottom. */
  minFont?: number;
  /** Distinct words the ranking holds when more than `words` (the server sends the top 100): "Showing top N of M". */
  totalWords?: number;
  /**
   * How many notices of the host's decisions (`moderation-updated`) the screen has had. Given, a drawn word that other
   * answers push off the server's top 100 stays drawn until the answers pause, and goes at once when this changes.
   */
  decisions?: number;
  /** Names the cloud for screen readers, e.g. "Live Word Cloud". */
  label: string;
  emptyState?: ReactNode;
  className?: string;
  /** The spec's hover tooltip ('Submitted N time(s)'); off on a projected screen, where a pointer resting on a word would show the room a count. */
  tooltips?: boolean;
  /** Makes words clickable (the host's word menu): called with the word's text and where on screen it was clicked. */
  onWordClick?: (word: string, point: { x: number; y: number }) => void;
  ref?: Ref<WordCloudHandle>;
};

/** A live word cloud: words keep their places while counts change, new words fade in around them. */
export function WordCloud({ words, width, height, fill = false, bold = false, minFont, totalWords, decisions, label, emptyState, className, tooltips = true, onWordClick, ref }: WordCloudProps) {
  const t = useT();
  const isEmpty = words.length === 0;
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useStageSize(stageRef, true);
  const isBold = bold || (stage.settled !== null && isBoldStage(stage.settled.width, stage.settled.height, false));
  const { layout, rearrange } = useCloudLayout(words, stage.settled, isBold, minFont, decisions);
  const announcement = useNewWordAnnouncer(words);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const baseSizes = useRef(new Map<string, number>());
  const view = layout.view;
  const drawStage = stage.live ?? stage.settled;
  const hovered = hoveredKey === null ? undefined : layout.placements.find((placement) => placement.key === hoveredKey);
  const shown = isEmpty ? 0 : layout.placements.length;
  // Compared with the words the layout was given (not the newest props), so the note does not blink while a new
  // word is on its way to the layout.
  const total = Math.max(layout.total, totalWords ?? 0);
  const leftOut = !isEmpty && shown > 0 && shown < total;

  useImperativeHandle(ref, () => ({
    rearrange,
    snapshot: () => (view && drawStage && layout.placements.length > 0 ? { placements: layout.placements, view, stage: drawStage } : null),
  }), [rearrange, view, drawStage, layout.placements]);

  const boxStyle = { "--wc-width": `${width}px`, ...(fill ? {} : { aspectRatio: `${width} / ${height}` }) } as CSSProperties;
  return (
    <div
      className={`word-cloud${fill ? " word-cloud--fill" : ""}${onWordClick ? " word-cloud--clickable" : ""}${className ? ` ${className}` : ""}`}
      data-layout-ms={layout.layoutMs ?? undefined}
      data-layout-count={layout.layoutCount}
      data-repack-count={layout.repackCount}
      data-word-count={shown}
      data-zoom={view?.zoom.toFixed(4)}
    >
      <div className="word-cloud__stage" ref={stageRef} style={boxStyle}>
        {isEmpty ? (
          emptyState && <div className="word-cloud__empty">{emptyState}</div>
        ) : (
          <div role="img" aria-label={describeCloud(t, label, words)} className="word-cloud__figure">
            <div
              className="word-cloud__view"
              aria-hidden="true"
              style={{ transform: view && drawStage ? viewTransform(view, drawStage) : "scale(0)", fontFamily: CLOUD_FONT, fontWeight: CLOUD_FONT_WEIGHT }}
            >
              {layout.placements.map((placement) => (
                <CloudWord
                  key={placement.key}
                  placement={placement}
                  baseSize={baseSizeOf(baseSizes.current, placement)}
                  delay={layout.delays.get(placement.key) ?? 0}
                  onHover={setHoveredKey}
                  onClick={onWordClick}
                />
              ))}
            </div>
            {tooltips && hovered && view && drawStage && <Tooltip placement={hovered} view={view} stage={drawStage} />}
          </div>
        )}
      </div>
      {/* A stage that takes its parent's height keeps the note's line whether it shows or not: a note coming and
          going would resize the stage and re-pack the cloud, which would change the note. */}
      {(leftOut || (fill && !isEmpty)) && <p className="word-cloud__note">{leftOut ? t("common.showingTopWords", { shown, total }) : "\u00a0"}</p>}
      {!isEmpty && (
        <ul className="visually-hidden" aria-label={t("cloud.frequencies", { label })}>
          {words.map((word) => (
            <li key={word.text}>{`${word.text}: ${word.frequency}`}</li>
          ))}
        </ul>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

function baseSizeOf(sizes: Map<string, number>, placement: Placement): number {
  let base = sizes.get(placement.key);
  if (base === undefined) {
    base = placement.size;
    sizes.set(placement.key, base);
  }
  return base;
}

function Tooltip({ placement, view, stage }: { placement: Placement; view: View; stage: Stage }) {
  const t = useT();
  const anchor = projectPoint(view, stage, placement.x, placement.y + placement.box.y0);
  return (
    <div className="word-cloud__tooltip" role="presentation" style={{ left: `${anchor.x}px`, top: `${anchor.y}px` }}>
      {t("common.submittedTimes", { count: placement.frequency })}
    </div>
  );
}

function describeCloud(t: Translate, label: string, words: Word[]): string {
  if (words.length === 0) return label;
  const top = words
    .slice(0, 3)
    .map((word) => `${word.text} (${word.frequency})`)
    .join(", ");
  return t("cloud.description", { label, count: words.length, top });
}
