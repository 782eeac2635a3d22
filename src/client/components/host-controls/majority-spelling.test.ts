import { describe, expect, it } from "vitest";
import { majoritySpelling } from "./majority-spelling.js";

const words = [
  { text: "stresset", frequency: 3 },
  { text: "stressed", frequency: 17 },
  { text: "Stressed", frequency: 17 },
];

describe("majoritySpelling", () => {
  it("offers the most given spelling, whichever word's menu opened the dialog", () => {
    expect(majoritySpelling(["stresset", "stressed"], words)).toBe("stressed");
    expect(majoritySpelling(["stressed", "stresset"], words)).toBe("stressed");
  });

  it("keeps the first chosen on a tie and offers nothing when nothing is chosen", () => {
    expect(majoritySpelling(["Stressed", "stressed"], words)).toBe("Stressed");
    expect(majoritySpelling(["stresset"], words)).toBe("stresset");
    expect(majoritySpelling([], words)).toBe("");
  });
});
