import { describe, expect, it } from "vitest";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { encodeCloud } from "./cloud-json.js";
import { encodeSnapshot } from "./server-messages.js";

const cloud: WordCloud = { words: [{ text: "Kaffe \"sort\"", frequency: 2, weight: 1, first: 1 }], totalSubmissions: 2, version: 3, uniqueWords: 1, totalWords: 2 };

describe("cloud JSON", () => {
  it("serialises a cloud once and hands every message the same bytes", () => {
    expect(encodeCloud(cloud)).toBe(encodeCloud(cloud));
    expect(JSON.parse(encodeCloud(cloud).toString())).toEqual(cloud);
  });

  it("wraps the cloud's bytes in a snapshot message that reads as the protocol's word-cloud-update", () => {
    expect(JSON.parse(encodeSnapshot("session-1", cloud).toString())).toEqual({ type: "word-cloud-update", sessionId: "session-1", protocolVersion: expect.any(Number), data: cloud });
  });
});
