import { describe, expect, it } from "vitest";
import { buildCloudWords } from "../../shared/words.js";
import { SessionCloud } from "./session-cloud.js";

describe("SessionCloud", () => {
  it("shows the most frequent spelling of a term", () => {
    const cloud = new SessionCloud();
    cloud.recordEntry({ term: "good", spelling: "Good", inCloud: true, wordCount: 1 });
    cloud.recordEntry({ term: "good", spelling: "good", inCloud: true, wordCount: 1 });
    expect(cloud.words()).toEqual([{ text: "good", frequency: 2, weight: 1 }]);
    cloud.recordEntry({ term: "good", spelling: "Good", inCloud: true, wordCount: 1 });
    expect(cloud.words()).toEqual([{ text: "Good", frequency: 3, weight: 1 }]);
  });

  it("breaks a tie between spellings the same way whatever the arrival order, so every instance shows the same", () => {
    const first = new SessionCloud();
    const second = new SessionCloud();
    for (const spelling of ["Good", "good"]) first.recordEntry({ term: "good", spelling, inCloud: true, wordCount: 1 });
    for (const spelling of ["good", "Good"]) second.recordEntry({ term: "good", spelling, inCloud: true, wordCount: 1 });
    expect(first.words()).toEqual(second.words());
  });

  it("counts entries kept out of the cloud as submissions and versions", () => {
    const cloud = new SessionCloud();
    cloud.recordEntry({ term: "the", spelling: "the", inCloud: false, wordCount: 1 });
    expect(cloud.snapshot()).toEqual({ words: [], totalSubmissions: 1, version: 1, uniqueWords: 0, totalWords: 1 });
  });

  it("keeps the incremental top-100 equal to a full recomputation", () => {
    const cloud = new SessionCloud();
    const counts = new Map<string, number>();
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const rank = Math.floor(1 / (1 - (seed / 2 ** 31) * 0.999)) % 400;
      const term = `w${rank}`;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      cloud.recordEntry({ term, spelling: term, inCloud: true, wordCount: 1 });
      if (i % 97 === 0) {
        const expected = buildCloudWords([...counts].map(([text, frequency]) => ({ text, frequency })));
        expect(cloud.words()).toEqual(expected);
      }
    }
    expect(cloud.words()).toEqual(buildCloudWords([...counts].map(([text, frequency]) => ({ text, frequency }))));
  });

  it("shows only its question's words while counting every question's entries in the session's totals", () => {
    const cloud = new SessionCloud(undefined, "q2");
    cloud.addSessionTerm("earlier");
    cloud.recordEntry({ term: "late", spelling: "late", inCloud: true, wordCount: 1, questionId: "q1" });
    cloud.recordEntry({ term: "new idea", spelling: "new idea", inCloud: true, wordCount: 2, questionId: "q2" });
    expect(cloud.words().map((word) => word.text)).toEqual(["new idea"]);
    const snapshot = cloud.snapshot();
    expect(snapshot.totalSubmissions).toBe(2);
    expect(snapshot.totalWords).toBe(3);
    // uniqueWords stays the session's: the words of every question.
    expect(snapshot.uniqueWords).toBe(3);
  });
});
