import { networkInterfaces } from "node:os";
import type { FastifyRequest } from "fastify";

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0"]);

/** This machine's first non-internal IPv4 address, so phones on the same network can reach a host on localhost. */
export function findLanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === "IPv4" && !address.internal) return address.address;
    }
  }
  return null;
}

/** True when HOST binds every interface, so other machines on the network can reach this server. */
export function listensOnAllInterfaces(host: string): boolean {
  return host === "0.0.0.0" || host === "::" || host === "0:0:0:0:0:0:0:0";
}

/**
 * The LAN address that links may use instead of localhost: only when the server listens on all interfaces.
 * Bound to one address (e.g. HOST=127.0.0.1), nobody else can open a LAN link, not even the host's own browser.
 */
export function linkLanAddress(host: string, findAddress: () => string | null = findLanAddress): string | null {
  return listensOnAllInterfaces(host) ? findAddress() : null;
}

/**
 * The origin used in share links and QR codes: PUBLIC_URL when set; otherwise the request's origin,
 * except that localhost is swapped for `lanAddress` (a phone cannot open the host's "localhost"); pass
 * `linkLanAddress(host)`, which is null unless the server listens on all interfaces.
 */
export function resolvePublicOrigin(
  request: Pick<FastifyRequest, "host" | "protocol">,
  publicUrl: string | null,
  lanAddress: string | null,
): string {
  if (publicUrl) return publicUrl;
  // request.host honours X-Forwarded-Host when TRUST_PROXY=true, so a proxy that rewrites Host still yields the public name.
  const host = request.host || "localhost";
  const protocol = request.protocol === "https" ? "https" : "http";
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    url = new URL("http://localhost");
  }
  if (lanAddress && LOCAL_HOSTNAMES.has(url.hostname)) url.hostname = lanAddress;
  return url.origin;
}
