import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails if it is not reached
 * within `limit` presses: a control that Tab never reaches is a keyboard trap or a missing tab stop.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with ${limit} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

/**
 * A table wider than the screen (a phone's): Tab reaches its box from `from`, and an arrow key scrolls it sideways, so
 * a keyboard reaches every column as a finger does.
 */
export async function expectTableScrollsByKeyboard(page: Page, table: Locator, from: Locator): Promise<void> {
  await expect.poll(() => table.evaluate((box) => box.scrollWidth - box.clientWidth), { message: "the table is wider than its box" }).toBeGreaterThan(0);
  await from.focus();
  await tabTo(page, table);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
}
