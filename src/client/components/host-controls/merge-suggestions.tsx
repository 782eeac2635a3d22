import { Merge, X } from "lucide-react";
import { useState } from "react";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { readDismissed, saveDismissed, suggestionId } from "../../lib/dismissed-suggestions.js";
import { useT } from "../../i18n/i18n-provider.js";
import { TitledCard } from "../titled-card.js";
import type { useHostAction } from "./use-host-action.js";

const REASONS = {
  spelling: "moderation.reasonSpelling",
  inflection: "moderation.reasonInflection",
  translation: "moderation.reasonTranslation",
  transliteration: "moderation.reasonTransliteration",
  typo: "moderation.reasonTypo",
} as const satisfies Record<ModerationOverview["suggestions"][number]["reason"], string>;

type Props = { sessionId: string; overview: ModerationOverview; hostAction: ReturnType<typeof useHostAction> };

/** One-click merges the server suggests (spellings, typing slips, word forms and English/Danish pairs of one answer); never applied by themselves. */
export function MergeSuggestions({ sessionId, overview, hostAction }: Props) {
  const t = useT();
  const [dismissed, setDismissed] = useState(() => readDismissed(sessionId));
  const shown = overview.suggestions.filter((suggestion) => !dismissed.includes(suggestionId(suggestion.words)));
  if (shown.length === 0) return null;
  const dismiss = (words: string[]) => {
    const next = [...dismissed, suggestionId(words)];
    setDismissed(next);
    saveDismissed(sessionId, next);
  };
  return (
    <TitledCard title={t("moderation.suggestionsTitle")} className="host-card">
      <p className="muted small">{t("moderation.suggestionsHint")}</p>
      <ul className="host-list">
        {shown.map((suggestion) => (
          <li key={suggestionId(suggestion.words)} className="host-list__row">
            <span className="host-list__word">
              {suggestion.words.join(" · ")}
              <span className="host-list__detail muted small">
                {t("moderation.suggestionDetail", {
                  reason: t(REASONS[suggestion.reason]),
                  label: suggestion.label,
                })}
              </span>
            </span>
            <button
              type="button"
              className="btn btn--sm btn--primary"
              aria-label={t("moderation.mergeSuggestion", { words: suggestion.words.join(", "), label: suggestion.label })}
              disabled={hostAction.isPending}
              onClick={() => hostAction.mutate({ type: "merge-words", words: suggestion.words, label: suggestion.label, scope: "" })}
            >
              <Merge size={16} aria-hidden="true" />
              {t("moderation.merge")}
            </button>
            <button type="button" className="icon-btn" aria-label={t("moderation.dismissSuggestion", { label: suggestion.label })} title={t("moderation.dismiss")} onClick={() => dismiss(suggestion.words)}>
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
