import { expect, type Locator, type Page } from "@playwright/test";

/** The participant's session page (/session/{id}). */
export class SessionPage {
  readonly title: Locator;
  readonly submit: Locator;
  readonly submitAnother: Locator;
  readonly thankYou: Locator;
  readonly notActive: Locator;
  readonly cloudPanel: Locator;
  readonly backToDashboard: Locator;
  /** The thank-you view's list of the submission's words, each with where it is on its way. */
  readonly yourWords: Locator;
  readonly updateNotice: Locator;
  /** The header's Connected/Disconnected indicator. */
  readonly connection: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.submit = page.getByRole("button", { name: /^(Submit|Submitting\.\.\.)$/ });
    this.submitAnother = page.getByRole("button", { name: "Submit another response" });
    this.thankYou = page.getByRole("heading", { name: "Thank you for your feedback!" });
    this.notActive = page.getByText("This session is not active", { exact: true }).and(page.getByRole("status"));
    this.cloudPanel = page.getByRole("region", { name: "Live Word Cloud" });
    this.backToDashboard = page.getByRole("link", { name: "Back to Dashboard" });
    this.yourWords = page.getByRole("list", { name: "Your words" });
    this.updateNotice = page.getByRole("alert").filter({ hasText: "Ordsky was updated — reload the page" });
    this.connection = page.getByRole("banner").getByRole("status");
  }

  /**
   * From the next load on, notes whenever the page holds the answer form or says "Disconnected", even for one frame:
   * a MutationObserver sees every change before it is painted. Read with `glimpses()`.
   */
  async noteGlimpses(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { glimpses: Set<string> }).glimpses = seen;
      new MutationObserver(() => {
        // Selectors, not roles: this runs in the page, on every change.
        if (document.getElementById("word-0")) seen.add(`answer form on ${location.pathname}`);
        if (document.querySelector(".connection")?.textContent === "Disconnected") seen.add(`"Disconnected" on ${location.pathname}`);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
  }

  async glimpses(): Promise<string[]> {
    return this.page.evaluate(() => [...(window as unknown as { glimpses: Set<string> }).glimpses]);
  }

  /** A word of the thank-you list with its state ("Sending…", "Waiting for the network", "Sent"). */
  listedWord(text: string, state: string): Locator {
    return this.yourWords.getByRole("listitem").filter({ hasText: text }).filter({ hasText: state });
  }

  /** `origin` for a server of the test's own (helpers/own-server.ts); the configured one when empty. */
  async open(sessionId: string, origin = ""): Promise<void> {
    await this.page.goto(`${origin}/session/${sessionId}`);
    await expect(this.word(1)).toBeVisible();
  }

  /** Answer box 1-4. */
  word(index: number): Locator {
    return this.page.getByLabel(`Word ${index}`, { exact: true });
  }

  words(): Locator[] {
    return [1, 2, 3, 4].map((index) => this.word(index));
  }

  /** The remaining-characters counter above box 1-4. */
  counter(index: number): Locator {
    return this.page.locator(`#word-${index - 1}-counter`);
  }

  /** Types the words box by box, pressing Enter after each: Enter moves on and submits from the last box. */
  async typeWithEnter(words: string[]): Promise<void> {
    await this.word(1).click();
    for (const [index, word] of words.entries()) {
      await expect(this.word(index + 1)).toBeFocused();
      await this.page.keyboard.type(word);
      await this.page.keyboard.press("Enter");
    }
  }

  /** One line of the cloud's screen-reader list, e.g. "clear: 2". */
  cloudWord(text: string, frequency: number): Locator {
    return this.cloudPanel.getByRole("listitem").filter({ hasText: new RegExp(`^${escape(text)}: ${frequency}$`) });
  }

  stat(text: string): Locator {
    return this.page.getByRole("banner").getByText(text, { exact: true });
  }

  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
