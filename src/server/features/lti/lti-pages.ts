import { createHash } from "node:crypto";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The CSP source that allows exactly this inline script (the pages below carry no other). */
const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function page(title: string, body: string, script = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">${body}${script ? `<script>${script}</script>` : ""}</body></html>`;
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
  launch: ["This link to Ordsky could not be opened: the learning platform's message could not be verified. Open the link again from the course.", "Linket til Ordsky kunne ikke åbnes: læringsplatformens besked kunne ikke bekræftes. Åbn linket igen fra kurset."],
} as const;

/** What a refused LTI step shows, in English and Danish (the platform's language is not known yet when it fails). */
export function refusalPage(step: keyof typeof FAILURES): string {
  const [en, da] = FAILURES[step];
  return page("Ordsky", `<h1>Ordsky</h1><p>${escapeHtml(en)}</p><p lang="da">${escapeHtml(da)}</p>`);
}

/** Submits a form to `action` at once (a deep-linking response goes back to the platform as a form post). */
const SUBMIT_SCRIPT = `document.forms[0].submit();`;
export const SUBMIT_SCRIPT_SOURCE = scriptHash(SUBMIT_SCRIPT);

export function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return page("Ordsky", `<form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>`, SUBMIT_SCRIPT);
}

type Owned = { sessions: { id: string; title: string; session_type: string }[]; courses: { id: string; title: string }[] };

/** Deep Linking's page: the instructor picks one of their sessions or courses, or a new lecture evaluation. */
export function pickerPage(signedContext: string, owned: Owned, newTitle: string): string {
  const option = (value: string, label: string, checked = false) =>
    `<p><label><input type="radio" name="choice" value="${escapeHtml(value)}"${checked ? " checked" : ""}> ${escapeHtml(label)}</label></p>`;
  const sessions = owned.sessions.map((row) => option(`session:${row.id}`, `${row.title} (${row.session_type === "class" ? "lecture evaluation / lektionsevaluering" : "word cloud / ordsky"})`)).join("");
  const courses = owned.courses.map((row) => option(`course:${row.id}`, `${row.title} (course / kursus)`)).join("");
  return page(
    "Ordsky",
    `<h1>Ordsky</h1><form method="post" action="/lti/deep-link"><input type="hidden" name="context" value="${escapeHtml(signedContext)}">` +
      `<fieldset><legend>Place in the course / Placér i kurset</legend>` +
      option("new", `New lecture evaluation / Ny lektionsevaluering: ${newTitle}`, true) +
      sessions +
      courses +
      `</fieldset><button type="submit">Place / Placér</button></form>`,
  );
}
