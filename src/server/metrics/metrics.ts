import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { clusterScrape } from "./cluster-metrics.js";
import { ERROR_CODES } from "../../shared/error-codes.js";
import { OpsCounters, RATE_LIMIT_NAMES } from "./ops-counters.js";

/** What the running server reports when /metrics is scraped; read then, so none of it costs anything meanwhile. */
export type MetricSources = {
  /** Open WebSockets, joined or not. */
  sockets(): number;
  /** Memberships of the live rooms' audiences by role (a socket watching two sessions counts twice). */
  audiences(): { host: number; presentation: number; participant: number };
  /** Participant phones in those audiences that are out of sight, paused until they return. */
  hiddenPhones(): number;
  /** Sessions with at least one socket watching. */
  sessionsLive(): number;
  /** Since start: messages and bytes written to sockets, and the tick interval now. */
  delivery(): { messagesSent: number; bytesSent: number; tickMs: number };
  /** PostgreSQL's query pool; null on SQLite. */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** The cross-instance bus: null on SQLite (one instance, nothing to tell). */
  bus(): { connected: boolean; published: number; received: number; reconnects: number } | null;
};

const SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A counter that follows a total kept elsewhere (it only ever grows), read at scrape time. */
function followedCounter(registry: Registry, name: string, help: string, read: () => number | undefined): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read() ?? seen;
      if (total > seen) this.inc(total - seen);
      seen = total;
    },
  });
}

/**
 * A gauge read at scrape time. `aggregator`: how WORKERS' workers' values add up to the cluster's (cluster-metrics.ts);
 * a count sums, a state or a setting does not.
 */
function gauge(
  registry: Registry,
  name: string,
  help: string,
  read: (set: (value: number, labels?: Record<string, string>) => void) => void,
  labelNames: string[] = [],
  aggregator: "sum" | "min" | "max" = "sum",
): void {
  new Gauge({
    name,
    help,
    labelNames,
    aggregator,
    registers: [registry],
    collect() {
      this.reset();
      read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
    },
  });
}

