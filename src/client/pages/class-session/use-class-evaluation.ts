import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ClassQuestion } from "../../../shared/schemas/class.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { getClassQuestions } from "../../components/class-common/class-api.js";
import { getSession } from "../../lib/sessions-api.js";
import { classText } from "../../text/class.js";
import { commonText } from "../../text/common.js";

export type EvaluationLoad =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; session: Session; questions: ClassQuestion[] };

/**
 * Loads the session and its questions. A session that is not a class session, or does not exist,
 * shows a toast and goes to / (spec section 4). Live settings changes (e.g. deactivation) update the session.
 */
export function useClassEvaluation(sessionId: string, attempt: number): EvaluationLoad {
  const navigate = useNavigate();
  const [state, setState] = useState<EvaluationLoad>({ status: "loading" });

  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    void (async () => {
      const sessionResult = await getSession(sessionId);
      if (cancelled) return;
      if (!sessionResult.ok) {
        toast.error(sessionResult.status === 404 ? commonText.sessionNotFound : commonText.failedToLoadSession);
        navigate("/", { replace: true });
        return;
      }
      if (sessionResult.data.sessionType !== "class") {
        toast.error(classText.notAClassSession);
        navigate("/", { replace: true });
        return;
      }
      const questionsResult = await getClassQuestions(sessionId);
      if (cancelled) return;
      if (!questionsResult.ok) {
        toast.error(classText.failedToLoadQuestions);
        setState({ status: "failed" });
        return;
      }
      setState({ status: "ready", session: sessionResult.data, questions: questionsResult.data });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, attempt, navigate]);

  useSessionChannel(sessionId, (message) => {
    if (message.type !== "session-updated") return;
    setState((current) => (current.status === "ready" ? { ...current, session: message.data } : current));
  });

  return state;
}
