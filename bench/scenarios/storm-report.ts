import { atMost, fmtBytes, fmtCount, fmtMs, fmtSeconds, type Row, type ScenarioReport } from "../lib/format.js";
import { threadsText, waitText } from "./baseline.js";
import type { StormFigures } from "./storm.js";

/**
 * What a storm is held to. The ack p99 is the load generator's figure or the one timed inside the server (when the
 * load generator's own core is what its figure measures); host screens and phones converge within their own limits.
 */
export type StormTargets = {
  ackP99Ms?: number;
  serverAckP99Ms?: number;
  hostConvergenceMs: number;
  phoneConvergenceMs: number;
  cpuSeconds: number;
  rssPerConnectionBytes?: number;
};

const convergenceText = (ms: number | null, behind: number) => (ms === null ? `not within 10 s (${fmtCount(behind)} clients behind)` : fmtMs(ms));

/** The figures the issue asks for, each against its target where it has one. */
export function stormRows(figures: StormFigures, targets?: StormTargets): Row[] {
  const traffic = figures.traffic;
  const hasDeltas = (traffic.byType["word-cloud-delta"] ?? 0) > 0;
  const sockets = figures.watchers + figures.hostWatchers;
  const rows: Row[] = [
    {
      metric: `watching sockets connected (${fmtCount(figures.hostWatchers)} host screens)`,
      target: fmtCount(sockets),
      measured: `${fmtCount(figures.connected)} in ${fmtSeconds(figures.connectSeconds)}`,
      pass: figures.connected === sockets,
    },
    { metric: "acknowledged submissions", measured: `${fmtCount(figures.acknowledged)} in ${fmtSeconds(figures.submitSeconds)}` },
    {
      metric: "errors (failed or > 15 s; + unfinished at the time cap)",
      target: "0",
      measured: `${fmtCount(figures.errors + figures.connectErrors)}${figures.unfinished ? ` + ${fmtCount(figures.unfinished)} unfinished` : ""}`,
      pass: figures.errors + figures.connectErrors + figures.unfinished === 0,
    },
    { metric: "ack latency p50 / p95", measured: `${fmtMs(figures.ackP50)} / ${fmtMs(figures.ackP95)}` },
    {
      metric: "ack latency p99",
      target: targets?.ackP99Ms !== undefined ? `≤ ${fmtMs(targets.ackP99Ms)}` : undefined,
      measured: fmtMs(figures.ackP99),
      pass: targets?.ackP99Ms !== undefined ? atMost(figures.ackP99, targets.ackP99Ms) : null,
    },
    {
      metric: "ack latency inside the server p50 / p99",
      target: targets?.serverAckP99Ms !== undefined ? `p99 ≤ ${fmtMs(targets.serverAckP99Ms)}` : undefined,
      measured: `${fmtMs(figures.serverAckP50Ms)} / ${fmtMs(figures.serverAckP99Ms)}`,
      pass: targets?.serverAckP99Ms !== undefined ? atMost(figures.serverAckP99Ms, targets.serverAckP99Ms) : null,
    },
    {
      metric: "convergence after last ack: host screens",
      target: targets ? `≤ ${fmtMs(targets.hostConvergenceMs)}` : undefined,
      measured: figures.hostWatchers === 0 ? "no host screens" : convergenceText(figures.hostConvergenceMs, figures.notConverged),
      pass: targets ? figures.hostConvergenceMs !== null && atMost(figures.hostConvergenceMs, targets.hostConvergenceMs) : null,
    },
    {
      metric: "convergence after last ack: every socket (phones)",
      target: targets ? `≤ ${fmtMs(targets.phoneConvergenceMs)}` : undefined,
      measured: convergenceText(figures.convergenceMs, figures.notConverged),
      pass: targets ? figures.convergenceMs !== null && atMost(figures.convergenceMs, targets.phoneConvergenceMs) : null,
    },
    { metric: "messages sent to clients (to host screens)", measured: `${fmtCount(traffic.messages)} (${fmtCount(traffic.hostMessages)})` },
    { metric: "bytes sent to clients", measured: fmtBytes(traffic.bytes) },
    hasDeltas
      ? { metric: "delta size p50", measured: fmtBytes(traffic.deltaSizeP50) }
      : { metric: "delta size p50", measured: `no deltas (snapshot p50 ${fmtBytes(traffic.snapshotSizeP50)})` },
    { metric: "server CPU (storm)", target: targets ? `≤ ${fmtSeconds(targets.cpuSeconds)}` : undefined, measured: fmtSeconds(figures.serverCpuSeconds), pass: targets ? atMost(figures.serverCpuSeconds, targets.cpuSeconds) : null },
    { metric: "server CPU by thread (s)", measured: threadsText(figures) },
    { metric: "server threads waiting for a core (run queue)", measured: waitText(figures) },
    { metric: "server peak RSS", measured: fmtBytes(figures.peakRssBytes) },
  ];
  if (targets?.rssPerConnectionBytes !== undefined) {
    rows.push({
      metric: "server RSS growth per connection",
      target: `≤ ${fmtBytes(targets.rssPerConnectionBytes)}`,
      measured: fmtBytes(figures.rssGrowthPerConnectionBytes),
      pass: atMost(figures.rssGrowthPerConnectionBytes, targets.rssPerConnectionBytes),
    });
  }
  rows.push({ metric: "event-loop delay p99 (max)", measured: `${fmtMs(figures.loopDelayP99Ms)} (${fmtMs(figures.loopDelayMaxMs)})` });
  return rows;
}

export function stormNotes(figures: StormFigures): string[] {
  const traffic = figures.traffic;
  const types = Object.entries(traffic.byType)
    .map(([type, count]) => `${type} ${fmtCount(count)}`)
    .join(", ");
  const notes = [
    `messages by type: ${types || "none"}; version gaps → resyncs: ${fmtCount(traffic.resyncRequests)}`,
    `connect phase: server CPU ${fmtSeconds(figures.connectCpuSeconds)}, RSS ${fmtBytes(figures.rssBeforeConnectBytes)} → ${fmtBytes(figures.rssAfterConnectBytes)} (${fmtBytes(figures.rssGrowthPerConnectionBytes)}/connection)`,
    `load generator CPU during the storm ${fmtSeconds(figures.loadCpuSeconds)} (its own core; near the storm's duration means it was the limit)`,
    `submissions started at most ${fmtMs(figures.maxStartLagMs)} behind schedule; slowest ack ${fmtMs(figures.ackMax)}`,
  ];
  if (figures.hiddenPhones) {
    notes.push(`${fmtCount(figures.hiddenPhones)} phones went out of sight through the storm and came back after the last acknowledgement (one snapshot each)`);
  }
  if (figures.socketErrors || figures.unexpectedCloses) notes.push(`socket errors ${figures.socketErrors}, unexpected closes ${figures.unexpectedCloses}`);
  if (figures.errorSamples.length) notes.push(`first errors: ${figures.errorSamples.join(" | ")}`);
  return notes;
}

export function stormReport(name: string, title: string, figures: StormFigures, targets?: StormTargets): ScenarioReport {
  return { name, title, rows: stormRows(figures, targets), notes: stormNotes(figures) };
}
