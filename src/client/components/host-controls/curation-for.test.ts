import { describe, expect, it } from "vitest";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { curationFor } from "./curation-for.js";

const overview = {
  requireApproval: false,
  revision: 3,
  hidden: [
    { word: "Quiz", frequency: 1, scope: "q1" },
    { word: "pauser", frequency: 2, scope: "q2" },
  ],
  banned: [{ term: "peter", matches: 1 }],
  merges: [{ word: "AI", frequency: 5, scope: "q1", members: [{ word: "A.I.", frequency: 2 }, { word: "ai", frequency: 3 }] }],
  suggestions: [],
  waiting: { total: 0, entries: [] },
  flaggedUndecided: 0,
  heldBack: { total: 0, words: [] },
  allowedWords: [],
} satisfies ModerationOverview;

describe("curationFor", () => {
  it("applies the scope's hidden words and merges and the session's bans, as the server's clouds do", () => {
    const curation = curationFor(overview, "q1");
    expect(curation.place("quiz")).toMatchObject({ shown: false, reason: "hidden" });
    expect(curation.place("pauser")).toMatchObject({ shown: true, label: null });
    expect(curation.place("a.i.")).toMatchObject({ shown: true, key: "ai", label: "AI" });
    expect(curation.place("peter!")).toMatchObject({ shown: false, reason: "banned" });
  });

  it("keeps another question's decisions out", () => {
    const curation = curationFor(overview, "q2");
    expect(curation.place("quiz")).toMatchObject({ shown: true });
    expect(curation.place("pauser")).toMatchObject({ shown: false, reason: "hidden" });
    expect(curation.place("a.i.")).toMatchObject({ shown: true, label: null });
  });
});
