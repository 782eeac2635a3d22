import { nanoid } from "nanoid";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { SUBMISSION_TIMEOUT_MS } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import { useRealtime } from "../../app/realtime-context.js";
import { createParticipantId } from "../../lib/participant-id.js";
import { submitWord } from "../../lib/submit-word.js";
import { sessionText as text } from "../../text/session.js";

export type WordEntry = { index: number; text: string };
export type SubmissionOutcome = { submitted: number[]; complete: boolean };

/**
 * Sends a participant's words one after another. The first refusal stops the run (a closed or full session
 * refuses every following word too) and the words not sent stay in their boxes; the whole run gives up after 10 s.
 */
export function useWordSubmission(sessionId: string, onCloud: (cloud: WordCloud) => void) {
  const { connection } = useRealtime();
  const [participantId] = useState(() => createParticipantId());
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const submit = useCallback(
    async (entries: WordEntry[]): Promise<SubmissionOutcome> => {
      if (busyRef.current) return { submitted: [], complete: false };
      busyRef.current = true;
      setBusy(true);
      const submitted: number[] = [];
      let stopped = false;

      const run = async (): Promise<boolean> => {
        for (const entry of entries) {
          const result = await submitWord(connection, sessionId, entry.text, participantId, nanoid());
          if (stopped) return false;
          if (!result.ok) {
            // A 4xx carries the server's explanation; a network or server failure says which word did not arrive.
            const explained = result.status >= 400 && result.status < 500 && result.error;
            toast.error(explained ? result.error : text.failedToSubmitWord(entry.text));
            return false;
          }
          submitted.push(entry.index);
          // While connected the channel delivers the cloud; after an HTTP fallback this answer is the freshest news.
          if (!connection.isConnected && result.data.wordData) onCloud(result.data.wordData);
        }
        return true;
      };

      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), SUBMISSION_TIMEOUT_MS);
      });
      const outcome = await Promise.race([run(), timeout]);
      clearTimeout(timer);
      stopped = true;
      if (outcome === "timeout") toast.error(text.submissionTimeout);
      if (submitted.length > 0) toast.success(text.wordsSubmitted(submitted.length));
      busyRef.current = false;
      setBusy(false);
      return { submitted: [...submitted], complete: outcome === true };
    },
    [connection, sessionId, participantId, onCloud],
  );

  return { submit, busy };
}
