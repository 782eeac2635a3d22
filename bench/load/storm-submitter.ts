import { createWordPicker } from "../lib/vocabulary.js";
import { Sample } from "../lib/stats.js";
import type { HttpClient } from "./http-client.js";
import type { SocketSubmitter, SubmitOutcome } from "./socket-submitter.js";

/** Sends one word for a participant; resolves with the server's acceptance or refusal. */
export type Submit = (participantId: string, text: string) => Promise<SubmitOutcome>;

/** Over HTTP keep-alive (`POST /api/sessions/{id}/feedback`), the participant page's fallback path. */
export function submitOverHttp(http: HttpClient, sessionId: string): Submit {
  return async (participantId, text) => {
    const result = await http.send("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId });
    return result.status === 201 || result.status === 200 ? { ok: true } : { ok: false, error: `${result.status} ${result.body.slice(0, 120)}` };
  };
}

/** Over each participant's own socket, the participant page's path while connected. */
export function submitOverSocket(sockets: SocketSubmitter, sessionId: string): Submit {
  return (participantId, text) => sockets.send(sessionId, participantId, text);
}

/** The participantId of turn `burst` of a plan: the plan's participants take turns. */
export function participantOf(burst: number, participants: number): string {
  return `bench-participant-${String(burst % participants).padStart(5, "0")}`;
}

export type StormPlan = {
  sessionId: string;
  totalWords: number;
  /** Distinct participantIds; a session admits at most 1000. */
  participants: number;
  /** Words a participant sends at once (the form has 4 input boxes). */
  burstSize: number;
  durationMs: number;
  maxInFlight: number;
  seed: number;
};

export type StormSubmitResult = {
  acknowledged: number;
  /** Refused, failed or timed out (15 s). */
  errors: number;
  /** Not sent, or not answered, before the scenario's time cap. */
  unfinished: number;
  errorSamples: string[];
  latencies: Float64Array;
  /** performance.now() of the last acknowledgement. */
  lastAckAt: number;
  startedAt: number;
  maxStartLagMs: number;
  elapsedMs: number;
};

/** Sends the storm's submissions evenly over its duration: one burst of `burstSize` words per participant turn. */
export async function runStorm(send: Submit, plan: StormPlan, deadlineMs: number): Promise<StormSubmitResult> {
  const pick = createWordPicker(plan.seed);
  const bursts = Math.ceil(plan.totalWords / plan.burstSize);
  const latencies = new Sample();
  const errorSamples: string[] = [];
  let acknowledged = 0;
  let errors = 0;
  let lastAckAt = 0;
  let inFlight = 0;
  let maxStartLagMs = 0;
  const waiting: (() => void)[] = [];
  const startedAt = performance.now();

  const submit = async (participantId: string, text: string, scheduledAt: number) => {
    while (inFlight >= plan.maxInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight += 1;
    const sentAt = performance.now();
    maxStartLagMs = Math.max(maxStartLagMs, sentAt - scheduledAt);
    try {
      const result = await send(participantId, text);
      if (result.ok) {
        acknowledged += 1;
        lastAckAt = performance.now();
        latencies.push(lastAckAt - sentAt);
      } else {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(result.error);
      }
    } catch (error) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(String(error).slice(0, 160));
    } finally {
      inFlight -= 1;
      waiting.shift()?.();
    }
  };

  const sends: Promise<void>[] = [];
  let sent = 0;
  for (let burst = 0; burst < bursts && performance.now() < deadlineMs; burst++) {
    const scheduledAt = startedAt + (burst * plan.durationMs) / bursts;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const participantId = participantOf(burst, plan.participants);
    for (let word = 0; word < plan.burstSize && sent < plan.totalWords; word++, sent++) sends.push(submit(participantId, pick(), scheduledAt));
  }
  await Promise.race([Promise.all(sends), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadlineMs - performance.now())))]);
  return {
    acknowledged,
    errors,
    unfinished: plan.totalWords - acknowledged - errors,
    errorSamples,
    latencies: latencies.values(),
    lastAckAt,
    startedAt,
    maxStartLagMs,
    elapsedMs: performance.now() - startedAt,
  };
}
