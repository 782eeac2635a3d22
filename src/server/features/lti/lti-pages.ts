import { createHash } from "node:crypto";
import { DOCUMENT_PATHS } from "../../../shared/document-paths.js";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The CSP source that allows exactly this inline script (the pages below carry no other). */
export const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** Ordsky's look (its colours, radius and focus ring), for pages shown without the client's bundle. */
const STYLE = `
  body { margin: 0; padding: 0 .75rem; background: #f5f6fb; color: #1b2033; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  .lti-card { box-sizing: border-box; max-width: 40rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border: 1px solid #e2e6f0; border-radius: 14px; box-shadow: 0 1px 3px rgb(16 24 40 / 8%), 0 4px 14px rgb(16 24 40 / 6%); }
  h1 { margin: 0 0 .75rem; font-size: 1.25rem; color: #4f46e5; }
  h1 span { color: #1b2033; }
  p { margin: .5rem 0; }
  [lang="da"] { color: #5a6178; }
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  .lti-group { margin: 1rem 0 .25rem; font-size: .875rem; font-weight: 600; color: #5a6178; text-transform: uppercase; letter-spacing: .03em; }
  .lti-option { display: flex; gap: .75rem; align-items: flex-start; margin: .5rem 0; padding: .75rem 1rem; border: 1px solid #e2e6f0; border-radius: 8px; cursor: pointer; }
  .lti-option:has(input:checked) { border-color: #4f46e5; background: #eef0ff; }
  .lti-option input { margin-top: .3rem; accent-color: #4f46e5; }
  .lti-option small { display: block; color: #5a6178; }
  button, .lti-button { display: inline-block; padding: .6rem 1.2rem; border: 0; border-radius: 8px; background: #4f46e5; color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
  button:hover, .lti-button:hover { background: #4338ca; }
  button [lang="da"], .lti-button [lang="da"] { color: inherit; opacity: .9; font-weight: 400; }
  :focus-visible { outline: none; box-shadow: 0 0 0 2px #fff, 0 0 0 5px #4338ca; }
  .lti-footer { max-width: 40rem; margin: 0 auto 1.5rem; font-size: .875rem; color: #5a6178; }
  .lti-footer a { color: #5a6178; }
`;

/**
 * The accessibility statement and the privacy notice, in both languages as the page is, each opening in a new window:
 * in a platform's frame the launch must stay where it is.
 */
const link = (path: string, text: string, lang: "en" | "da") =>
  `<a href="${path}" target="_blank" rel="noopener"${lang === "da" ? ' lang="da"' : ""}>${text}</a>`;
const FOOTER =
  `<footer class="lti-footer">` +
  [
    link(DOCUMENT_PATHS.accessibility.en, "Accessibility statement", "en"),
    link(DOCUMENT_PATHS.accessibility.da, "Tilgængelighedserklæring", "da"),
    link(DOCUMENT_PATHS.privacy.en, "Privacy notice", "en"),
    link(DOCUMENT_PATHS.privacy.da, "Privatlivspolitik", "da"),
  ].join(" · ") +
  `</footer>`;

