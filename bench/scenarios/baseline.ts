import { atLeast, atMost, fmtCount, fmtMs, fmtRatio, fmtSeconds, fmtBytes, type ScenarioReport } from "../lib/format.js";
import type { StormFigures } from "./storm.js";

const CPU_RATIO_TARGET = 100;
const MESSAGE_RATIO_TARGET = 50;

/**
 * Ordsky and the reference server under the same storm-1k workload, side by side with ratios (reference ÷ ours).
 * The reference may not get through the workload before its time cap (that is the point of it), so CPU and messages
 * are also compared per submission the server accepted (its final totalSubmissions): the ratio the full workload
 * would give, since the reference's cost per submission does not fall as it goes.
 */
/**
 * Submissions the server took in. A reference still busy with its backlog may not answer the final cloud read; it
 * then took at least the ones it acknowledged and, since it sends each one it takes to every socket, at least
 * messages ÷ sockets.
 */
function accepted(figures: StormFigures): number {
  if (Number.isFinite(figures.finalTotal) && figures.finalTotal > 0) return figures.finalTotal;
  return Math.max(figures.acknowledged, Math.round(figures.traffic.messages / Math.max(1, figures.connected)));
}

const ratio = (theirs: number | null, mine: number | null) =>
  theirs !== null && mine !== null && Number.isFinite(theirs) && Number.isFinite(mine) ? theirs / Math.max(mine, 1e-9) : null;
const perSubmission = (value: number, figures: StormFigures) => value / Math.max(1, accepted(figures));
const msPer = (seconds: number, figures: StormFigures) => fmtMs(perSubmission(seconds, figures) * 1000);
/** One row of two servers side by side, `other` named by `label`. */
const sideBySide = (label: string) => (metric: string, mine: string, theirs: string, ratioText: string, target?: string, pass?: boolean | null) => ({
  metric,
  target,
  measured: `ours ${mine} | ${label} ${theirs}${ratioText ? ` | ${ratioText}` : ""}`,
  pass,
});

export function baselineReport(ours: StormFigures, baseline: StormFigures): ScenarioReport {
  const cpuRatio = ratio(perSubmission(baseline.serverCpuSeconds, baseline), perSubmission(ours.serverCpuSeconds, ours));
  const messageRatio = ratio(perSubmission(baseline.traffic.messages, baseline), perSubmission(ours.traffic.messages, ours));
  const complete = baseline.unfinished === 0 && accepted(baseline) >= accepted(ours);
  const side = sideBySide("reference");
  const convergence = (figures: StormFigures) => (figures.convergenceMs === null ? "> 10 s" : fmtMs(figures.convergenceMs));
  const perText = (value: number, figures: StormFigures) => (perSubmission(value, figures)).toFixed(1);
  return {
    name: "baseline-1k",
    title: "storm-1k against the naive reference server (bench/baseline-server.ts)",
    rows: [
      side("submissions accepted by the server", fmtCount(accepted(ours)), fmtCount(accepted(baseline)), complete ? "" : "reference cut off by its time cap"),
      side("server CPU", fmtSeconds(ours.serverCpuSeconds), fmtSeconds(baseline.serverCpuSeconds), fmtRatio(ratio(baseline.serverCpuSeconds, ours.serverCpuSeconds))),
      side("server CPU per accepted submission", msPer(ours.serverCpuSeconds, ours), msPer(baseline.serverCpuSeconds, baseline), fmtRatio(cpuRatio), `≥ ${CPU_RATIO_TARGET}× less`, atLeast(cpuRatio, CPU_RATIO_TARGET)),
      side("messages to clients", fmtCount(ours.traffic.messages), fmtCount(baseline.traffic.messages), fmtRatio(ratio(baseline.traffic.messages, ours.traffic.messages))),
      side("messages per accepted submission", perText(ours.traffic.messages, ours), perText(baseline.traffic.messages, baseline), fmtRatio(messageRatio), `≥ ${MESSAGE_RATIO_TARGET}× fewer`, atLeast(messageRatio, MESSAGE_RATIO_TARGET)),
      side("convergence", convergence(ours), complete ? convergence(baseline) : "— (did not finish)", complete ? fmtRatio(ratio(baseline.convergenceMs, ours.convergenceMs)) : ""),
      side("bytes to clients", fmtBytes(ours.traffic.bytes), fmtBytes(baseline.traffic.bytes), fmtRatio(ratio(baseline.traffic.bytes, ours.traffic.bytes))),
      side("ack p99", fmtMs(ours.ackP99), fmtMs(baseline.ackP99), ""),
      side(
        "acknowledged / errors / unfinished",
        `${fmtCount(ours.acknowledged)} / ${fmtCount(ours.errors)} / ${fmtCount(ours.unfinished)}`,
        `${fmtCount(baseline.acknowledged)} / ${fmtCount(baseline.errors)} / ${fmtCount(baseline.unfinished)}`,
        "",
      ),
      side("submissions took", fmtSeconds(ours.submitSeconds), fmtSeconds(baseline.submitSeconds), ""),
      side("server peak RSS", fmtBytes(ours.peakRssBytes), fmtBytes(baseline.peakRssBytes), ""),
      side("event-loop delay p99", fmtMs(ours.loopDelayP99Ms), fmtMs(baseline.loopDelayP99Ms), ""),
    ],
    notes: [
      "ratios are reference ÷ ours; targets are judged per accepted submission, which is what the whole workload would give",
      ...(Number.isFinite(baseline.finalTotal)
        ? []
        : ["the reference did not answer the final cloud read (still working through its backlog): its accepted submissions are max(acknowledged, messages ÷ sockets)"]),
      "the reference keeps counts in memory (no SQLite), so its CPU is all fan-out; it sends the same top-100 cloud shape as Ordsky",
    ],
  };
}

