import { barPercent } from "../../../shared/analytics.js";
import type { TextQuestionAnalytics } from "../../../shared/schemas/class.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { classText } from "../../text/class.js";

/** One open question: unique/total counts, a 600x250 cloud and a frequency bar per distinct answer. */
export function TextQuestionCard({ question }: { question: TextQuestionAnalytics }) {
  const maxCount = question.answerFrequencies[0]?.count ?? 0;
  return (
    <article className="card class-text-card" data-question-id={question.questionId}>
      <h3 className="class-scale-card__title">{question.questionText}</h3>
      <p className="muted small">{classText.uniqueOfTotal(question.uniqueResponses, question.totalResponses)}</p>
      <WordCloud
        words={question.wordCloud.words}
        width={600}
        height={250}
        label={question.questionText}
        emptyState={<p className="muted">{classText.noAnswersYet}</p>}
      />
      {question.answerFrequencies.length > 0 && (
        <ul className="class-answers" aria-label={question.questionText}>
          {question.answerFrequencies.map((row) => (
            <li key={row.text} className="class-answers__row">
              <span className="class-answers__text">{row.text}</span>
              <span className="class-answers__track" aria-hidden="true">
                <span className="class-answers__bar" style={{ width: `${barPercent(row.count, maxCount)}%` }} />
              </span>
              <span className="class-answers__count">{row.count}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
