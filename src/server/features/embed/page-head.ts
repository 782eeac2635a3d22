import type { AppContext } from "../../context.js";
import { OFFICE_JS_URL } from "./office-js.js";
import { findSessionRow } from "../../store/sessions-data.js";
import { escapeHtml } from "./instance-links.js";

const SESSION_PAGE = /^\/(session|presentation)\/([^/]+)\/?$/;

/**
 * What the HTML sent for `path` adds to the client's head: on a regular session's participant page and presentation,
 * the oEmbed discovery link (with the session's title), so a course page or a wiki that is handed the link turns
 * it into a live cloud; on the PowerPoint add-in page, Office.js from Microsoft's CDN, before the client's scripts.
 * `origin` is the instance's public address.
 */
export async function pageHead(context: AppContext, path: string, origin: string): Promise<string> {
  if (path === "/office/addin") return `<script src="${OFFICE_JS_URL}"></script>`;
  const match = SESSION_PAGE.exec(path);
  if (!match) return "";
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(match[2]!);
  } catch {
    return "";
  }
  const row = sessionId.length <= 64 ? await findSessionRow(context.store.db, sessionId) : undefined;
  if (!row || row.session_type !== "regular") return "";
  const page = `${origin}/${match[1]}/${encodeURIComponent(row.id)}`;
  const href = `${origin}/oembed?${new URLSearchParams({ url: page, format: "json" })}`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(row.title)}" />`;
}
