import { describe, expect, it } from "vitest";
import { BUS_PAYLOAD_BUDGET_BYTES, decodeBusMessage, emptyBusMessage, encodeBusMessage, type CloudChange } from "./bus.js";
import { BusOutbox } from "./bus-outbox.js";
import { SequenceSet } from "./bus-sequences.js";

function change(sessionId: string, entries: number, from = 1): CloudChange {
  const outbox = new BusOutbox();
  for (let i = 0; i < entries; i++) {
    outbox.addEntry(sessionId, { term: `word${i % 17}`, spelling: i % 2 ? `Word${i % 17}` : `word${i % 17}`, inCloud: i % 5 !== 0, withheld: i % 7 === 3, sequence: from + i * 3, questionId: i % 3 === 0 ? null : `q${i % 2}` });
  }
  return outbox.take("x").clouds[0]!;
}

describe("bus messages", () => {
  it("round-trip through one compact payload, with every entry's sequence number", () => {
    const message = { ...emptyBusMessage("inst-1"), clouds: [change("s1", 40)], classChanged: ["c1"], forgotten: ["gone"] };
    const payloads = encodeBusMessage(message);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.length).toBeLessThan(1200);
    const decoded = decodeBusMessage(payloads[0]!)!;
    expect(decoded.instanceId).toBe("inst-1");
    expect(decoded.classChanged).toEqual(["c1"]);
    expect(decoded.forgotten).toEqual(["gone"]);
    const sequences = (c: CloudChange) => [...c.words.flatMap((word) => word.sequences), ...c.others].sort((a, b) => a - b);
    expect(sequences(decoded.clouds[0]!)).toEqual(sequences(message.clouds[0]!));
    expect(decoded.clouds[0]!.words).toEqual(message.clouds[0]!.words.map((word) => ({ ...word, sequences: [...word.sequences].sort((a, b) => a - b) })));
    // Entries waiting for approval stay marked, so every instance keeps them out of the counts shown.
    expect(decoded.clouds[0]!.withheld).toEqual(message.clouds[0]!.withheld);
    expect(decoded.clouds[0]!.withheld.length).toBeGreaterThan(0);
  });

  it("stays under the NOTIFY limit: a change too large for one payload becomes a reload, many sessions are split", () => {
    const big = change("huge", 3000);
    const many = Array.from({ length: 60 }, (_, i) => change(`session-${i}`, 12, i));
    const payloads = encodeBusMessage({ ...emptyBusMessage("inst-2"), clouds: [big, ...many] });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(BUS_PAYLOAD_BUDGET_BYTES + 200);
    const decoded = payloads.map((payload) => decodeBusMessage(payload)!);
    expect(decoded.flatMap((message) => message.reload)).toEqual(["huge"]);
    expect(decoded.flatMap((message) => message.clouds.map((c) => c.sessionId))).toEqual(many.map((c) => c.sessionId));
  });

  it("ignores payloads that are not bus messages", () => {
    expect(decodeBusMessage("not json")).toBeNull();
    expect(decodeBusMessage(JSON.stringify({ hello: 1 }))).toBeNull();
  });
});

describe("SequenceSet", () => {
  it("counts each sequence once and knows when everything up to a total has arrived", () => {
    const set = new SequenceSet(10);
    expect(set.has(7)).toBe(true);
    expect(set.add(7)).toBe(false);
    expect(set.add(13)).toBe(true);
    expect(set.covers(13)).toBe(false);
    expect(set.add(11)).toBe(true);
    expect(set.add(12)).toBe(true);
    expect(set.covers(13)).toBe(true);
    expect(set.add(13)).toBe(false);
    expect(set.size).toBe(13);
  });
});
