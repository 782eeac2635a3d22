import { useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import { FEEDBACK_INPUT_COUNT } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { JoinedSession } from "../../../shared/schemas/session.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import { AnsweringSignIn, useAnsweringSignIn } from "../../components/answering-sign-in.js";
import { FeedbackForm } from "./feedback-form.js";
import { QuestionPrompt } from "./question-prompt.js";
import { AnsweringClosed, SessionFull } from "./session-full.js";
import { SessionHeader } from "./session-header.js";
import { ThankYouView } from "./thank-you-view.js";
import { sessionParticipantId } from "../../lib/participant-id.js";
import { useOnline } from "../../lib/use-online.js";
import { useLiveSession } from "./use-live-session.js";
import { useWordOutbox, type WordEntry } from "./use-word-outbox.js";
import { WordCloudPanel } from "./word-cloud-panel.js";
import "./session-page.css";

/** The participant's page: the live cloud and the four-word answer form (/session/{sessionId}). */
export function SessionPage() {
  const { sessionId } = useParams();
  const participantId = useMemo(() => (sessionId ? sessionParticipantId(sessionId) : ""), [sessionId]);
  const live = useLiveSession(sessionId, participantId);
  const t = useT();

  if (live.status === "loading" || !sessionId) return <LoadingScreen title={t("session.loading")} />;
  if (live.status === "error") {
    return (
      <ErrorScreen title={t("common.failedToLoadSession")} message={live.message}>
        <button type="button" className="btn btn--primary" onClick={live.retry}>
          {t("common.tryAgain")}
        </button>
      </ErrorScreen>
    );
  }
  return <ParticipantView session={live.session} cloud={live.cloud} participantId={participantId} />;
}

type ParticipantViewProps = { session: JoinedSession; cloud: WordCloud | null; participantId: string };

function ParticipantView({ session, cloud, participantId }: ParticipantViewProps) {
  const t = useT();
  const [values, setValues] = useState<string[]>(() => Array.from({ length: FEEDBACK_INPUT_COUNT }, () => ""));
  const online = useOnline();
  const question = session.currentQuestion ?? null;
  const questionId = question?.id;
  /** The question the thank-you view thanked for: when the host asks another, the form comes back for it. */
  const thankedFor = useRef(questionId);
  const [announcement, setAnnouncement] = useState("");
  const words = useWordOutbox(session.id, participantId, {
    onRefused: (slot, word) => setValues((current) => current.map((value, index) => (index === slot ? word : value))),
    onAllSettled: () => {
      thankedFor.current = questionId;
      setView("thanks");
    },
  });
  // Words left waiting by an earlier visit were submitted then: the page opens on the thank-you view that lists them.
  const [view, setView] = useState<"form" | "thanks">(() => (words.restored ? "thanks" : "form"));

  useEffect(() => {
    if (questionId === undefined) return;
    // Only a change from one known question to another moves the view, never a session read without one.
    if (thankedFor.current === undefined) thankedFor.current = questionId;
    if (view !== "thanks" || thankedFor.current === questionId) return;
    // The host asked the next question: straight to its form (boxes being typed in were never cleared). The focus
    // was on the thank-you view, which goes: it moves to the first box, where the new question is answered.
    const focusLeaves = document.activeElement === document.body || document.activeElement?.closest(".thank-you") != null;
    words.startOver();
    setView("form");
    if (focusLeaves) requestAnimationFrame(() => document.getElementById("word-0")?.focus());
    setAnnouncement(t("session.newQuestion", { prompt: question?.prompt || session.title }));
    // Only a new question moves the view, whatever else re-renders the page.
  }, [questionId]);

  function handleSubmit(entries: WordEntry[]) {
    words.submit(entries);
    // The boxes now show the words on their way; a refused one comes back here.
    setValues((current) => current.map((value, index) => (entries.some((entry) => entry.index === index) ? "" : value)));
  }

  function submitAnother() {
    words.startOver();
    setView("form");
    requestAnimationFrame(() => document.getElementById("word-0")?.focus());
  }

  const closed = question?.answeringClosed === true;
  const signInFirst = useAnsweringSignIn();

  return (
    <div className="page session-page">
      <SessionHeader session={session} cloud={cloud} />
      <main className="container session-layout">
        <div className="session-layout__cloud">
          <WordCloudPanel cloud={cloud} resultsHidden={question?.resultsHidden === true} />
        </div>
        <div className="session-layout__submit">
          <div className="card submit-card">
            <QuestionPrompt session={session} />
            {signInFirst ? (
              <AnsweringSignIn institution={signInFirst} />
            ) : view === "thanks" ? (
              <ThankYouView
                words={words.batchEntries}
                online={online}
                needsApproval={session.requireApproval}
                answersLeft={words.answersLeft}
                room={{ answering: !session.isActive ? "inactive" : closed ? "closed" : "open", resultsHidden: question?.resultsHidden === true }}
                onAnother={submitAnother}
              />
            ) : session.full ? (
              <SessionFull maxParticipants={session.maxParticipants} />
            ) : closed && session.isActive ? (
              <AnsweringClosed />
            ) : (
              <FeedbackForm
                values={values}
                held={words.slots.map((entry) => (entry ? { text: entry.item.text, state: entry.state } : null))}
                onChange={setValues}
                isActive={session.isActive}
                inactiveNote={t("session.notActive")}
                busy={words.busy}
                onSubmit={handleSubmit}
              />
            )}
          </div>
          <div className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </div>
        </div>
      </main>
    </div>
  );
}
