import type { Page } from "@playwright/test";

/**
 * Text at 200 %, as a browser's text-only zoom makes it (Firefox's View > Zoom > Zoom Text Only; WCAG 1.4.4): every
 * element's font size is doubled where it stands, whatever unit the stylesheet used (this app sets px as well as
 * rem, so a larger root font size alone would leave most text as it was), while the page's width and the CSS pixel
 * stay put. Word clouds are left out: their words are placed and sized by the cloud's layout to fit its box, and
 * each cloud's text alternative (a list of its words) is what a reader enlarges. Applied once to the page as it is.
 */
export async function doubleTextSize(page: Page): Promise<void> {
  await page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLElement>("body, body *")].filter((element) => !element.closest(".word-cloud__view"));
    const sizes = elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => element.style.setProperty("font-size", `${sizes[index]! * 2}px`, "important"));
  });
}

/**
 * What 200 % text cost the page: how far it scrolls sideways, and every element that hides part of its text (an
 * overflow: hidden or clip box whose content is bigger than the box, e.g. an ellipsis), visually hidden ones aside.
 */
export async function textLoss(page: Page): Promise<{ sideways: number; clipped: string[] }> {
  return page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const clipped = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        if (element.closest(".visually-hidden, .word-cloud__stage, [aria-hidden='true']") || !element.innerText?.trim()) return false;
        const style = getComputedStyle(element);
        const hides = (value: string) => value === "hidden" || value === "clip";
        return (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${element.innerText.trim().slice(0, 40)}"`);
    return { sideways, clipped };
  });
}
