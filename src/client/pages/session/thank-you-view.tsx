import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";
import { EntryStatus } from "../../components/entry-status.js";
import type { WordOutboxEntry } from "./use-word-outbox.js";

/**
 * What the room allows now, as the session's pushes tell it (no tap needed): whether another answer can be sent
 * (`inactive`: the session is off; `closed`: the host closed answering to the question) and whether the question's
 * results are hidden.
 */
export type RoomState = { answering: "open" | "closed" | "inactive"; resultsHidden: boolean };

/**
 * `needsApproval`: the host approves answers before they are shown, so the words are not in the cloud yet.
 * `answersLeft`: the server's count of the responses this participant may still give to the question (undefined: unlimited).
 */
type ThankYouViewProps = { words: WordOutboxEntry[]; online: boolean; needsApproval: boolean; answersLeft?: number; room: RoomState; onAnother: () => void };

/**
 * Shown once every word of a submission is sent or safely queued, until the participant asks to answer again. It
 * lists the words with where each is on its way, says when some will only go once the phone is back online, and
 * follows the room: answering closed or reopened, results hidden or revealed (a new question brings the form back).
 * "Submit another response" is offered only while one can be sent.
 */
export function ThankYouView({ words, online, needsApproval, answersLeft, room, onAnother }: ThankYouViewProps) {
  const t = useT();
  const serverError = useServerError();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waiting = words.filter((entry) => entry.state !== "sent").length;
  // The server's own words when it asked us to wait ('Too many answers at once, please wait a moment').
  const held = words.find((entry) => entry.state === "waiting" && entry.notice)?.notice;
  const notice = held && serverError(held, "RATE_LIMITED");
  const revealed = useRevealed(room.resultsHidden);
  const roomNote =
    room.answering === "inactive"
      ? t("session.notActive")
      : room.answering === "closed"
        ? t("session.thankYouClosed")
        : room.resultsHidden
          ? t("session.resultsSoonHint")
          : revealed
            ? t("session.thankYouRevealed")
            : "";

  return (
    <div className="thank-you">
      <span className="thank-you__icon" aria-hidden="true">
        <CheckCircle2 size={40} />
      </span>
      <h2 className="thank-you__title" ref={heading} tabIndex={-1}>
        {t("session.thankYouTitle")}
      </h2>
      <p className="thank-you__body">
        {needsApproval ? t("session.thankYouBodyApproval") : words.some((entry) => entry.heldBack) ? t("session.thankYouBodyHeld") : t("session.thankYouBody")}
      </p>
      <p className="thank-you__queued" aria-live="polite">
        {waiting > 0 ? (online ? [notice, t("session.queuedRetrying", { count: waiting })].filter(Boolean).join(". ") : t("session.queuedOffline", { count: waiting })) : ""}
      </p>
      {words.length > 0 && (
        // Toasts keep clear of it: the "N word(s) submitted!" toast shows while these words are read.
        <ul className="thank-you__words" aria-label={t("session.yourWords")} data-keep-clear>
          {words.map((entry) => (
            <li key={entry.submissionId} className="thank-you__word">
              <span className="thank-you__word-text">{entry.item.text}</span>
              <EntryStatus state={entry.state} paced={entry.notice !== undefined} heldBack={entry.heldBack === true} />
            </li>
          ))}
        </ul>
      )}
      <p className="thank-you__waiting">
        <span className="thank-you__dot" aria-hidden="true" />
        {t("session.waitingForNext")}
      </p>
      <p className={`thank-you__room${roomNote ? "" : " thank-you__room--empty"}`} role="status">
        {roomNote}
      </p>
      {room.answering !== "open" ? null : answersLeft === 0 ? (
        <p className="thank-you__used-up" role="note">
          {t("session.answersUsedUp")}
        </p>
      ) : (
        <>
          {answersLeft !== undefined && <p className="thank-you__left">{t("session.answersLeft", { count: answersLeft })}</p>}
          <button type="button" className="btn btn--lg btn--block" onClick={onAnother} data-primary-action>
            {t("session.submitAnother")}
          </button>
        </>
      )}
    </div>
  );
}

/** True once results hidden while this view was open are shown again (until they are hidden once more). */
function useRevealed(resultsHidden: boolean): boolean {
  const [revealed, setRevealed] = useState(false);
  const wasHidden = useRef(resultsHidden);
  useEffect(() => {
    if (wasHidden.current && !resultsHidden) setRevealed(true);
    if (resultsHidden) setRevealed(false);
    wasHidden.current = resultsHidden;
  }, [resultsHidden]);
  return revealed;
}
