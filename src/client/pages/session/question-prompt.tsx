import type { Session } from "../../../shared/schemas/session.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * What the room is asked now: "Question 2 of 3" and the host's prompt (the session's title when the prompt is
 * empty). Shown once the host has written a prompt or asks more than one question; the heading of the answer form.
 */
export function QuestionPrompt({ session }: { session: Session }) {
  const t = useT();
  const question = session.currentQuestion;
  if (!question || (question.count < 2 && question.prompt === "")) return null;
  return (
    <div className="question-prompt">
      {question.count > 1 && <p className="question-prompt__number">{t("session.questionOf", { number: question.number, count: question.count })}</p>}
      <p className="question-prompt__text" id="question-prompt-text">
        {question.prompt || session.title}
      </p>
    </div>
  );
}
