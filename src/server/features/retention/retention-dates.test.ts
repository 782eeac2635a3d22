import { describe, expect, it } from "vitest";
import { deletionTime, idleCutoff, lastActivity } from "./retention-dates.js";

describe("retention dates", () => {
  it("takes the latest of creation, last entry and last class answer", () => {
    const createdAt = "2026-01-10T08:00:00.000Z";
    expect(lastActivity({ createdAt, lastEntryAt: null, lastClassAnswerAt: null })).toBe(createdAt);
    expect(lastActivity({ createdAt, lastEntryAt: "2026-02-01T09:30:00.000Z", lastClassAnswerAt: null })).toBe("2026-02-01T09:30:00.000Z");
    expect(lastActivity({ createdAt, lastEntryAt: "2026-02-01T09:30:00.000Z", lastClassAnswerAt: "2026-03-05T12:00:00.000Z" })).toBe("2026-03-05T12:00:00.000Z");
  });

  it("deletes N whole days after the last activity, over month and year ends", () => {
    expect(deletionTime("2026-01-31T23:59:59.000Z", 1)).toBe("2026-02-01T23:59:59.000Z");
    expect(deletionTime("2026-12-15T10:00:00.000Z", 30)).toBe("2027-01-14T10:00:00.000Z");
  });

  it("puts the cutoff N days before now, so a session is due exactly when its deletion time has passed", () => {
    const now = Date.parse("2026-11-26T06:00:00.000Z");
    expect(idleCutoff(now, 30)).toBe("2026-10-27T06:00:00.000Z");
    expect(deletionTime(idleCutoff(now, 30), 30)).toBe(new Date(now).toISOString());
  });
});
