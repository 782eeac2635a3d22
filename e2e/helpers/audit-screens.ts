import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-sign-in.js";
import { createAnsweredCourse } from "./courses-api.js";
import { actAsHost } from "./host-key.js";
import { createSession, submitWord } from "./sessions-api.js";

// The screens of the accessibility audit, walked in whichever language the browser starts in: every locator here
// goes by role, structure or class, never by a text, so one walk serves English and Dansk. At each screen the walk
// runs the test's `check` (axe, and in one language the focus rings too), so the screens are set up once for both.

/** What a walk checks on each screen it reaches; `where` names the screen in a failure. */
export type ScreenCheck = (page: Page, where: string) => Promise<void>;

async function hostAction(request: APIRequestContext, sessionId: string, hostKey: string, action: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/sessions/${sessionId}/host-actions`, { data: action, headers: { "X-Host-Key": hostKey } });
  expect(response.ok(), `host action ${String(action.type)}`).toBe(true);
}

/** Opens a modal with `opener`, audits it, closes it with Escape and expects the focus back on the opener. */
async function auditDialog(page: Page, opener: Locator, where: string, check: ScreenCheck): Promise<void> {
  await opener.click();
  await expect(page.locator("dialog[open]")).toHaveCount(1);
  await check(page, where);
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await expect(opener, `focus back on the opener of ${where}`).toBeFocused();
}

async function hostPut(request: APIRequestContext, path: string, hostKey: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.put(path, { data, headers: { "X-Host-Key": hostKey } });
  expect(response.ok(), `PUT ${path}`).toBe(true);
}

/** Closes answering on the session's current question, as the host's Close answering does. */
async function closeAnswering(request: APIRequestContext, session: { sessionId: string; hostKey: string }): Promise<void> {
  const detail = (await (await request.get(`/api/sessions/${session.sessionId}`)).json()).data as { currentQuestion: { id: string } };
  await hostPut(request, `/api/sessions/${session.sessionId}/questions/${detail.currentQuestion.id}`, session.hostKey, { answeringClosed: true });
}

/**
 * The participant and public screens: the landing page (its public list and create dialog), the participant page
 * (the form, the thank-you view, the form closed for the question), the class evaluation with a rating chosen, the
 * presentation and its ? dialog, the join page, admin sign-in (password shown) and not found.
 */
export async function auditPublicScreens(page: Page, request: APIRequestContext, check: ScreenCheck): Promise<void> {
  const session = await createSession(request, { title: "Audit", description: "Checked with axe", isPublic: true });
  const { sessionId } = session;
  await submitWord(request, sessionId, "clear");
  const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Audit class" } });
  const classId = (await created.json()).data.sessionId as string;
  const screens = [`/session/${sessionId}`, `/class-session/${classId}`, `/presentation/${sessionId}`, "/", "/j", "/admin/login", "/nowhere"];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path.startsWith("/class-session/")) await page.getByRole("radio").nth(6).check();
    if (path === "/") await expect(page.locator(".public-card").first()).toBeVisible();
    if (path === "/admin/login") await page.locator(".password-field__toggle").first().click();
    // Every page but the projected one links the accessibility statement and the privacy notice in its footer.
    if (!path.startsWith("/presentation/")) await expect(page.locator("footer.site-footer a")).toHaveCount(2);
    await check(page, path);
    if (path.startsWith("/session/")) {
      // The thank-you view, which hears it when the host closes answering, then the "Answering is closed" card.
      await page.locator(".feedback-form__inputs input").first().fill("godt");
      await page.locator(".feedback-form__submit").click();
      await expect(page.locator(".thank-you")).toBeVisible();
      await expect(page.locator("footer.site-footer a")).toHaveCount(2);
      await check(page, "participant thank-you view");
      await closeAnswering(request, session);
      await expect(page.locator(".thank-you__room:not(.thank-you__room--empty)")).toBeVisible();
      await check(page, "participant thank-you view, answering closed");
      await page.reload();
      await expect(page.locator(".answering-closed[role='status']")).toBeVisible();
      await expect(page.locator(".feedback-form__submit")).toHaveCount(0);
      await check(page, "participant page, answering closed");
    }
    if (path === "/") {
      await page.locator(".action-card__button").click();
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      await check(page, "create dialog");
      await page.keyboard.press("Escape");
    }
    if (path.startsWith("/presentation/")) {
      // Its controls hide while the pointer rests (and on a phone until a tap); the ? key opens the shortcuts.
      await page.keyboard.press("?");
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      // The projected view has no footer: its ? dialog links the statement and the notice instead.
      await expect(page.locator("dialog[open] .site-links a")).toHaveCount(2);
      await check(page, "presentation ? dialog");
      await page.keyboard.press("Escape");
      await expect(page.locator("dialog[open]")).toHaveCount(0);
    }
  }
}

/** A session with words, a suggested merge, a hidden word, a merge, a ban, a flagged answer and an answer waiting for approval: every host list shown. */
export async function seedHostSession(request: APIRequestContext, title = "Host lists") {
  const session = await createSession(request, { title });
  for (const word of ["clear", "clear", "calm", "example", "examples", "tired", "tyred", "boring", "long", "idiot"]) await submitWord(request, session.sessionId, word);
  await hostAction(request, session.sessionId, session.hostKey, { type: "hide-word", word: "long", scope: "" });
  await hostAction(request, session.sessionId, session.hostKey, { type: "merge-words", words: ["tired", "tyred"], label: "tired", scope: "" });
  await hostAction(request, session.sessionId, session.hostKey, { type: "ban-terms", terms: ["boring"] });
  const settings = { title, isActive: true, isPublic: false, maxParticipants: 1000, requireApproval: true };
  const approval = await request.put(`/api/sessions/${session.sessionId}`, { data: settings, headers: { "X-Host-Key": session.hostKey } });
  expect(approval.ok()).toBe(true);
  await submitWord(request, session.sessionId, "waiting");
  return session;
}

/** A class session with two participants' answers to every question. */
export async function seedClassSession(request: APIRequestContext): Promise<{ sessionId: string; hostKey: string }> {
  const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Audit class dashboard" } });
  const { sessionId: classId, hostKey: classKey } = (await created.json()).data as { sessionId: string; hostKey: string };
  const questions = (await (await request.get(`/api/sessions/${classId}/class-questions`)).json()).data as { id: string; type: string }[];
  for (const [participant, rating] of [[1, 7], [2, 4]] as const) {
    for (const question of questions) {
      const response = question.type === "scale" ? rating : `answer ${participant}`;
      const answered = await request.post(`/api/sessions/${classId}/class-response`, { data: { questionId: question.id, response, participantId: `audit_${participant}` } });
      expect(answered.ok()).toBe(true);
    }
  }
  return { sessionId: classId, hostKey: classKey };
}

/**
 * The host's session dashboard (every tab; the word menu, merge, settings, QR and cloud-image dialogs; the host's
 * lists: approval queue, merge suggestions, hidden and merged words, ban list, a flagged answer, a question list with
 * one question closed and one waiting), the host's presentation and the landing page's My sessions.
 */
export async function auditHostDashboard(page: Page, request: APIRequestContext, check: ScreenCheck): Promise<void> {
  const session = await seedHostSession(request);
  const added = await request.post(`/api/sessions/${session.sessionId}/questions`, { data: { prompt: "What next?" }, headers: { "X-Host-Key": session.hostKey } });
  expect(added.ok()).toBe(true);
  await closeAnswering(request, session);
  await actAsHost(page, session);
  await page.goto(`/dashboard/${session.sessionId}`);
  await expect(page.locator(".word-cloud__word")).not.toHaveCount(0);
  await expect(page.locator(".approval-queue")).toBeVisible();
  await expect(page.locator(".host-card").filter({ hasText: /examples? · examples?/ })).toBeVisible();
  // One audit for the overview and the word menu open on it (the menu is no modal: the page stays in the audit).
  const word = page.locator('.word-cloud__word[data-word="clear"]');
  await word.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await check(page, "dashboard overview with the word menu");
  // A check that walks the focus with Tab leaves the menu, which closes it: open it again for its Merge item.
  if (!(await page.getByRole("menu").isVisible())) await word.click();
  await page.getByRole("menuitem").nth(1).click();
  await expect(page.locator("dialog[open]")).toHaveCount(1);
  await check(page, "dashboard merge dialog");
  await page.keyboard.press("Escape");
  await auditDialog(page, page.locator(".dashboard__settings"), "dashboard settings", check);
  await auditDialog(page, page.locator(".dashboard-share__qr"), "dashboard QR dialog", check);
  await auditDialog(page, page.locator(".dashboard-overview__cloud .card__actions .btn").nth(1), "dashboard cloud image dialog", check);
  const tabs = page.getByRole("tab");
  for (const index of [1, 2]) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
    await check(page, `dashboard tab ${index + 1}`);
  }

  // The host's presentation: the room's view with the presenter's controls over it.
  await page.goto(`/presentation/${session.sessionId}`);
  await expect(page.locator(".presenter-bar")).toBeAttached();
  await check(page, "host's presentation");

  // My sessions on the landing page, for a browser that hosts a session.
  await page.goto("/");
  await expect(page.locator(".my-session").first()).toBeVisible();
  await check(page, "landing page with My sessions");
}

/** The class dashboard: every tab, a word hidden from a text question's answers, its QR dialog and text presentation. */
export async function auditClassDashboard(page: Page, request: APIRequestContext, check: ScreenCheck): Promise<void> {
  const classSession = await seedClassSession(request);
  const classId = classSession.sessionId;
  const questions = (await (await request.get(`/api/sessions/${classId}/class-questions`)).json()).data as { id: string; type: string }[];
  const textQuestion = questions.find((question) => question.type !== "scale")!;
  await hostAction(request, classId, classSession.hostKey, { type: "hide-word", word: "answer 1", scope: textQuestion.id });
  await actAsHost(page, classSession);
  await page.goto(`/class-session/${classId}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article.class-scale-card").first()).toBeVisible();
  await check(page, "class dashboard overview");
  await auditDialog(page, page.locator(".class-share__qr"), "class dashboard QR dialog", check);
  const classTabs = page.getByRole("tab");
  const classTabCount = await classTabs.count();
  for (let index = 1; index < classTabCount; index++) {
    await classTabs.nth(index).click();
    await expect(classTabs.nth(index)).toHaveAttribute("aria-selected", "true");
    if (index === classTabCount - 1) await expect(page.locator("article.class-text-card .word-cloud")).toHaveCount(2);
    await check(page, `class dashboard tab ${index + 1}`);
  }
  // Each text question's cloud (two of them, on the last tab) keeps its text alternative (the list of its words) and
  // a polite live region.
  await expect(page.locator("article.class-text-card .word-cloud")).toHaveCount(2);
  for (const cloud of await page.locator("article.class-text-card .word-cloud").all()) {
    await expect(cloud.locator("ul.visually-hidden li")).not.toHaveCount(0);
    await expect(cloud.locator("[aria-live='polite']")).toHaveCount(1);
  }
  await page.locator(".class-dash__panel .row .btn--primary").click();
  await expect(page.locator("dialog[open]")).toHaveCount(1);
  await check(page, "class text presentation");
  await page.keyboard.press("Escape");
}

