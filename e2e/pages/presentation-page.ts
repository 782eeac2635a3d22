import { type Locator, type Page } from "@playwright/test";

/** Plane positions (centre x, baseline y) of drawn words, read from their transforms. */
export async function wordPositions(words: Locator): Promise<Map<string, { x: number; y: number }>> {
  const entries = await words.evaluateAll((nodes) =>
    nodes.map((node) => {
      const match = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((node as HTMLElement).style.transform);
      return [node.getAttribute("data-word") ?? "", { x: Number(match?.[1]), y: Number(match?.[2]) }] as const;
    }),
  );
  return new Map(entries);
}

/** /presentation/{sessionId}: the full-screen live cloud. */
export class PresentationPage {
  readonly title: Locator;
  readonly sessionCode: Locator;
  readonly dashboardLink: Locator;
  readonly fullscreenButton: Locator;
  readonly exitFullscreenButton: Locator;
  readonly live: Locator;
  readonly waitingHeading: Locator;
  readonly cloud: Locator;
  readonly cloudWords: Locator;
  readonly joinBar: Locator;
  readonly stats: Locator;
  readonly rearrangeButton: Locator;
  readonly downloadImageButton: Locator;
  readonly qrButton: Locator;
  readonly largeQr: Locator;
  /** The host's bar (session and screen controls); a participant's presentation has none. */
  readonly presenterBar: Locator;
  readonly previousQuestionButton: Locator;
  readonly nextQuestionButton: Locator;
  readonly questionPosition: Locator;
  readonly waitingCount: Locator;
  readonly approveAllButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.sessionCode = page.locator(".presentation__code");
    this.dashboardLink = page.getByRole("link", { name: "Dashboard" });
    this.fullscreenButton = page.getByRole("button", { name: "Fullscreen", exact: true });
    this.exitFullscreenButton = page.getByRole("button", { name: "Exit Fullscreen" });
    this.live = page.getByRole("status").filter({ hasText: "Live" });
    this.waitingHeading = page.getByRole("heading", { name: "Waiting for Responses" });
    this.cloud = page.locator(".word-cloud");
    this.cloudWords = page.locator(".word-cloud .word-cloud__word");
    this.joinBar = page.getByRole("region", { name: "How to join" });
    this.stats = page.getByRole("region", { name: "Session statistics" });
    this.rearrangeButton = page.getByRole("button", { name: "Rearrange" });
    this.downloadImageButton = page.getByRole("button", { name: "Download image" });
    this.qrButton = page.getByRole("button", { name: /^QR code: / });
    this.largeQr = page.locator(".presentation__qr-panel");
    this.presenterBar = page.getByRole("group", { name: "Presentation controls" });
    this.previousQuestionButton = this.presenterBar.getByRole("button", { name: "Previous question" });
    this.nextQuestionButton = this.presenterBar.getByRole("button", { name: "Next question" });
    this.questionPosition = page.locator(".presenter-bar__position");
    this.waitingCount = this.presenterBar.getByRole("status");
    this.approveAllButton = this.presenterBar.getByRole("button", { name: /^Approve all/ });
  }

  /** A bar button by its name, which says what it does now ("Hide results" / "Reveal results", "Close answering" / "Reopen answering"). */
  barButton(name: string): Locator {
    return this.presenterBar.getByRole("button", { name, exact: true });
  }

  /**
   * Moves the pointer, as a host reaching for the mouse does, so the bar shows (it hides after a few still seconds,
   * and a hidden bar takes no clicks).
   */
  async showBar(): Promise<void> {
    await this.page.mouse.move(200, 200);
    await this.page.mouse.move(240, 220);
  }

  /** The host's capacity notice ("Almost full", "Session is full"), shown from 90 % of Max Participants on. */
  capacityNotice(title: "Almost full" | "Session is full"): Locator {
    return this.page.getByRole("status", { name: title });
  }

  async goto(sessionId: string): Promise<void> {
    await this.page.goto(`/presentation/${sessionId}`);
  }

  cloudEntry(word: string, frequency: number): Locator {
    return this.page.getByRole("list", { name: "Live Word Cloud: word frequencies" }).getByRole("listitem").filter({ hasText: new RegExp(`^${word}: ${frequency}$`) });
  }

  /** A statistic's value by its label (Unique Words, Total Submissions, Most Popular). */
  stat(label: string): Locator {
    return this.page.locator(".presentation__stat").filter({ hasText: label }).locator(".presentation__stat-value");
  }

  /** The word Most Popular names under its count. */
  get mostPopularWord(): Locator {
    return this.page.locator(".presentation__stat").filter({ hasText: "Most Popular" }).locator(".presentation__stat-word");
  }

  /** Layout positions of the drawn words (centre x, baseline y in plane units), by word. */
  async wordPositions(): Promise<Map<string, { x: number; y: number }>> {
    return wordPositions(this.cloudWords);
  }

  /**
   * Each drawn word's box as the browser lays it out, taken back to plane units through the view (its zoom and the
   * screen point of the plane's origin), so a uniform zoom of the whole cloud does not count as words moving.
   */
  async wordBoxes(): Promise<Map<string, { left: number; top: number; right: number; bottom: number }>> {
    const entries = await this.cloud.evaluate((cloud) => {
      const zoom = Number(cloud.getAttribute("data-zoom"));
      const origin = cloud.querySelector(".word-cloud__view")!.getBoundingClientRect();
      const plane = (x: number, at: number) => (x - at) / zoom;
      return [...cloud.querySelectorAll<HTMLElement>(".word-cloud__word")].map((node) => {
        const rect = node.getBoundingClientRect();
        const box = { left: plane(rect.left, origin.left), top: plane(rect.top, origin.top), right: plane(rect.right, origin.left), bottom: plane(rect.bottom, origin.top) };
        return [node.dataset.word ?? "", box] as const;
      });
    });
    return new Map(entries);
  }

  async layoutCount(): Promise<number> {
    return Number(await this.cloud.getAttribute("data-layout-count"));
  }

  async repackCount(): Promise<number> {
    return Number(await this.cloud.getAttribute("data-repack-count"));
  }
}
