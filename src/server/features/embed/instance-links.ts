/** A session's page on this instance, as a pasted link names it. */
export type SessionLink = { sessionId: string; page: "session" | "presentation" | "embed"; question: string | null; join: boolean };

const PAGE = /^\/(session|presentation|embed)\/([^/?#]+)\/?$/;

/**
 * The session a link names when it is one of this instance's session, presentation or embed pages (under the
 * instance's public address or the address the request came to); null for anything else. An embed link keeps its
 * question and join line.
 */
export function readSessionLink(link: string, origins: readonly string[]): SessionLink | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const base = origins.find((origin) => (url.origin + url.pathname).startsWith(`${origin}/`));
  if (!base) return null;
  const match = PAGE.exec(url.pathname.slice(new URL(base).pathname.replace(/\/$/, "").length));
  if (!match) return null;
  const page = match[1] as SessionLink["page"];
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const embed = page === "embed";
  return { sessionId, page, question: embed ? url.searchParams.get("question") || null : null, join: !(embed && url.searchParams.get("join") === "0") };
}

/** The embed view's address for a session: `{origin}/embed/{id}`, with `?question=` and `join=0` when asked for. */
export function embedUrl(origin: string, link: Pick<SessionLink, "sessionId" | "question" | "join">): string {
  const query = new URLSearchParams();
  if (link.question) query.set("question", link.question);
  if (!link.join) query.set("join", "0");
  const search = query.size > 0 ? `?${query}` : "";
  return `${origin}/embed/${encodeURIComponent(link.sessionId)}${search}`;
}

/** Text made safe inside HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
