import { describe, expect, it } from "vitest";
import { FanOut, SLICE_SIZE } from "./fan-out.js";
import type { RealtimeClient } from "./realtime-client.js";

function client(log: string[], name: string): RealtimeClient {
  return { bufferedAmount: 0, backlogged: false, close() {}, send: (message: Buffer) => log.push(`${name}:${message.toString()}`) };
}

describe("FanOut", () => {
  it("writes a small send at once when nothing is queued", () => {
    const log: string[] = [];
    const fanOut = new FanOut((target, message) => target.send(message));
    fanOut.send([client(log, "a")], Buffer.from("1"));
    expect(log).toEqual(["a:1"]);
  });

  it("spreads a large send over turns of the event loop and keeps every socket's messages in order", async () => {
    const log: string[] = [];
    const fanOut = new FanOut((target, message) => target.send(message));
    const many = Array.from({ length: 1200 }, (_, i) => client(log, `c${i}`));
    fanOut.send(many, Buffer.from("delta1"));
    fanOut.send([many[1100]!], Buffer.from("snapshot"));
    fanOut.send(many, Buffer.from("delta2"));
    expect(log).toHaveLength(0);
    const writtenPerTurn: number[] = [];
    while (fanOut.pending > 0) {
      const before = log.length;
      await new Promise((resolve) => setImmediate(resolve));
      writtenPerTurn.push(log.length - before);
    }
    expect(Math.max(...writtenPerTurn)).toBeLessThanOrEqual(SLICE_SIZE);
    expect(writtenPerTurn.length).toBeGreaterThanOrEqual(Math.ceil(2401 / SLICE_SIZE));
    const forC1100 = log.filter((line) => line.startsWith("c1100:"));
    expect(forC1100).toEqual(["c1100:delta1", "c1100:snapshot", "c1100:delta2"]);
    expect(log).toHaveLength(2401);
  });
});
