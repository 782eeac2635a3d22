/** What a presenter pasted: a session's id (from one of its links) or its code, with an embed link's options. */
export type SessionReference =
  | { kind: "id"; sessionId: string; questionId: string | null; showJoin: boolean | null }
  | { kind: "code"; code: string };

const SESSION_PAGE = /\/(?:session|presentation|embed|dashboard)\/([A-Za-z0-9_-]{1,64})\/?$/;
const JOIN_LINK = /\/j\/([A-Za-z0-9]{6})\/?$/;
const CODE = /^[A-Za-z0-9]{6}$/;

/** Reads a pasted link or code; null when it is neither. */
export function readSessionReference(pasted: string): SessionReference | null {
  const text = pasted.trim();
  if (CODE.test(text)) return { kind: "code", code: text.toUpperCase() };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const join = JOIN_LINK.exec(url.pathname);
  if (join) return { kind: "code", code: join[1]!.toUpperCase() };
  const page = SESSION_PAGE.exec(url.pathname);
  if (!page) return null;
  const embed = url.pathname.includes("/embed/");
  return {
    kind: "id",
    sessionId: page[1]!,
    questionId: (embed && url.searchParams.get("question")) || null,
    showJoin: embed && url.searchParams.get("join") === "0" ? false : null,
  };
}
