import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

/**
 * Which forwarding proxies to believe: none; a number of hops (the nearest N, whatever their address: only safe
 * when clients cannot reach Ordsky except through them); or the proxies' addresses (IPs, CIDR ranges, or
 * `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

/** Asked for each hop from the connection inwards: is the sender at `address`, `hop` steps away, a proxy we trust? */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting.kind === "none") return () => false;
  if (setting.kind === "hops") return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile(setting.addresses);
}

/**
 * The client's address: the connection's peer, or, through trusted proxies, the address the nearest untrusted hop
 * was seen at (the right-most X-Forwarded-For entry not added by a trusted proxy, never the client-chosen left end).
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust) ?? "";
}
