import { barPercent, roundForDisplay } from "../../../shared/analytics.js";
import type { ScaleQuestionAnalytics } from "../../../shared/schemas/class.js";
import { classText } from "../../text/class.js";

/** One scale question: its average, how many answered, and a bar per rating sized relative to the most chosen rating. */
export function ScaleQuestionCard({ question }: { question: ScaleQuestionAnalytics }) {
  const ratings = Object.keys(question.frequencies)
    .map(Number)
    .sort((a, b) => a - b);
  const maxCount = Math.max(0, ...Object.values(question.frequencies));

  return (
    <article className="card class-scale-card" data-question-id={question.questionId}>
      <h3 className="class-scale-card__title">{question.questionText}</h3>
      <div className="class-scale-card__figures">
        <p>
          <span className="class-scale-card__average" data-testid="scale-average">
            {roundForDisplay(question.average)}
          </span>
          <span className="muted"> / {question.scaleMax}</span>
          <span className="visually-hidden"> {classText.average}</span>
        </p>
        <p className="muted small">{classText.responsesCount(question.totalResponses)}</p>
      </div>
      <ul className="class-bars" aria-label={classText.distributionLabel(question.questionText)}>
        {ratings.map((rating) => {
          const count = question.frequencies[String(rating)] ?? 0;
          return (
            <li key={rating} className="class-bars__item" aria-label={classText.ratingBar(rating, count)}>
              <span className="class-bars__count" aria-hidden="true">
                {count > 0 ? count : ""}
              </span>
              <span className="class-bars__track" aria-hidden="true">
                <span className="class-bars__bar" style={{ height: `${barPercent(count, maxCount)}%` }} />
              </span>
              <span className="class-bars__label" aria-hidden="true">
                {rating}
              </span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
