import { expect, test } from "@playwright/test";
import { seedHostSession } from "./helpers/audit-screens.js";
import { actAsHost } from "./helpers/host-key.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { HostControls } from "./pages/host-controls.js";

// Every modal is a native <dialog> opened with showModal (the browser makes the page behind inert), the page behind
// does not scroll while it is open, and closing it puts the focus back on what opened it.

test("the dashboard's settings and merge dialogs: modal, no scrolling behind, focus back on the opener", async ({ page, request }) => {
  const session = await seedHostSession(request);
  await actAsHost(page, session);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(session.sessionId);
  await expect(page.locator(".approval-queue")).toBeVisible();

  await dashboard.settingsButton.focus();
  await page.keyboard.press("Enter");
  await expect(dashboard.settingsDialog).toBeVisible();
  expect(await dashboard.settingsDialog.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
  await expect(dashboard.settingsDialog.getByLabel("Session Title")).toBeFocused();
  // The wheel over the backdrop scrolls nothing; without the lock this long page would move.
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(20, 450);
  await page.mouse.wheel(0, 800);
  await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press("Escape");
  await expect(dashboard.settingsDialog).toBeHidden();
  await expect(dashboard.settingsButton).toBeFocused();
  await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");

  // The keyboard's way to a word's Merge…: its menu button in the frequency list, the menu, the dialog, and back.
  const host = new HostControls(page);
  const menuButton = host.frequencyMenuButton("clear");
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(host.menuItem("Hide")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(host.menuItem("Merge…")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(host.mergeDialog).toBeVisible();
  expect(await host.mergeDialog.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(host.mergeDialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});
