import { EMBED_DEFAULT_HEIGHT, EMBED_DEFAULT_WIDTH, type Oembed } from "../../../shared/schemas/embed.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { requireSessionRow } from "../sessions/service.js";
import { embedUrl, escapeHtml, readSessionLink } from "./instance-links.js";

/** The largest 16:9 box within the consumer's maxwidth and maxheight, never above the default size. */
function embedSize(maxWidth: number | undefined, maxHeight: number | undefined): { width: number; height: number } {
  const width = Math.min(EMBED_DEFAULT_WIDTH, maxWidth ?? Infinity, Math.floor(((maxHeight ?? Infinity) * EMBED_DEFAULT_WIDTH) / EMBED_DEFAULT_HEIGHT));
  return { width, height: Math.min(maxHeight ?? Infinity, Math.round((width * EMBED_DEFAULT_HEIGHT) / EMBED_DEFAULT_WIDTH)) };
}

/**
 * The oEmbed answer for a link to one of this instance's regular sessions (its participant page, presentation or
 * embed view): an iframe of the embed view. `origins`: the instance's public address first (the iframe's), then the
 * one the request came to. A link to anything else, an unknown session or an evaluation is NOT_FOUND (oEmbed's 404).
 */
export async function describeEmbed(
  context: AppContext,
  request: { url: string; maxWidth?: number; maxHeight?: number },
  origins: readonly [string, ...string[]],
): Promise<Oembed> {
  const link = readSessionLink(request.url, origins);
  if (!link) throw new AppError("NOT_FOUND", "Not a session of this Ordsky");
  const row = await requireSessionRow(context, link.sessionId);
  if (row.session_type !== "regular") throw new AppError("NOT_FOUND", "An evaluation has no live word cloud to embed");
  const { width, height } = embedSize(request.maxWidth, request.maxHeight);
  const src = embedUrl(origins[0], { sessionId: row.id, question: link.question, join: link.join });
  const title = `${row.title} · Ordsky`;
  return {
    version: "1.0",
    type: "rich",
    title: row.title,
    provider_name: "Ordsky",
    provider_url: `${origins[0]}/`,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>`,
    width,
    height,
  };
}
