import { type Locator, type Page } from "@playwright/test";

/** The dashboard's Questions panel: the host's list, its add form and each question's buttons. */
export class QuestionsPanel {
  readonly region: Locator;
  readonly rows: Locator;
  readonly newQuestion: Locator;
  readonly addButton: Locator;
  readonly browsingNotice: Locator;
  readonly backToLive: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Questions" });
    this.rows = this.region.getByRole("list", { name: "Questions of this session" }).getByRole("listitem");
    this.newQuestion = this.region.getByLabel("New question");
    this.addButton = this.region.getByRole("button", { name: "Add question" });
    this.browsingNotice = page.getByRole("status").filter({ hasText: /^Showing the answers to question/ });
    this.backToLive = page.getByRole("button", { name: "Back to the live question" });
  }

  /** The row of question n (1-based, in the host's order). */
  row(number: number): Locator {
    return this.rows.nth(number - 1);
  }

  button(number: number, name: string | RegExp): Locator {
    return this.row(number).getByRole("button", { name, exact: typeof name === "string" });
  }

  async add(prompt: string): Promise<void> {
    await this.newQuestion.fill(prompt);
    await this.addButton.click();
  }
}
