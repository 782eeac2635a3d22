import { Eye, Split } from "lucide-react";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { moderationText as text } from "../../text/moderation.js";
import { TitledCard } from "../titled-card.js";
import type { useHostAction } from "./use-host-action.js";

type Props = { overview: ModerationOverview; scope?: string; hostAction: ReturnType<typeof useHostAction> };

const inScope = <T extends { scope: string }>(items: T[], scope: string) => items.filter((item) => item.scope === scope);

/** "Hidden words (N)": every word the host hid from this cloud, shown again with one click. */
export function HiddenWords({ overview, scope = "", hostAction }: Props) {
  const hidden = inScope(overview.hidden, scope);
  return (
    <TitledCard title={text.hiddenTitle(hidden.length)} className="host-card">
      {hidden.length === 0 ? (
        <p className="muted small">{text.hiddenEmpty}</p>
      ) : (
        <ul className="host-list">
          {hidden.map((word) => (
            <li key={word.word} className="host-list__row">
              <span className="host-list__word">{word.word}</span>
              <span className="muted small">{text.timesShort(word.frequency)}</span>
              <button
                type="button"
                className="btn btn--sm"
                aria-label={text.showWord(word.word)}
                disabled={hostAction.isPending}
                onClick={() => hostAction.mutate({ type: "show-word", word: word.word, scope })}
              >
                <Eye size={16} aria-hidden="true" />
                {text.show}
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
  const merges = inScope(overview.merges, scope);
  if (merges.length === 0) return null;
  return (
    <TitledCard title={text.mergedTitle(merges.length)} className="host-card">
      <ul className="host-list">
        {merges.map((merge) => (
          <li key={merge.word} className="host-list__row">
            <span className="host-list__word">
              {merge.word}
              <span className="host-list__detail muted small">{text.mergedFrom(merge.members.map((member) => member.word))}</span>
            </span>
            <span className="muted small">{text.timesShort(merge.frequency)}</span>
            <button
              type="button"
              className="btn btn--sm"
              aria-label={text.unmergeWord(merge.word)}
              disabled={hostAction.isPending}
              onClick={() => hostAction.mutate({ type: "unmerge-word", word: merge.word, scope })}
            >
              <Split size={16} aria-hidden="true" />
              {text.unmerge}
            </button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
