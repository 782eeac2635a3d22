import { describe, expect, it } from "vitest";
import { Curation } from "../../shared/word-curation.js";
import { buildCloudWords } from "../../shared/words.js";
import { SessionCloud } from "./session-cloud.js";

describe("SessionCloud", () => {
  it("shows the most frequent spelling of a term", () => {
    const cloud = new SessionCloud();
    cloud.recordEntry({ term: "good", spelling: "Good", inCloud: true });
    cloud.recordEntry({ term: "good", spelling: "good", inCloud: true });
    expect(cloud.words()).toEqual([{ text: "good", frequency: 2, weight: 1 }]);
    cloud.recordEntry({ term: "good", spelling: "Good", inCloud: true });
    expect(cloud.words()).toEqual([{ text: "Good", frequency: 3, weight: 1 }]);
  });

  it("breaks a tie between spellings the same way whatever the arrival order, so every instance shows the same", () => {
    const first = new SessionCloud();
    const second = new SessionCloud();
    for (const spelling of ["Good", "good"]) first.recordEntry({ term: "good", spelling, inCloud: true });
    for (const spelling of ["good", "Good"]) second.recordEntry({ term: "good", spelling, inCloud: true });
    expect(first.words()).toEqual(second.words());
  });

  it("counts entries kept out of the cloud in no figure, but moves the version on", () => {
    const cloud = new SessionCloud();
    cloud.recordEntry({ term: "the", spelling: "the", inCloud: false });
    cloud.recordEntry({ term: "", spelling: "", inCloud: false, withheld: true });
    expect(cloud.snapshot()).toEqual({ words: [], totalSubmissions: 0, version: 2, uniqueWords: 0, totalWords: 0 });
    expect(cloud.sessionFigures()).toEqual({ totalSubmissions: 0, uniqueWords: 0, totalWords: 0 });
  });

  it("counts what the room sees: hidden and banned words are in no figure, a merged group is one word", () => {
    const curation = new Curation({ hidden: ["boring"], banned: ["dum"], merges: [{ key: "great", term: "super", label: "great" }, { key: "great", term: "great", label: "great" }] });
    const cloud = new SessionCloud(curation);
    for (const term of ["boring", "mads er dum", "super", "great", "very good", "very good"]) cloud.recordEntry({ term, spelling: term, inCloud: true });
    expect(cloud.words().map((word) => [word.text, word.frequency])).toEqual([
      ["great", 2],
      ["very good", 2],
    ]);
    // The spec's Total Submissions is the sum of the shown words' frequencies; "very good" is two words twice.
    expect(cloud.snapshot()).toMatchObject({ totalSubmissions: 4, uniqueWords: 2, totalWords: 6 });
    expect(cloud.sessionFigures()).toEqual({ totalSubmissions: 4, uniqueWords: 2, totalWords: 6 });
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
      cloud.recordEntry({ term, spelling: term, inCloud: true });
      if (i % 97 === 0) {
        const expected = buildCloudWords([...counts].map(([text, frequency]) => ({ text, frequency })));
        expect(cloud.words()).toEqual(expected);
      }
    }
    expect(cloud.words()).toEqual(buildCloudWords([...counts].map(([text, frequency]) => ({ text, frequency }))));
  });

  it("gives its question's figures, and every question's in the session's", () => {
    const cloud = new SessionCloud(undefined, "q2");
    cloud.addSessionSpelling("earlier", "earlier", 3);
    cloud.recordEntry({ term: "late", spelling: "late", inCloud: true, questionId: "q1" });
    cloud.recordEntry({ term: "new idea", spelling: "new idea", inCloud: true, questionId: "q2" });
    expect(cloud.words().map((word) => word.text)).toEqual(["new idea"]);
    expect(cloud.snapshot()).toMatchObject({ totalSubmissions: 1, uniqueWords: 1, totalWords: 2 });
    expect(cloud.sessionFigures()).toEqual({ totalSubmissions: 5, uniqueWords: 3, totalWords: 6 });
  });
});
