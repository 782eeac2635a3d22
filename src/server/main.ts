import cluster from "node:cluster";
import { runPrimary, WORKERS_NEED_POSTGRES } from "./cluster-primary.js";
import { ConfigError, loadConfig, type Config } from "./config/config.js";
import { startBanner } from "./start-banner.js";
import type { RunningServer } from "./start-server.js";

/** Start-up failures the operator can fix print one line naming the setting, then exit non-zero. */
function fail(message: string): never {
  console.error(`Ordsky cannot start: ${message.split("\n")[0]}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { terminal: process.stdout.isTTY === true });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.workers > 1) {
    if (config.storage.kind !== "postgres") fail(WORKERS_NEED_POSTGRES);
    if (cluster.isPrimary) {
      runPrimary(config);
      return;
    }
  }
  // Loaded only once the settings are valid, so a typo in the environment is reported at once.
  const { startServer, StartupError } = await import("./start-server.js");
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof StartupError) fail(error.message);
    fail(error instanceof Error ? error.message : String(error));
  }
  const { context } = server;
  // A stray rejection must not take a live session down with it; it is logged with its stack instead.
  process.on("unhandledRejection", (reason) => context.logger.error({ err: reason }, "unhandled promise rejection"));
  // Under WORKERS the primary announces the address once for all workers, and the first worker adds the rest.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    console.log(startBanner(server, { headline: cluster.isPrimary }).join("\n"));
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    context.logger.info(`${signal} received, shutting down`);
    // The promise to the supervisor: gone within the grace, even if something in the shutdown hangs.
    setTimeout(() => {
      context.logger.error(`shutdown took longer than SHUTDOWN_GRACE_MS (${context.config.operations.shutdownGraceMs} ms); exiting`);
      process.exit(1);
    }, context.config.operations.shutdownGraceMs).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

void main();
