import { expect, type Locator, type Page } from "@playwright/test";

/** The participant's class evaluation (/class-session/{id}). */
export class ClassSessionPage {
  readonly progress: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly complete: Locator;
  readonly ratingInput: Locator;
  readonly answerBox: Locator;
  readonly questionTitle: Locator;
  /** The visible remaining-characters counter under the textarea. */
  readonly characterCounter: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole("progressbar", { name: "Evaluation progress" });
    this.previous = page.getByRole("button", { name: "Previous" });
    this.next = page.getByRole("button", { name: "Next" });
    this.complete = page.getByRole("button", { name: "Complete" });
    this.ratingInput = page.getByLabel("Your rating");
    this.answerBox = page.getByPlaceholder("Skriv dit svar her...");
    this.questionTitle = page.getByRole("heading", { level: 2 });
    this.characterCounter = page.locator(".class-text__counter");
  }

  /** `origin` for a server of the test's own (helpers/own-server.ts); the configured one when empty. */
  async open(sessionId: string, origin = ""): Promise<void> {
    await this.page.goto(`${origin}/class-session/${sessionId}`);
  }

  counter(current: number, total: number): Locator {
    return this.page.getByText(`Question ${current} of ${total}`, { exact: true });
  }

  ratingButton(rating: number): Locator {
    return this.page.getByRole("group", { name: "Choose a rating" }).getByRole("radio", { name: String(rating), exact: true });
  }

  async expectQuestion(current: number, total: number, text: string): Promise<void> {
    await expect(this.counter(current, total)).toBeVisible();
    await expect(this.questionTitle).toHaveText(text);
  }

  /** Neither box covers the other (a toast must not sit over the answer box). */
  async expectClear(first: Locator, second: Locator): Promise<void> {
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(false);
  }

  async expectNoSidewaysScroll(): Promise<void> {
    const widths = await this.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll, "the page is no wider than the screen").toBeLessThanOrEqual(widths.client);
  }

  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
