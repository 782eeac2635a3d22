import { type Locator, type Page } from "@playwright/test";

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
  }

  async goto(sessionId: string): Promise<void> {
    await this.page.goto(`/presentation/${sessionId}`);
  }

  cloudEntry(word: string, frequency: number): Locator {
    return this.page.getByRole("list", { name: "Live Word Cloud: word frequencies" }).getByRole("listitem").filter({ hasText: new RegExp(`^${word}: ${frequency}$`) });
  }

  /** A statistic's value by its label (Unique Words, Total Submissions, Most Popular). */
  stat(label: string): Locator {
    return this.page.locator(".presentation__stat").filter({ hasText: label }).locator("dd");
  }

  /** Layout positions of the drawn words (centre x, baseline y in layout units), by word. */
  async wordPositions(): Promise<Map<string, { x: number; y: number }>> {
    const entries = await this.cloudWords.evaluateAll((nodes) =>
      nodes.map((node) => {
        const match = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((node as HTMLElement).style.transform);
        return [node.getAttribute("data-word") ?? "", { x: Number(match?.[1]), y: Number(match?.[2]) }] as const;
      }),
    );
    return new Map(entries);
  }

  async layoutCount(): Promise<number> {
    return Number(await this.cloud.getAttribute("data-layout-count"));
  }
}
