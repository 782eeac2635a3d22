import { describe, expect, it } from "vitest";
import { capacityLevel, nextCapacity } from "./capacity.js";

describe("capacity", () => {
  it("says nothing below 90 %, warns from 90 % and is full at the limit", () => {
    expect(capacityLevel(89, 100)).toBe("room");
    expect(capacityLevel(90, 100)).toBe("filling");
    expect(capacityLevel(100, 100)).toBe("full");
    expect(capacityLevel(1, 2)).toBe("room");
    expect(capacityLevel(2, 2)).toBe("full");
  });

  it("raises to the next quick choice, never past 1000", () => {
    expect(nextCapacity(2)).toBe(30);
    expect(nextCapacity(100)).toBe(300);
    expect(nextCapacity(150)).toBe(300);
    expect(nextCapacity(300)).toBe(1000);
    expect(nextCapacity(999)).toBe(1000);
    expect(nextCapacity(1000)).toBeNull();
  });
});
