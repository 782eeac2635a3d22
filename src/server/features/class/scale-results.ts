import { summariseScaleAnswers, type RatingCount } from "../../../shared/analytics.js";
import type { ScaleQuestionAnalytics } from "../../../shared/schemas/class.js";
import type { ClassQuestionRow, RatingCountRow } from "../../store/class-data.js";
import { isWithheld } from "./evaluation-threshold.js";

/** A session's scale questions in its order, and those with a built-in key (the activity questions) by key. */
export type ScaleResults = { scaleQuestions: ScaleQuestionAnalytics[]; byKey: Map<string, ScaleQuestionAnalytics> };

/**
 * The scale questions' results of one class session from its question rows and its rating counts, withheld below the
 * threshold: a question with fewer answers keeps its count and nothing else. The one place a scale figure is
 * withheld: `analyseClassSession` reads a session's rows for it, the term view (features/terms) a whole term's at once.
 */
export function summariseScaleQuestions(questionRows: ClassQuestionRow[], ratingRows: RatingCountRow[], threshold: number): ScaleResults {
  const ratingsByQuestion = new Map<string, RatingCount[]>();
  for (const row of ratingRows) {
    const ratings = ratingsByQuestion.get(row.questionId);
    if (ratings) ratings.push(row);
    else ratingsByQuestion.set(row.questionId, [row]);
  }
  const scaleQuestions: ScaleQuestionAnalytics[] = [];
  const byKey = new Map<string, ScaleQuestionAnalytics>();
  for (const row of questionRows) {
    if (row.question_type !== "scale") continue;
    const summary = summariseScaleAnswers(ratingsByQuestion.get(row.id) ?? [], Number(row.scale_min), Number(row.scale_max));
    const withheld = isWithheld(summary.totalResponses, threshold);
    const analytics = {
      questionId: row.id,
      questionText: row.text,
      scaleMin: Number(row.scale_min),
      scaleMax: Number(row.scale_max),
      average: withheld ? null : summary.average,
      totalResponses: summary.totalResponses,
      frequencies: withheld ? {} : summary.frequencies,
      withheld,
    };
    if (row.question_key) byKey.set(row.question_key, analytics);
    scaleQuestions.push(analytics);
  }
  return { scaleQuestions, byKey };
}
