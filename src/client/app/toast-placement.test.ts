import { describe, expect, it } from "vitest";
import { toastClearance, type Box, type ToastLane } from "./toast-placement.js";

const box = (top: number, bottom: number, left = 30, right = 360): Box => ({ top, bottom, left, right });
/** A 390 × 844 phone: toasts rise from the bottom across the screen. */
const phone: ToastLane = { edge: "bottom", offset: 16, left: 0, right: 390, depth: 104 };
/** A 1280 px screen: toasts hang from the top right, 356 px wide. */
const wide: ToastLane = { edge: "top", offset: 24, left: 900, right: 1256, depth: 104 };

describe("toastClearance", () => {
  it("leaves the toasts at their edge when nothing there is to be kept clear", () => {
    expect(toastClearance(phone, 844, [])).toBe(0);
    expect(toastClearance(phone, 844, [box(171, 191), box(400, 600)])).toBe(0);
    expect(toastClearance(wide, 800, [box(144, 164, 807, 903)])).toBe(0);
  });

  it("lifts the toasts to just above a button at the bottom of the screen", () => {
    // The stack's strip (bottom edge: 844 - offset - clearance) ends 8 px above the button.
    expect(844 - 16 - toastClearance(phone, 844, [box(780, 830)])).toBe(780 - 8);
  });

  it("moves past a list that reaches into the strip, and past the button under it too", () => {
    const words = box(616, 802);
    const button = box(820, 872);
    const clearance = toastClearance(phone, 844, [words, button]);
    expect(844 - 16 - clearance).toBe(616 - 8);
  });

  it("fits the stack into a gap between two boxes when it is deep enough", () => {
    const oneToast = { ...phone, depth: 54 };
    const words = box(546, 732);
    const button = box(820, 872);
    expect(844 - 16 - toastClearance(oneToast, 844, [words, button])).toBe(820 - 8);
    // Three toasts stacked do not fit there: above the words.
    expect(844 - 16 - toastClearance({ ...phone, depth: 82 }, 844, [words, button])).toBe(546 - 8);
  });

  it("ignores boxes in other columns and off screen", () => {
    expect(toastClearance(wide, 800, [box(40, 90, 70, 806)])).toBe(0);
    expect(toastClearance(phone, 844, [box(900, 950), box(-200, -100)])).toBe(0);
  });

  it("drops the toasts below a status line in their corner", () => {
    const status = box(60, 80, 1000, 1100);
    expect(24 + toastClearance(wide, 800, [status])).toBe(88);
  });

  it("stays at the edge, the spec's place, when no place on screen is clear", () => {
    expect(toastClearance(phone, 844, [box(0, 844)])).toBe(0);
    expect(toastClearance(phone, 400, [box(100, 200), box(210, 390)])).toBe(0);
  });
});
