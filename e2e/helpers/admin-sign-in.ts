import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Registers a new admin and signs in through the sign-in form, in whichever language the page shows; ends on the admin dashboard. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const email = `audit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await request.post("/api/admin/register", { data: { email, password: "hemmeligt-ord", fullName: "Audit" } })).status()).toBe(201);
  await page.goto("/admin/login");
  await page.locator('form input[type="email"]').first().fill(email);
  await page.locator('form input[type="password"]').first().fill("hemmeligt-ord");
  await page.locator('form input[type="password"]').first().press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
