import { expect, test } from "@playwright/test";
import { CoursePage } from "./pages/course-page.js";
import { LandingPage } from "./pages/landing-page.js";

const run = Date.now().toString(36);

test.describe("sessions in courses", () => {
  test("a host puts sessions in a course from the create dialog and the course page, takes one out, and My sessions groups them", async ({ page }) => {
    const landing = new LandingPage(page);
    const course = new CoursePage(page);
    const [icebreaker, exitPoll, recap, statistics] = [`Icebreaker ${run}`, `Exit poll ${run}`, `Recap cloud ${run}`, `Statistics ${run}`];

    await landing.open();
    await landing.createSession({ title: icebreaker });
    await landing.open();
    await landing.createSession({ title: exitPoll });
    // Before any course exists the create dialog has no Course select.
    await landing.open();
    await landing.createButton.click();
    await expect(landing.dialog.getByRole("combobox", { name: /^Course/ })).toHaveCount(0);
    await landing.cancel.click();

    await landing.open();
    const courseId = await landing.createCourse(statistics, "Autumn 2026");
    await expect(course.lectures).toContainText("No sessions yet");

    // A new word cloud created in the course from the landing page's dialog.
    await landing.open();
    const recapId = await landing.createSession({ title: recap, course: `${statistics} (Autumn 2026)` });
    await course.open(courseId);
    await expect(course.row(recap)).toBeVisible();

    // An existing session added from the course page: the picker offers only sessions in no course.
    await course.addExisting.click();
    const options = course.dialog.getByRole("combobox", { name: "Session" }).getByRole("option");
    await expect(options.filter({ hasText: icebreaker })).toHaveCount(1);
    await expect(options.filter({ hasText: exitPoll })).toHaveCount(1);
    await expect(options.filter({ hasText: recap })).toHaveCount(0);
    await course.dialog.getByRole("button", { name: "Cancel" }).click();
    await course.addSession(new RegExp(`^${icebreaker}`));
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: `${icebreaker} added to ${statistics}` })).toBeVisible();
    await expect(course.row(icebreaker)).toBeVisible();

    // One taken out again, after the confirmation.
    await course.removeSession(recap);
    await expect(course.row(recap)).toHaveCount(0);
    await expect(course.row(icebreaker)).toBeVisible();

    // My sessions: the course with its session under it, then the sessions in no course, each once.
    await landing.open();
    const group = landing.courseGroup(statistics);
    await expect(group.getByRole("heading", { name: icebreaker })).toBeVisible();
    await expect(group.getByRole("heading", { level: 4 })).toHaveCount(1);
    await expect(group.getByRole("link", { name: `Open course: ${statistics}` })).toHaveAttribute("href", `/course/${courseId}`);
    for (const title of [icebreaker, exitPoll, recap]) await expect(landing.mySessions.getByRole("heading", { name: title })).toHaveCount(1);
    const loose = landing.mySessions.getByRole("heading", { name: "Not in a course" }).locator("xpath=following-sibling::ul[1]");
    await expect(loose.getByRole("heading", { name: recap })).toBeVisible();
    await expect(loose.getByRole("heading", { name: exitPoll })).toBeVisible();
    await expect(loose.getByRole("link", { name: `Open dashboard: ${recap}` })).toHaveAttribute("href", `/dashboard/${recapId}`);
  });
});
