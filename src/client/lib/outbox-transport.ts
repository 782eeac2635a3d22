import type { ErrorCode } from "../../shared/error-codes.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { REALTIME_SUBMIT_FALLBACK_MS, SUBMISSION_TIMEOUT_MS } from "../../shared/limits.js";
import type { ApiResult } from "./api.js";
import { isRefusal, type ClassAnswerItem, type OutboxEntry, type WordItem } from "./outbox-entry.js";
import type { SendOutcome, Transport } from "./outbox.js";
import { holdsLaunchRespondent } from "./launch-respondent.js";
import { NotDelivered, SubmitRefused, type RealtimeConnection } from "./realtime.js";
import { submitClassResponseHttp, submitFeedbackHttp } from "./sessions-api.js";

/** Told the cloud an HTTP answer carries (the socket's pushes bring the rest). */
type OnCloud = (sessionId: string, cloud: WordCloud) => void;

/**
 * How the outbox delivers: a word over the socket while it is open, through HTTP when the socket is down or gives
 * no answer within 5 s (spec), or when the page holds a launch's pseudonym (launch-respondent.ts); a class answer through HTTP. Each attempt carries the entry's submissionId, so a word
 * the socket delivered late is still counted once. An HTTP attempt gives up after 10 s (and is made again later).
 */
export function createOutboxTransport(connection: RealtimeConnection, onCloud: OnCloud): Transport {
  return (entry) => {
    const item = entry.item;
    return item.kind === "word" ? sendWord(connection, onCloud, entry, item) : sendClassAnswer(entry, item);
  };
}

async function sendWord(connection: RealtimeConnection, onCloud: OnCloud, entry: OutboxEntry, item: WordItem): Promise<SendOutcome> {
  // A learner launched without cookies proves who they are by a header, which a socket cannot carry: HTTP only.
  if (connection.isConnected && !holdsLaunchRespondent()) {
    const overSocket = connection.submitFeedback(entry.sessionId, item.text, item.participantId, entry.submissionId, item.responseId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      overSocket.then(
        (ack): SendOutcome | null => ({ kind: "accepted", answersLeft: ack.answersLeft, heldBack: ack.heldBack }),
        (error: unknown): SendOutcome | null => (error instanceof SubmitRefused ? fromStatus(error.status, error.message, error.code) : null),
      ),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REALTIME_SUBMIT_FALLBACK_MS))),
    ]);
    clearTimeout(timer);
    // A late answer to an attempt given up on changes nothing (the outbox ignores it); just do not leave it unhandled.
    overSocket.catch((error: unknown) => error instanceof NotDelivered || error instanceof SubmitRefused || console.warn(error));
    if (outcome) return outcome;
  }
  const result = await submitFeedbackHttp(entry.sessionId, item.text, item.participantId, entry.submissionId, item.responseId, AbortSignal.timeout(SUBMISSION_TIMEOUT_MS));
  if (!result.ok) return fromResult(result);
  onCloud(entry.sessionId, result.data.wordData);
  return { kind: "accepted", answersLeft: result.data.answersLeft, heldBack: result.data.heldBack };
}

async function sendClassAnswer(entry: OutboxEntry, item: ClassAnswerItem): Promise<SendOutcome> {
  const result = await submitClassResponseHttp(
    entry.sessionId,
    { questionId: item.questionId, response: item.response, participantId: item.participantId, submissionId: entry.submissionId },
    AbortSignal.timeout(SUBMISSION_TIMEOUT_MS),
  );
  return fromResult(result);
}

function fromResult(result: ApiResult<unknown>): SendOutcome {
  return result.ok ? { kind: "accepted" } : fromStatus(result.status, result.error, result.code);
}

/**
 * A refusal (the server will never take it) or a failure worth another attempt (no network, timeout, busy server).
 * A 429 is the server asking this client to slow down: its words are the notice the participant sees meanwhile.
 */
function fromStatus(status: number, error: string, code?: ErrorCode): SendOutcome {
  if (isRefusal(status)) return { kind: "refused", error, code };
  return status === 429 ? { kind: "failed", error, code, notice: error } : { kind: "failed", error, code };
}
