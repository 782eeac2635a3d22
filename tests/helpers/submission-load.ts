import { requestJson } from "./server-process.js";

export type SubmissionLoad = {
  /** Texts the server acknowledged (201): each must be stored. */
  acknowledged: string[];
  /** Every answer that was not a 201, with the status (0 = no connection). */
  refusals: { status: number; body: unknown; at: number }[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
};

/**
 * A steady load of HTTP submissions from `loops` participants, each sending its next word as soon as the previous
 * one is answered; every text is unique, so a test can find each acknowledged one in the database. `target` picks
 * the server for each request, so a test can steer the load away from an instance it killed.
 */
export function startSubmissionLoad(target: (loop: number) => string, sessionId: string, loops = 6): SubmissionLoad {
  const acknowledged: string[] = [];
  const refusals: SubmissionLoad["refusals"] = [];
  let running = true;
  const workers = Array.from({ length: loops }, async (_, loop) => {
    for (let n = 0; running; n++) {
      const text = `l${loop}n${n}`;
      const answer = await requestJson(target(loop), "POST", `/api/sessions/${sessionId}/feedback`, { text, participantId: `load-${loop}` }, 3000);
      if (answer.status === 201) acknowledged.push(text);
      else {
        refusals.push({ ...answer, at: Date.now() });
        // Do not spin on a dead address.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    acknowledged,
    refusals,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}
