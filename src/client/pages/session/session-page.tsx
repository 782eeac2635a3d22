import { useState } from "react";
import { useParams } from "react-router";
import { FEEDBACK_INPUT_COUNT } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import { FeedbackForm } from "./feedback-form.js";
import { SessionHeader } from "./session-header.js";
import { ThankYouView } from "./thank-you-view.js";
import { useOnline } from "../../lib/use-online.js";
import { useLiveSession } from "./use-live-session.js";
import { useWordOutbox, type WordEntry } from "./use-word-outbox.js";
import { WordCloudPanel } from "./word-cloud-panel.js";
import "./session-page.css";

/** The participant's page: the live cloud and the four-word answer form (/session/{sessionId}). */
export function SessionPage() {
  const { sessionId } = useParams();
  const live = useLiveSession(sessionId);
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
  return <ParticipantView session={live.session} cloud={live.cloud} />;
}

type ParticipantViewProps = { session: Session; cloud: WordCloud | null };

function ParticipantView({ session, cloud }: ParticipantViewProps) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: FEEDBACK_INPUT_COUNT }, () => ""));
  const online = useOnline();
  const words = useWordOutbox(session.id, {
    onRefused: (slot, word) => setValues((current) => current.map((value, index) => (index === slot ? word : value))),
    onAllSettled: () => setView("thanks"),
  });
  // Words left waiting by an earlier visit were submitted then: the page opens on the thank-you view that lists them.
  const [view, setView] = useState<"form" | "thanks">(() => (words.restored ? "thanks" : "form"));

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
              <ThankYouView words={words.batchEntries} online={online} needsApproval={session.requireApproval} onAnother={submitAnother} />
            ) : (
              <FeedbackForm
                values={values}
                held={words.slots.map((entry) => (entry ? { text: entry.item.text, state: entry.state } : null))}
                onChange={setValues}
                isActive={session.isActive}
                busy={words.busy}
                onSubmit={handleSubmit}
              />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
