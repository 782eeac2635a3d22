import { memo, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { compareTerms, mergeWords } from "../../../shared/words.js";
import { commonText } from "../../text/common.js";
import { baselineEm } from "./baseline.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT } from "./layout-protocol.js";
import type { Placement } from "./stable-layout.js";
import { useCloudLayout } from "./use-cloud-layout.js";
import { useNewWordAnnouncer } from "./use-new-word-announcer.js";
import { fitTransform, projectPoint, type ViewFit } from "./view-fit.js";
import "./word-cloud.css";

export type WordCloudProps = {
  words: Word[];
  /** Layout size in SVG units; the drawing scales down to narrower containers. */
  width: number;
  height: number;
  /** Names the cloud for screen readers, e.g. "Live Word Cloud". */
  label: string;
  emptyState?: ReactNode;
  className?: string;
};

/** A live word cloud: laid out in a worker, words keep their places as counts change, new words fade in. */
export function WordCloud({ words, width, height, label, emptyState, className }: WordCloudProps) {
  const merged = useMemo(() => mergeWords(words).filter((word) => word.frequency > 0), [words]);
  const view = useCloudLayout(merged, width, height);
  const announcement = useNewWordAnnouncer(merged);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const baseSizes = useRef(new Map<string, number>());
  const sorted = useMemo(() => [...merged].sort(compareTerms), [merged]);
  const summary = describeCloud(label, sorted);
  const isEmpty = sorted.length === 0;
  const fit = view.fit;
  const hovered = hoveredKey === null ? undefined : view.placements.find((placement) => placement.key === hoveredKey);
  const { figureRef, planeRef } = useFitPlane(width, isEmpty);

  return (
    <div
      className={`word-cloud${className ? ` ${className}` : ""}`}
      style={{ "--wc-width": `${width}px`, aspectRatio: `${width} / ${height}` } as CSSProperties}
      data-layout-ms={view.layoutMs ?? undefined}
      data-layout-count={view.layoutCount}
      data-word-count={view.placements.length}
    >
      {isEmpty ? (
        emptyState && <div className="word-cloud__empty">{emptyState}</div>
      ) : (
        <div role="img" aria-label={summary} className="word-cloud__figure" ref={figureRef}>
          <div
            className="word-cloud__plane"
            ref={planeRef}
            aria-hidden="true"
            style={{ width: `${width}px`, height: `${height}px`, fontFamily: CLOUD_FONT, fontWeight: CLOUD_FONT_WEIGHT }}
          >
            <div className="word-cloud__view" style={{ transform: fit ? fitTransform(fit, width, height) : undefined }}>
              {view.placements.map((placement) => (
                <CloudWord
                  key={placement.key}
                  placement={placement}
                  baseSize={baseSizeOf(baseSizes.current, placement)}
                  delay={view.delays.get(placement.key) ?? 0}
                  onHover={setHoveredKey}
                />
              ))}
            </div>
          </div>
          {hovered && fit && <Tooltip placement={hovered} fit={fit} width={width} height={height} />}
        </div>
      )}
      {!isEmpty && (
        <ul className="visually-hidden" aria-label={`${label}: word frequencies`}>
          {sorted.map((word) => (
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

/**
 * Scales the layout plane (width × height layout units) to the figure's width. Written straight to the element from
 * a ResizeObserver, which runs after layout and before paint, so no frame shows the plane at the wrong scale and no
 * React render is needed for a resize.
 */
function useFitPlane(width: number, isEmpty: boolean) {
  const figureRef = useRef<HTMLDivElement>(null);
  const planeRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const figure = figureRef.current;
    const plane = planeRef.current;
    if (!figure || !plane) return;
    const apply = (figureWidth: number) => {
      plane.style.transform = `scale(${figureWidth / width})`;
    };
    apply(figure.clientWidth);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(entry.contentRect.width);
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, [width, isEmpty]);
  return { figureRef, planeRef };
}

/**
 * One word: an HTML element moved by a CSS transform, which the browser animates on its compositor without laying
 * the page out again (SVG text was re-laid out, all of it, on every update). Its font size is fixed at the size it
 * first appeared with and size changes are drawn as a scale, so a growing word never re-shapes its text; memoised so
 * an update re-renders only the words whose place, size or delay changed.
 */
type CloudWordProps = { placement: Placement; baseSize: number; delay: number; onHover: Dispatch<SetStateAction<string | null>> };

const CloudWord = memo(function CloudWord({ placement, baseSize, delay, onHover }: CloudWordProps) {
  const { key, x, y, size } = placement;
  const scale = size / baseSize;
  return (
    <span
      className="word-cloud__word"
      data-word={placement.text}
      data-frequency={placement.frequency}
      style={{
        // Centre and baseline go to (x, y), as the layout placed them; the scale grows the word about that point.
        transform: `translate(${x}px, ${y}px)${scale === 1 ? "" : ` scale(${scale})`} translate(-50%, ${-(baselineEm() * baseSize).toFixed(2)}px)`,
        fontSize: `${baseSize}px`,
        color: WORD_CLOUD_COLORS[placement.color % WORD_CLOUD_COLORS.length],
        animationDelay: `${delay}ms`,
      }}
      onPointerEnter={() => onHover(key)}
      onPointerLeave={() => onHover((current) => (current === key ? null : current))}
    >
      {placement.text}
    </span>
  );
}, sameWord);

function sameWord(before: CloudWordProps, after: CloudWordProps): boolean {
  const a = before.placement;
  const b = after.placement;
  return (
    before.baseSize === after.baseSize &&
    before.delay === after.delay &&
    before.onHover === after.onHover &&
    a.x === b.x &&
    a.y === b.y &&
    a.size === b.size &&
    a.text === b.text &&
    a.frequency === b.frequency &&
    a.color === b.color
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

function Tooltip({ placement, fit, width, height }: { placement: Placement; fit: ViewFit; width: number; height: number }) {
  const anchor = projectPoint(fit, placement.x, placement.y + placement.box.y0, width, height);
  return (
    <div className="word-cloud__tooltip" role="presentation" style={{ left: `${(anchor.x / width) * 100}%`, top: `${(anchor.y / height) * 100}%` }}>
      {commonText.submittedTimes(placement.frequency)}
    </div>
  );
}

function describeCloud(label: string, sorted: Word[]): string {
  if (sorted.length === 0) return label;
  const top = sorted
    .slice(0, 3)
    .map((word) => `${word.text} (${word.frequency})`)
    .join(", ");
  return `${label}: ${sorted.length} ${sorted.length === 1 ? "word" : "words"}. Most frequent: ${top}.`;
}
