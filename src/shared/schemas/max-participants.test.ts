import { describe, expect, it } from "vitest";
import { maxParticipantsSchema } from "./session.js";

// One rule for the create and settings forms and the server (spec: a non-numeric value falls back to 100).
describe("maxParticipantsSchema", () => {
  it.each([
    [undefined, 100],
    ["", 100],
    ["   ", 100],
    ["many", 100],
    [" 300 ", 300],
    [1000, 1000],
    ["1", 1],
  ])("reads %j as %d", (input, expected) => {
    expect(maxParticipantsSchema.parse(input)).toBe(expected);
  });

  it.each([0, "0", 1001, "1.5", -3])("refuses %j", (input) => {
    expect(maxParticipantsSchema.safeParse(input).success).toBe(false);
  });
});
