import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ClassQuestion } from "../../../shared/schemas/class.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { firstLoadErrorToast } from "../../lib/query-client.js";
import { classQuestionsQuery, sessionQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

export type EvaluationLoad =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; session: Session; questions: ClassQuestion[] };

/**
 * Loads the session and its questions. A session that is not a class session, or does not exist,
 * shows a toast and goes to / (spec section 4). Live settings changes (e.g. deactivation) update the session.
 */
export function useClassEvaluation(sessionId: string): EvaluationLoad {
  const navigate = useNavigate();
  const t = useT();
  const session = useQuery({
    ...sessionQuery(sessionId),
    meta: { errorToast: firstLoadErrorToast(t("common.sessionNotFound"), t("common.failedToLoadSession")) },
  });
  const isClass = session.data?.sessionType === "class";
  const questions = useQuery({ ...classQuestionsQuery(sessionId), enabled: isClass, meta: { errorToast: t("classEval.failedToLoadQuestions") } });
  useSessionChannel(sessionId);

  const failedFirst = session.data === undefined && session.isError;
  const notClass = session.data !== undefined && !isClass;
  useEffect(() => {
    if (notClass) toast.error(t("classEval.notAClassSession"));
    if (failedFirst || notClass) navigate("/", { replace: true });
  }, [failedFirst, notClass, navigate, t]);

  if (isClass && session.data && questions.data) return { status: "ready", session: session.data, questions: questions.data };
  if (questions.isError && !questions.isFetching) return { status: "failed", retry: () => void questions.refetch() };
  return { status: "loading" };
}
