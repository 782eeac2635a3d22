import { barPercent, roundForDisplay } from "../../../shared/analytics.js";
import type { ScaleQuestionAnalytics } from "../../../shared/schemas/class.js";
import { WithheldResults } from "../../components/class-common/withheld-results.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useDecimal } from "../../i18n/use-decimal.js";

/** One scale question: its average, how many answered, and a bar per rating sized relative to the most chosen rating. */
export function ScaleQuestionCard({ question, threshold }: { question: ScaleQuestionAnalytics; threshold: number }) {
  const t = useT();
  const decimal = useDecimal();
  if (question.average === null) {
    return (
      <article className="card class-scale-card" data-question-id={question.questionId}>
        <h3 className="class-scale-card__title">{question.questionText}</h3>
        <WithheldResults answers={question.totalResponses} threshold={threshold} compact />
      </article>
    );
  }
  const average = question.average;
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
            {decimal(roundForDisplay(average))}
          </span>
          <span className="muted"> / {question.scaleMax}</span>
          <span className="visually-hidden"> {t("classDashboard.average")}</span>
        </p>
        <p className="muted small">{t("classDashboard.responsesCount", { count: question.totalResponses })}</p>
      </div>
      <ul className="class-bars" aria-label={t("classDashboard.distributionLabel", { question: question.questionText })}>
        {ratings.map((rating) => {
          const count = question.frequencies[String(rating)] ?? 0;
          return (
            <li key={rating} className="class-bars__item" aria-label={t("classDashboard.ratingBar", { rating, count })}>
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
