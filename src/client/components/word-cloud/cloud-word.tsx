import { memo, type Dispatch, type SetStateAction } from "react";
import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import { baselineEm } from "./baseline.js";
import type { Placement } from "./use-cloud-layout.js";

type CloudWordProps = {
  placement: Placement;
  baseSize: number;
  delay: number;
  onHover: Dispatch<SetStateAction<string | null>>;
  onClick?: (word: string, point: { x: number; y: number }) => void;
};

/**
 * One word: an HTML element moved by a CSS transform, which the browser animates on its compositor without laying
 * the page out again. Its font size is fixed at the size it first appeared with and size changes are drawn as a
 * scale, so a growing word never re-shapes its text; memoised so an update re-renders only the words that changed.
 */
export const CloudWord = memo(function CloudWord({ placement, baseSize, delay, onHover, onClick }: CloudWordProps) {
  const { key, x, y, size } = placement;
  const scale = size / baseSize;
  return (
    <span
      className="word-cloud__word"
      data-word={placement.text}
      data-frequency={placement.frequency}
      data-size={size}
      style={{
        // Centre and baseline go to (x, y), as the layout placed them; the scale grows the word about that point.
        transform: `translate(${x}px, ${y}px) scale(${scale}) translate(-50%, ${-(baselineEm() * baseSize).toFixed(2)}px)`,
        fontSize: `${baseSize}px`,
        color: WORD_CLOUD_COLORS[placement.color % WORD_CLOUD_COLORS.length],
        animationDelay: `${delay}ms`,
      }}
      onPointerEnter={() => onHover(key)}
      onPointerLeave={() => onHover((current) => (current === key ? null : current))}
      onClick={onClick ? (event) => onClick(placement.text, { x: event.clientX, y: event.clientY }) : undefined}
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
    before.onClick === after.onClick &&
    a.x === b.x &&
    a.y === b.y &&
    a.size === b.size &&
    a.text === b.text &&
    a.frequency === b.frequency &&
    a.color === b.color
  );
}
