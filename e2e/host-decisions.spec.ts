import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitCounts, submitWord, type CreatedSession } from "./helpers/sessions-api.js";
import { ClassDashboardPage } from "./pages/class-dashboard-page.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { HostControls } from "./pages/host-controls.js";
import { PresentationPage } from "./pages/presentation-page.js";
import { SessionPage } from "./pages/session-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);

async function openDashboard(page: Page, created: CreatedSession) {
  await actAsHost(page, created);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(created.sessionId);
  await expect(dashboard.heading).toBeVisible();
  return { dashboard, host: new HostControls(page) };
}

test.describe("host decisions", () => {
  test("a hidden word leaves an open presentation and participant page without reload, Show brings it back, the frequency list's menu works from the keyboard and Undo takes a hide back", async ({ page, context, request }) => {
    const created = await createSession(request, { title: "Hide and show" });
    await submitCounts(request, created.sessionId, [
      ["clear", 3],
      ["Peter", 2],
      ["calm", 1],
    ]);
    const presentation = new PresentationPage(await context.newPage());
    await presentation.goto(created.sessionId);
    const participant = new SessionPage(await context.newPage());
    await participant.open(created.sessionId);
    await expect(presentation.cloudEntry("Peter", 2)).toBeAttached();
    await expect(participant.cloudWord("Peter", 2)).toBeAttached();

    const { dashboard, host } = await openDashboard(page, created);
    await expect(dashboard.cloudEntry("Peter", 2)).toBeAttached();
    await expect(host.hiddenWords).toHaveAccessibleName("Hidden words (0)");
    await host.openCloudMenu("Peter");
    await expect(host.wordMenu).toBeVisible();
    await expect(host.menuItem("Hide")).toBeFocused();
    await page.screenshot(shot("host-word-menu-1280"));
    await host.menuItem("Hide").click();
    await expect(dashboard.toast("“Peter” is hidden from every screen")).toBeVisible();

    await expect(dashboard.cloudEntry("Peter", 2)).toHaveCount(0);
    await expect(dashboard.frequencyRows.filter({ hasText: "Peter" })).toHaveCount(0);
    await expect(presentation.cloudEntry("Peter", 2)).toHaveCount(0);
    await expect(presentation.cloudEntry("clear", 3)).toBeAttached();
    await expect(participant.cloudWord("Peter", 2)).toHaveCount(0);
    await expect(host.hiddenWords).toHaveAccessibleName("Hidden words (1)");
    await expect(host.hiddenWords).toContainText("Peter");

    // The feedback list keeps the entries, marked.
    await dashboard.feedbackTab.click();
    await expect(dashboard.feedbackItem("Peter").first()).toContainText("Hidden");
    await dashboard.overviewTab.click();

    await host.showButton("Peter").click();
    await expect(dashboard.toast("“Peter” is shown again")).toBeVisible();
    await expect(presentation.cloudEntry("Peter", 2)).toBeAttached();
    await expect(participant.cloudWord("Peter", 2)).toBeAttached();
    await expect(dashboard.cloudEntry("Peter", 2)).toBeAttached();
    await expect(host.hiddenWords).toHaveAccessibleName("Hidden words (0)");

    // The frequency list's menu by keyboard, and Undo on the hide's toast.
    await expect(dashboard.frequencyRow(1)).toContainText("clear");
    await host.frequencyMenuButton("clear").focus();
    await page.keyboard.press("Enter");
    await expect(host.menuItem("Hide")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(host.menuItem("Merge…")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(host.wordMenu).toBeHidden();
    await expect(host.frequencyMenuButton("clear")).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(host.menuItem("Hide")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dashboard.cloudEntry("clear", 3)).toHaveCount(0);
    await expect(presentation.cloudEntry("clear", 3)).toHaveCount(0);
    await host.undo("“clear” is hidden from every screen").click();
    await expect(dashboard.cloudEntry("clear", 3)).toBeAttached();
    await expect(presentation.cloudEntry("clear", 3)).toBeAttached();
    await expect(dashboard.toast("“clear” is shown again")).toBeVisible();
    await expect(host.hiddenWords).toHaveAccessibleName("Hidden words (0)");
  });

  test("a ban keeps matching answers out of the cloud, marks them in the feedback list, and lifting it restores them", async ({ page, context, request }) => {
    const created = await createSession(request, { title: "Ban list" });
    await submitCounts(request, created.sessionId, [
      ["great pace", 1],
      ["Peter", 2],
      ["Peter!", 1],
    ]);
    const presentation = new PresentationPage(await context.newPage());
    await presentation.goto(created.sessionId);
    await expect(presentation.cloudEntry("Peter", 2)).toBeAttached();
    await expect(presentation.cloudEntry("Peter!", 1)).toBeAttached();

    const { dashboard, host } = await openDashboard(page, created);
    await host.banInput.fill(Array.from({ length: 101 }, (_, index) => `term${index}`).join(", "));
    await expect(host.banList.getByRole("alert")).toHaveText("101 terms: ban at most 100 at once.");
    await expect(host.banList.getByRole("button", { name: "Ban", exact: true })).toBeDisabled();
    await host.banInput.fill("peter, bad phrase");
    await host.banList.getByRole("button", { name: "Ban", exact: true }).click();
    await expect(dashboard.toast("2 terms banned")).toBeVisible();
    await expect(host.banList).toHaveAccessibleName("Ban list (2)");
    await expect(host.banList.getByRole("listitem").filter({ hasText: "peter" })).toContainText("3 answers");
    await expect(host.banInput).toHaveValue("");
    await expect(presentation.cloudEntry("Peter", 2)).toHaveCount(0);
    await expect(presentation.cloudEntry("Peter!", 1)).toHaveCount(0);
    await expect(presentation.cloudEntry("great pace", 1)).toBeAttached();
    await expect(dashboard.cloudEntry("Peter", 2)).toHaveCount(0);

    await dashboard.feedbackTab.click();
    await expect(dashboard.feedbackItem("Peter!")).toContainText("Banned");
    await expect(dashboard.feedbackItem("great pace")).not.toContainText("Banned");
    await dashboard.overviewTab.click();

    await host.banRemoveButton("peter").click();
    await expect(dashboard.toast("“peter” is no longer banned")).toBeVisible();
    await expect(presentation.cloudEntry("Peter", 2)).toBeAttached();
    await expect(presentation.cloudEntry("Peter!", 1)).toBeAttached();
    await host.undo("“peter” is no longer banned").click();
    await expect(presentation.cloudEntry("Peter", 2)).toHaveCount(0);
    await expect(host.banList).toHaveAccessibleName("Ban list (2)");

    // Banning from a word's menu.
    await submitWord(request, created.sessionId, "kaffe");
    await expect(dashboard.cloudEntry("kaffe", 1)).toBeAttached();
    await host.openCloudMenu("kaffe");
    await host.menuItem("Ban").click();
    await expect(dashboard.toast("“kaffe” is banned")).toBeVisible();
    await expect(presentation.cloudEntry("kaffe", 1)).toHaveCount(0);
    await expect(host.banList).toHaveAccessibleName("Ban list (3)");
  });

  test("merges spellings under a chosen one with Undo, takes a suggestion in one click, unmerges, and suggests the English and Danish words of one answer under the majority's spelling, merging only when asked", async ({ page, context, request }) => {
    const created = await createSession(request, { title: "Merge" });
    await submitCounts(request, created.sessionId, [
      ["AI", 3],
      ["A.I.", 2],
      ["KI", 1],
      ["example", 2],
      ["examples", 1],
      ["stresset", 3],
      ["stressed", 17],
      ["tired", 2],
      ["træt", 4],
      ["spændende", 3],
      ["spaendende", 1],
      ["interessant", 4],
      ["interresant", 1],
      ["intressant", 1],
    ]);
    const presentation = new PresentationPage(await context.newPage());
    await presentation.goto(created.sessionId);
    await expect(presentation.cloudEntry("KI", 1)).toBeAttached();

    const { dashboard, host } = await openDashboard(page, created);
    await expect(host.suggestions).toContainText(/examples? · examples?/);
    await host.openCloudMenu("KI");
    await host.menuItem("Merge…").click();
    await expect(host.mergeDialog).toBeVisible();
    await host.mergeDialog.getByRole("checkbox", { name: /^AI/ }).check();
    await host.mergeDialog.getByRole("checkbox", { name: /^A\.I\./ }).check();
    // Opened from KI's menu, "Show as" offers the majority's spelling: AI (3) over A.I. (2) and KI (1).
    await expect(host.mergeDialog.getByRole("radio", { name: "AI", exact: true })).toBeChecked();
    await page.screenshot(shot("host-merge-dialog-1280"));
    await host.mergeDialog.getByRole("button", { name: "Merge 3 words" }).click();
    await expect(host.mergeDialog).toBeHidden();
    await expect(dashboard.toast("Merged 3 words into “AI”")).toBeVisible();
    await expect(presentation.cloudEntry("AI", 6)).toBeAttached();
    await expect(presentation.cloudEntry("KI", 1)).toHaveCount(0);
    await expect(dashboard.cloudEntry("AI", 6)).toBeAttached();
    await expect(host.mergedWords).toContainText("AI");

    await host.undo("Merged 3 words into “AI”").click();
    await expect(presentation.cloudEntry("KI", 1)).toBeAttached();
    await expect(presentation.cloudEntry("AI", 3)).toBeAttached();
    await expect(host.mergedWords).toBeHidden();

    await expect(host.suggestions).toContainText("Word forms → “example”");
    await host.suggestions.getByRole("button", { name: /^Merge (example, examples|examples, example) into “example”$/ }).click();
    await expect(dashboard.toast("Merged 2 words into “example”")).toBeVisible();
    await expect(presentation.cloudEntry("example", 3)).toBeAttached();
    await dashboard.feedbackTab.click();
    await expect(dashboard.feedbackItem("examples")).toContainText("Merged into “example”");
    await dashboard.overviewTab.click();

    await host.unmergeButton("example").click();
    await expect(dashboard.toast("“example” is split into its spellings again")).toBeVisible();
    await expect(presentation.cloudEntry("examples", 1)).toBeAttached();
    await expect(presentation.cloudEntry("example", 2)).toBeAttached();

    // English and Danish words of one answer: suggested under the majority's spelling, merged only when asked.
    await expect(host.suggestions).toContainText("English and Danish → “stressed”");
    await expect(host.suggestions).toContainText("English and Danish → “træt”");
    await expect(dashboard.cloudEntry("stresset", 3)).toBeAttached();
    await host.openCloudMenu("stresset");
    await host.menuItem("Merge…").click();
    await host.mergeDialog.getByRole("checkbox", { name: /^stressed/ }).check();
    await expect(host.mergeDialog.getByRole("radio", { name: "stressed", exact: true })).toBeChecked();
    await host.mergeDialog.getByRole("button", { name: "Merge 2 words" }).click();
    await expect(dashboard.toast("Merged 2 words into “stressed”")).toBeVisible();
    await expect(dashboard.cloudEntry("stressed", 20)).toBeAttached();

    // æ/ø/å typed as ae/oe/aa and slips of a long word: suggested, merged when the host takes the suggestion.
    await expect(host.suggestions).toContainText("Typing slip → “interessant”");
    await expect(host.suggestions).toContainText("æ, ø, å typed as ae, oe, aa → “spændende”");
    await expect(presentation.cloudEntry("interresant", 1)).toBeAttached();
    await page.screenshot(shot("host-suggestions-1280"));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(host.suggestions).toContainText("Typing slip → “interessant”");
    await page.screenshot(shot("host-suggestions-390"));
    await page.setViewportSize({ width: 1280, height: 720 });
    await host.suggestions.getByRole("button", { name: "Merge interessant, interresant, intressant into “interessant”" }).click();
    await expect(dashboard.toast("Merged 3 words into “interessant”")).toBeVisible();
    await host.suggestions.getByRole("button", { name: "Merge spændende, spaendende into “spændende”" }).click();
    await expect(dashboard.toast("Merged 2 words into “spændende”")).toBeVisible();
    await expect(presentation.cloudEntry("interessant", 6)).toBeAttached();
    await expect(presentation.cloudEntry("spændende", 4)).toBeAttached();
    await expect(presentation.cloudEntry("interresant", 1)).toHaveCount(0);
    await expect(dashboard.cloudEntry("spændende", 4)).toBeAttached();
  });

  test("with approval on, a participant's word reaches the cloud only after Approve; Reject and Approve all", async ({ page, context, request }) => {
    const created = await createSession(request, { title: "Approve first" });
    await submitWord(request, created.sessionId, "sunrise");
    const { dashboard, host } = await openDashboard(page, created);
    await dashboard.settingsButton.click();
    await dashboard.settingsDialog.getByRole("checkbox", { name: /Approve answers before they are shown/ }).check();
    await dashboard.settingsDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dashboard.toast("Session updated successfully!")).toBeVisible();
    await expect(host.queue).toHaveAccessibleName("Waiting for approval (0)");

    const presentation = new PresentationPage(await context.newPage());
    await presentation.goto(created.sessionId);
    await expect(presentation.cloudEntry("sunrise", 1)).toBeAttached();
    const participant = new SessionPage(await context.newPage());
    await participant.open(created.sessionId);
    await participant.typeWithEnter(["insightful", "boring", "fun", "slides"]);
    await expect(participant.thankYou).toBeVisible();
    await expect(participant.page.getByText("Your words have been sent. The host shows them in the word cloud once they are approved.")).toBeVisible();

    await expect(host.queue).toHaveAccessibleName("Waiting for approval (4)");
    await expect(presentation.stat("Total Submissions")).toHaveText("1");
    await expect(presentation.cloudEntry("insightful", 1)).toHaveCount(0);
    await page.screenshot(shot("host-approval-queue-1280"));

    await host.approveButton("insightful").click();
    await expect(presentation.cloudEntry("insightful", 1)).toBeAttached();
    await expect(participant.cloudWord("insightful", 1)).toBeAttached();
    await expect(dashboard.cloudEntry("insightful", 1)).toBeAttached();
    await host.rejectButton("boring").click();
    await expect(host.queue).toHaveAccessibleName("Waiting for approval (2)");
    await host.approveAll.click();
    await expect(dashboard.toast("Approved 2 answers")).toBeVisible();
    await expect(presentation.cloudEntry("slides", 1)).toBeAttached();
    await expect(presentation.cloudEntry("fun", 1)).toBeAttached();
    await expect(presentation.cloudEntry("boring", 1)).toHaveCount(0);
    await expect(host.queue).toHaveAccessibleName("Waiting for approval (0)");
    await host.undo("Approved 2 answers").click();
    await expect(host.queue).toHaveAccessibleName("Waiting for approval (2)");
    await expect(presentation.cloudEntry("fun", 1)).toHaveCount(0);

    await dashboard.feedbackTab.click();
    await expect(dashboard.feedbackItem("boring")).toContainText("Rejected");
    await expect(dashboard.feedbackItem("fun")).toContainText("Waiting for approval");
  });

  test("the feedback tab filters flagged answers; Allow lets their word into the cloud and Hide keeps one out", async ({ page, context, request }) => {
    const created = await createSession(request, { title: "Flagged" });
    await submitWord(request, created.sessionId, "idiot");
    await submitWord(request, created.sessionId, "clear");
    const presentation = new PresentationPage(await context.newPage());
    await presentation.goto(created.sessionId);
    await expect(presentation.cloudEntry("clear", 1)).toBeAttached();
    await expect(presentation.cloudEntry("idiot", 1)).toHaveCount(0);

    const { dashboard, host } = await openDashboard(page, created);
    await dashboard.feedbackTab.click();
    await host.flaggedFilter.click();
    await expect(host.flaggedFilter).toHaveAccessibleName("Flagged (1)");
    await expect(dashboard.feedbackItems).toHaveCount(1);
    await expect(dashboard.feedbackItem("idiot")).toContainText("Flagged");
    await page.screenshot(shot("host-feedback-flagged-1280"));
    await host.allowWordButton("idiot").click();
    await expect(dashboard.toast("“idiot” is let in, now and for the rest of the session")).toBeVisible();
    await expect(presentation.cloudEntry("idiot", 1)).toBeAttached();
    await expect(dashboard.feedbackItem("idiot")).toContainText("Allowed");
    await host.keepOutButton("idiot").click();
    await expect(presentation.cloudEntry("idiot", 1)).toHaveCount(0);
    await expect(dashboard.feedbackItem("idiot")).toContainText("Hidden");
    await host.allFilter.click();
    await expect(dashboard.feedbackItems).toHaveCount(2);

    const download = page.waitForEvent("download");
    await dashboard.exportButton.click();
    const exported = JSON.parse(readFileSync(await (await download).path(), "utf8"));
    expect(exported.feedback).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: "idiot", state: "hidden" }), expect.objectContaining({ content: "clear", state: "shown" })]),
    );
  });

  test("a class question's word is hidden from its answer list by keyboard, and leaves another open class dashboard", async ({ page, browser, request }) => {
    const created = await createSession(request, { title: "Class decisions", sessionType: "class" });
    const questions = (await (await request.get(`/api/sessions/${created.sessionId}/class-questions`)).json()).data as { id: string; text: string }[];
    const more = questions.find((question) => question.text === "Hvad vil du gerne have mere af?")!;
    for (const [index, text] of ["pauser", "pauser", "quiz"].entries()) {
      const answered = await request.post(`/api/sessions/${created.sessionId}/class-response`, {
        data: { questionId: more.id, response: text, participantId: `class_e2e_${index}` },
      });
      expect(answered.ok()).toBe(true);
    }
    const cloudEntry = (dashboard: ClassDashboardPage, word: string, count: number) =>
      dashboard.textCard(more.text).getByRole("list", { name: `${more.text}: word frequencies` }).getByRole("listitem").filter({ hasText: new RegExp(`^${word}: ${count}$`) });

    const viewerContext = await browser.newContext();
    const viewer = new ClassDashboardPage(await viewerContext.newPage());
    await viewer.open(created.sessionId);
    await viewer.feedbackTab.click();
    await expect(cloudEntry(viewer, "quiz", 1)).toBeAttached();
    await expect(viewer.page.getByRole("button", { name: "Actions for “quiz”" })).toHaveCount(0);

    await actAsHost(page, created);
    const host = new ClassDashboardPage(page);
    const controls = new HostControls(page);
    await host.open(created.sessionId);
    await host.feedbackTab.click();
    await host.answerRows(more.text).getByRole("button", { name: "Actions for “quiz”" }).focus();
    await page.keyboard.press("Enter");
    await expect(controls.menuItem("Hide")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(host.page.locator("[data-sonner-toast]").filter({ hasText: "“quiz” is hidden from every screen" })).toBeVisible();
    await expect(cloudEntry(viewer, "quiz", 1)).toHaveCount(0);
    await expect(cloudEntry(viewer, "pauser", 2)).toBeAttached();
    await expect(cloudEntry(host, "quiz", 1)).toHaveCount(0);
    await expect(host.answerRows(more.text).filter({ hasText: "quiz" })).toContainText("Hidden");
    await page.screenshot(shot("class-host-hidden-1280"));

    await host.textCard(more.text).getByRole("button", { name: "Show “quiz” again" }).click();
    await expect(cloudEntry(viewer, "quiz", 1)).toBeAttached();
    await viewerContext.close();
  });
});
