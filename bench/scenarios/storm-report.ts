import { atMost, fmtBytes, fmtCount, fmtMs, fmtSeconds, type Row, type ScenarioReport } from "../lib/format.js";
import type { StormFigures } from "./storm.js";

export type StormTargets = { ackP99Ms: number; convergenceMs: number; cpuSeconds: number; rssPerConnectionBytes?: number };

/** The figures the issue asks for, each against its target where it has one. */
export function stormRows(figures: StormFigures, targets?: StormTargets): Row[] {
  const traffic = figures.traffic;
  const hasDeltas = (traffic.byType["word-cloud-delta"] ?? 0) > 0;
  const rows: Row[] = [
    { metric: "watching sockets connected", target: fmtCount(figures.watchers), measured: `${fmtCount(figures.connected)} in ${fmtSeconds(figures.connectSeconds)}`, pass: figures.connected === figures.watchers },
    { metric: "acknowledged submissions", measured: `${fmtCount(figures.acknowledged)} in ${fmtSeconds(figures.submitSeconds)}` },
    {
      metric: "errors (failed or > 15 s; + unfinished at the time cap)",
      target: "0",
      measured: `${fmtCount(figures.errors + figures.connectErrors)}${figures.unfinished ? ` + ${fmtCount(figures.unfinished)} unfinished` : ""}`,
      pass: figures.errors + figures.connectErrors + figures.unfinished === 0,
    },
    { metric: "ack latency p50 / p95", measured: `${fmtMs(figures.ackP50)} / ${fmtMs(figures.ackP95)}` },
    { metric: "ack latency p99", target: targets ? `≤ ${fmtMs(targets.ackP99Ms)}` : undefined, measured: fmtMs(figures.ackP99), pass: targets ? atMost(figures.ackP99, targets.ackP99Ms) : null },
    { metric: "ack latency inside the server p50 / p99", measured: `${fmtMs(figures.serverAckP50Ms)} / ${fmtMs(figures.serverAckP99Ms)}` },
    {
      metric: "convergence after last ack",
      target: targets ? `≤ ${fmtMs(targets.convergenceMs)}` : undefined,
      measured: figures.convergenceMs === null ? `not within 10 s (${fmtCount(figures.notConverged)} clients behind)` : fmtMs(figures.convergenceMs),
      pass: targets ? (figures.convergenceMs === null ? false : atMost(figures.convergenceMs, targets.convergenceMs)) : null,
    },
    { metric: "messages sent to clients", measured: fmtCount(traffic.messages) },
    { metric: "bytes sent to clients", measured: fmtBytes(traffic.bytes) },
    hasDeltas
      ? { metric: "delta size p50", measured: fmtBytes(traffic.deltaSizeP50) }
      : { metric: "delta size p50", measured: `no deltas (snapshot p50 ${fmtBytes(traffic.snapshotSizeP50)})` },
    { metric: "server CPU (storm)", target: targets ? `≤ ${fmtSeconds(targets.cpuSeconds)}` : undefined, measured: fmtSeconds(figures.serverCpuSeconds), pass: targets ? atMost(figures.serverCpuSeconds, targets.cpuSeconds) : null },
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
  if (figures.socketErrors || figures.unexpectedCloses) notes.push(`socket errors ${figures.socketErrors}, unexpected closes ${figures.unexpectedCloses}`);
  if (figures.errorSamples.length) notes.push(`first errors: ${figures.errorSamples.join(" | ")}`);
  return notes;
}

export function stormReport(name: string, title: string, figures: StormFigures, targets?: StormTargets): ScenarioReport {
  return { name, title, rows: stormRows(figures, targets), notes: stormNotes(figures) };
}
