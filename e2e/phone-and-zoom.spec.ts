import { expect, test, type Locator } from "@playwright/test";
import { seedHostSession } from "./helpers/audit-screens.js";
import { actAsHost } from "./helpers/host-key.js";
import { animationsFinished } from "./helpers/animations.js";
import { askQuestion, createSession } from "./helpers/sessions-api.js";
import { watchCspReports } from "./helpers/csp-reports.js";
import { doubleTextSize, textLoss } from "./helpers/text-size.js";
import { SessionPage } from "./pages/session-page.js";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast covers neither the header nor the primary button, wherever the page is scrolled", async ({ page, request }) => {
    // Still toasts: a box read while one slides in is somewhere on its way.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { sessionId } = await createSession(request, { title: "Phone toasts" });
    await page.goto(`/session/${sessionId}`);
    const submit = page.getByRole("button", { name: "Submit" });
    const header = page.getByRole("banner");
    for (const scroll of [0, 200]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await submit.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please enter at least one word" });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("data-mounted", "true");
      const toastBox = await boxOf(toast);
      expect(overlaps(toastBox, await boxOf(submit)), `Submit at scroll ${scroll}`).toBe(false);
      if (await header.isVisible()) expect(overlaps(toastBox, await boxOf(header)), `header at scroll ${scroll}`).toBe(false);
    }
  });

  test("the 'N word(s) submitted!' toast covers neither the connection status nor the words just sent, on the phone and at 1280 px, wherever the page is scrolled", async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const session = await createSession(request, { title: "Forelæsning 7: Hukommelse", description: "Hvad tager du med fra i dag?" });
    // A question's prompt above the form moves the thank-you view's words down to where a phone's toast rises.
    await askQuestion(request, session, "Ét ord om dagens forelæsning");
    const participant = new SessionPage(page);
    await participant.open(session.sessionId);
    const words = ["hippocampus", "søvn", "gentagelse", "arbejdshukommelse"];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      if (viewport.width > 390) await participant.submitAnother.click();
      const sent = viewport.width > 390 ? words.slice(0, 3) : words;
      for (const [index, word] of sent.entries()) await participant.word(index + 1).fill(word);
      await participant.submit.click();
      await expect(participant.yourWords.getByRole("listitem").filter({ hasText: "Sent" })).toHaveCount(sent.length);
      await expect(participant.connection).toHaveText("Connected");
      const toast = participant.toast(`${sent.length} word(s) submitted!`);
      for (const scroll of ["where the page is", 0, 10_000] as const) {
        if (scroll !== "where the page is") await page.evaluate((y) => window.scrollTo(0, y), scroll);
        // Every toast on screen (the phone's may still show at 1280 px), read while this one still shows.
        await expect
          .poll(async () => {
            if (!(await toast.isVisible())) return "the toast left before it was measured";
            const toastBoxes = await Promise.all((await page.locator("[data-sonner-toast][data-mounted='true']").all()).map(boxOf));
            const targets = { "connection status": await boxOf(participant.connection), "words just sent": await boxOf(participant.yourWords) };
            return Object.entries(targets).filter(([, target]) => toastBoxes.some((box) => overlaps(box, target))).map(([name]) => name);
          }, { message: `at ${viewport.width} px, scrolled to ${scroll}`, timeout: 2_000 })
          .toEqual([]);
      }
    }
  });

  test("the class evaluation's Previous and Next stay clear of toasts", async ({ page, request }) => {
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Phone class" } });
    const sessionId = (await created.json()).data.sessionId as string;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/class-session/${sessionId}`);
    await page.getByLabel("Your rating").fill("12");
    await page.getByLabel("Your rating").press("Enter");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please enter a number between 1 and 10" });
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(page.getByRole("button", { name: "Next" })))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page.getByText("Question 1 of 5", { exact: true })))).toBe(false);
  });
});

test.describe("page zoom at 200 %", () => {
  // 1280 px of screen at 200 % zoom: a 640 px wide page, each CSS pixel drawn twice.
  test.use({ viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });

  // The participant's pages are also loaded here for their Content-Security-Policy: one walk serves both checks.
  test("nothing is cut off or needs sideways scrolling, and no page is refused anything by its CSP on load", async ({ page, request }) => {
    const { sessionId, sessionCode } = await createSession(request, { title: "A session title long enough to need two lines at this size" });
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Zoomed class" } });
    const classId = (await created.json()).data.sessionId as string;
    const csp = await watchCspReports(page);
    const refused: string[] = [];
    for (const path of [`/session/${sessionId}`, `/class-session/${classId}`, `/presentation/${sessionId}`, "/j", `/j/${sessionCode}`, `/embed/${sessionId}`, "/admin/login"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      refused.push(...(await csp.reports()).map((report) => `${path}: ${report}`));
    }
    expect(refused).toEqual([]);
  });
});

test.describe("text at 200 %, the page at 1280 px", () => {
  // Text-only zoom (helpers/text-size.ts): every font size doubled, the layout width unchanged.
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the participant pages, the host's dashboard and the presentation lose no text and need no sideways scrolling", async ({ page, request }) => {
    const session = await seedHostSession(request, "Friday's lecture on the history of the Danish welfare state, part two");
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Friday's seminar on the history of the Danish welfare state" } });
    const classId = (await created.json()).data.sessionId as string;
    await actAsHost(page, session);
    for (const path of [`/session/${session.sessionId}`, `/class-session/${classId}`, `/dashboard/${session.sessionId}`, `/presentation/${session.sessionId}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await animationsFinished(page);
      await doubleTextSize(page);
      expect(await textLoss(page), path).toEqual({ sideways: 0, clipped: [] });
    }
  });
});
