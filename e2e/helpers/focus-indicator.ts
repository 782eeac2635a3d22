import { expect, type Page } from "@playwright/test";
import { animationsFinished } from "./animations.js";
import { PNG } from "pngjs";

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
  // Chromium's own screenshot call: Playwright's page.screenshot does work per call (stopping animations, hiding the
  // caret, waiting for fonts) that costs twice the capture itself; the page here does that once per stop (below).
  const cdp = await page.context().newCDPSession(page);
  // Decoded here, in Node: sending both pictures back into the page for a canvas took a round trip per control.
  const capture = async (clip: Clip) => PNG.sync.read(Buffer.from((await cdp.send("Page.captureScreenshot", { format: "png", clip: { ...clip, scale: 1 } })).data, "base64")).data;
  try {
    for (let stop = 0; stop < limit; stop++) {
      await page.keyboard.press("Tab");
      const target = await page.evaluate(describeFocused, MARGIN);
      if (!target) continue;
      if (seen.has(target.key)) break;
      seen.add(target.key);
      if (kinds.has(target.kind)) continue;
      kinds.add(target.kind);
      const focused = await capture(target.clip);
      await page.evaluate(blurStill);
      const unfocused = await capture(target.clip);
      measured.push({ element: target.name, strongPixels: countStrongChanges(focused, unfocused), needed: target.perimeter });
    }
  } finally {
    await cdp.detach();
  }
  return { stops: seen.size, measured };
}

type Clip = { x: number; y: number; width: number; height: number };

/**
 * Runs in the page: the focused control (none for the page or a modal <dialog>, which takes the focus itself for a
 * moment when its focused control blurs), its kind, and the part of the page around it to photograph, in page
 * coordinates (the screenshot's). Before the picture the page is made still: finite animations finished, infinite ones
 * paused (then alike in both pictures), the caret hidden, which would otherwise count as a changed pixel.
 */
function describeFocused(margin: number) {
  const element = document.activeElement;
  if (!element || element === document.body || element.tagName === "DIALOG") return null;
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Infinity) animation.pause();
    else animation.finish();
  }
  if (!document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes("caret-color"))) {
    const sheet = new CSSStyleSheet(); // built in script, so the Content-Security-Policy's style-src does not apply
    sheet.replaceSync("* { caret-color: transparent !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
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
    clip: { x: left + window.scrollX, y: top + window.scrollY, width: Math.max(1, right - left), height: Math.max(1, bottom - top) },
    perimeter: Math.round(2 * (Math.min(rect.width, right - left) + Math.min(rect.height, bottom - top))),
  };
}

/** Runs in the page: takes the focus off the control and finishes whatever transition that starts. */
function blurStill() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
}

/** Pixels whose colours in the two pictures differ by a contrast ratio of at least 3:1. */
function countStrongChanges(first: Uint8Array, second: Uint8Array): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (data: Uint8Array, i: number) => 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
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
