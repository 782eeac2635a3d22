import { useMemo } from "react";
import { barPercent } from "../../../shared/analytics.js";
import type { TextQuestionAnalytics } from "../../../shared/schemas/class.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { normalizeTerm } from "../../../shared/words.js";
import { curationFor } from "../../components/host-controls/curation-for.js";
import type { MenuAnchor } from "../../components/host-controls/word-menu.js";
import { WordMenuButton } from "../../components/host-controls/word-menu-button.js";
import { entryStateText } from "../../components/host-controls/entry-state-text.js";
import { useT } from "../../i18n/i18n-provider.js";

type Props = { question: TextQuestionAnalytics; overview: ModerationOverview | null; onWordMenu: (word: string, anchor: MenuAnchor) => void };

/**
 * Every distinct answer with its count. For the host, each answer says what the cloud does with it (hidden, banned,
 * merged) and has the word menu, which is also the keyboard's way to the cloud's words.
 */
export function ClassAnswerList({ question, overview, onWordMenu }: Props) {
  const t = useT();
  const curation = useMemo(() => (overview ? curationFor(overview, question.questionId) : null), [overview, question.questionId]);
  const maxCount = question.answerFrequencies[0]?.count ?? 0;
  if (question.answerFrequencies.length === 0) return null;
  return (
    <ul className={`class-answers${curation ? " class-answers--host" : ""}`} aria-label={question.questionText}>
      {question.answerFrequencies.map((row) => {
        const placement = curation?.place(normalizeTerm(row.text));
        const note = !placement ? null : !placement.shown ? t(entryStateText[placement.reason]) : placement.label ? t("moderation.mergedInto", { label: placement.label }) : null;
        return (
          <li key={row.text} className={`class-answers__row${placement && !placement.shown ? " class-answers__row--out" : ""}`}>
            <span className="class-answers__text">
              {row.text}
              {note && <span className="class-answers__note small">{note}</span>}
            </span>
            <span className="class-answers__track" aria-hidden="true">
              <span className="class-answers__bar" style={{ width: `${barPercent(row.count, maxCount)}%` }} />
            </span>
            <span className="class-answers__count">{row.count}</span>
            {placement &&
              (placement.shown ? (
                <WordMenuButton word={placement.label ?? row.text} className="class-answers__menu" onWordMenu={onWordMenu} />
              ) : (
                <span className="class-answers__menu" aria-hidden="true" />
              ))}
          </li>
        );
      })}
    </ul>
  );
}
