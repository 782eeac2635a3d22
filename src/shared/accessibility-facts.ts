/**
 * The facts of Ordsky's accessibility statement (/accessibility, /tilgaengelighed), in one place: which WCAG 2.1
 * success criteria the test suite checks, by which test, and what is known not to be accessible. The unit test beside
 * this file fails when a test named here no longer exists, or a gap is mended, so the statement stays true.
 * How each method checks, and each gap's what, why and alternative, are messages (`accessibility.method.*`,
 * `accessibility.gap.*`); the criteria's names are WCAG's own, in English and in the authorised Danish translation.
 */

/** The day the statement was first prepared. */
export const ACCESSIBILITY_PREPARED_ON = "2026-12-07";

/** The day the suite's facts were last checked against the statement; the statement is reviewed at least once a year. */
export const ACCESSIBILITY_REVIEWED_ON = "2026-12-07";

/** The harmonised standard and the guidelines the statement measures against. */
export const ACCESSIBILITY_STANDARD = { guidelines: "WCAG 2.1", level: "AA", standard: "EN 301 549 V3.2.1" } as const;

/** How a criterion is checked (each described in the catalogues as `accessibility.method.<id>`). */
export type CheckMethod = "axe" | "keyboard" | "dialogs" | "focus" | "reflow" | "textSize" | "motion" | "announcements" | "language";

/** A test of the suite: its file, and a phrase of its name exactly as the file writes it. */
export type SuiteTest = { file: string; test: string };

export type CheckedCriterion = {
  number: string;
  level: "A" | "AA" | "AAA";
  name: { en: string; da: string };
  checks: { method: CheckMethod; test: SuiteTest }[];
};

const AXE: { method: CheckMethod; test: SuiteTest } = { method: "axe", test: { file: "e2e/languages.spec.ts", test: "no serious accessibility findings" } };
const FOCUS_RINGS: { method: CheckMethod; test: SuiteTest } = { method: "focus", test: { file: "e2e/languages.spec.ts", test: "no serious accessibility findings and visible focus rings" } };
const KEYBOARD: SuiteTest[] = [
  { file: "e2e/keyboard-flows.spec.ts", test: "a participant joins by code and submits four words" },
  { file: "e2e/keyboard-flows.spec.ts", test: "a class evaluation from start to finish, the scale as one radio group" },
  { file: "e2e/keyboard-flows.spec.ts", test: "a host creates a session and opens the presentation" },
  { file: "e2e/keyboard-flows.spec.ts", test: "an admin signs in, selects a session and exports it" },
];
const DIALOGS: { method: CheckMethod; test: SuiteTest } = {
  method: "dialogs",
  test: { file: "e2e/modals.spec.ts", test: "the dashboard's settings and merge dialogs: modal, no scrolling behind, focus back on the opener" },
};
const keyboard = KEYBOARD.map((test) => ({ method: "keyboard" as const, test }));

