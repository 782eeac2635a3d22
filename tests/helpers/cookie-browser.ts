/**
 * A browser without a page, for the sign-in redirects: it keeps cookies per host (Max-Age=0 deletes one) and
 * follows redirects one at a time, so a test can look at, or alter, every hop.
 */
export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  async request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...(this.jars.get(target.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(target, {
      method: init.method ?? "GET",
      body: init.body,
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });
    for (const line of response.headers.getSetCookie()) this.store(target.host, line);
    return response;
  }

  /**
   * Follows redirects from `url` until a response is not one, or `stopAt` says a location is where to stop (the
   * location is then not requested); `alter` may change each location before it is followed.
   */
  async follow(
    url: string,
    options: { stopAt?: (location: URL) => boolean; alter?: (location: URL) => URL } = {},
  ): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      if (hop > 0 && options.stopAt?.(current)) return { url: current, response: null };
      const response = await this.request(current.href);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      await response.body?.cancel();
      const next = new URL(location, current);
      current = options.alter ? options.alter(next) : next;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }

  /** Every Set-Cookie line seen for `name`, in order (to check attributes). */
  readonly seen: string[] = [];

  private store(host: string, line: string): void {
    this.seen.push(line);
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    const expired = attributes.some((attribute) => {
      const [key = "", value = ""] = attribute.split("=");
      if (/^\s*max-age\s*$/i.test(key)) return Number(value) <= 0;
      return /^\s*expires\s*$/i.test(key) && Date.parse(value) <= Date.now();
    });
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(separator + 1).trim());
  }
}

/**
 * Signs `person` (a test provider's subject) in to the Ordsky at `serverUrl` in `browser`, from the sign-in link
 * `start`: it follows the provider's redirects and stops back on an Ordsky page, which it returns.
 */
export async function signInThrough(serverUrl: string, person: string, start: string, browser = new CookieBrowser()): Promise<{ landing: URL; browser: CookieBrowser }> {
  const ordsky = new URL(serverUrl).host;
  const { url } = await browser.follow(`${serverUrl}${start}`, {
    stopAt: (location) => location.host === ordsky && !location.pathname.startsWith("/auth/oidc/"),
    alter: (location) => {
      if (location.host !== ordsky && location.pathname === "/auth") location.searchParams.set("login_hint", person);
      return location;
    },
  });
  return { landing: url, browser };
}
