import { type Locator, type Page } from "@playwright/test";
import type { MessageId } from "../../src/client/i18n/messages/en.js";

/** /admin/dashboard: overview and sessions tabs. */
export class AdminDashboardPage {
  readonly title: Locator;
  readonly welcome: Locator;
  readonly logout: Locator;
  readonly overviewTab: Locator;
  readonly sessionsTab: Locator;
  readonly search: Locator;
  readonly typeFilter: Locator;
  readonly selectAll: Locator;
  readonly excel: Locator;
  readonly pdf: Locator;
  readonly rows: Locator;
  readonly recentRows: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly deleteDialog: Locator;
  readonly retentionRule: Locator;
  readonly retentionDays: Locator;
  readonly retentionSave: Locator;
  readonly retentionTurnOff: Locator;
  readonly auditTab: Locator;
  readonly auditKind: Locator;
  readonly auditRows: Locator;
  readonly auditDownload: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.welcome = page.getByText(/^Welcome back, /);
    this.logout = page.getByRole("button", { name: "Logout" });
    this.overviewTab = page.getByRole("tab", { name: "Overview" });
    this.sessionsTab = page.getByRole("tab", { name: "Sessions" });
    this.search = page.getByRole("searchbox", { name: "Search sessions" });
    this.typeFilter = page.getByLabel("Session type");
    this.selectAll = page.getByRole("button", { name: "Select All" });
    this.excel = page.getByRole("button", { name: "Excel" });
    this.pdf = page.getByRole("button", { name: "PDF" });
    this.rows = page.locator("table.admin-sessions-table tbody tr");
    this.recentRows = page.getByRole("table", { name: "Recent Sessions" }).locator("tbody tr");
    this.previous = page.getByRole("button", { name: "Previous" });
    this.next = page.getByRole("button", { name: "Next" });
    this.deleteDialog = page.getByRole("dialog", { name: "Delete Session" });
    const retention = page.getByRole("region", { name: "Data retention" });
    this.retentionRule = page.getByTestId("retention-rule");
    this.retentionDays = retention.getByLabel("Delete sessions after (days)");
    this.retentionSave = retention.getByRole("button", { name: "Save" });
    this.retentionTurnOff = retention.getByRole("button", { name: "Turn off deletion" });
    this.auditTab = page.getByRole("tab", { name: "Audit trail" });
    this.auditKind = page.getByRole("combobox", { name: "Action" });
    this.auditRows = page.getByRole("region", { name: "Audit records" }).locator("tbody tr");
    this.auditDownload = page.getByRole("button", { name: "Download CSV" });
  }

  statValue(label: string): Locator {
    return this.page.locator(".stat-card").filter({ hasText: label }).locator(".stat-card__value");
  }

  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }

  rowCheckbox(title: string): Locator {
    return this.page.getByRole("checkbox", { name: `Select ${title}`, exact: true });
  }

  deleteButton(title: string): Locator {
    return this.page.getByRole("button", { name: `Delete Session: ${title}`, exact: true });
  }

  clearButton(count: number): Locator {
    return this.page.getByRole("button", { name: `Clear (${count})` });
  }

  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}

type Catalogue = Record<MessageId, string>;

/** One of the word filter's lists on the admin overview: its add field, its terms' remove buttons, its count. */
class FilterListPart {
  readonly region: Locator;
  readonly field: Locator;
  readonly add: Locator;
  readonly error: Locator;
  readonly count: Locator;
  readonly box: Locator;

  constructor(
    card: Locator,
    private readonly texts: Catalogue,
    private readonly list: "hold" | "pass",
  ) {
    this.region = card.getByRole("region", { name: texts[`wordFilter.${list}Title`], exact: true });
    this.field = this.region.getByLabel(texts[`wordFilter.${list}AddLabel`], { exact: true });
    this.add = this.region.getByRole("button", { name: texts["wordFilter.add"], exact: true });
    this.error = this.region.getByRole("alert");
    this.count = this.region.locator(".filter-list__count");
    this.box = this.region.getByRole("group", { name: texts[`wordFilter.${list}Title`], exact: true });
  }

  remove(term: string): Locator {
    return this.region.getByRole("button", { name: this.texts[`wordFilter.${this.list}Remove`].replace("{term}", term), exact: true });
  }
}

/** The overview's Word filter card, in the language of the catalogue given (en or da). */
export class WordFilterCard {
  readonly card: Locator;
  readonly automatic: Locator;
  readonly search: Locator;
  readonly hold: FilterListPart;
  readonly pass: FilterListPart;

  constructor(page: Page, texts: Catalogue) {
    this.card = page.getByRole("region", { name: texts["wordFilter.title"], exact: true });
    this.automatic = this.card.getByRole("switch", { name: texts["wordFilter.automatic"] });
    this.search = this.card.getByRole("searchbox", { name: texts["wordFilter.searchLabel"] });
    this.hold = new FilterListPart(this.card, texts, "hold");
    this.pass = new FilterListPart(this.card, texts, "pass");
  }
}

/** The dashboard's Term tab (Semester), in the language of the catalogue given (en or da). */
export class TermTab {
  readonly tab: Locator;
  readonly term: Locator;
  readonly courses: Locator;
  readonly compareFirst: Locator;
  readonly compareSecond: Locator;
  readonly compared: Locator;
  readonly chart: Locator;
  readonly pdf: Locator;
  readonly excel: Locator;

  constructor(
    readonly page: Page,
    private readonly texts: Catalogue,
  ) {
    this.tab = page.getByRole("tab", { name: texts["admin.termTab"], exact: true });
    this.term = page.getByRole("combobox", { name: texts["term.pick"], exact: true });
    this.courses = page.getByRole("region", { name: texts["term.coursesRegion"] }).getByRole("table");
    this.compareFirst = page.getByRole("combobox", { name: texts["term.compareFirst"], exact: true });
    this.compareSecond = page.getByRole("combobox", { name: texts["term.compareSecond"], exact: true });
    this.compared = page.getByRole("region", { name: texts["term.compareRegion"] }).getByRole("table");
    this.chart = page.locator("svg.term-compare__chart[role='img']");
    this.pdf = page.getByRole("button", { name: texts["term.reportPdfLabel"] });
    this.excel = page.getByRole("button", { name: texts["term.reportExcelLabel"] });
  }

  /** A course's row in the courses' table, by its title (the row's header). */
  course(title: string): Locator {
    return this.courses.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: title }) });
  }

  /** A lecture's row of the comparison ("L2"). */
  lecture(label: string): Locator {
    return this.compared.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: new RegExp(`^${label}\\b`) }) });
  }

  sortBy(column: string): Locator {
    return this.courses.getByRole("button", { name: column, exact: true });
  }
}