export function page(title: string, body: string, script = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="lti-card">${body}</main>${FOOTER}${script ? `<script>${script}</script>` : ""}</body></html>`;
}

/** Dynamic Registration's last step (section 3.6): the tool tells the platform's window it is done. */
const CLOSE_SCRIPT = `(window.opener || window.parent).postMessage({ subject: "org.imsglobal.lti.close" }, "*");`;
export const CLOSE_SCRIPT_SOURCE = scriptHash(CLOSE_SCRIPT);

export function registeredPage(platformName: string): string {
  const name = escapeHtml(platformName || "the platform");
  return page("Ordsky", `<h1>Ordsky</h1><p>Ordsky is registered with ${name}. You can close this window.</p><p lang="da">Ordsky er registreret hos ${name}. Du kan lukke vinduet.</p>`, CLOSE_SCRIPT);
}

const FAILURES = {
  registration: ["Ordsky could not be registered with this platform. The administrator can find the reason in Ordsky's log.", "Ordsky kunne ikke registreres hos denne platform. Administratoren kan se årsagen i Ordskys log."],
  login: ["This link to Ordsky could not be opened: the learning platform is not registered with Ordsky, or the request was incomplete.", "Linket til Ordsky kunne ikke åbnes: læringsplatformen er ikke registreret hos Ordsky, eller forespørgslen var ufuldstændig."],
  unlinked: ["This link does not open an Ordsky session yet. Your teacher sets it up by opening the link once.", "Linket åbner endnu ingen Ordsky-session. Din underviser sætter det op ved at åbne linket én gang."],
  "no-evaluation": ["This course has no evaluation in Ordsky yet. It opens here once your teacher has made the first one.", "Kurset har endnu ingen evaluering i Ordsky. Den åbner her, når din underviser har lavet den første."],
  launch: ["This link to Ordsky could not be opened: the learning platform's message could not be verified. Open the link again from the course.", "Linket til Ordsky kunne ikke åbnes: læringsplatformens besked kunne ikke bekræftes. Åbn linket igen fra kurset."],
} as const;

/** A refused step's explanation, in English and Danish (the platform's language is not known yet when it fails). */
export function refusalText(step: keyof typeof FAILURES): string {
  const [en, da] = FAILURES[step];
  return `<p>${escapeHtml(en)}</p><p lang="da">${escapeHtml(da)}</p>`;
}

/** What a refused LTI step shows. */
export function refusalPage(step: keyof typeof FAILURES): string {
  return page("Ordsky", `<h1>Ordsky</h1>${refusalText(step)}`);
}

/** Submits a form to `action` at once (a deep-linking response goes back to the platform as a form post). */
const SUBMIT_SCRIPT = `document.forms[0].submit();`;
export const SUBMIT_SCRIPT_SOURCE = scriptHash(SUBMIT_SCRIPT);

/** A form's fields, hidden. */
export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");

export function formPostPage(action: string, fields: Record<string, string>): string {
  return page("Ordsky", `<form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<noscript><button type="submit">Continue</button></noscript></form>`, SUBMIT_SCRIPT);
}

type Owned = { sessions: { id: string; title: string; session_type: string }[]; courses: { id: string; title: string }[] };

/** Deep Linking's page: the instructor picks a new lecture evaluation, or one of their courses or sessions. */
export function pickerPage(signedContext: string, owned: Owned, newTitle: string): string {
  const option = (value: string, label: string, kind: string, checked = false) =>
    `<label class="lti-option"><input type="radio" name="choice" value="${escapeHtml(value)}"${checked ? " checked" : ""}><span>${escapeHtml(label)}<small>${kind}</small></span></label>`;
  const group = (heading: string, options: string[]) => (options.length === 0 ? "" : `<p class="lti-group" aria-hidden="true">${heading}</p>${options.join("")}`);
  const kindOf = (type: string) => (type === "class" ? `Lecture evaluation <span lang="da">· Lektionsevaluering</span>` : `Word cloud <span lang="da">· Ordsky</span>`);
  return page(
    "Ordsky",
    `<h1>Ordsky <span>· Place in the course</span></h1><form method="post" action="/lti/deep-link"><input type="hidden" name="context" value="${escapeHtml(signedContext)}">` +
      `<fieldset><legend>What should the link open? <span lang="da">Hvad skal linket åbne?</span></legend>` +
      option("new", `New lecture evaluation: ${newTitle}`, `From the course's questions <span lang="da">· Ny lektionsevaluering ud fra kursets spørgsmål</span>`, true) +
      group(`Courses <span lang="da">· Kurser</span>`, owned.courses.map((row) => option(`course:${row.id}`, row.title, `The course page: trends across lectures <span lang="da">· Kursets side med udviklingen</span>`))) +
      group(`Sessions <span lang="da">· Sessioner</span>`, owned.sessions.map((row) => option(`session:${row.id}`, row.title, kindOf(row.session_type)))) +
      `</fieldset><button type="submit">Place in the course <span lang="da">· Placér i kurset</span></button></form>`,
  );
}