/** The criteria the suite checks on every change, in both languages where the check reads text. */
export const CHECKED_CRITERIA: CheckedCriterion[] = [
  { number: "1.1.1", level: "A", name: { en: "Non-text Content", da: "Ikke-tekstbaseret indhold" }, checks: [AXE] },
  { number: "1.3.1", level: "A", name: { en: "Info and Relationships", da: "Information og relationer" }, checks: [AXE] },
  { number: "1.3.5", level: "AA", name: { en: "Identify Input Purpose", da: "Identificer inputformål" }, checks: [AXE] },
  { number: "1.4.3", level: "AA", name: { en: "Contrast (Minimum)", da: "Kontrast (minimum)" }, checks: [AXE] },
  {
    number: "1.4.4",
    level: "AA",
    name: { en: "Resize Text", da: "Ændring af tekststørrelse" },
    checks: [{ method: "textSize", test: { file: "e2e/phone-and-zoom.spec.ts", test: "lose no text and need no sideways scrolling" } }],
  },
  {
    number: "1.4.10",
    level: "AA",
    name: { en: "Reflow", da: "Ombrydning" },
    checks: [{ method: "reflow", test: { file: "e2e/phone-and-zoom.spec.ts", test: "nothing is cut off or needs sideways scrolling" } }],
  },
  { number: "1.4.11", level: "AA", name: { en: "Non-text Contrast", da: "Ikke-tekstbaseret kontrast" }, checks: [FOCUS_RINGS] },
  { number: "2.1.1", level: "A", name: { en: "Keyboard", da: "Tastatur" }, checks: keyboard },
  { number: "2.1.2", level: "A", name: { en: "No Keyboard Trap", da: "Ingen tastaturfælde" }, checks: [DIALOGS] },
  {
    number: "2.2.2",
    level: "A",
    name: { en: "Pause, Stop, Hide", da: "Pause, stop, skjul" },
    checks: [{ method: "motion", test: { file: "e2e/motion-and-announcements.spec.ts", test: "nothing moves while the room is quiet" } }],
  },
  { number: "2.4.2", level: "A", name: { en: "Page Titled", da: "Sidetitel" }, checks: [AXE] },
  { number: "2.4.3", level: "A", name: { en: "Focus Order", da: "Fokusrækkefølge" }, checks: [...keyboard, DIALOGS] },
  { number: "2.4.4", level: "A", name: { en: "Link Purpose (In Context)", da: "Formål med link (i kontekst)" }, checks: [AXE] },
  { number: "2.4.7", level: "AA", name: { en: "Focus Visible", da: "Synligt fokus" }, checks: [FOCUS_RINGS] },
  { number: "2.5.3", level: "A", name: { en: "Label in Name", da: "Label i navn" }, checks: [AXE] },
  {
    number: "3.1.1",
    level: "A",
    name: { en: "Language of Page", da: "Sprog på siden" },
    checks: [AXE, { method: "language", test: { file: "e2e/languages.spec.ts", test: "the switch changes the language at once, by keyboard, and is remembered" } }],
  },
  { number: "4.1.2", level: "A", name: { en: "Name, Role, Value", da: "Navn, rolle, værdi" }, checks: [AXE] },
  {
    number: "4.1.3",
    level: "AA",
    name: { en: "Status Messages", da: "Statusmeddelelser" },
    checks: [{ method: "announcements", test: { file: "e2e/motion-and-announcements.spec.ts", test: "new words are announced politely" } }],
  },
  // Beyond AA: nothing animates for a reader who asked for reduced motion.
  {
    number: "2.3.3",
    level: "AAA",
    name: { en: "Animation from Interactions", da: "Animation fra interaktioner" },
    checks: [{ method: "motion", test: { file: "e2e/motion-and-announcements.spec.ts", test: "with reduced motion nothing animates" } }],
  },
];

/** A known gap (described as `accessibility.gap.<id>.what`, `.why` and `.alternative`). */
export type GapId = "pdfExports" | "cloudImages";

export type KnownGap = {
  id: GapId;
  /** The criteria it fails (WCAG 2.1 numbers; for documents, EN 301 549 clause 10 applies them). */
  criteria: string[];
  /** What keeps it true: a source file and something it lacks; once the file has it, the gap is mended. */
  evidence: { file: string; lacks: string };
};

export const KNOWN_GAPS: KnownGap[] = [
  // pdfkit can write tagged PDF (structure, reading order, language); the exports do not ask it to yet.
  { id: "pdfExports", criteria: ["1.3.1", "1.3.2", "3.1.1"], evidence: { file: "src/server/features/export/pdf-document.ts", lacks: "tagged" } },
  // The PNG is pixels; the SVG draws the words as text but names none of it.
  { id: "cloudImages", criteria: ["1.1.1"], evidence: { file: "src/client/components/word-cloud/cloud-image.ts", lacks: "<title" } },
];
