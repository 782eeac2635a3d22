import { describe, expect, it } from "vitest";
import { createEntry, isRefusal, isSettled, isUnsent, retryDelayMs, transition, type OutboxEntry } from "./outbox-entry.js";

const word = { kind: "word" as const, text: "Kaffe", participantId: "participant_1", slot: 0 };
const fresh = (online = true): OutboxEntry => createEntry("submission-0000000001", "session-1", word, online, 1_000);

describe("outbox entry state machine", () => {
  it("starts sending when online and waiting for the network when offline", () => {
    expect(fresh(true)).toMatchObject({ state: "sending", attempts: 0, retryAt: 1_000 });
    expect(fresh(false)).toMatchObject({ state: "waiting", attempts: 0, retryAt: 1_000 });
    expect(isUnsent(fresh(false))).toBe(true);
    expect(isSettled(fresh(true))).toBe(false);
    expect(isSettled(fresh(false))).toBe(true);
  });

  it("goes sending → sent on acceptance, and sent stays sent whatever arrives late", () => {
    const sent = transition(transition(fresh(), { type: "attempt" }), { type: "accepted" });
    expect(sent.state).toBe("sent");
    expect(isUnsent(sent)).toBe(false);
    expect(transition(sent, { type: "failed", error: "late", now: 5_000 })).toBe(sent);
    expect(transition(sent, { type: "refused", error: "late" })).toBe(sent);
  });

  it("ends in refused with the server's text, for good", () => {
    const refused = transition(fresh(), { type: "refused", error: "This session is not active" });
    expect(refused).toMatchObject({ state: "refused", error: "This session is not active" });
    expect(isUnsent(refused)).toBe(false);
    expect(transition(refused, { type: "accepted" })).toBe(refused);
  });

  it("keeps the server's notice of a request to slow down while it waits, and forgets it after a plain failure", () => {
    const slowed = transition(fresh(), { type: "failed", error: "Too many answers at once, please wait a moment", notice: "Too many answers at once, please wait a moment", now: 2_000 });
    expect(slowed).toMatchObject({ state: "waiting", notice: "Too many answers at once, please wait a moment" });
    const offline = transition(transition(slowed, { type: "attempt" }), { type: "failed", error: "Network error", now: 4_000 });
    expect(offline.notice).toBeUndefined();
  });

  it("waits after a failure with a growing, capped, jittered delay, and retries at once when told", () => {
    let entry = fresh();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      entry = transition(entry, { type: "failed", error: "Network error", now: 10_000, random: 0.5 });
      expect(entry).toMatchObject({ state: "waiting", attempts: attempt, error: "Network error" });
      delays.push(entry.retryAt - 10_000);
      entry = transition(entry, { type: "attempt" });
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(retryDelayMs(1, 0)).toBe(800);
    expect(retryDelayMs(1, 1)).toBe(1_200);
    const waiting = transition(fresh(), { type: "failed", error: "offline", now: 10_000, random: 0.5 });
    expect(transition(waiting, { type: "retry-now", now: 10_500 }).retryAt).toBe(10_500);
    expect(transition(fresh(), { type: "retry-now", now: 10_500 }).retryAt).toBe(1_000);
  });

  it("tells refusals from failures worth another attempt", () => {
    for (const status of [400, 403, 404, 409, 413]) expect(isRefusal(status)).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503]) expect(isRefusal(status)).toBe(false);
  });
});
