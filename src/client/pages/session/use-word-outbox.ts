import { nanoid } from "nanoid";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { FEEDBACK_INPUT_COUNT, SUBMISSION_TIMEOUT_MS } from "../../../shared/limits.js";
import { useOutbox, useOutboxEntries } from "../../app/outbox-context.js";
import { isSettled, isUnsent, type OutboxEntry, type WordItem } from "../../lib/outbox-entry.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";

export type WordEntry = { index: number; text: string };
export type WordOutboxEntry = OutboxEntry & { item: WordItem };

type Handlers = {
  /** A refused word goes back into its box, to be corrected. */
  onRefused(slot: number, word: string): void;
  /** Every word of the last submission is sent or safely queued, none refused. */
  onAllSettled(): void;
};

/**
 * The participant's words through the outbox. Each box shows the entry it holds (sending / waiting for the
 * network / sent). A submission is busy until every word is sent, safely queued or refused, or for at most 10 s:
 * then 'Submission timeout - please try again' shows and the form is usable again while the words stay queued.
 * A failed attempt says which word did not arrive; a refusal puts the word back into its box with the server's text.
 */
export function useWordOutbox(sessionId: string, participantId: string, handlers: Handlers) {
  const t = useT();
  const serverError = useServerError();
  const outbox = useOutbox();
  const entries = useOutboxEntries(sessionId);
  const words = useMemo(() => entries.filter((entry): entry is WordOutboxEntry => entry.item.kind === "word"), [entries]);
  // Words an earlier visit left (sent since the app started, or not yet) are the submission on screen.
  const [batch, setBatch] = useState<string[]>(() =>
    words.filter((entry) => isUnsent(entry) || outbox.wasRestored(entry.submissionId)).map((entry) => entry.submissionId),
  );
  const [busy, setBusy] = useState(false);
  const [restored] = useState(() => batch.length > 0);
  // Their sending is announced once, like a submission's.
  const awaitingSettle = useRef(restored);
  const refusedInBatch = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reported = useRef(new Set<string>());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const inBatch = useMemo(() => new Set(batch), [batch]);
  const batchEntries = useMemo(() => words.filter((entry) => inBatch.has(entry.submissionId)), [words, inBatch]);
  /** Per box: the word it holds (unsent, or settled in the submission on screen); the newest wins. */
  const slots = useMemo(() => {
    const held: (WordOutboxEntry | null)[] = Array.from({ length: FEEDBACK_INPUT_COUNT }, () => null);
    for (const entry of words) if (isUnsent(entry) || inBatch.has(entry.submissionId)) held[entry.item.slot] = entry;
    return held;
  }, [words, inBatch]);

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  useEffect(() => {
    const sentNow: WordOutboxEntry[] = [];
    for (const entry of batchEntries) {
      const key = `${entry.submissionId}:${entry.state}`;
      if (reported.current.has(key)) continue;
      if (entry.state === "refused") {
        reported.current.add(key);
        refusedInBatch.current = true;
        toast.error(entry.error ? serverError(entry.error, entry.errorCode) : t("session.failedToSubmitWord", { word: entry.item.text }));
        handlersRef.current.onRefused(entry.item.slot, entry.item.text);
        outbox.forget([entry.submissionId]);
      } else if (entry.state === "waiting" && entry.attempts === 1 && navigator.onLine) {
        // Said once per word; the box then shows that it waits and is tried again. A server asking to slow down
        // says so once for all the words it holds back.
        reported.current.add(key);
        if (entry.notice) toast.error(serverError(entry.notice, "RATE_LIMITED"), { id: "slow-down" });
        else toast.error(t("session.failedToSubmitWord", { word: entry.item.text }));
      } else if (entry.state === "sent") {
        sentNow.push(entry);
      }
    }
    const settled = batchEntries.every(isSettled);
    if (awaitingSettle.current && !settled) return;
    for (const entry of sentNow) reported.current.add(`${entry.submissionId}:sent`);
    if (sentNow.length > 0) toast.success(t("session.wordsSubmitted", { count: sentNow.length }));
    if (!awaitingSettle.current) return;
    awaitingSettle.current = false;
    stopTimer();
    setBusy(false);
    if (!refusedInBatch.current) handlersRef.current.onAllSettled();
  }, [batchEntries, outbox, t, serverError]);

  /** Puts the non-blank boxes that hold no word yet into the outbox. */
  const submit = useCallback(
    (typed: WordEntry[]) => {
      if (busy) return;
      // One send is one response: its words share an id, so a session limiting answers counts the send once.
      const responseId = nanoid();
      const added = typed
        .filter((entry) => slots[entry.index] === null || !isUnsent(slots[entry.index]!))
        .map((entry) => outbox.add(sessionId, { kind: "word", text: entry.text, participantId, slot: entry.index, responseId }).submissionId);
      if (added.length === 0) return;
      // Words still waiting from before stay part of what the page shows.
      setBatch([...words.filter(isUnsent).map((entry) => entry.submissionId), ...added]);
      refusedInBatch.current = false;
      awaitingSettle.current = true;
      setBusy(true);
      stopTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        toast.error(t("session.submissionTimeout"));
        setBusy(false);
      }, SUBMISSION_TIMEOUT_MS);
    },
    [busy, slots, outbox, sessionId, participantId, words, t],
  );

  /** 'Submit another response': sent words leave the boxes; words still waiting keep theirs. */
  const startOver = useCallback(() => {
    outbox.forget(batchEntries.filter((entry) => entry.state === "sent").map((entry) => entry.submissionId));
    setBatch(words.filter(isUnsent).map((entry) => entry.submissionId));
  }, [outbox, batchEntries, words]);

  // The server's latest count of the responses left to this participant (undefined: unlimited or not told).
  const answersLeft = batchEntries.reduce<number | undefined>(
    (least, entry) => (entry.answersLeft === undefined ? least : Math.min(least ?? entry.answersLeft, entry.answersLeft)),
    undefined,
  );

  return { slots, batchEntries, busy, submit, startOver, restored, answersLeft };
}
