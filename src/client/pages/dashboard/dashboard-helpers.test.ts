import { describe, expect, it } from "vitest";
import { en } from "../../i18n/messages/en.js";
import { anonymousId } from "./anonymous-label.js";
import { buildSessionExport, exportFileName } from "./export-session.js";

/** The label as English shows it (the spec's), with the id put into the catalogue's message. */
const anonymousLabel = (index: number) => en["dashboard.anonymousLabel"].replace("{id}", anonymousId(index));

describe("anonymousId", () => {
  it("cycles letters A-Z with a two-digit running number after the spec's 'User-'", () => {
    expect(anonymousLabel(0)).toBe("User-A01");
    expect(anonymousLabel(1)).toBe("User-B02");
    expect(anonymousLabel(25)).toBe("User-Z26");
    expect(anonymousLabel(26)).toBe("User-A27");
    expect(anonymousLabel(98)).toBe("User-U99");
    expect(anonymousLabel(99)).toBe("User-V01");
  });
});

describe("exportFileName", () => {
  it("lower-cases the title and replaces every non-alphanumeric character with an underscore", () => {
    expect(exportFileName("Week 12 — Retro!")).toBe("week_12___retro__data.json");
    expect(exportFileName("Æble-kage")).toBe("_ble_kage_data.json");
  });
});

describe("buildSessionExport", () => {
  it("holds the session, word cloud, feedback, every question and an ISO export time", () => {
    const session = { id: "s", title: "T" } as never;
    const question = { id: "q1", number: 1, prompt: "Why?", wordCloud: null, feedback: [] } as never;
    const data = buildSessionExport(session, null, [], [question], null, new Date("2026-11-21T10:00:00Z"));
    expect(Object.keys(data)).toEqual(["session", "wordCloud", "feedback", "questions", "exportedAt"]);
    expect(data.questions).toEqual([question]);
    expect(data.exportedAt).toBe("2026-11-21T10:00:00.000Z");
  });
});