/** The storm's CPU by thread, largest first (with its kernel share): the event loop, and the writer's thread and V8's helpers beside it. */
export function threadsText(figures: StormFigures): string {
  const THREAD_NAMES: Record<string, string> = { MainThread: "event loop", "sqlite-writer": "writer", "sqlite-checkpt": "checkpointer", V8Worker: "V8 helpers" };
  const threads = figures.threadCpuSeconds ?? {};
  const entries = Object.entries(threads).filter(([name, seconds]) => seconds >= 0.01 && !/ (sys|wait)$/.test(name));
  if (entries.length === 0) return "—";
  return entries
    .sort((a, b) => b[1] - a[1])
    .map(([name, seconds]) => `${THREAD_NAMES[name] ?? name} ${seconds.toFixed(2)} (sys ${(threads[`${name} sys`] ?? 0).toFixed(2)})`)
    .join(", ");
}

/**
 * How long the event loop and the writer's thread were ready to run but waited for a core during the storm (the
 * scheduler's share of an acknowledgement's delay on a shared machine), against the storm's wall time.
 */
export function waitText(figures: StormFigures): string {
  const threads = figures.threadCpuSeconds ?? {};
  const wait = (name: string) => threads[`${name} wait`];
  if (wait("MainThread") === undefined) return "—";
  const writer = wait("sqlite-writer");
  return `event loop ${fmtSeconds(wait("MainThread"))}${writer === undefined ? "" : `, writer ${fmtSeconds(writer)}`} of ${fmtSeconds(figures.stormWallSeconds)}`;
}

/**
 * Issue 38's targets for a storm on a shared machine (`--busy N`): the load generator's ack p99, and the room's screens
 * converged (phones keep their cadence, up to a second at 10,000, so theirs is printed beside it and judged by issue 5).
 */
export type BusyTargets = { ackP99Ms: number; convergenceMs: number };

/**
 * Ordsky and the floor server (bench/floor-server.ts: the same workload done with the least this stack allows) side
 * by side, with what Ordsky costs as a multiple of the floor (ours ÷ floor).
 */
