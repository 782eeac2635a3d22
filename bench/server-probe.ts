/**
 * Preloaded into the server under test (`node --import ./bench/server-probe.ts …`), so the product needs no
 * benchmark code: answers the bench's IPC questions with event-loop delay, CPU time and memory from inside the process.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";

type ProbeRequest = { type: "probe"; id: number; reset?: boolean };

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

/**
 * Submission latency as the server sees it: over HTTP from the request's 'request' event (headers parsed) to the
 * reply's 'finish' (handed to the kernel), in microseconds. Unlike the load generator's figure it leaves out the time the
 * load generator itself takes to send and to read, which a saturated load core inflates.
 */
const submissions = createHistogram();
const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
  if (event === "request") {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (request.method === "POST" && request.url?.endsWith("/feedback")) {
      const started = performance.now();
      response.once("finish", () => submissions.record(Math.max(1, Math.round((performance.now() - started) * 1000))));
    }
  }
  return Reflect.apply(emit, this, [event, ...args]) as boolean;
} as typeof Server.prototype.emit;

/**
 * The same over WebSocket: from a `submit-feedback` message's arrival (ws's 'message' event) to its answer
 * (`feedback-submitted` or `feedback-error`) handed to the socket. A socket's messages are answered in order, so each
 * answer closes the oldest open submission of its socket. Only short writes are looked at: answers are small.
 */
const arrivals = new WeakMap<object, number[]>();
const emitMessage = WebSocket.prototype.emit;
WebSocket.prototype.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
  const raw = args[0];
  if (event === "message" && Buffer.isBuffer(raw) && raw.length < 2048 && raw.includes("submit-feedback")) {
    const tcp = (this as unknown as { _socket?: object })._socket;
    if (tcp) {
      let queue = arrivals.get(tcp);
      if (!queue) arrivals.set(tcp, (queue = []));
      queue.push(performance.now());
    }
  }
  return Reflect.apply(emitMessage, this, [event, ...args]) as boolean;
} as typeof WebSocket.prototype.emit;
// Every write of the server passes through here, 300,000 deltas in storm-10k among them, and the probe's own cost
// counts as server CPU: the length is checked first, and no argument array is built.
const write = Socket.prototype.write;
Socket.prototype.write = function (this: Socket, chunk: unknown, encoding?: unknown, callback?: unknown) {
  if (Buffer.isBuffer(chunk) && chunk.length < 1024) {
    const queue = arrivals.get(this);
    if (queue && queue.length > 0 && chunk.includes('"type":"feedback-')) {
      submissions.record(Math.max(1, Math.round((performance.now() - queue.shift()!) * 1000)));
    }
  }
  return (write as (this: Socket, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean).call(this, chunk, encoding, callback);
} as typeof Socket.prototype.write;

/**
 * CPU seconds per thread of this process by the thread's name (/proc: utime + stime, 10 ms resolution): the event
 * loop is "MainThread", the SQLite writer "sqlite-writer", the checkpointer "sqlite-checkpointer", V8's helpers
 * "V8Worker"; threads of one name are summed. "NAME sys" is the part of it spent in the kernel, "NAME wait" the
 * time the thread was ready to run but waited for a core (schedstat's run-queue delay): on a shared machine, what the
 * scheduler took from it.
 */
function threadCpuSeconds(): Record<string, number> {
  const byName: Record<string, number> = {};
  try {
    for (const tid of readdirSync("/proc/self/task")) {
      try {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        const name = readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim();
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
        byName[`${name} sys`] = (byName[`${name} sys`] ?? 0) + Number(fields[12]) / 100;
        // schedstat: nanoseconds on a core, nanoseconds runnable but waiting for one, timeslices.
        const waited = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, "utf8").split(" ")[1]) / 1e9;
        if (Number.isFinite(waited)) byName[`${name} wait`] = (byName[`${name} wait`] ?? 0) + waited;
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return byName;
}

function snapshot(): Record<string, unknown> {
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
    serverAckP50Ms: submissions.count ? submissions.percentile(50) / 1000 : Number.NaN,
    serverAckP99Ms: submissions.count ? submissions.percentile(99) / 1000 : Number.NaN,
    serverAckCount: submissions.count,
    threadCpuSeconds: threadCpuSeconds(),
  };
}

if (process.send) {
  process.on("message", (message: ProbeRequest) => {
    if (message?.type !== "probe") return;
    const data = snapshot();
    if (message.reset) {
      delay.reset();
      submissions.reset();
    }
    process.send?.({ type: "probe-result", id: message.id, data });
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
