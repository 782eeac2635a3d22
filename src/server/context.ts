import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config/config.js";
import type { CookieSigner } from "./signing/cookie-signer.js";
import type { OidcConnection } from "./features/oidc/oidc-connection.js";
import type { Metrics } from "./metrics/metrics.js";
import type { RateLimits } from "./rate-limits/rate-limits.js";
import type { Readiness } from "./readiness.js";
import type { Hub } from "./realtime/hub.js";
import type { Store } from "./store/store.js";
import type { WordFilter } from "./features/word-filter/word-filter.js";

/** What every service needs, built once by the composition root (main.ts). */
export type AppContext = {
  config: Config;
  store: Store;
  hub: Hub;
  logger: FastifyBaseLogger;
  lanAddress: string | null;
  rateLimits: RateLimits;
  readiness: Readiness;
  /** Counters the services bump (submissions, rate-limit refusals); read by /metrics. */
  metrics: Metrics;
  /** Signs and checks the server's cookies with the key every instance shares. */
  cookieSigner: CookieSigner;
  /** The OpenID Connect provider, when OIDC_ISSUER is set. */
  oidc: OidcConnection | null;
  /** The word filter: judges every entry before the room sees it, with the institution's lists. */
  wordFilter: WordFilter;
  /** The time for the rules that depend on it (an evaluation's window): Date.now, or a test's driven clock. */
  now: () => number;
};
