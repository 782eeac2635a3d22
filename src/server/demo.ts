// `npm run demo [-- --force]`: creates (or refreshes) the demo admin and seeds a few example sessions, then prints
// the sign-in once. The sign-in page shows the same credentials while this demo account exists, so it refuses a
// database that holds real sessions unless forced (the demo admin reaches demo sessions only, even then).
import { ConfigError, loadConfig } from "./config/config.js";
import type { AppContext } from "./context.js";
import { CookieSigner } from "./signing/cookie-signer.js";
import { writeDemoCredentials } from "./features/admin/demo-credentials.js";
import { ensureDemoAdmin, seedDemoSessions } from "./features/admin/demo-seed.js";
import { createFastify } from "./http/app.js";
import { Metrics } from "./metrics/metrics.js";
import { Readiness } from "./readiness.js";
import { createRateLimits } from "./rate-limits/rate-limits.js";
import { Hub } from "./realtime/hub.js";
import { createStore } from "./store/create-store.js";
import { countSessionsByDemo } from "./store/sessions-data.js";
import { WordFilter } from "./features/word-filter/word-filter.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const store = await createStore(config.storage);
  const logger = createFastify(config).log;
  const metrics = new Metrics({ processMetrics: false });
  const readiness = new Readiness({ databaseAnswers: () => store.isHealthy(), busConnected: () => true });
  const rateLimits = createRateLimits(config.limits, metrics.counters);
  const context: AppContext = { config, store, hub: new Hub(store, logger), logger, lanAddress: null, rateLimits, readiness, metrics, cookieSigner: new CookieSigner(store.db), oidc: null, now: Date.now, wordFilter: new WordFilter() };
  try {
    const realSessions = await countSessionsByDemo(store.db, false);
    if (realSessions > 0 && !process.argv.includes("--force")) {
      throw new Error(
        `${store.description} holds ${realSessions === 1 ? "1 session that is not a demo session" : `${realSessions} sessions that are not demo sessions`}. ` +
          "The demo admin's password is shown to everyone on the sign-in page; to add it to this database anyway, run npm run demo -- --force",
      );
    }
    const credentials = await ensureDemoAdmin(context);
    const file = writeDemoCredentials(config.storage, credentials);
    const seeded = await seedDemoSessions(context);
    console.log(`Demo data in ${store.description}: ${seeded > 0 ? `${seeded} example sessions created` : "example sessions already present"}.`);
    console.log(`Demo admin: ${credentials.email} / ${credentials.password}`);
    console.log(`(The sign-in page shows these while the demo account exists; stored for it in ${file}.)`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`Demo setup failed: ${message}`);
  process.exit(1);
});
