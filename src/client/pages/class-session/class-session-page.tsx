import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useId, useRef, type RefObject } from "react";
import { Link, useParams } from "react-router";
import type { ClassQuestion } from "../../../shared/schemas/class.js";
import type { Session } from "../../../shared/schemas/session.js";
import { EntryStatus } from "../../components/entry-status.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import "./class-session.css";
import { CompletionView } from "./completion-view.js";
import { mayReadClassResults } from "../../lib/host-keys.js";
import { ScaleAnswer } from "./scale-answer.js";
import { TextAnswer } from "./text-answer.js";
import { useAnswerFlow } from "./use-answer-flow.js";
import { useClassEvaluation } from "./use-class-evaluation.js";
import { WindowNotice } from "./window-notice.js";
import { useWindowState } from "../../lib/class-window-times.js";
import { BackLink, PageHeader } from "../../components/page-header.js";
import { AnsweringSignIn, useAnsweringSignIn } from "../../components/answering-sign-in.js";

/** /class-session/{id}: the participant answers the session's questions one at a time. */
export function ClassSessionPage() {
  const { sessionId = "" } = useParams();
  const load = useClassEvaluation(sessionId);
  const t = useT();

  if (load.status === "loading") return <LoadingScreen title={t("classEval.loadingSession")} />;
  if (load.status === "failed") {
    return (
      <ErrorScreen title={t("classEval.failedToLoadQuestions")} message={t("common.failedToLoadSession")}>
        <button type="button" className="btn btn--primary" onClick={load.retry}>
          {t("common.tryAgain")}
        </button>
        <Link className="btn" to="/">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }
  if (load.questions.length === 0) {
    return (
      <ErrorScreen title={t("classEval.noQuestions")} message={load.session.title}>
        <Link className="btn btn--primary" to="/">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }
  return <Evaluation session={load.session} questions={load.questions} />;
}

function Evaluation({ session, questions }: { session: Session; questions: ClassQuestion[] }) {
  const flow = useAnswerFlow(session.id, questions);
  const t = useT();
  const signInFirst = useAnsweringSignIn();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const windowState = useWindowState(session);

  // Moving between questions puts focus on the new question so screen readers read it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [flow.index]);

  if (flow.isCompleted) {
    return <CompletionView session={session} waitingCount={flow.waitingCount} showResults={mayReadClassResults(session)} />;
  }
  const question = flow.question;
  if (!question) return null;

  const total = questions.length;
  const percent = Math.round(((flow.index + 1) / total) * 100);
  // Before the opening or after the close there is no question to be at: the notice stands alone.
  const open = windowState === "open";

  return (
    <div className="page class-eval">
      <PageHeader
        leading={<BackLink to="/" label={t("common.backToHome")} showLabel />}
        title={session.title}
        subtitle={t("classEval.classEvaluation")}
        below={
          open && (
            <div
              className="class-progress"
              role="progressbar"
              aria-label={t("classEval.progressLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t("classEval.questionOf", { current: flow.index + 1, total })}
            >
              <div className="class-progress__fill" style={{ width: `${percent}%` }} />
            </div>
          )
        }
      >
        {open && <span className="badge badge--info class-eval__counter">{t("classEval.questionOf", { current: flow.index + 1, total })}</span>}
      </PageHeader>

      <main className="container page-body class-eval__body">
        {!open ? (
          <WindowNotice state={windowState} opensAt={session.opensAt} closesAt={session.closesAt} />
        ) : (
          <Questions session={session} flow={flow} signInFirst={signInFirst} headingRef={headingRef} />
        )}
      </main>
    </div>
  );
}

/** The question on screen with its answer and the buttons between questions. */
function Questions({
  session,
  flow,
  signInFirst,
  headingRef,
}: {
  session: Session;
  flow: ReturnType<typeof useAnswerFlow>;
  signInFirst: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const headingId = useId();
  const question = flow.question;
  if (!question) return null;
  const inputDisabled = !session.isActive || flow.isSubmitting || signInFirst !== null;
  const nextDisabled = flow.isSubmitting || flow.answer.trim() === "" || !session.isActive || signInFirst !== null;
  return (
    <>
        {signInFirst && (
          <section className="card class-question">
            <AnsweringSignIn institution={signInFirst} />
          </section>
        )}
        {!session.isActive && (
          <p className="class-eval__notice" role="status">
            {t("classEval.sessionNotActive")}
          </p>
        )}
        <section className="card class-question" aria-labelledby={headingId}>
          <h2 id={headingId} className="class-question__title" tabIndex={-1} ref={headingRef}>
            {question.text}
          </h2>
          {question.type === "scale" ? (
            <ScaleAnswer key={question.id} question={question} value={flow.answer} onChange={flow.setAnswer} onSubmit={flow.submitCurrent} disabled={inputDisabled} />
          ) : (
            <TextAnswer key={question.id} labelledBy={headingId} value={flow.answer} onChange={flow.setAnswer} onSubmit={flow.submitCurrent} disabled={inputDisabled} maxLength={question.answerMaxLength} />
          )}
          {flow.entryState && (
            <p className="class-question__status">
              <EntryStatus state={flow.entryState} paced={flow.entryPaced} />
            </p>
          )}
        </section>

        <nav className="class-eval__nav" aria-label={t("classEval.progressLabel")} data-primary-action>
          <button type="button" className="btn btn--lg" onClick={flow.goPrevious} disabled={flow.index === 0 || flow.isSubmitting}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t("classEval.previous")}
          </button>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => void flow.submitCurrent()} disabled={nextDisabled}>
            {flow.isSubmitting ? t("classEval.submitting") : flow.isLast ? t("classEval.complete") : t("classEval.next")}
            {!flow.isSubmitting && (flow.isLast ? <Check size={18} aria-hidden="true" /> : <ArrowRight size={18} aria-hidden="true" />)}
          </button>
        </nav>
    </>
  );
}
