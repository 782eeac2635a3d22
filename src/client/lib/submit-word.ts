import { REALTIME_SUBMIT_FALLBACK_MS } from "../../shared/limits.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { ApiResult } from "./api.js";
import type { RealtimeConnection } from "./realtime.js";
import { submitFeedbackHttp } from "./sessions-api.js";

/**
 * Submits one word: over the socket while connected; through HTTP when the socket is down or gives no answer
 * within 5 s. A server refusal over the socket is final (it would be refused over HTTP too). Both carry the same
 * submissionId, so a word the socket delivered late is still counted once.
 */
export async function submitWord(
  connection: RealtimeConnection,
  sessionId: string,
  text: string,
  participantId: string,
  submissionId: string,
): Promise<ApiResult<{ wordData?: WordCloud }>> {
  if (connection.isConnected) {
    const overSocket = connection.submitFeedback(sessionId, text, participantId, submissionId);
    connection.abandon(overSocket);
    const outcome = await Promise.race([
      overSocket.then(
        (data) => ({ kind: "ok" as const, data }),
        (error: Error) => ({ kind: error.message === "Disconnected" || error.message === "Not connected" ? ("down" as const) : ("refused" as const), error }),
      ),
      new Promise<{ kind: "timeout" }>((resolve) => setTimeout(() => resolve({ kind: "timeout" }), REALTIME_SUBMIT_FALLBACK_MS)),
    ]);
    if (outcome.kind === "ok") return { ok: true, data: {} };
    if (outcome.kind === "refused") return { ok: false, status: 400, error: outcome.error.message };
  }
  return submitFeedbackHttp(sessionId, text, participantId, submissionId);
}
