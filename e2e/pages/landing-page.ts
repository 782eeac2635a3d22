import { expect, type Locator, type Page } from "@playwright/test";

/** The landing page (/) with its create-session dialog, join form and public sessions. */
export class LandingPage {
  readonly createButton: Locator;
  readonly dialog: Locator;
  readonly sessionTitle: Locator;
  readonly description: Locator;
  readonly maxParticipants: Locator;
  readonly makePublic: Locator;
  readonly confirmCreate: Locator;
  readonly cancel: Locator;
  readonly codeInput: Locator;
  readonly joinButton: Locator;
  readonly publicSessions: Locator;

  constructor(readonly page: Page) {
    this.createButton = page.getByRole("main").getByRole("button", { name: "Create Session" });
    this.dialog = page.getByRole("dialog");
    this.sessionTitle = this.dialog.getByLabel("Session Title");
    this.description = this.dialog.getByLabel("Description");
    this.maxParticipants = this.dialog.getByLabel("Max Participants");
    this.makePublic = this.dialog.getByRole("checkbox", { name: /Make this session public/ });
    this.confirmCreate = this.dialog.getByRole("button", { name: /^(Create Session|Creating\.\.\.)$/ });
    this.cancel = this.dialog.getByRole("button", { name: "Cancel" });
    this.codeInput = page.getByLabel("Session code");
    this.joinButton = page.getByRole("button", { name: "Join Session" });
    this.publicSessions = page.getByRole("region", { name: "Public Sessions" });
  }

  async open(): Promise<void> {
    await this.page.goto("/");
    await expect(this.page.getByRole("heading", { name: "Ordsky", level: 1 })).toBeVisible();
  }

  sessionType(name: "Regular Session" | "Class Session"): Locator {
    return this.dialog.getByRole("radio", { name: new RegExp(`^${name}`) });
  }

  /**
   * Creates a session through the dialog and returns its id from the dashboard address it lands on. By default the
   * spec's behaviour (every entry counts, unlimited answers); `largeRoom` picks the one-voice choice.
   */
  async createSession(options: { title: string; description?: string; isPublic?: boolean; type?: "regular" | "class"; largeRoom?: boolean; course?: string }): Promise<string> {
    if (!(await this.dialog.isVisible())) await this.createButton.click();
    if (options.course) await this.dialog.getByRole("combobox", { name: /^Course/ }).selectOption({ label: options.course });
    if (options.type === "class") await this.sessionType("Class Session").check();
    if (options.largeRoom) await this.dialog.getByRole("radio", { name: /^Large room/ }).check();
    await this.sessionTitle.fill(options.title);
    if (options.description) await this.description.fill(options.description);
    if (options.isPublic) await this.makePublic.check();
    await this.confirmCreate.click();
    await expect(this.toast("Session created successfully!")).toBeVisible();
    const pattern = options.type === "class" ? /\/class-session\/([^/]+)\/dashboard$/ : /\/dashboard\/([^/]+)$/;
    await this.page.waitForURL(pattern);
    return pattern.exec(new URL(this.page.url()).pathname)![1]!;
  }

  /** "Create a course" below My sessions; returns the new course's id from the course page it lands on. */
  async createCourse(title: string, term = ""): Promise<string> {
    const form = this.page.getByRole("region", { name: "Create a course" });
    await form.getByLabel("New course title").fill(title);
    if (term) await form.getByLabel("Term (optional)").fill(term);
    await form.getByRole("button", { name: "Create course" }).click();
    await this.page.waitForURL(/\/course\/[^/]+$/);
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    return new URL(this.page.url()).pathname.split("/").at(-1)!;
  }

  /** My sessions: a course's group (its sessions under it) and the sessions in no course. */
  get mySessions(): Locator {
    return this.page.getByRole("region", { name: "My sessions" });
  }

  courseGroup(title: string): Locator {
    return this.mySessions.getByRole("region", { name: title, exact: true });
  }

  async join(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.joinButton.click();
  }

  publicCard(title: string): Locator {
    return this.publicSessions.getByRole("listitem").filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  /** The host keys this browser keeps for the sessions it created. */
  async hostKey(sessionId: string): Promise<string> {
    const keys = await this.page.evaluate(() => JSON.parse(localStorage.getItem("ordsky.hostKeys") ?? "{}") as Record<string, string>);
    const key = keys[sessionId];
    expect(key, "host key saved after creating the session").toBeTruthy();
    return key!;
  }
}
