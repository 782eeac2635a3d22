import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { sessionText as text } from "../../text/session.js";
import { EntryStatus } from "../../components/entry-status.js";
import type { WordOutboxEntry } from "./use-word-outbox.js";

/** `needsApproval`: the host approves answers before they are shown, so the words are not in the cloud yet. */
type ThankYouViewProps = { words: WordOutboxEntry[]; online: boolean; needsApproval: boolean; onAnother: () => void };

/**
 * Shown once every word of a submission is sent or safely queued, until the participant asks to answer again. It
 * lists the words with where each is on its way, and says when some will only go once the phone is back online.
 */
export function ThankYouView({ words, online, needsApproval, onAnother }: ThankYouViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waiting = words.filter((entry) => entry.state !== "sent").length;
  // The server's own words when it asked us to wait ('Too many answers at once, please wait a moment').
  const notice = words.find((entry) => entry.state === "waiting" && entry.notice)?.notice;

  return (
    <div className="thank-you">
      <span className="thank-you__icon" aria-hidden="true">
        <CheckCircle2 size={40} />
      </span>
      <h2 className="thank-you__title" ref={heading} tabIndex={-1}>
        {text.thankYouTitle}
      </h2>
      <p className="thank-you__body">{needsApproval ? text.thankYouBodyApproval : text.thankYouBody}</p>
      <p className="thank-you__queued" aria-live="polite">
        {waiting > 0 ? (online ? [notice, text.queuedRetrying(waiting)].filter(Boolean).join(". ") : text.queuedOffline(waiting)) : ""}
      </p>
      {words.length > 0 && (
        <ul className="thank-you__words" aria-label={text.yourWords}>
          {words.map((entry) => (
            <li key={entry.submissionId} className="thank-you__word">
              <span className="thank-you__word-text">{entry.item.text}</span>
              <EntryStatus state={entry.state} heldBack={entry.notice !== undefined} />
            </li>
          ))}
        </ul>
      )}
      <p className="thank-you__waiting">
        <span className="thank-you__pulse" aria-hidden="true" />
        {text.waitingForNext}
      </p>
      <button type="button" className="btn btn--lg btn--block" onClick={onAnother}>
        {text.submitAnother}
      </button>
    </div>
  );
}
