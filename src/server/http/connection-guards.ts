import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ProxyTrust } from "../client-address.js";

/** File descriptors kept free for the database, log files and the like when connections are capped. */
const RESERVED_FILE_DESCRIPTORS = 100;

/** The soft open-file limit of this process on Linux, or null where it cannot be read. */
function openFileLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Caps open connections per peer address (trusted proxies exempt: they carry everyone) and, where the open-file
 * limit is known, in total below it, so connections alone can never use up the descriptors the database needs. One
 * address is held to at most half of them, whatever MAX_CONNECTIONS_PER_ADDRESS says.
 */
export function capConnections(server: Server, perAddress: number | null, isProxy: ProxyTrust, logger: FastifyBaseLogger): void {
  const fileLimit = openFileLimit();
  if (fileLimit !== null && fileLimit > 2 * RESERVED_FILE_DESCRIPTORS) server.maxConnections = fileLimit - RESERVED_FILE_DESCRIPTORS;
  if (perAddress === null) return;
  const cap = fileLimit === null ? perAddress : Math.min(perAddress, Math.floor(fileLimit / 2));
  if (cap < perAddress) logger.warn(`connections per address capped at ${cap}: half the open-file limit (${fileLimit}); raise ulimit -n to allow more`);
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Cuts a connection that has more than `max` requests in flight: browsers never pipeline, and a client that sends
 * requests without reading the answers would otherwise make the server hold every answer in memory.
 */
export function limitPipelining(app: FastifyInstance, max: number): void {
  const inFlight = new WeakMap<Socket, number>();
  app.addHook("onRequest", (request, reply, done) => {
    const socket = request.raw.socket;
    const count = (inFlight.get(socket) ?? 0) + 1;
    if (count > max) {
      // Not calling done: the request goes no further.
      reply.hijack();
      socket.destroy();
      return;
    }
    inFlight.set(socket, count);
    reply.raw.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
    });
    done();
  });
}