/** The admin dashboard (two sessions selected, the delete dialog, the word filter's card, the term) and panel after signing in. */
export async function auditAdminScreens(page: Page, request: APIRequestContext, check: ScreenCheck): Promise<void> {
  // Two sessions of its own to select: run alone (-g "admin screens"), the walk found only what other tests had made.
  for (const title of ["Audit admin 1", "Audit admin 2"]) await createSession(request, { title });
  // A term of its own: two courses, one lecture below the threshold.
  const term = `Audit ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await createAnsweredCourse(request, { title: "Audit Statistik", term, enrolled: 10, lectures: [[6, 7, 8, 7, 7], [9, 9]] });
  await createAnsweredCourse(request, { title: "Audit Økonomi", term, enrolled: 12, lectures: [[5, 6, 5, 6, 5]] });
  // "Login successful!" sits over the header's language switch on a wide screen for its few seconds: they run out on
  // the page's clock, so no screen is checked under it.
  await page.clock.install();
  await signInAsAdmin(page, request);
  await page.clock.fastForward(10_000);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page.locator(".stat-card").first()).toBeVisible();
  await expect(page.getByTestId("retention-rule")).toBeVisible();
  await expect(page.locator(".filter-list__count")).toHaveCount(2);
  await check(page, "admin dashboard overview");
  await page.getByRole("tab").nth(1).click();
  const rows = page.locator("table.admin-sessions-table tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const index of [0, 1]) await rows.nth(index).locator("input[type='checkbox']").check();
  await check(page, "admin dashboard sessions, two selected");
  await auditDialog(page, rows.first().locator("button").last(), "admin delete dialog", check);
  // The term: its courses' table, and the first course against the term's average (chart and table).
  await page.getByRole("tab").nth(2).click();
  await page.locator(".admin-term__pick select").selectOption({ value: term });
  await expect(page.locator("table.term-courses tbody tr")).toHaveCount(2);
  await expect(page.locator("table.term-compare__table tbody tr")).toHaveCount(2);
  await check(page, "admin dashboard term, a course against the term's average");
  // The audit trail: at least this walk's own sign-in is on it.
  await page.getByRole("tab").nth(3).click();
  await expect(page.locator("table.audit-table tbody tr").first()).toBeVisible();
  await check(page, "admin dashboard audit trail");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const panelTabs = page.getByRole("tab");
  for (let index = 0; index < 3; index++) {
    await panelTabs.nth(index).click();
    await expect(panelTabs.nth(index)).toHaveAttribute("aria-selected", "true");
    await check(page, `admin panel tab ${index + 1}`);
  }
}
