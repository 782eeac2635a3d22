import { useState } from "react";
import { useParams } from "react-router";
import { FEEDBACK_INPUT_COUNT } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { sessionText as text } from "../../text/session.js";
import { FeedbackForm } from "./feedback-form.js";
import { SessionHeader } from "./session-header.js";
import { ThankYouView } from "./thank-you-view.js";
import { useLiveSession } from "./use-live-session.js";
import { useWordSubmission, type WordEntry } from "./use-word-submission.js";
import { WordCloudPanel } from "./word-cloud-panel.js";
import "./session-page.css";

/** The participant's page: the live cloud and the four-word answer form (/session/{sessionId}). */
export function SessionPage() {
  const { sessionId } = useParams();
  const live = useLiveSession(sessionId);

  if (live.status === "loading" || !sessionId) return <LoadingScreen title={text.loading} />;
  if (live.status === "error") {
    return (
      <ErrorScreen title={text.failedToLoad} message={live.message}>
        <button type="button" className="btn btn--primary" onClick={live.retry}>
          {text.tryAgain}
        </button>
      </ErrorScreen>
    );
  }
  return <ParticipantView session={live.session} cloud={live.cloud} applyCloud={live.applyCloud} />;
}

type ParticipantViewProps = { session: Session; cloud: WordCloud | null; applyCloud: (cloud: WordCloud) => void };

function ParticipantView({ session, cloud, applyCloud }: ParticipantViewProps) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: FEEDBACK_INPUT_COUNT }, () => ""));
  const [view, setView] = useState<"form" | "thanks">("form");
  const { submit, busy } = useWordSubmission(session.id, applyCloud);

  async function handleSubmit(entries: WordEntry[]) {
    const { submitted, complete } = await submit(entries);
    setValues((current) => current.map((value, index) => (submitted.includes(index) ? "" : value)));
    if (complete) setView("thanks");
  }

  function submitAnother() {
    setView("form");
    requestAnimationFrame(() => document.getElementById("word-0")?.focus());
  }

  return (
    <div className="page session-page">
      <SessionHeader session={session} cloud={cloud} />
      <main className="container session-layout">
        <div className="session-layout__cloud">
          <WordCloudPanel cloud={cloud} />
        </div>
        <div className="session-layout__submit">
          <div className="card submit-card">
            {view === "thanks" ? (
              <ThankYouView onAnother={submitAnother} />
            ) : (
              <FeedbackForm values={values} onChange={setValues} isActive={session.isActive} busy={busy} onSubmit={(entries) => void handleSubmit(entries)} />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
