import autocannon from "autocannon";
import { Sample } from "../lib/stats.js";
import { createWordPicker } from "../lib/vocabulary.js";

export type IngestPlan = { baseUrl: string; sessionId: string; durationSeconds: number; connections: number; participants: number; seed: number };

export type IngestResult = {
  acknowledged: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  seconds: number;
  perSecond: number;
  latencyP50: number;
  latencyP95: number;
  latencyP99: number;
  lastAckAt: number;
};

/** Closed-loop HTTP submissions with autocannon: every connection sends its next word as soon as the last is acked. */
export async function runIngest(plan: IngestPlan): Promise<IngestResult> {
  const pick = createWordPicker(plan.seed);
  let counter = 0;
  const latencies = new Sample();
  let lastAckAt = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.baseUrl,
        connections: plan.connections,
        duration: plan.durationSeconds,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: `/api/sessions/${plan.sessionId}/feedback`,
            headers: { "content-type": "application/json" },
            setupRequest: (request) => {
              const participantId = `ingest-participant-${String(counter++ % plan.participants).padStart(5, "0")}`;
              return { ...request, body: JSON.stringify({ text: pick(), participantId }) };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon's own summary has no p95, so every acknowledged latency is kept here.
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        lastAckAt = performance.now();
      }
    });
  });
  const seconds = (lastAckAt - started) / 1000;
  const acknowledged = result["2xx"];
  return {
    acknowledged,
    errors: result.errors + result.non2xx + result.timeouts,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    seconds,
    perSecond: acknowledged / Math.max(seconds, 1e-9),
    latencyP50: latencies.percentile(50),
    latencyP95: latencies.percentile(95),
    latencyP99: latencies.percentile(99),
    lastAckAt,
  };
}