/**
 * The server's Prometheus metrics, on a registry of its own (several servers in one test process never mix). Hot
 * paths count into `counters` and observe per batch or per tick, never per socket write; everything else is read
 * from `watch`'s sources at scrape time. Labels come from closed sets (roles, error codes, limits), never ids.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly counters = new OpsCounters();
  private sources: MetricSources | null = null;
  private readonly tickSeconds: Histogram;
  private readonly ticksSkipped: Counter;
  private readonly batchSize: Histogram;
  private readonly commitSeconds: Histogram;
  private readonly busLagSeconds: Histogram;

  /** `processMetrics`: Node's own (CPU, memory, event-loop delay, GC); only when /metrics is served, as they cost a little. */
  constructor(options: { processMetrics: boolean }) {
    const registry = this.registry;
    if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    this.tickSeconds = new Histogram({ name: "ordsky_tick_duration_seconds", help: "Time one live-engine tick took, its socket writes included", buckets: SECONDS_BUCKETS, registers: [registry] });
    this.ticksSkipped = new Counter({ name: "ordsky_ticks_skipped_total", help: "Ticks of the base interval not run because the engine stretched its interval under load", registers: [registry] });
    this.batchSize = new Histogram({ name: "ordsky_writer_batch_size", help: "Answers written per group-commit transaction", buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512], registers: [registry] });
    this.commitSeconds = new Histogram({ name: "ordsky_writer_commit_seconds", help: "Time one group-commit transaction took, commit included", buckets: SECONDS_BUCKETS, registers: [registry] });
    this.busLagSeconds = new Histogram({ name: "ordsky_bus_lag_seconds", help: "From another instance publishing a tick's changes to this one receiving them", buckets: SECONDS_BUCKETS, registers: [registry] });
    this.registerCounts();
    this.registerSources();
  }

  /** The text a scrape answers: this process's metrics, or under WORKERS the whole cluster's (useClusterScrape). */
  scrape: () => Promise<string> = () => this.registry.metrics();

  /** Under WORKERS: every scrape answers with all workers' metrics added up (cluster-metrics.ts). */
  useClusterScrape(): void {
    this.scrape = clusterScrape(this.registry);
  }

  /** Called once the server is built: what the scrape reads. */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  observeTick(busyMs: number, skipped: number): void {
    this.tickSeconds.observe(busyMs / 1000);
    if (skipped > 0) this.ticksSkipped.inc(skipped);
  }

  observeWriterBatch(size: number, elapsedMs: number): void {
    this.batchSize.observe(size);
    this.commitSeconds.observe(elapsedMs / 1000);
  }

  observeBusLag(lagMs: number): void {
    this.busLagSeconds.observe(Math.max(0, lagMs) / 1000);
  }

  private registerCounts(): void {
    const counters = this.counters;
    const registry = this.registry;
    new Counter({
      name: "ordsky_submissions_total",
      help: "Answers (word-cloud entries) by outcome: accepted, duplicate (a resent submissionId) or refused, with the refusal's error code",
      labelNames: ["outcome", "reason"],
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ outcome: "accepted", reason: "" }, counters.submissionsAccepted);
        this.inc({ outcome: "duplicate", reason: "" }, counters.submissionsDuplicate);
        for (const code of ERROR_CODES) this.inc({ outcome: "refused", reason: code.toLowerCase() }, counters.submissionsRefused[code]);
      },
    });
    new Counter({
      name: "ordsky_rate_limit_refusals_total",
      help: "Requests and messages refused because a client spent an allowance, by allowance",
      labelNames: ["limit"],
      registers: [registry],
      collect() {
        this.reset();
        for (const limit of RATE_LIMIT_NAMES) this.inc({ limit }, counters.rateLimitRefusals[limit]);
      },
    });
  }

  private registerSources(): void {
    const registry = this.registry;
    const read = () => this.sources;
    gauge(registry, "ordsky_websockets_open", "Open WebSocket connections", (set) => set(read()?.sockets() ?? 0));
    gauge(
      registry,
      "ordsky_websocket_audience",
      "Sockets in live sessions' audiences by role (host dashboard, presentation screen, participant phone)",
      (set) => {
        const audiences = read()?.audiences() ?? { host: 0, presentation: 0, participant: 0 };
        for (const [role, count] of Object.entries(audiences)) set(count, { role });
      },
      ["role"],
    );
    gauge(
      registry,
      "ordsky_phones_hidden",
      "Participant phones in live audiences that are out of sight (Page Visibility): no deltas until they return",
      (set) => set(read()?.hiddenPhones() ?? 0),
    );
    gauge(registry, "ordsky_sessions_live", "Sessions with at least one socket watching on this instance", (set) => set(read()?.sessionsLive() ?? 0));
    gauge(registry, "ordsky_tick_interval_seconds", "The live engine's tick interval now (stretched under load)", (set) => set((read()?.delivery().tickMs ?? 0) / 1000), [], "max");
    followedCounter(registry, "ordsky_deliveries_total", "Messages written to sockets (deltas, snapshots, notices)", () => read()?.delivery().messagesSent);
    followedCounter(registry, "ordsky_delivery_bytes_total", "Bytes of messages written to sockets", () => read()?.delivery().bytesSent);
    gauge(
      registry,
      "ordsky_pg_pool_connections",
      "PostgreSQL query pool connections by state (absent on SQLite)",
      (set) => {
        const pool = read()?.pool();
        if (!pool) return;
        set(pool.total - pool.idle, { state: "busy" });
        set(pool.idle, { state: "idle" });
      },
      ["state"],
    );
    gauge(registry, "ordsky_pg_pool_waiting", "Queries waiting for a PostgreSQL pool connection", (set) => set(read()?.pool()?.waiting ?? 0));
    gauge(registry, "ordsky_bus_connected", "1 while the PostgreSQL LISTEN connection of the bus is up (1 on SQLite: no bus needed)", (set) => set(read()?.bus()?.connected === false ? 0 : 1), [], "min");
    followedCounter(registry, "ordsky_bus_published_total", "Bus notifications this instance published", () => read()?.bus()?.published);
    followedCounter(registry, "ordsky_bus_received_total", "Bus notifications received from other instances", () => read()?.bus()?.received);
    followedCounter(registry, "ordsky_bus_reconnects_total", "Times the bus listener reconnected after losing PostgreSQL", () => read()?.bus()?.reconnects);
  }
}
