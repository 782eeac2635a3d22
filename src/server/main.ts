import { ConfigError, loadConfig } from "./config.js";
import { startServer } from "./start-server.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Ordsky cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Ordsky cannot start: ${message.split("\n")[0]}`);
    process.exit(1);
  }
  const { context } = server;
  console.log(`Ordsky is running on ${server.url} (storage: ${context.store.description})`);
  if (!config.publicUrl && context.lanAddress && (config.host === "0.0.0.0" || config.host === "::")) {
    console.log(`Phones on the same network can join at http://${context.lanAddress}:${server.port}`);
  }
  const shutdown = (signal: string) => {
    context.logger.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

void main();
