import { expect, type Locator, type Page } from "@playwright/test";

/** The course page (/course/{id}): its lectures, and putting sessions in and taking them out. */
export class CoursePage {
  readonly lectures: Locator;
  readonly addExisting: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.lectures = page.getByRole("region", { name: "Lectures", exact: true });
    this.addExisting = this.lectures.getByRole("button", { name: "Add an existing session" });
    this.dialog = page.getByRole("dialog");
  }

  async open(courseId: string): Promise<void> {
    await this.page.goto(`/course/${courseId}`);
    await expect(this.lectures).toBeVisible();
  }

  /** The lectures table's row of a session, by its title. */
  row(title: string): Locator {
    return this.lectures.getByRole("row").filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  /** Picks a session in "Add an existing session" and adds it. */
  async addSession(optionLabel: RegExp): Promise<void> {
    await this.addExisting.click();
    const picker = this.dialog.getByRole("combobox", { name: "Session" });
    const label = (await picker.getByRole("option").allTextContents()).find((text) => optionLabel.test(text));
    expect(label, `a session matching ${optionLabel} is offered`).toBeTruthy();
    await picker.selectOption({ label: label! });
    await this.dialog.getByRole("button", { name: "Add to course" }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** "Remove from course" on a session's row, then the confirmation. */
  async removeSession(title: string): Promise<void> {
    await this.lectures.getByRole("button", { name: `Remove from course: ${title}` }).click();
    await expect(this.dialog.getByRole("heading", { name: "Remove from course?" })).toBeVisible();
    await this.dialog.getByRole("button", { name: "Remove from course" }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
