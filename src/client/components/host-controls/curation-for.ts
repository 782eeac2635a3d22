import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { Curation } from "../../../shared/word-curation.js";
import { normalizeTerm } from "../../../shared/words.js";

/** The host's decisions on one cloud (scope), as the server applies them, to mark a host's lists of answers. */
export function curationFor(overview: ModerationOverview, scope: string): Curation {
  const merges = overview.merges.filter((merge) => merge.scope === scope);
  return new Curation({
    hidden: overview.hidden.filter((word) => word.scope === scope).map((word) => normalizeTerm(word.word)),
    banned: overview.banned.map((ban) => ban.term),
    merges: merges.flatMap((merge) => merge.members.map((member) => ({ term: normalizeTerm(member.word), key: normalizeTerm(merge.word), label: merge.word }))),
  });
}
