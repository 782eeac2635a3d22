import type { FrameLocator, Locator, Page } from "@playwright/test";

/** /embed/{sessionId} (framed on another page, or shown by the PowerPoint add-in): the live cloud, read-only. */
export class LiveEmbed {
  readonly title: Locator;
  readonly live: Locator;
  /** The cloud's text alternative: one "word: count" item per word the room sees. */
  readonly wordList: Locator;
  readonly drawnWords: Locator;
  readonly joinLine: Locator;
  readonly message: Locator;
  readonly buttons: Locator;

  constructor(readonly root: Page | FrameLocator) {
    this.title = root.getByRole("heading", { level: 1 });
    this.live = root.getByRole("status").filter({ hasText: "Live" });
    this.wordList = root.getByRole("list", { name: /Live Word Cloud/ }).getByRole("listitem");
    this.drawnWords = root.locator(".word-cloud__word");
    this.joinLine = root.getByRole("contentinfo", { name: "How to join" });
    this.message = root.locator(".live-embed__message-title");
    this.buttons = root.locator(".live-embed").getByRole("button");
  }
}
