import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

// Under WORKERS the workers share the public port and METRICS_PORT, so a scrape reaches one worker at random. Each
// worker answers it with every worker's metrics added up (counters and gauges summed, Node's own metrics by their
// own rules): it asks the primary, which collects them from every worker (prom-client's cluster aggregation).

const REQUEST = "ordsky:cluster-metrics";
const ANSWER = "ordsky:cluster-metrics-answer";
const TIMEOUT_MS = 6_000;

type Request = { type: typeof REQUEST; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/** In the primary: answers the workers' requests for the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Request) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    );
  });
}

/** In a worker: offers its registry to the primary's aggregation and returns how to read the whole cluster's metrics. */
export function clusterScrape(registry: Registry): () => Promise<string> {
  // Made for its side effect: in a worker the first AggregatorRegistry sets up the answer to the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  process.on("message", (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.text !== undefined) waiting?.resolve(message.text);
    else waiting?.reject(new Error(message.error ?? "no metrics"));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error("the primary did not answer with the cluster's metrics"));
      }, TIMEOUT_MS);
      pending.set(id, {
        resolve: (text) => (clearTimeout(timer), resolve(text)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send!({ type: REQUEST, id } satisfies Request);
    });
}
