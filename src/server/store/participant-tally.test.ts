import { describe, expect, it } from "vitest";
import { tallyParticipants } from "./participant-tally.js";

describe("tallyParticipants", () => {
  it("never counts for a batch of known participants", () => {
    let counted = 0;
    const tally = tallyParticipants(() => true, () => ++counted);
    expect(tally.standing("p1")).toEqual({ isNew: false });
    expect(tally.standing("p2")).toEqual({ isNew: false });
    expect(counted).toBe(0);
  });

  it("counts once for the first newcomer, then counts on as the batch admits", () => {
    let counted = 0;
    const tally = tallyParticipants((id) => id === "old", () => (counted++, 5));
    expect(tally.standing("new-1")).toEqual({ isNew: true, admitted: 5 });
    tally.admit("new-1");
    expect(tally.standing("new-1")).toEqual({ isNew: false });
    expect(tally.standing("old")).toEqual({ isNew: false });
    // A refused newcomer is not admitted: the next one sees the same count.
    expect(tally.standing("refused")).toEqual({ isNew: true, admitted: 6 });
    expect(tally.standing("new-2")).toEqual({ isNew: true, admitted: 6 });
    expect(counted).toBe(1);
  });
});
