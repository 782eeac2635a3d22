import type { Locator, Page } from "@playwright/test";
import { LiveEmbed } from "./live-embed.js";

/** /office/addin, the PowerPoint add-in's page: a session's link or code once, then its live cloud. */
export class OfficeAddInPage {
  readonly heading: Locator;
  readonly sessionField: Locator;
  readonly showJoin: Locator;
  readonly showButton: Locator;
  readonly error: Locator;
  readonly changeButton: Locator;
  readonly manifestLink: Locator;
  readonly embed: LiveEmbed;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.sessionField = page.getByLabel("Session link or code");
    this.showJoin = page.getByLabel("Show how to join (address, code and QR code)");
    this.showButton = page.getByRole("button", { name: "Show on this slide" });
    this.error = page.getByRole("alert");
    this.changeButton = page.getByRole("button", { name: "Change session" });
    this.manifestLink = page.getByRole("link", { name: /\/office\/manifest\.xml$/ });
    this.embed = new LiveEmbed(page);
  }

  async goto(): Promise<void> {
    await this.page.goto("/office/addin");
  }

  async choose(linkOrCode: string): Promise<void> {
    await this.sessionField.fill(linkOrCode);
    await this.showButton.click();
  }
}
