import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A Storage that refuses every use, as a third-party frame's does in Safari (or Chrome with third-party cookies blocked). */
const refusing = new Proxy({} as Storage, {
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});

// Files share a module graph (`isolate: false`): another file's client code (the realtime client's host keys) may
// already have filled this module's memory, so each test imports it afresh.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser's storage", () => {
  it("keeps values in memory for the page where the browser refuses it, and reads them back", async () => {
    vi.stubGlobal("window", { get localStorage(): Storage { throw new DOMException("denied", "SecurityError"); }, sessionStorage: refusing });
    const { deviceStore, tabStore, readJson } = await import("./browser-storage.js");
    expect(deviceStore.get("ordsky.hostKeys")).toBeNull();
    deviceStore.set("ordsky.hostKeys", JSON.stringify({ s1: "key-1" }));
    expect(readJson(deviceStore, "ordsky.hostKeys", {})).toEqual({ s1: "key-1" });
    tabStore.set("ordsky.participant.s1", "participant_1");
    expect(tabStore.get("ordsky.participant.s1")).toBe("participant_1");
    tabStore.remove("ordsky.participant.s1");
    expect(tabStore.get("ordsky.participant.s1")).toBeNull();
  });

  it("gives a refused tab one participant id for the visit, not a new one per answer", async () => {
    vi.stubGlobal("window", { localStorage: refusing, sessionStorage: refusing });
    const { sessionParticipantId } = await import("./participant-id.js");
    expect(sessionParticipantId("s1")).toBe(sessionParticipantId("s1"));
    expect(sessionParticipantId("s2")).not.toBe(sessionParticipantId("s1"));
  });
});
