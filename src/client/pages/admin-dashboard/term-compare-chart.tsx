import type { CompareLecture, TermCompare } from "../../../shared/schemas/term.js";
import { useT } from "../../i18n/i18n-provider.js";

/** A lecture's column: wide enough for a term's 12 or more, wider for a few, so a short term's chart is not a thumbnail. */
const columnWidth = (count: number) => Math.max(48, Math.min(140, 480 / count));
const LEFT = 36;
const RIGHT = 16;
const TOP = 12;
const PLOT = 160;
const BOTTOM = 28;

/**
 * Both sides' headline mean per lecture number on the headline's scale: the first a solid line with round points, the
 * second a dashed line with square ones (told apart without colour); a lecture without a shown mean breaks its line.
 * It scales to the card's width; the table under it holds the same figures.
 */
export function TermCompareChart({ compared, names }: { compared: TermCompare; names: [string, string] }) {
  const t = useT();
  const scale = compared.first.headline ?? compared.second.headline ?? { scaleMin: 1, scaleMax: 10 };
  const count = Math.max(compared.first.lectures.length, compared.second.lectures.length, 1);
  const column = columnWidth(count);
  const width = LEFT + count * column + RIGHT;
  const height = TOP + PLOT + BOTTOM;
  const span = Math.max(1, scale.scaleMax - scale.scaleMin);
  const y = (value: number) => TOP + PLOT - ((Math.min(scale.scaleMax, Math.max(scale.scaleMin, value)) - scale.scaleMin) / span) * PLOT;
  const x = (number: number) => LEFT + (number - 0.5) * column;
  const ticks = [scale.scaleMin, Math.round((scale.scaleMin + scale.scaleMax) / 2), scale.scaleMax];
  return (
    <figure className="term-compare__figure">
      <svg
        className="term-compare__chart"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t("term.chartLabel", { first: names[0], second: names[1] })}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} className="term-compare__grid" />
            <text x={LEFT - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="term-compare__tick">
              {tick}
            </text>
          </g>
        ))}
        {Array.from({ length: count }, (_, index) => (
          <text key={index} x={x(index + 1)} y={TOP + PLOT + 20} textAnchor="middle" className="term-compare__tick">
            {t("course.lectureShort", { number: index + 1 })}
          </text>
        ))}
        <Series lectures={compared.first.lectures} x={x} y={y} kind="first" />
        <Series lectures={compared.second.lectures} x={x} y={y} kind="second" />
      </svg>
      <figcaption className="term-compare__legend">
        <span className="term-compare__key term-compare__key--first">{names[0]}</span>
        <span className="term-compare__key term-compare__key--second">{names[1]}</span>
      </figcaption>
    </figure>
  );
}

function Series({ lectures, x, y, kind }: { lectures: CompareLecture[]; x: (number: number) => number; y: (value: number) => number; kind: "first" | "second" }) {
  const shown = lectures.filter((lecture) => lecture.mean !== null);
  const segments = lectures.slice(1).flatMap((lecture, index) => {
    const before = lectures[index]!;
    return before.mean !== null && lecture.mean !== null ? [[before, lecture] as const] : [];
  });
  return (
    <g className={`term-compare__series term-compare__series--${kind}`}>
      {segments.map(([from, to]) => (
        <line key={from.number} x1={x(from.number)} x2={x(to.number)} y1={y(from.mean!)} y2={y(to.mean!)} />
      ))}
      {shown.map((lecture) =>
        kind === "first" ? (
          <circle key={lecture.number} cx={x(lecture.number)} cy={y(lecture.mean!)} r="5" />
        ) : (
          <rect key={lecture.number} x={x(lecture.number) - 5} y={y(lecture.mean!) - 5} width="10" height="10" />
        ),
      )}
    </g>
  );
}