export function floorReport(ours: StormFigures, floor: StormFigures, name: "floor-1k" | "floor-10k", targets?: BusyTargets): ScenarioReport {
  const side = sideBySide("floor");
  const convergence = (figures: StormFigures) =>
    `${figures.hostConvergenceMs === null ? "> 10 s" : fmtMs(figures.hostConvergenceMs)} / ${figures.convergenceMs === null ? "> 10 s" : fmtMs(figures.convergenceMs)}`;
  const acks = (figures: StormFigures) => `${fmtMs(figures.ackP50)} / ${fmtMs(figures.ackP95)} / ${fmtMs(figures.ackP99)}`;
  const times = (mine: number, theirs: number) => {
    const value = ratio(mine, theirs);
    return value === null ? "" : `${value.toFixed(2)}× the floor`;
  };
  return {
    name,
    title: `${name === "floor-1k" ? "storm-1k" : "storm-10k"} against the floor server (bench/floor-server.ts)`,
    rows: [
      side("server CPU (storm)", fmtSeconds(ours.serverCpuSeconds), fmtSeconds(floor.serverCpuSeconds), times(ours.serverCpuSeconds, floor.serverCpuSeconds)),
      side("server CPU by thread", threadsText(ours), threadsText(floor), ""),
      side("server threads waiting for a core (run queue)", waitText(ours), waitText(floor), ""),
      side("server CPU per accepted submission", msPer(ours.serverCpuSeconds, ours), msPer(floor.serverCpuSeconds, floor), times(perSubmission(ours.serverCpuSeconds, ours), perSubmission(floor.serverCpuSeconds, floor))),
      side("server CPU of the connect phase", fmtSeconds(ours.connectCpuSeconds), fmtSeconds(floor.connectCpuSeconds), times(ours.connectCpuSeconds, floor.connectCpuSeconds)),
      side("messages to clients", fmtCount(ours.traffic.messages), fmtCount(floor.traffic.messages), ""),
      side("bytes to clients", fmtBytes(ours.traffic.bytes), fmtBytes(floor.traffic.bytes), ""),
      side("acknowledged / errors", `${fmtCount(ours.acknowledged)} / ${fmtCount(ours.errors)}`, `${fmtCount(floor.acknowledged)} / ${fmtCount(floor.errors)}`, ""),
      side("ack p50 / p95 / p99", acks(ours), acks(floor), "", targets && `ours p99 ≤ ${fmtMs(targets.ackP99Ms)}`, targets ? atMost(ours.ackP99, targets.ackP99Ms) : null),
      side("ack inside the server p50 / p99", `${fmtMs(ours.serverAckP50Ms)} / ${fmtMs(ours.serverAckP99Ms)}`, `${fmtMs(floor.serverAckP50Ms)} / ${fmtMs(floor.serverAckP99Ms)}`, ""),
      side(
        "convergence after the last ack: host screens / every socket",
        convergence(ours),
        convergence(floor),
        "",
        targets && `ours' screens ≤ ${fmtMs(targets.convergenceMs)}`,
        targets ? ours.hostConvergenceMs !== null && atMost(ours.hostConvergenceMs, targets.convergenceMs) : null,
      ),
      side("event-loop delay p99 (max)", `${fmtMs(ours.loopDelayP99Ms)} (${fmtMs(ours.loopDelayMaxMs)})`, `${fmtMs(floor.loopDelayP99Ms)} (${fmtMs(floor.loopDelayMaxMs)})`, ""),
      side("server peak RSS", fmtBytes(ours.peakRssBytes), fmtBytes(floor.peakRssBytes), ""),
      side("version gaps / sockets closed by the server", `${fmtCount(ours.traffic.gaps)} / ${fmtCount(ours.unexpectedCloses)}`, `${fmtCount(floor.traffic.gaps)} / ${fmtCount(floor.unexpectedCloses)}`, ""),
      side("load generator CPU (storm; near its seconds: the instrument was the limit)", fmtSeconds(ours.loadCpuSeconds), fmtSeconds(floor.loadCpuSeconds), ""),
    ],
    notes: [
      "the floor parses each answer, stores it in SQLite (WAL, one transaction per turn of the event loop) and counts it, answers with the top 100, and sends the whole cloud to the host screens every tick and to the phones at Ordsky's cadence for their number: no framework, validation, moderation, admission rules or logs",
      "the floor sends whole clouds where Ordsky sends deltas: compare the bytes before reading the CPU",
    ],
  };
}
