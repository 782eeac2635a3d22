import type { TextQuestionAnalytics } from "../../../shared/schemas/class.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import type { useHostAction } from "../../components/host-controls/use-host-action.js";
import { useWordActions } from "../../components/host-controls/use-word-actions.js";
import { HiddenWords, MergedWords } from "../../components/host-controls/word-lists.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { WithheldResults } from "../../components/class-common/withheld-results.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ClassAnswerList } from "./class-answer-list.js";

type Props = { question: TextQuestionAnalytics; threshold: number; overview: ModerationOverview | null; hostAction: ReturnType<typeof useHostAction> };

/**
 * One open question: unique/total counts, a 600x250 cloud and a frequency bar per distinct answer. For the host, a
 * word of the cloud or of the answer list opens its menu (hide, merge, ban), kept per question, with the question's
 * hidden and merged words.
 */
export function TextQuestionCard({ question, threshold, overview, hostAction }: Props) {
  const t = useT();
  const words = question.wordCloud.words;
  const wordActions = useWordActions(hostAction, words, question.questionId);
  if (question.withheld) {
    return (
      <article className="card class-text-card" data-question-id={question.questionId}>
        <h3 className="class-scale-card__title">{question.questionText}</h3>
        <WithheldResults answers={question.totalResponses} threshold={threshold} compact />
      </article>
    );
  }
  return (
    <article className="card class-text-card" data-question-id={question.questionId}>
      <h3 className="class-scale-card__title">{question.questionText}</h3>
      <p className="muted small">{t("classDashboard.uniqueOfTotal", { unique: question.uniqueResponses, total: question.totalResponses })}</p>
      {overview && words.length > 0 && <p className="muted small">{t("moderation.cloudHint")}</p>}
      <WordCloud
        words={words}
        width={600}
        height={250}
        label={question.questionText}
        onWordClick={overview ? (word, point) => wordActions.openMenu(word, point) : undefined}
        emptyState={<p className="muted">{t("classDashboard.noAnswersYet")}</p>}
      />
      <ClassAnswerList question={question} overview={overview} onWordMenu={wordActions.openMenu} />
      {overview && (overview.hidden.some((word) => word.scope === question.questionId) || overview.merges.some((word) => word.scope === question.questionId)) && (
        <div className="class-text-card__host">
          <HiddenWords overview={overview} scope={question.questionId} hostAction={hostAction} />
          <MergedWords overview={overview} scope={question.questionId} hostAction={hostAction} />
        </div>
      )}
      {wordActions.elements}
    </article>
  );
}
