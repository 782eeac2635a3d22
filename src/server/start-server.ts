import type { AddressInfo } from "node:net";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import { buildApp, createFastify } from "./http/app.js";
import { findLanAddress } from "./http/public-url.js";
import { Hub } from "./realtime/hub.js";
import { attachSocketServer } from "./realtime/socket-server.js";
import { createStore } from "./store/create-store.js";

export type RunningServer = {
  url: string;
  port: number;
  context: AppContext;
  close(): Promise<void>;
};

/** Composition root: config → store → hub → HTTP app + /ws → listen. Used by main.ts and by the integration tests. */
export async function startServer(config: Config): Promise<RunningServer> {
  const app = createFastify(config.logLevel);
  const store = await createStore(config.storage);
  const hub = new Hub(store, app.log);
  const context: AppContext = { config, store, hub, logger: app.log, lanAddress: findLanAddress() };
  await buildApp(context, app);
  const sockets = attachSocketServer(app.server, context);
  hub.start();
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as AddressInfo).port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    context,
    async close() {
      hub.stop();
      await sockets.close();
      await app.close();
      await store.close();
    },
  };
}
