import cluster from "node:cluster";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.js";
import type { AppContext } from "./context.js";
import { CookieSigner } from "./signing/cookie-signer.js";
import { ensureSetupCode } from "./features/admin/setup-code.js";
import { OidcConnection, type OidcConnectionOptions } from "./features/oidc/oidc-connection.js";
import { startRetentionSweeps, type RetentionOptions } from "./features/retention/retention-sweeps.js";
import type { PeriodicTask } from "./features/retention/sweep-schedule.js";
import { buildApp, createFastify } from "./http/app.js";
import { startMetricsListener } from "./http/metrics-endpoint.js";
import { linkLanAddress } from "./http/public-url.js";
import { Metrics } from "./metrics/metrics.js";
import { Readiness } from "./readiness.js";
import { createLocalBus } from "./bus/bus.js";
import { Hub } from "./realtime/hub.js";
import { createPgBus } from "./bus/pg-bus.js";
import { createRateLimits } from "./rate-limits/rate-limits.js";
import { attachSocketServer, type SocketServerOptions } from "./socket/socket-server.js";
import { createStore } from "./store/create-store.js";
import { readFilterRules } from "./store/filter-terms-data.js";
import { WordFilter } from "./features/word-filter/word-filter.js";
import type { Store } from "./store/store.js";

export type RunningServer = {
  url: string;
  port: number;
  context: AppContext;
  /** The first admin's one-time setup code while one is needed (ADMIN_REGISTRATION=first, no owner yet). */
  setupCode: string | null;
  /** The METRICS_PORT listener's port, or null without one. */
  metricsPort: number | null;
  /**
   * The graceful shutdown (SIGTERM): not ready at once, no new connections, what is in flight answered, sockets told
   * to reconnect elsewhere, then everything closed, all within the config's shutdown grace.
   */
  close(): Promise<void>;
};

/** Knobs for tests; production uses the defaults. */
export type ServerOptions = SocketServerOptions & {
  retention?: RetentionOptions;
  logStream?: NodeJS.WritableStream;
  oidc?: OidcConnectionOptions;
  /** The clock of the time-bound rules (an evaluation's window); Date.now when absent. */
  now?: () => number;
  /** The built client's folder; CLIENT_DIST_DIR's when absent (tests hand in a page of their own). */
  clientDir?: string;
};

/** A start-up failure rewritten to name the setting that caused it, so main can print one clear line. */
export class StartupError extends Error {}

async function openStore(config: Config, metrics: Metrics): Promise<Store> {
  try {
    return await createStore(config.storage, { onWriterBatch: (size, elapsedMs) => metrics.observeWriterBatch(size, elapsedMs) });
  } catch (error) {
    const message = firstLine(error);
    if (message.startsWith("DATABASE_URL")) throw new StartupError(message);
    const where = config.storage.kind === "sqlite" ? `the SQLite file ${config.storage.path}` : "the database";
    throw new StartupError(`DATABASE_URL: cannot open ${where}: ${message}`);
  }
}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new StartupError(`PORT: port ${config.port} is already in use on ${config.host}`);
    if (code === "EACCES") throw new StartupError(`PORT: not allowed to listen on port ${config.port} (ports below 1024 need extra rights)`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EINVAL") {
      throw new StartupError(`HOST: cannot listen on ${JSON.stringify(config.host)} (${code})`);
    }
    throw error;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}

/** Time kept back from the drain for closing the database and the bus. */
const CLOSE_RESERVE_MS = 500;

function waitUntil(deadline: number, done: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - performance.now()))));
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

/** Composition root: config → store → hub → HTTP app + /ws → listen. Used by main.ts and by the integration tests. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const metricsEnabled = config.operations.metrics.token !== null || config.operations.metrics.port !== null;
  const metrics = new Metrics({ processMetrics: metricsEnabled });
  if (metricsEnabled && cluster.isWorker) metrics.useClusterScrape();
  const store = await openStore(config, metrics);
  const app = createFastify(config, options.logStream);
  // Instances on one PostgreSQL tell each other what changed; on SQLite there is only one process.
  const bus =
    config.storage.kind === "postgres" ? await createPgBus(config.storage.url, app.log, { onLag: (lagMs) => metrics.observeBusLag(lagMs) }) : createLocalBus();
  const wordFilter = new WordFilter();
  wordFilter.setRules(await readFilterRules(store.db));
  const hub = new Hub(store, app.log, {
    bus,
    onTick: (busyMs, skipped) => metrics.observeTick(busyMs, skipped),
    onFilterRulesChanged: () => {
      readFilterRules(store.db).then(
        (rules) => wordFilter.setRules(rules),
        (error: unknown) => app.log.error({ err: error }, "could not read the filter's lists"),
      );
    },
  });
  const readiness = new Readiness({ databaseAnswers: () => store.isHealthy(), busConnected: () => !bus.distributed || bus.isConnected() });
  const context: AppContext = {
    config,
    store,
    hub,
    logger: app.log,
    lanAddress: linkLanAddress(config.host),
    rateLimits: createRateLimits(config.limits, metrics.counters),
    readiness,
    metrics,
    cookieSigner: new CookieSigner(store.db),
    oidc: config.signIn.oidc ? new OidcConnection(config.signIn.oidc, options.oidc) : null,
    now: options.now ?? Date.now,
    wordFilter,
  };
  const sockets = attachSocketServer(app.server, context, options);
  metrics.watch({
    sockets: () => sockets.count(),
    audiences: () => hub.audienceSizes(),
    hiddenPhones: () => hub.hiddenPhones(),
    sessionsLive: () => hub.liveSessions(),
    delivery: () => hub.stats(),
    pool: () => store.poolStats?.() ?? null,
    bus: () => (bus.distributed ? { connected: bus.isConnected(), ...bus.stats() } : null),
  });
  let metricsListener: Server | null = null;
  let retention: PeriodicTask | null = null;
  let closing: Promise<void> | null = null;
  const shutDown = async () => {
    const deadline = performance.now() + config.operations.shutdownGraceMs - CLOSE_RESERVE_MS;
    readiness.shuttingDown();
    sockets.stopAccepting();
    // No new connections; requests on open ones are still served (their replies say Connection: close).
    const drained = app.server.listening ? new Promise<void>((resolve) => app.server.close(() => resolve())) : Promise.resolve();
    await sockets.close(deadline);
    await waitUntil(deadline, drained);
    app.server.closeAllConnections();
    hub.stop();
    await retention?.stop();
    await app.close();
    await new Promise<void>((resolve) => (metricsListener ? metricsListener.close(() => resolve()) : resolve()));
    await bus.close();
    await store.close();
  };
  const close = () => (closing ??= shutDown());
  let setupCode: string | null;
  try {
    await buildApp(context, app, options.clientDir);
    setupCode = await ensureSetupCode(context);
    hub.start();
    await listen(app, config);
    metricsListener = await startMetricsListener(metrics, config.operations.metrics);
  } catch (error) {
    await close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" && !(error instanceof StartupError)) {
      throw new StartupError(`METRICS_PORT: port ${config.operations.metrics.port} is already in use on ${config.operations.metrics.host}`);
    }
    throw error;
  }
  readiness.serving();
  retention = startRetentionSweeps(context, options.retention);
  const port = (app.server.address() as AddressInfo).port;
  const metricsPort = metricsListener ? (metricsListener.address() as AddressInfo).port : null;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return { url: `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`, port, context, setupCode, metricsPort, close };
}
