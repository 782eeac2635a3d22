import { type Locator, type Page } from "@playwright/test";

/** The host's decisions on a dashboard: the word menu, merge dialog, hidden/merged words, ban list, queue, review. */
export class HostControls {
  readonly wordMenu: Locator;
  readonly mergeDialog: Locator;
  readonly hiddenWords: Locator;
  readonly mergedWords: Locator;
  readonly suggestions: Locator;
  readonly banList: Locator;
  readonly banInput: Locator;
  readonly queue: Locator;
  readonly approveAll: Locator;
  readonly flaggedFilter: Locator;
  readonly allFilter: Locator;

  constructor(readonly page: Page) {
    this.wordMenu = page.getByRole("menu", { name: /^Actions for / });
    this.mergeDialog = page.getByRole("dialog", { name: "Merge words" });
    this.hiddenWords = page.getByRole("region", { name: /^Hidden words \(\d+\)$/ });
    this.mergedWords = page.getByRole("region", { name: /^Merged words \(\d+\)$/ });
    this.suggestions = page.getByRole("region", { name: "Suggested merges" });
    this.banList = page.getByRole("region", { name: /^Ban list \(\d+\)$/ });
    this.banInput = this.banList.getByLabel("Words or phrases to ban");
    this.queue = page.getByRole("region", { name: /^Waiting for approval \(\d+\)$/ });
    this.approveAll = this.queue.getByRole("button", { name: /^Approve all \(\d+\)$/ });
    this.flaggedFilter = page.getByRole("button", { name: /^Flagged \(\d+\)$/ });
    this.allFilter = page.getByRole("button", { name: /^All \(\d+\)$/ });
  }

  /** Opens a word's menu by clicking it in the dashboard cloud. */
  async openCloudMenu(word: string): Promise<void> {
    await this.page.locator(".word-cloud .word-cloud__word").and(this.page.locator(`[data-word="${word}"]`)).click();
  }

  /** The frequency list's menu button of a word. */
  frequencyMenuButton(word: string): Locator {
    return this.page.getByRole("list", { name: "Word Frequency" }).getByRole("button", { name: `Actions for “${word}”` });
  }

  menuItem(name: "Hide" | "Merge…" | "Ban"): Locator {
    return this.wordMenu.getByRole("menuitem", { name });
  }

  showButton(word: string): Locator {
    return this.hiddenWords.getByRole("button", { name: `Show “${word}” again` });
  }

  unmergeButton(word: string): Locator {
    return this.mergedWords.getByRole("button", { name: `Unmerge “${word}”` });
  }

  banRemoveButton(term: string): Locator {
    return this.banList.getByRole("button", { name: `Remove “${term}” from the ban list` });
  }

  approveButton(content: string): Locator {
    return this.page.getByRole("button", { name: `Approve “${content}”` });
  }

  rejectButton(content: string): Locator {
    return this.page.getByRole("button", { name: `Reject “${content}”` });
  }

  /** Allow on an answer nobody decided on: its word, for the rest of the session. */
  allowWordButton(word: string): Locator {
    return this.page.getByRole("button", { name: `Allow “${word}”, now and for the rest of the session` });
  }

  keepOutButton(content: string): Locator {
    return this.page.getByRole("button", { name: `Hide “${content}”, keeping it out of the cloud` });
  }

  /** The Undo button of the toast that says `text`. */
  undo(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text }).getByRole("button", { name: "Undo" });
  }
}
