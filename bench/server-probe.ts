/**
 * Preloaded into the server under test (`node --import ./bench/server-probe.ts …`), so the product needs no
 * benchmark code: answers the bench's IPC questions with event-loop delay, CPU time and memory from inside the process.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

type ProbeRequest = { type: "probe"; id: number; reset?: boolean };

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

function snapshot(): Record<string, number> {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  return {
    cpuUserMicros: cpu.user,
    cpuSystemMicros: cpu.system,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    loopDelayP50Ms: ms(delay.percentile(50)),
    loopDelayP99Ms: ms(delay.percentile(99)),
    loopDelayMaxMs: ms(delay.max),
  };
}

if (process.send) {
  process.on("message", (message: ProbeRequest) => {
    if (message?.type !== "probe") return;
    const data = snapshot();
    if (message.reset) delay.reset();
    process.send?.({ type: "probe-result", id: message.id, data });
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
