import { type Locator, type Page } from "@playwright/test";

/** /dashboard/{sessionId}: the host's session dashboard. */
export class DashboardPage {
  readonly heading: Locator;
  readonly sessionCode: Locator;
  readonly statusBadge: Locator;
  readonly presentationLink: Locator;
  readonly viewSessionLink: Locator;
  readonly settingsButton: Locator;
  readonly copyCodeButton: Locator;
  readonly copyLinkButton: Locator;
  readonly exportButton: Locator;
  readonly enlargeQrButton: Locator;
  readonly overviewTab: Locator;
  readonly feedbackTab: Locator;
  readonly qrTab: Locator;
  readonly cloud: Locator;
  readonly cloudWords: Locator;
  readonly frequencyRows: Locator;
  readonly feedbackItems: Locator;
  readonly settingsDialog: Locator;
  readonly qrDialog: Locator;
  /** "This session will be deleted on {date}", while retention is on. */
  readonly deletionNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Session Dashboard" });
    this.sessionCode = page.getByTestId("session-code");
    this.statusBadge = page.locator(".dashboard-facts__row").filter({ hasText: "Status" }).locator(".badge");
    this.presentationLink = page.getByRole("link", { name: "Presentation" });
    this.viewSessionLink = page.getByRole("link", { name: "View Session" });
    this.settingsButton = page.getByRole("button", { name: "Session Settings" });
    this.copyCodeButton = page.getByRole("button", { name: "Copy session code" });
    this.copyLinkButton = page.getByRole("button", { name: "Copy Session Link" });
    this.exportButton = page.getByRole("button", { name: "Export Data" });
    this.enlargeQrButton = page.getByRole("button", { name: "Enlarge participant QR code" });
    this.overviewTab = page.getByRole("tab", { name: "Overview" });
    this.feedbackTab = page.getByRole("tab", { name: /^Participant Feedback \(\d+\)$/ });
    this.qrTab = page.getByRole("tab", { name: "QR Codes" });
    this.cloud = page.locator(".word-cloud");
    this.cloudWords = page.locator(".word-cloud .word-cloud__word");
    this.frequencyRows = page.getByRole("list", { name: "Word Frequency" }).getByRole("listitem");
    this.feedbackItems = page.locator(".dashboard-feedback__item");
    this.settingsDialog = page.getByRole("dialog", { name: "Session Settings" });
    this.qrDialog = page.getByRole("dialog", { name: "Scan to Join Session" });
    this.deletionNotice = page.getByTestId("deletion-notice");
  }

  /** The host's capacity notice ("Almost full", "Session is full"), shown from 90 % of Max Participants on. */
  capacityNotice(title: "Almost full" | "Session is full"): Locator {
    return this.page.getByRole("status", { name: title });
  }

  async goto(sessionId: string): Promise<void> {
    await this.page.goto(`/dashboard/${sessionId}`);
  }

  /** The screen-reader frequency list the cloud renders as its text alternative ("word: N"). */
  cloudEntry(word: string, frequency: number): Locator {
    return this.page.getByRole("list", { name: "Live Word Cloud: word frequencies" }).getByRole("listitem").filter({ hasText: new RegExp(`^${word}: ${frequency}$`) });
  }

  frequencyRow(rank: number): Locator {
    return this.frequencyRows.filter({ hasText: new RegExp(`^#${rank}(?!\\d)`) });
  }

  statValue(label: string): Locator {
    return this.page.locator(".stat-card").filter({ hasText: label }).locator(".stat-card__value");
  }

  feedbackItem(content: string): Locator {
    return this.feedbackItems.filter({ has: this.page.locator(".dashboard-feedback__content", { hasText: new RegExp(`^${content}$`) }) });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
