import { atLeast, fmtCount, fmtMs, fmtRatio, fmtSeconds, fmtBytes, type ScenarioReport } from "../lib/format.js";
import type { StormFigures } from "./storm.js";

const CPU_RATIO_TARGET = 20;
const MESSAGE_RATIO_TARGET = 50;

/** Ordsky and the reference server under the same storm-1k workload, side by side with ratios (reference ÷ ours). */
export function baselineReport(ours: StormFigures, baseline: StormFigures): ScenarioReport {
  const ratio = (theirs: number | null, mine: number | null) =>
    theirs !== null && mine !== null && Number.isFinite(theirs) && Number.isFinite(mine) ? theirs / Math.max(mine, 1e-9) : null;
  const cpuRatio = ratio(baseline.serverCpuSeconds, ours.serverCpuSeconds);
  const messageRatio = ratio(baseline.traffic.messages, ours.traffic.messages);
  const convergenceRatio = ratio(baseline.convergenceMs, ours.convergenceMs);
  const side = (metric: string, mine: string, theirs: string, ratioText: string, target?: string, pass?: boolean | null) => ({
    metric,
    target,
    measured: `ours ${mine} | reference ${theirs} | ${ratioText}`,
    pass,
  });
  const convergence = (figures: StormFigures) => (figures.convergenceMs === null ? "> 10 s" : fmtMs(figures.convergenceMs));
  return {
    name: "baseline-1k",
    title: "storm-1k against the naive reference server (bench/baseline-server.ts)",
    rows: [
      side("server CPU", fmtSeconds(ours.serverCpuSeconds), fmtSeconds(baseline.serverCpuSeconds), fmtRatio(cpuRatio), `≥ ${CPU_RATIO_TARGET}× less`, atLeast(cpuRatio, CPU_RATIO_TARGET)),
      side("messages to clients", fmtCount(ours.traffic.messages), fmtCount(baseline.traffic.messages), fmtRatio(messageRatio), `≥ ${MESSAGE_RATIO_TARGET}× fewer`, atLeast(messageRatio, MESSAGE_RATIO_TARGET)),
      side("convergence", convergence(ours), convergence(baseline), fmtRatio(convergenceRatio)),
      side("bytes to clients", fmtBytes(ours.traffic.bytes), fmtBytes(baseline.traffic.bytes), fmtRatio(ratio(baseline.traffic.bytes, ours.traffic.bytes))),
      side("ack p99", fmtMs(ours.ackP99), fmtMs(baseline.ackP99), fmtRatio(ratio(baseline.ackP99, ours.ackP99))),
      side("acknowledged / errors", `${fmtCount(ours.acknowledged)} / ${fmtCount(ours.errors)}`, `${fmtCount(baseline.acknowledged)} / ${fmtCount(baseline.errors)}`, ""),
      side("submissions took", fmtSeconds(ours.submitSeconds), fmtSeconds(baseline.submitSeconds), ""),
      side("server peak RSS", fmtBytes(ours.peakRssBytes), fmtBytes(baseline.peakRssBytes), ""),
      side("event-loop delay p99", fmtMs(ours.loopDelayP99Ms), fmtMs(baseline.loopDelayP99Ms), ""),
    ],
    notes: [
      "ratios are reference ÷ ours; the reference keeps counts in memory (no SQLite), so its CPU is all fan-out",
      "the reference sends the same top-100 cloud shape as Ordsky, so the comparison isolates coalescing and serialise-once",
    ],
  };
}
