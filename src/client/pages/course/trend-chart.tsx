import type { ScaleTrend, TrendPoint } from "../../../shared/schemas/course.js";
import { roundForDisplay } from "../../../shared/analytics.js";
import { useDecimal } from "../../i18n/use-decimal.js";
import { useT } from "../../i18n/i18n-provider.js";

/** A lecture on the chart's axis: its short label ("L3"). */
export type AxisLecture = { sessionId: string; label: string };

const COLUMN = 92;
const LEFT = 40;
const RIGHT = 12;
const TOP = 14;
const PLOT = 180;
const BOTTOM = 56;

/**
 * One scale question over the course's lectures: each lecture's mean as a point with whiskers one standard deviation
 * either side and its number of answers under it; a withheld lecture is a hatched gap with its number of answers, and
 * the line between means breaks there. Drawn at a fixed size per lecture (it scrolls sideways on a narrow screen).
 */
export function TrendChart({ trend, lectures }: { trend: ScaleTrend; lectures: AxisLecture[] }) {
  const t = useT();
  const width = LEFT + lectures.length * COLUMN + RIGHT;
  const height = TOP + PLOT + BOTTOM;
  const y = (value: number) => TOP + PLOT - ((value - trend.scaleMin) / (trend.scaleMax - trend.scaleMin)) * PLOT;
  const x = (index: number) => LEFT + index * COLUMN + COLUMN / 2;
  const pointOf = new Map(trend.points.map((point) => [point.sessionId, point]));
  const ticks = scaleTicks(trend.scaleMin, trend.scaleMax);
  const segments = lineSegments(lectures.map((lecture) => pointOf.get(lecture.sessionId)));
  const patternId = `withheld-${trend.text.length}-${trend.scaleMin}-${trend.scaleMax}`;

  return (
    <div className="trend-chart">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t("course.chartLabel", { question: trend.text })}>
        <defs>
          <pattern id={patternId} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" className="trend-chart__gap-fill" />
            <line x1="0" y1="0" x2="0" y2="8" className="trend-chart__gap-hatch" />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} className="trend-chart__grid" />
            <text x={LEFT - 8} y={y(tick)} className="trend-chart__tick" textAnchor="end" dominantBaseline="middle">
              {tick}
            </text>
          </g>
        ))}
        {segments.map(([from, to]) => (
          <line key={from} x1={x(from)} x2={x(to)} y1={y(pointOf.get(lectures[from]!.sessionId)!.average!)} y2={y(pointOf.get(lectures[to]!.sessionId)!.average!)} className="trend-chart__line" />
        ))}
        {lectures.map((lecture, index) => {
          const point = pointOf.get(lecture.sessionId);
          return (
            <g key={lecture.sessionId} data-testid="trend-column" data-state={point === undefined ? "not-asked" : point.withheld ? "withheld" : point.average === null ? "empty" : "point"}>
              {point?.withheld && <rect x={x(index) - COLUMN / 2 + 6} y={TOP} width={COLUMN - 12} height={PLOT} rx="6" fill={`url(#${patternId})`} className="trend-chart__gap" />}
              {point && point.average !== null && <Point point={point} cx={x(index)} y={y} scale={trend} />}
              <text x={x(index)} y={TOP + PLOT + 18} textAnchor="middle" className="trend-chart__label">
                {lecture.label}
              </text>
              <text x={x(index)} y={TOP + PLOT + 36} textAnchor="middle" className={`trend-chart__count${point?.withheld ? " trend-chart__count--withheld" : ""}`}>
                {point === undefined ? t("course.notAsked") : point.withheld ? t("course.withheldShort") : t("course.answersN", { count: point.responses })}
              </text>
              {point?.withheld && (
                <text x={x(index)} y={TOP + PLOT + 52} textAnchor="middle" className="trend-chart__count trend-chart__count--withheld">
                  {t("course.withheldAnswers", { count: point.responses })}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function Point({ point, cx, y, scale }: { point: TrendPoint; cx: number; y: (value: number) => number; scale: ScaleTrend }) {
  const decimal = useDecimal();
  const average = point.average!;
  const spread = point.standardDeviation ?? 0;
  const low = y(Math.max(scale.scaleMin, average - spread));
  const high = y(Math.min(scale.scaleMax, average + spread));
  return (
    <g>
      {spread > 0 && (
        <>
          <line x1={cx} x2={cx} y1={low} y2={high} className="trend-chart__whisker" />
          <line x1={cx - 8} x2={cx + 8} y1={low} y2={low} className="trend-chart__whisker" />
          <line x1={cx - 8} x2={cx + 8} y1={high} y2={high} className="trend-chart__whisker" />
        </>
      )}
      <circle cx={cx} cy={y(average)} r="6" className="trend-chart__point" />
      <text x={cx + 10} y={y(average) - 8} className="trend-chart__value">
        {decimal(roundForDisplay(average))}
      </text>
    </g>
  );
}

/** Grid lines: every value on a short scale, every other one on a long one. */
function scaleTicks(min: number, max: number): number[] {
  const step = max - min > 6 ? 2 : 1;
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  if (ticks.at(-1) !== max) ticks.push(max);
  return ticks;
}

/** Pairs of neighbouring columns that both have a mean: the line never crosses a gap. */
function lineSegments(points: (TrendPoint | undefined)[]): [number, number][] {
  const segments: [number, number][] = [];
  for (let index = 1; index < points.length; index++) {
    if (points[index - 1]?.average != null && points[index]?.average != null) segments.push([index - 1, index]);
  }
  return segments;
}
