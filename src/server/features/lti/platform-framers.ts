import type { AppContext } from "../../context.js";
import { listLtiFrameOrigins, saveLtiFrameOrigins, type LtiPlatformRow } from "../../store/lti-data.js";

/** How often an instance reads the origins again, for launches another instance took. */
const REFRESH_MS = 60_000;
/** A platform frames from a handful of hosts at most; more would be a sign of something else. */
const MAX_ORIGINS_PER_PLATFORM = 20;

const parseOrigins = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((origin): origin is string => typeof origin === "string") : [];
};

/** An origin a CSP source list may hold: scheme, host and port, nothing else. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Which pages may frame what a launch opens: the origins the registered platforms' verified launches were posted from
 * (the browser's Origin header on the platform's form post: the page that frames Ordsky, which for Canvas is the
 * institution's host, not its issuer), plus each platform's issuer and authorization host. The reply headers are set
 * synchronously, so the list is held here, read at start, after each launch and every minute.
 */
export class PlatformFramers {
  private origins: readonly string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly context: AppContext) {}

  current(): readonly string[] {
    return this.origins;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => this.context.logger.warn({ err: error }, "LTI frame origins not read")), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const rows = await listLtiFrameOrigins(this.context.store.db);
    this.origins = [...new Set(rows.flatMap(parseOrigins))].sort();
  }

  /** Records the origin a verified launch came from (with the platform's own hosts) and makes it a framer at once. */
  async recordLaunch(platform: LtiPlatformRow, origin: string | undefined): Promise<void> {
    const known = parseOrigins(platform.frame_origins);
    const candidates = [origin, safeOrigin(platform.issuer), safeOrigin(platform.authorization_url)].map(originOf);
    const next = [...new Set([...known, ...candidates.filter((value): value is string => value !== null)])].slice(0, MAX_ORIGINS_PER_PLATFORM);
    if (next.length !== known.length) await saveLtiFrameOrigins(this.context.store.db, platform.id, JSON.stringify(next));
    // Read again only when this instance's list lacks one of them (saved now, or by another instance since its last read).
    if (next.some((each) => !this.origins.includes(each))) await this.refresh();
  }
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
