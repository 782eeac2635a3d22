import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox-entry.js";
import { Outbox, type OutboxEnvironment, type SendOutcome } from "./outbox.js";

/** localStorage as a Map. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A clock, timers and network the test moves by hand, and a transport whose answers it gives one by one. */
function harness(storage = new MemoryStorage()) {
  let now = 1_000_000;
  let online = true;
  let timer: { at: number; run: () => void } | null = null;
  const attempts: { entry: OutboxEntry; answer: (outcome: SendOutcome) => void }[] = [];
  const env: OutboxEnvironment = {
    storage,
    isOnline: () => online,
    now: () => now,
    setTimer: (run, ms) => {
      const mine = { at: now + ms, run };
      timer = mine;
      return () => {
        if (timer === mine) timer = null;
      };
    },
  };
  const outbox = new Outbox((entry) => new Promise((resolve) => attempts.push({ entry, answer: resolve })), env);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    outbox,
    storage,
    attempts,
    setOnline(value: boolean) {
      online = value;
    },
    /** Moves the clock and fires the retry timer when it is due. */
    async advance(ms: number) {
      now += ms;
      const due = timer;
      if (due && due.at <= now) {
        timer = null;
        due.run();
      }
      await settle();
    },
    async answer(outcome: SendOutcome) {
      attempts.shift()!.answer(outcome);
      await settle();
    },
    states: (sessionId = "s1") => outbox.entriesOf(sessionId).map((entry) => entry.state),
  };
}

const word = (text: string, slot = 0) => ({ kind: "word" as const, text, participantId: "participant_1", slot });

describe("Outbox", () => {
  it("sends entries one at a time, in order, under the id they were stored with", async () => {
    const h = harness();
    const first = h.outbox.add("s1", word("Kaffe", 0));
    const second = h.outbox.add("s1", word("Te", 1));
    expect(h.attempts.map((attempt) => attempt.entry.submissionId)).toEqual([first.submissionId]);
    expect(first.submissionId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await h.answer({ kind: "accepted" });
    expect(h.attempts.map((attempt) => attempt.entry.submissionId)).toEqual([second.submissionId]);
    await h.answer({ kind: "accepted" });
    expect(h.states()).toEqual(["sent", "sent"]);
  });

  it("keeps a failed entry under the same id and retries it with backoff", async () => {
    const h = harness();
    const entry = h.outbox.add("s1", word("Kaffe"));
    await h.answer({ kind: "failed", error: "HTTP 503: Service Unavailable" });
    expect(h.states()).toEqual(["waiting"]);
    expect(h.attempts).toHaveLength(0);
    await h.advance(500);
    expect(h.attempts).toHaveLength(0);
    await h.advance(1_000);
    expect(h.attempts.map((attempt) => attempt.entry.submissionId)).toEqual([entry.submissionId]);
    await h.answer({ kind: "accepted" });
    expect(h.states()).toEqual(["sent"]);
  });

  it("waits for the network while offline and sends at once when told it is back", async () => {
    const h = harness();
    h.setOnline(false);
    h.outbox.add("s1", word("Kaffe"));
    expect(h.states()).toEqual(["waiting"]);
    await h.advance(60_000);
    expect(h.attempts).toHaveLength(0);
    h.setOnline(true);
    h.outbox.retryNow();
    expect(h.attempts).toHaveLength(1);
  });

  it("survives a reload: unsent entries come back from storage with their ids and are sent", async () => {
    const storage = new MemoryStorage();
    const before = harness(storage);
    before.setOnline(false);
    const kept = [before.outbox.add("s1", word("Kaffe", 0)), before.outbox.add("s1", word("Te", 1))];
    const after = harness(storage);
    expect(after.outbox.entriesOf("s1").map((entry) => [entry.submissionId, entry.item])).toEqual(kept.map((entry) => [entry.submissionId, entry.item]));
    after.outbox.start();
    await after.answer({ kind: "accepted" });
    await after.answer({ kind: "accepted" });
    expect(after.states()).toEqual(["sent", "sent"]);
    expect(harness(storage).outbox.entriesOf("s1")).toEqual([]);
  });

  it("drops a refused entry from storage and keeps its text for the page", async () => {
    const storage = new MemoryStorage();
    const h = harness(storage);
    h.outbox.add("s1", word("Kaffe"));
    await h.answer({ kind: "refused", error: "This session is not active" });
    expect(h.outbox.entriesOf("s1")).toMatchObject([{ state: "refused", error: "This session is not active", item: { text: "Kaffe" } }]);
    expect(harness(storage).outbox.entriesOf("s1")).toEqual([]);
  });

  it("replaces a waiting class answer by a newer one to the same question, and drops one replaced in flight", async () => {
    const h = harness();
    const answer = (response: number) => ({ kind: "class-answer" as const, questionId: "q1", response, participantId: "participant_1" });
    h.outbox.add("s1", answer(3));
    await h.answer({ kind: "failed", error: "Network error" });
    h.outbox.add("s1", answer(5));
    expect(h.outbox.entriesOf("s1").map((entry) => entry.item)).toEqual([answer(5)]);
    await h.answer({ kind: "failed", error: "Network error" });
    await h.advance(1_500);
    expect(h.attempts).toHaveLength(1);
    // Replaced while its attempt is under way: whatever it comes to, it is not retried.
    h.outbox.add("s1", answer(7));
    await h.answer({ kind: "failed", error: "Network error" });
    expect(h.outbox.entriesOf("s1").map((entry) => entry.item)).toEqual([answer(7)]);
    expect(h.attempts.map((attempt) => attempt.entry.item)).toEqual([answer(7)]);
  });

  it("ignores unreadable storage instead of failing", () => {
    const storage = new MemoryStorage();
    storage.setItem("ordsky.outbox.v1", "{not json");
    expect(harness(storage).outbox.entriesOf("s1")).toEqual([]);
    storage.setItem("ordsky.outbox.v1", JSON.stringify([{ submissionId: "bad" }, 42]));
    expect(harness(storage).outbox.entriesOf("s1")).toEqual([]);
  });
});
