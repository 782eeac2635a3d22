import { expect, type Page } from "@playwright/test";
import { animationsFinished } from "./animations.js";

/** One tab stop's focus indicator, measured by pixels: what Tab reached and how much of the picture changed by 3:1. */
export type FocusIndicator = { element: string; strongPixels: number; needed: number };

const MARGIN = 8;

/**
 * Presses Tab through the page (at most `limit` stops, or until focus comes round again) and measures every stop's
 * focus indicator the way WCAG 1.4.11 / 2.4.7 judge it: a screenshot of the control and its surroundings while
 * focused, another once it has lost focus, and the number of pixels whose colour changed by a contrast ratio of at
 * least 3:1. Whatever draws the indicator (outline, box-shadow, border, background), whatever clips or covers it,
 * only what reaches the screen counts. `needed` is the control's perimeter: a ring one CSS pixel thick all round.
 * Controls drawn alike (the four word boxes, a list's menu buttons, the header's switch on every screen) are measured
 * once: `kinds` holds what a walk has measured, and a test walking several screens hands every walk the same set.
 */
export async function measureFocusIndicators(page: Page, kinds = new Set<string>(), limit = 60): Promise<{ stops: number; measured: FocusIndicator[] }> {
  const measured: FocusIndicator[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    const target = await page.evaluate((margin) => {
      const element = document.activeElement;
      // A modal <dialog> takes the focus itself for a moment when its focused control blurs: no control of its own.
      if (!element || element === document.body || element.tagName === "DIALOG") return null;
      // A name for the report, and a marker to tell whether focus came round to a control already measured.
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""} "${(element.getAttribute("aria-label") ?? (element as HTMLElement).innerText ?? "").trim().slice(0, 40)}"`;
      const key = element.getAttribute("data-focus-measured") ?? String(Math.random());
      element.setAttribute("data-focus-measured", key);
      // A visually hidden input (a card-style radio) shows its focus on the label that draws it.
      const own = element.getBoundingClientRect();
      const rect = own.width < 4 || own.height < 4 ? (element.closest("label") ?? element).getBoundingClientRect() : own;
      const left = Math.max(0, Math.floor(rect.left - margin));
      const top = Math.max(0, Math.floor(rect.top - margin));
      const right = Math.min(window.innerWidth, Math.ceil(rect.right + margin));
      const bottom = Math.min(window.innerHeight, Math.ceil(rect.bottom + margin));
      return {
        name,
        key,
        kind: `${element.tagName} ${element.className} ${element.getAttribute("role") ?? ""} ${element.getAttribute("aria-pressed") ?? ""} ${element.getAttribute("aria-selected") ?? ""} ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        clip: { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) },
        perimeter: Math.round(2 * (Math.min(rect.width, right - left) + Math.min(rect.height, bottom - top))),
      };
    }, MARGIN);
    if (!target) continue;
    if (seen.has(target.key)) break;
    seen.add(target.key);
    if (kinds.has(target.kind)) continue;
    kinds.add(target.kind);
    const focused = await page.screenshot({ clip: target.clip, animations: "disabled", caret: "hide" });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const unfocused = await page.screenshot({ clip: target.clip, animations: "disabled", caret: "hide" });
    const strongPixels = await page.evaluate(countChangedPixels, { a: focused.toString("base64"), b: unfocused.toString("base64") });
    measured.push({ element: target.name, strongPixels, needed: target.perimeter });
  }
  return { stops: seen.size, measured };
}

/** Runs in the page: pixels whose colours in the two PNGs differ by a contrast ratio of at least 3:1. */
async function countChangedPixels({ a, b }: { a: string; b: string }): Promise<number> {
  const read = async (data: string) => {
    // From bytes, not a data: URL, which the app's Content-Security-Policy would refuse to fetch.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  };
  const [first, second] = await Promise.all([read(a), read(b)]);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (data: Uint8ClampedArray, i: number) => 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
  let strong = 0;
  for (let i = 0; i < Math.min(first.length, second.length); i += 4) {
    const one = luminance(first, i);
    const two = luminance(second, i);
    if ((Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05) >= 3) strong++;
  }
  return strong;
}

/**
 * WCAG 2.4.7 / 1.4.11 on one screen: every control Tab reaches shows a focus indicator that differs from its unfocused
 * look by at least 3:1, skipping the kinds of control an earlier screen of the same walk measured (`kinds`).
 */
export async function expectVisibleRings(page: Page, kinds: Set<string>, where: string): Promise<void> {
  // A still page: a control that moves between its two screenshots would be measured against what moved in.
  await animationsFinished(page);
  const { stops, measured } = await measureFocusIndicators(page, kinds);
  expect(stops, `${where}: tab stops`).toBeGreaterThan(0);
  const weak = measured.filter((stop) => stop.strongPixels < stop.needed).map((stop) => `${stop.element}: ${stop.strongPixels} of ${stop.needed} px`);
  expect.soft(weak, `${where}: focus indicators that change too few pixels by 3:1`).toEqual([]);
}
