import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ClassDashboardPage } from "./pages/class-dashboard-page.js";
import { ClassSessionPage } from "./pages/class-session-page.js";
import { animationsFinished } from "./helpers/animations.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string, fullPage = true) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage } : undefined);

const Q = {
  learning: "Hvor meget fik du ud af dagens undervisning?",
  self: "Hvor aktiv synes du selv du har været?",
  peers: "Hvor aktive synes du dine medstuderende har været?",
  more: "Hvad vil du gerne have mere af?",
  less: "Hvad vil du gerne have mindre af?",
};

type Question = { id: string; text: string };

async function createClassSession(request: APIRequestContext, title = "Dansk 2.g - fredag") {
  const created = await request.post("/api/sessions", { data: { sessionType: "class", title } });
  expect(created.status()).toBe(201);
  const { sessionId } = (await created.json()).data as { sessionId: string };
  const questions = (await (await request.get(`/api/sessions/${sessionId}/class-questions`)).json()).data as Question[];
  const byText = (text: string) => questions.find((question) => question.text === text)!.id;
  return { sessionId, ids: { learning: byText(Q.learning), self: byText(Q.self), peers: byText(Q.peers), more: byText(Q.more), less: byText(Q.less) } };
}

async function answer(request: APIRequestContext, sessionId: string, questionId: string, response: number | string, participantId: string) {
  const result = await request.post(`/api/sessions/${sessionId}/class-response`, { data: { questionId, response, participantId } });
  expect(result.ok()).toBe(true);
}

