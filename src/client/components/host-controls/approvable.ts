import type { ModerationOverview } from "../../../shared/schemas/moderation.js";

/** The waiting answers "Approve all" takes: the clean ones; one the filter flagged waits for a look of its own. */
export function approvableCount(overview: ModerationOverview): number {
  return overview.waiting.entries.filter((entry) => !entry.isModerated).length;
}
