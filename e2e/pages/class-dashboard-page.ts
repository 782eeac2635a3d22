import { type Locator, type Page } from "@playwright/test";

/** The class analytics dashboard (/class-session/{id}/dashboard). */
export class ClassDashboardPage {
  readonly overviewTab: Locator;
  readonly comparisonTab: Locator;
  readonly feedbackTab: Locator;
  readonly difference: Locator;
  readonly verdict: Locator;
  readonly presentationButton: Locator;
  readonly presentation: Locator;
  readonly qrThumbnail: Locator;
  readonly qrModal: Locator;

  constructor(readonly page: Page) {
    this.overviewTab = page.getByRole("tab", { name: "Overview" });
    this.comparisonTab = page.getByRole("tab", { name: "Self vs Others" });
    this.feedbackTab = page.getByRole("tab", { name: "Text Feedback" });
    this.difference = page.getByTestId("self-vs-others-difference");
    this.verdict = page.getByTestId("self-vs-others-verdict");
    this.presentationButton = page.getByRole("button", { name: "Fullscreen Presentation" });
    this.presentation = page.getByRole("dialog", { name: "Text Feedback" });
    this.qrThumbnail = page.getByRole("button", { name: "Enlarge QR code" });
    this.qrModal = page.getByRole("dialog", { name: "Join Class Session" });
  }

  async open(sessionId: string): Promise<void> {
    await this.page.goto(`/class-session/${sessionId}/dashboard`);
  }

  /** The overview card of a scale question, found by its question text. */
  scaleCard(questionText: string): Locator {
    return this.page.locator("article.class-scale-card").filter({ has: this.page.getByRole("heading", { name: questionText }) });
  }

  textCard(questionText: string): Locator {
    return this.page.locator("article.class-text-card").filter({ has: this.page.getByRole("heading", { name: questionText }) });
  }

  /** The frequency rows of a text question (one per distinct answer). */
  answerRows(questionText: string): Locator {
    return this.textCard(questionText).getByRole("list", { name: questionText, exact: true }).getByRole("listitem");
  }

  expandButton(questionText: string): Locator {
    return this.presentation.getByRole("button", { name: `Expand the word cloud for: ${questionText}` });
  }
}