test.describe("class evaluation", () => {
  test("a participant answers all five questions on a phone and the host dashboard shows the results", async ({ browser, request }) => {
    test.setTimeout(120_000); // a whole evaluation on a phone, then the host's dashboard in a second browser
    const { sessionId, ids } = await createClassSession(request);
    // Two classmates answered earlier.
    for (const [participant, given] of [
      ["seed_1", { learning: 6, self: 9, peers: 5, more: "gruppearbejde", less: "Slides" }],
      ["seed_2", { learning: 7, self: 8, peers: 6, more: "Pauser" }],
    ] as const) {
      for (const [key, response] of Object.entries(given)) await answer(request, sessionId, ids[key as keyof typeof ids], response, participant);
    }

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const participant = new ClassSessionPage(await phone.newPage());
    await participant.open(sessionId);

    await participant.expectQuestion(1, 5, Q.learning);
    await expect(participant.progress).toHaveAttribute("aria-valuenow", "20");
    await expect(participant.page.getByText("Please rate on a scale from 1 to 10")).toBeVisible();
    await expect(participant.page.getByText("Lav (1)")).toBeVisible();
    await expect(participant.page.getByText("Høj (10)")).toBeVisible();
    await expect(participant.previous).toBeDisabled();
    await expect(participant.next).toBeDisabled();
    await participant.ratingButton(8).click();
    await expect(participant.ratingInput).toHaveValue("8");
    await expect(participant.ratingButton(8)).toBeChecked();
    await participant.page.screenshot(shot("phone-1-scale-question"));
    await participant.next.click();
    await expect(participant.toast("Response submitted successfully!")).toBeVisible();

    await participant.expectQuestion(2, 5, Q.self);
    await participant.ratingButton(9).click();
    await participant.next.click();
    // One confirmation per answer: the second replaces the first instead of stacking over the answer box.
    await participant.expectQuestion(3, 5, Q.peers);
    await expect(participant.toast("Response submitted successfully!")).toHaveCount(1);

    await participant.expectQuestion(3, 5, Q.peers);
    await participant.ratingInput.fill("11");
    await participant.next.click();
    await expect(participant.toast("Please enter a number between 1 and 10")).toBeVisible();
    await expect(participant.counter(3, 5)).toBeVisible();
    await participant.ratingInput.fill("6");
    await participant.next.click();

    await participant.expectQuestion(4, 5, Q.more);
    // The confirmation of the third answer covers neither the answer box nor anything sideways.
    await expect(participant.toast("Response submitted successfully!")).toHaveCount(1);
    await participant.expectClear(participant.answerBox, participant.toast("Response submitted successfully!"));
    await participant.expectNoSidewaysScroll();
    await expect(participant.answerBox).toHaveAttribute("rows", "4");
    // Previous keeps the earlier answer; answering it again replaces it on the server.
    await participant.previous.click();
    await participant.expectQuestion(3, 5, Q.peers);
    await expect(participant.ratingInput).toHaveValue("6");
    await participant.next.click();
    await participant.expectQuestion(4, 5, Q.more);
    await participant.answerBox.fill("Gruppearbejde");
    await expect(participant.characterCounter).toHaveText("12 tegn tilbage");
    await participant.page.screenshot(shot("phone-2-text-question"));
    await participant.next.click();

    await participant.expectQuestion(5, 5, Q.less);
    await expect(participant.progress).toHaveAttribute("aria-valuenow", "100");
    await participant.answerBox.pressSequentially("Lange oplæg og for mange slides");
    await expect(participant.answerBox).toHaveValue("Lange oplæg og for mange ");
    await expect(participant.characterCounter).toHaveText("Max 25 tegn");
    await expect(participant.characterCounter).toHaveCSS("color", "rgb(200, 30, 30)");
    await participant.page.screenshot(shot("phone-3-character-limit"));
    await participant.answerBox.fill("Lange oplæg");
    await expect(participant.characterCounter).toHaveText("14 tegn tilbage");
    await expect(participant.characterCounter).toHaveCSS("color", "rgb(90, 97, 120)");
    await participant.answerBox.fill("Lange oplæg og for mange");
    await expect(participant.characterCounter).toHaveText("1 tegn tilbage");
    await expect(participant.characterCounter).toHaveCSS("color", "rgb(161, 98, 7)");
    await participant.answerBox.fill("Lange oplæg");
    await participant.complete.click();

    await expect(participant.page.getByRole("heading", { name: "Evaluation Complete!" })).toBeVisible();
    await expect(participant.page.getByText("Thank you for completing the class evaluation. Your feedback has been submitted successfully.")).toBeVisible();
    await expect(participant.toast("All questions completed! Thank you for your feedback.")).toBeVisible();
    await expect(participant.page.getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(participant.page.getByRole("link", { name: "View Results" })).toBeVisible();
    await participant.page.screenshot(shot("phone-4-complete"));

    // The host's dashboard on a laptop.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = new ClassDashboardPage(await laptop.newPage());
    await host.open(sessionId);
    await expect(host.page.getByRole("heading", { level: 1, name: "Dansk 2.g - fredag" })).toBeVisible();
    await expect(host.page.getByText("Class Session Analytics")).toBeVisible();
    await expect(host.scaleCard(Q.learning).getByTestId("scale-average")).toHaveText("7.0");
    await expect(host.scaleCard(Q.self).getByTestId("scale-average")).toHaveText("8.7");
    await expect(host.scaleCard(Q.peers).getByTestId("scale-average")).toHaveText("5.7");
    await expect(host.scaleCard(Q.peers).getByText("3 responses")).toBeVisible();
    await expect(host.scaleCard(Q.learning).getByRole("listitem", { name: "Rating 8: 1 response" })).toBeVisible();
    await expect(host.qrThumbnail.locator("img")).toBeVisible();
    await host.page.screenshot(shot("desktop-1-overview"));

    await host.comparisonTab.click();
    await expect(host.difference).toHaveText("+3.00");
    await expect(host.difference).toHaveCSS("color", "rgb(29, 78, 216)");
    await expect(host.verdict).toHaveText("Students rate themselves as more active than their peers");
    await expect(host.page.getByText("Hvor aktiv synes du selv du har været", { exact: true })).toBeVisible();
    await expect(host.page.getByText("Hvor aktive synes du dine medstuderende har været", { exact: true })).toBeVisible();
    await host.page.screenshot(shot("desktop-2-self-vs-others"));

    await host.feedbackTab.click();
    const more = host.textCard(Q.more);
    await expect(more.getByText("2 unique / 3 total")).toBeVisible();
    await expect(host.answerRows(Q.more)).toHaveText(["gruppearbejde2", "Pauser1"]);
    // A tie goes to the answer given first: a classmate's "Slides" came before this phone's "Lange oplæg".
    await expect(host.answerRows(Q.less)).toHaveText(["Slides1", "Lange oplæg1"]);
    await expect(host.textCard(Q.less).getByText("2 unique / 2 total")).toBeVisible();
    await expect(more.locator(".word-cloud__word")).toHaveCount(2);
    await animationsFinished(host.page); // the clouds' fade-in, for the screenshot
    await host.page.screenshot(shot("desktop-3-text-feedback"));

    await host.presentationButton.click();
    await expect(host.presentation).toBeVisible();
    await expect(host.presentation.locator(".word-cloud__figure")).toHaveCount(2);
    await expect(host.presentation.locator(".word-cloud__word")).toHaveCount(4);
    await animationsFinished(host.page);
    await host.page.screenshot(shot("desktop-4-presentation", false));
    await host.expandButton(Q.more).click();
    const detail = host.page.getByRole("dialog", { name: Q.more });
    await expect(detail).toBeVisible();
    expect(await detail.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
    await expect(detail.locator(".word-cloud__word")).toHaveCount(2);
    await animationsFinished(host.page);
    await host.page.screenshot(shot("desktop-5-expanded", false));
    await host.page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(host.presentation).toBeVisible();
    await expect(host.expandButton(Q.more)).toBeFocused();
    // A native dialog shown as a modal (so the browser makes the page behind inert), and the page does not scroll.
    await expect(host.presentation).toHaveJSProperty("open", true);
    expect(await host.presentation.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
    await expect(host.page.locator("html")).toHaveCSS("overflow-y", "hidden");
    await host.page.keyboard.press("Escape");
    await expect(host.presentation).toBeHidden();
    await expect(host.presentationButton).toBeFocused();
    await expect(host.page.locator("html")).not.toHaveCSS("overflow-y", "hidden");

    await host.qrThumbnail.click();
    await expect(host.qrModal).toBeVisible();
    await expect(host.qrModal.getByText("Scan this QR code to join the class session")).toBeVisible();
    await host.page.screenshot(shot("desktop-6-qr-modal", false));
    await host.qrModal.getByRole("button", { name: "Close" }).last().click();
    await expect(host.qrModal).toBeHidden();

    // 'View Results' on the phone opens the same analytics.
    await participant.page.getByRole("link", { name: "View Results" }).click();
    await expect(participant.page).toHaveURL(new RegExp(`/class-session/${sessionId}/dashboard$`));
    await expect(participant.page.getByText("Class Session Analytics")).toBeVisible();
    await expect(participant.page.getByRole("button", { name: "Enlarge QR code" }).locator("img")).toBeVisible();
    await participant.page.screenshot(shot("phone-5-dashboard"));
    await participant.page.getByRole("tab", { name: "Text Feedback" }).click();
    await expect(participant.page.locator(".word-cloud__word")).not.toHaveCount(0);
    await animationsFinished(participant.page);
    // A zoomed-in cloud of two words must not make the phone's page scroll sideways.
    expect(await participant.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(participant.page.viewportSize()!.width);
    await participant.page.screenshot(shot("phone-6-dashboard-text"));
    await phone.close();
    await laptop.close();
  });

  test("below the host's threshold the host and a student see only how many answered; the results appear with the answer that reaches it", async ({ browser, request }) => {
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Statistik 2", classQuestions: [{ text: Q.learning, type: "scale" }, { text: Q.more, type: "text" }] } });
    const { sessionId, hostKey } = (await created.json()).data as { sessionId: string; hostKey: string };
    const questions = (await (await request.get(`/api/sessions/${sessionId}/class-questions`)).json()).data as Question[];
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hostPage = await laptop.newPage();
    await hostPage.goto(`/class-session/${sessionId}/dashboard#hostKey=${hostKey}`);
    // The host raises it from the spec's "from the first answer" to 3.
    await hostPage.getByRole("button", { name: "Session Settings" }).click();
    await hostPage.getByLabel("Results appear at (answers)").fill("3");
    await hostPage.getByRole("button", { name: "Save Changes" }).click();
    await expect(hostPage.getByRole("dialog")).toHaveCount(0);

    for (const student of ["s1", "s2"]) {
      await answer(request, sessionId, questions[0]!.id, 9, student);
      await answer(request, sessionId, questions[1]!.id, `eksempler ${student}`, student);
    }
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const studentPage = await phone.newPage();
    await studentPage.goto(`/class-session/${sessionId}/dashboard`);
    for (const page of [hostPage, studentPage]) {
      await expect(page.getByTestId("withheld-results")).toContainText("Results appear at 3 answers");
      await expect(page.getByTestId("withheld-results")).toContainText("2 answers so far");
      await expect(page.getByTestId("scale-average")).toHaveCount(0);
      await expect(page.getByText("eksempler")).toHaveCount(0);
    }
    await hostPage.screenshot(shot("desktop-withheld-host"));
    await studentPage.screenshot(shot("phone-withheld-student"));

    await answer(request, sessionId, questions[0]!.id, 6, "s3");
    await answer(request, sessionId, questions[1]!.id, "eksempler s3", "s3");
    for (const page of [hostPage, studentPage]) {
      await expect(page.getByTestId("scale-average")).toHaveText("8.0");
      await expect(page.getByTestId("withheld-results")).toHaveCount(0);
    }
    // Once promised, the threshold cannot be lowered again.
    await hostPage.getByRole("button", { name: "Session Settings" }).click();
    await hostPage.getByLabel("Results appear at (answers)").fill("2");
    await hostPage.getByRole("button", { name: "Save Changes" }).click();
    await expect(hostPage.getByRole("dialog").getByRole("alert")).toContainText("Results can appear at 3 to 100 answers");
    await laptop.close();
    await phone.close();
  });

  test("the dashboard updates live when an answer arrives, without waiting for the 5 s poll", async ({ page, request }) => {
    const { sessionId, ids } = await createClassSession(request, "Live");
    await page.clock.install();
    const host = new ClassDashboardPage(page);
    await host.open(sessionId);
    await expect(page.getByText("No Data Available")).toBeVisible();
    await expect(page.getByText("No responses have been submitted yet.")).toBeVisible();
    await page.screenshot(shot("desktop-0-empty"));
    // Answer right after a poll (brought forward on the page's clock), so only the live notice can explain an update
    // within 2 s.
    const polled = page.waitForResponse((response) => response.url().includes("/class-analytics"));
    await page.clock.fastForward(5_000);
    await polled;
    await answer(request, sessionId, ids.learning, 9, "live_1");
    await expect(host.scaleCard(Q.learning).getByTestId("scale-average")).toHaveText("9.0", { timeout: 2000 });
  });

  test("opening a regular session on the class page goes home with a toast; a class session on /session goes to the class page", async ({ page, request }) => {
    const regular = await request.post("/api/sessions", { data: { title: "Regular one" } });
    const regularId = (await regular.json()).data.sessionId as string;
    await page.goto(`/class-session/${regularId}`);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "This is not a class session" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/class-session/${regularId}/dashboard`);
    await expect(page).toHaveURL(/\/$/);

    const { sessionId } = await createClassSession(request, "Redirect");
    await page.goto(`/session/${sessionId}`);
    await expect(page).toHaveURL(new RegExp(`/class-session/${sessionId}$`));
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
  });

  test("an inactive class session shows the note and refuses to move on", async ({ page, request }) => {
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Closed" } });
    const { sessionId, hostKey } = (await created.json()).data as { sessionId: string; hostKey: string };
    await request.put(`/api/sessions/${sessionId}`, {
      data: { title: "Closed", description: "", isActive: false, isPublic: false, maxParticipants: 100 },
      headers: { "X-Host-Key": hostKey },
    });
    const participant = new ClassSessionPage(page);
    await participant.open(sessionId);
    await expect(page.getByText("This session is not active")).toBeVisible();
    await expect(participant.ratingButton(5)).toBeDisabled();
    await expect(participant.next).toBeDisabled();
  });

  test("the create modal's Class Session option lands on the new session's analytics dashboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Create Session" }).first().click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("radio", { name: /Class Session/ }).check();
    await expect(modal.getByRole("heading", { name: "Create New Class Session" })).toBeVisible();
    await modal.getByLabel("Session Title").fill("Matematik B");
    await modal.getByRole("button", { name: "Create Session" }).click();
    await expect(page).toHaveURL(/\/class-session\/[^/]+\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Matematik B" })).toBeVisible();
    await expect(page.getByText("Class Session Analytics")).toBeVisible();
  });

  // (Its screens' accessibility audit is in languages.spec.ts, with every other screen's.)
  test("self vs others says when students rate their peers as more active, in red", async ({ page, request }) => {
    const { sessionId, ids } = await createClassSession(request, "Tilgængelig");
    await answer(request, sessionId, ids.self, 4, "rater_1");
    await answer(request, sessionId, ids.peers, 8, "rater_1");
    const host = new ClassDashboardPage(page);
    await host.open(sessionId);
    await host.comparisonTab.click();
    await expect(host.verdict).toHaveText("Students rate their peers as more active than themselves");
    await expect(host.difference).toHaveText("\u22124.00");
    await expect(host.difference).toHaveCSS("color", "rgb(200, 30, 30)");
  });

  test("with results private, a student gets no View Results and the dashboard shows them only to the host", async ({ browser, request }) => {
    const created = await request.post("/api/sessions", {
      data: { sessionType: "class", title: "Fysik 1.x", participantsSeeResults: false, classQuestions: [{ text: "Hvordan gik det?", type: "scale", scaleMin: 1, scaleMax: 5 }] },
    });
    expect(created.status()).toBe(201);
    const { sessionId, hostKey } = (await created.json()).data as { sessionId: string; hostKey: string };

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const participant = new ClassSessionPage(await phone.newPage());
    await participant.open(sessionId);
    await participant.expectQuestion(1, 1, "Hvordan gik det?");
    await participant.ratingButton(4).click();
    await participant.complete.click();
    await expect(participant.page.getByRole("heading", { name: "Evaluation Complete!" })).toBeVisible();
    await expect(participant.page.getByText("Your host keeps the results of this evaluation private.")).toBeVisible();
    await expect(participant.page.getByRole("link", { name: "View Results" })).toHaveCount(0);
    await participant.page.screenshot(shot("phone-5-complete-results-private"));

    // A student who types the dashboard's address reads that the results are private; no analytics reach them.
    await participant.page.goto(`/class-session/${sessionId}/dashboard`);
    await expect(participant.page.getByRole("heading", { name: "Results are private" })).toBeVisible();
    await expect(participant.page.locator("article.class-scale-card")).toHaveCount(0);
    await participant.page.screenshot(shot("phone-7-dashboard-results-private"));

    // The host (this browser holds the key) sees them and can make them public in the settings.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hostPage = await laptop.newPage();
    await hostPage.goto(`/class-session/${sessionId}/dashboard#hostKey=${hostKey}`);
    const host = new ClassDashboardPage(hostPage);
    await expect(host.page.locator("article.class-scale-card")).toHaveCount(1);
    await host.page.getByRole("button", { name: "Session Settings" }).click();
    const visible = host.page.getByRole("checkbox", { name: /Participants may see the results/ });
    await expect(visible).not.toBeChecked();
    await visible.check();
    await host.page.getByRole("button", { name: "Save Changes" }).click();
    await expect(host.page.locator("[data-sonner-toast]").filter({ hasText: "Session updated successfully!" })).toBeVisible();

    await participant.page.reload();
    await expect(participant.page.locator("article.class-scale-card")).toHaveCount(1);
    await phone.close();
    await laptop.close();
  });
});
