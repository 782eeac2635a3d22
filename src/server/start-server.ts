import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import { ensureSetupCode } from "./features/admin/setup-code.js";
import { buildApp, createFastify } from "./http/app.js";
import { linkLanAddress } from "./http/public-url.js";
import { createLocalBus } from "./realtime/bus.js";
import { Hub } from "./realtime/hub.js";
import { createPgBus } from "./realtime/pg-bus.js";
import { createRateLimits } from "./rate-limits/rate-limits.js";
import { attachSocketServer, type SocketServerOptions } from "./realtime/socket-server.js";
import { createStore } from "./store/create-store.js";
import type { Store } from "./store/store.js";

export type RunningServer = {
  url: string;
  port: number;
  context: AppContext;
  /** The first admin's one-time setup code while one is needed (ADMIN_REGISTRATION=first, no owner yet). */
  setupCode: string | null;
  close(): Promise<void>;
};

/** Knobs for tests; production uses the defaults. */
export type ServerOptions = SocketServerOptions;

/** A start-up failure rewritten to name the setting that caused it, so main can print one clear line. */
export class StartupError extends Error {}

async function openStore(config: Config): Promise<Store> {
  try {
    return await createStore(config.storage);
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

/** Composition root: config → store → hub → HTTP app + /ws → listen. Used by main.ts and by the integration tests. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const store = await openStore(config);
  const app = createFastify(config);
  // Instances on one PostgreSQL tell each other what changed; on SQLite there is only one process.
  const bus = config.storage.kind === "postgres" ? await createPgBus(config.storage.url, app.log) : createLocalBus();
  const hub = new Hub(store, app.log, { bus });
  const context: AppContext = { config, store, hub, logger: app.log, lanAddress: linkLanAddress(config.host), rateLimits: createRateLimits(config.limits) };
  const sockets = attachSocketServer(app.server, context, options);
  const close = async () => {
    hub.stop();
    await sockets.close();
    await app.close();
    await bus.close();
    await store.close();
  };
  let setupCode: string | null;
  try {
    await buildApp(context, app);
    setupCode = await ensureSetupCode(context);
    hub.start();
    await listen(app, config);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return { url: `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`, port, context, setupCode, close };
}
