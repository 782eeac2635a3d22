import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { DashboardPage } from "./pages/dashboard-page.js";

type Created = { sessionId: string; sessionCode: string; hostKey: string };

async function createSession(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<Created> {
  const response = await request.post("/api/sessions", { data: { title: "Week 12 Retro", description: "What stood out?", ...data } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as Created;
}

async function submit(request: APIRequestContext, sessionId: string, text: string, participantId = "participant_e2e_1"): Promise<void> {
  const response = await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text, participantId } });
  expect(response.status(), `submitting ${text}`).toBe(201);
}

async function getSession(request: APIRequestContext, sessionId: string) {
  return (await (await request.get(`/api/sessions/${sessionId}`)).json()).data as { isActive: boolean; title: string };
}

test.describe("session dashboard", () => {
  // The dashboard following words live (cloud, frequency list, stats, tooltip) is part of the regular session's
  // end-to-end test in regular-session.spec.ts.

  test("at 1280×800 the live cloud is on screen on load, with the questions beside it; copies the code and link, exports the session as JSON; the QR codes tab shows both cards, downloads a code, and the thumbnail enlarges", async ({ page, request }) => {
    // One host dashboard for the three: none of them changes what the others read (the export comes before the QR
    // tab's copy and download, which decide nothing).
    const created = await createSession(request, { title: "Week 12: Retro!" });
    await submit(request, created.sessionId, "calm");
    // The export holds every question, which only the host may read.
    await actAsHost(page, created);
    await page.setViewportSize({ width: 1280, height: 800 });
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    await expect(dashboard.cloudEntry("calm", 1)).toBeAttached();
    await expect(page.locator(".dashboard-cloud-area")).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("heading", { name: "Questions" })).toBeInViewport();

    await dashboard.copyCodeButton.click();
    await expect(dashboard.toast("Session code copied to clipboard!")).toBeVisible();
    await dashboard.copyLinkButton.click();
    await expect(dashboard.toast("Session link copied to clipboard!")).toBeVisible();

    const downloadEvent = page.waitForEvent("download");
    await dashboard.exportButton.click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe("week_12__retro__data.json");
    const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(Object.keys(exported)).toEqual(["session", "wordCloud", "feedback", "questions", "decisions", "exportedAt"]);
    expect(exported.questions).toEqual([
      expect.objectContaining({ number: 1, prompt: "", isCurrent: true, wordCloud: expect.objectContaining({ words: [expect.objectContaining({ text: "calm" })] }) }),
    ]);
    expect(exported.questions[0].feedback).toEqual([expect.objectContaining({ content: "calm" })]);
    expect(exported.session.sessionCode).toBe(created.sessionCode);
    expect(exported.wordCloud.words).toEqual([expect.objectContaining({ text: "calm", frequency: 1 })]);
    expect(exported.feedback).toEqual([expect.objectContaining({ content: "calm", isModerated: false })]);
    expect(new Date(exported.exportedAt).toISOString()).toBe(exported.exportedAt);
    await expect(dashboard.toast("Data exported successfully!")).toBeVisible();

    await dashboard.qrTab.click();
    await expect(page.getByRole("heading", { name: "Session QR Codes" })).toBeVisible();
    const participants = page.getByRole("region", { name: "For Participants" });
    const management = page.getByRole("region", { name: "For Session Management" });
    await expect(participants.locator(".qr-card__url-value")).toHaveText(new RegExp(`/session/${created.sessionId}$`));
    await expect(management.locator(".qr-card__url-value")).toHaveText(new RegExp(`/dashboard/${created.sessionId}$`));
    await expect(participants.getByRole("img")).toBeVisible();
    await expect(participants.getByRole("link", { name: "Open" })).toHaveAttribute("target", "_blank");

    await participants.getByRole("button", { name: "Copy URL" }).click();
    await expect(dashboard.toast("URL copied to clipboard!")).toBeVisible();
    const qrDownload = page.waitForEvent("download");
    await participants.getByRole("button", { name: "Download" }).click();
    expect((await qrDownload).suggestedFilename()).toMatch(/^qr-code-\d+\.png$/);
    await expect(dashboard.toast("QR code downloaded!")).toBeVisible();

    await dashboard.overviewTab.click();
    await dashboard.enlargeQrButton.click();
    await expect(dashboard.qrDialog).toBeVisible();
    await expect(dashboard.qrDialog.getByText(created.sessionCode)).toBeVisible();
    await dashboard.qrDialog.getByRole("button", { name: "Close" }).click();
    await expect(dashboard.qrDialog).toBeHidden();
  });

  test("settings save changes with the host key and show the server's refusal without it", async ({ page, browser, request }) => {
    const created = await createSession(request);
    await actAsHost(page, created);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    await expect(dashboard.statusBadge).toHaveText("Active");

    await dashboard.settingsButton.click();
    const dialog = dashboard.settingsDialog;
    await expect(dialog.getByLabel("Session Title")).toHaveValue("Week 12 Retro");
    await expect(dialog.getByText("Only the browser that created this session")).toHaveCount(0);
    await dialog.getByLabel("Session Title").fill("   ");
    await expect(dialog.getByText("Session title is required")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByLabel("Session Title").fill("Week 12 Retro (closed)");
    await dialog.getByLabel("Session is active (participants can submit feedback)").uncheck();
    await dialog.getByLabel("Max Participants").fill("5000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Max participants must be between 1 and 1000");
    expect((await getSession(request, created.sessionId)).isActive).toBe(true);
    await dialog.getByLabel("Max Participants").fill("250");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dashboard.toast("Session updated successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dashboard.statusBadge).toHaveText("Inactive");
    await expect(page.getByText("Week 12 Retro (closed)", { exact: true })).toBeVisible();
    const saved = await (await request.get(`/api/sessions/${created.sessionId}`)).json();
    expect(saved.data).toMatchObject({ isActive: false, title: "Week 12 Retro (closed)", maxParticipants: 250 });

    // Another browser without the key: told up front, and the server's refusal is shown when it tries anyway.
    const other = await browser.newContext();
    const visitor = new DashboardPage(await other.newPage());
    await visitor.goto(created.sessionId);
    await visitor.settingsButton.click();
    await expect(visitor.settingsDialog.getByText("Only the browser that created this session")).toBeVisible();
    await visitor.settingsDialog.getByLabel("Session is active (participants can submit feedback)").check();
    await visitor.settingsDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(visitor.settingsDialog.getByRole("alert")).toHaveText("Only the session host can change this session");
    await expect(visitor.toast("Only the session host can change this session")).toBeVisible();
    await expect(visitor.settingsDialog).toBeVisible();
    expect((await getSession(request, created.sessionId)).isActive).toBe(false);
    await other.close();
  });

  test("feedback tab labels entries anonymously, marks profanity as Moderated for the host and updates while open; a visitor sees only the room's answers", async ({ browser, page, request }) => {
    const created = await createSession(request);
    await submit(request, created.sessionId, "inspiring");
    await submit(request, created.sessionId, "shit", "participant_e2e_2");
    await actAsHost(page, created);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    await dashboard.feedbackTab.click();
    await expect(
      page.getByText(
        "Privacy Protected: Participant identities are anonymized. Each submission shows a randomized identifier that changes between sessions to protect privacy.",
      ),
    ).toBeVisible();
    await expect(dashboard.feedbackItems).toHaveCount(2);
    await expect(dashboard.feedbackItem("shit").getByText("Moderated")).toBeVisible();
    await expect(dashboard.feedbackItem("inspiring").getByText("Moderated")).toHaveCount(0);
    await expect(dashboard.feedbackItem("inspiring").getByText(/^User-[A-Z]\d{2}$/)).toHaveText("User-A01");
    await expect(dashboard.feedbackItem("shit").getByText(/^User-[A-Z]\d{2}$/)).toHaveText("User-B02");

    await submit(request, created.sessionId, "practical");
    await expect(dashboard.feedbackItems).toHaveCount(3);
    await expect(dashboard.feedbackTab).toHaveText("Participant Feedback (3)");

    // The phone's "Back to Dashboard" opens it without the host key: the room's answers only, nothing to decide.
    const visitor = new DashboardPage(await (await browser.newContext()).newPage());
    await visitor.goto(created.sessionId);
    await visitor.feedbackTab.click();
    await expect(visitor.feedbackItems).toHaveCount(2);
    await expect(visitor.page.getByText("shit")).toHaveCount(0);
    await expect(visitor.feedbackTab).toHaveText("Participant Feedback (2)");
  });

  test("an unknown session shows a toast and goes home; a class session goes to its own dashboard; a management link's host key is stored and removed from the address bar; a visitor's list shows only the top 20 words and says how many there are", async ({ page, request }) => {
    // One browser for the four: none holds a host key but the one the management link gives it, for its own session.
    await page.goto("/dashboard/doesNotExist123");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Session not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const created = await createSession(request, { sessionType: "class", title: "Class eval" });
    await page.goto(`/dashboard/${created.sessionId}`);
    await expect(page).toHaveURL(new RegExp(`/class-session/${created.sessionId}/dashboard$`));

    const managed = await createSession(request);
    await page.goto(`/dashboard/${managed.sessionId}#hostKey=${encodeURIComponent(managed.hostKey)}`);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${managed.sessionId}$`));
    await dashboard.settingsButton.click();
    await expect(dashboard.settingsDialog.getByText("Only the browser that created this session")).toHaveCount(0);

    const listed = await createSession(request);
    for (let index = 0; index < 23; index++) await submit(request, listed.sessionId, `word${String.fromCharCode(97 + index)}`, `participant_${index}`);
    await dashboard.goto(listed.sessionId);
    await expect(dashboard.frequencyRows).toHaveCount(20);
    await expect(page.getByText("Showing top 20 of 23 unique words")).toBeVisible();
  });

});
