import { describe, expect, it } from "vitest";
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH, SESSION_ID_LENGTH } from "../../../shared/limits.js";
import { generateSessionCode, generateSessionId } from "./session-code.js";

describe("generateSessionCode", () => {
  it("makes 6 uppercase characters from the alphabet without look-alikes", () => {
    const codes = Array.from({ length: 2000 }, () => generateSessionCode());
    expect(codes.filter((code) => code.length !== SESSION_CODE_LENGTH || code !== code.toUpperCase())).toEqual([]);
    expect(codes.filter((code) => !/^[A-HJ-NP-Z2-9]{6}$/.test(code))).toEqual([]);
  });

  it("has no 0/O or 1/I in its alphabet and uses all of it", () => {
    for (const lookAlike of ["0", "O", "1", "I"]) expect(SESSION_CODE_ALPHABET).not.toContain(lookAlike);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const char of generateSessionCode()) seen.add(char);
    expect([...seen].sort().join("")).toBe([...SESSION_CODE_ALPHABET].sort().join(""));
  });

  it("rarely repeats (the store still checks uniqueness)", () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateSessionCode()));
    // 32^6 ≈ 1.07e9 codes: 10,000 draws collide about 0.05 times on average.
    expect(codes.size).toBeGreaterThanOrEqual(9_998);
  });
});

describe("generateSessionId", () => {
  it("makes 21 URL-safe characters, never the same twice", () => {
    const ids = Array.from({ length: 10_000 }, () => generateSessionId());
    for (const id of ids.slice(0, 100)) {
      expect(id).toHaveLength(SESSION_ID_LENGTH);
      expect(id).toMatch(/^[A-Za-z0-9]{21}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
