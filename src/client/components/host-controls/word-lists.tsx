import { Eye, Split } from "lucide-react";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { useT } from "../../i18n/i18n-provider.js";
import { TitledCard } from "../titled-card.js";
import type { useHostAction } from "./use-host-action.js";

type Props = { overview: ModerationOverview; scope?: string; hostAction: ReturnType<typeof useHostAction> };

const inScope = <T extends { scope: string }>(items: T[], scope: string) => items.filter((item) => item.scope === scope);

/** "Hidden words (N)": every word the host hid from this cloud, shown again with one click. */
export function HiddenWords({ overview, scope = "", hostAction }: Props) {
  const t = useT();
  const hidden = inScope(overview.hidden, scope);
  return (
    <TitledCard title={t("moderation.hiddenTitle", { count: hidden.length })} className="host-card">
      {hidden.length === 0 ? (
        <p className="muted small">{t("moderation.hiddenEmpty")}</p>
      ) : (
        <ul className="host-list">
          {hidden.map((word) => (
            <li key={word.word} className="host-list__row">
              <span className="host-list__word">{word.word}</span>
              <span className="muted small">{t("moderation.timesShort", { count: word.frequency })}</span>
              <button
                type="button"
                className="btn btn--sm"
                aria-label={t("moderation.showWord", { word: word.word })}
                disabled={hostAction.isPending}
                onClick={() => hostAction.mutate({ type: "show-word", word: word.word, scope })}
              >
                <Eye size={16} aria-hidden="true" />
                {t("moderation.show")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

/** Merged words with the spellings they hold, each split again with one click; nothing when there are none. */
export function MergedWords({ overview, scope = "", hostAction }: Props) {
  const t = useT();
  const merges = inScope(overview.merges, scope);
  if (merges.length === 0) return null;
  return (
    <TitledCard title={t("moderation.mergedTitle", { count: merges.length })} className="host-card">
      <ul className="host-list">
        {merges.map((merge) => (
          <li key={merge.word} className="host-list__row">
            <span className="host-list__word">
              {merge.word}
              <span className="host-list__detail muted small">{t("moderation.mergedFrom", { words: merge.members.map((member) => member.word).join(", ") })}</span>
            </span>
            <span className="muted small">{t("moderation.timesShort", { count: merge.frequency })}</span>
            <button
              type="button"
              className="btn btn--sm"
              aria-label={t("moderation.unmergeWord", { word: merge.word })}
              disabled={hostAction.isPending}
              onClick={() => hostAction.mutate({ type: "unmerge-word", word: merge.word, scope })}
            >
              <Split size={16} aria-hidden="true" />
              {t("moderation.unmerge")}
            </button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
