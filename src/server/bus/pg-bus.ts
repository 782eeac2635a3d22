import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { isConnectionError } from "../store/postgres-errors.js";
import { decodeBusMessage, encodeBusMessage, newInstanceId, type Bus, type BusHandlers, type BusStats } from "./bus.js";

/** NOTIFY channels are per database, so instances of different Ordsky databases never hear each other. */
export const BUS_CHANNEL = "ordsky_changes";
/** The listener's connection shows up under this name in pg_stat_activity. */
export const BUS_APPLICATION_NAME = "ordsky-bus";
const RECONNECT_BASE_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** A listener that answers no query for this long is taken as dead even if TCP has not noticed yet. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

/**
 * The bus over PostgreSQL LISTEN/NOTIFY on one dedicated connection per instance (never a pooled one, which would
 * drop the LISTEN when returned). Publishing uses the same connection, outside any submission's transaction.
 * When the connection is lost it reconnects with backoff and then asks the hub to reload its live sessions,
 * because whatever was sent meanwhile is gone.
 */
export async function createPgBus(url: string, logger: FastifyBaseLogger, observers: { onLag?(lagMs: number): void } = {}): Promise<Bus> {
  const instanceId = newInstanceId();
  const counters: BusStats = { published: 0, received: 0, reconnects: 0, bytesPublished: 0 };
  let handlers: BusHandlers | null = null;
  let client: pg.Client | null = null;
  let closing = false;
  let attempts = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== BUS_CHANNEL || !notification.payload) return;
    const message = decodeBusMessage(notification.payload);
    if (!message || message.instanceId === instanceId) return;
    counters.received += 1;
    // Instances' clocks differ by what NTP leaves; the lag is for spotting seconds, not milliseconds.
    if (message.sentAt !== undefined) observers.onLag?.(Date.now() - message.sentAt);
    handlers?.onMessage(message);
  };

  const lost = (dead: pg.Client, reason: unknown) => {
    if (client !== dead) return;
    client = null;
    dead.removeAllListeners("notification");
    dead.end().catch(() => undefined);
    if (closing) return;
    logger.warn({ err: reason }, "bus: lost the PostgreSQL listener connection; reconnecting");
    schedule();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: BUS_APPLICATION_NAME });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("connection ended")));
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`listen ${BUS_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on("error", () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closing) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempts = 0;
  };

  const schedule = () => {
    if (retryTimer || closing) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempts);
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          counters.reconnects += 1;
          logger.info("bus: listener reconnected; reloading live sessions");
          handlers?.onResync();
        },
        (error: unknown) => {
          logger.debug({ err: error }, "bus: reconnect failed");
          schedule();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const beat = () => {
    const current = client;
    if (!current) return;
    const timeout = setTimeout(() => lost(current, new Error("heartbeat timed out")), HEARTBEAT_TIMEOUT_MS);
    current.query("select 1").then(
      () => clearTimeout(timeout),
      (error: unknown) => {
        clearTimeout(timeout);
        lost(current, error);
      },
    );
  };

  try {
    await connect();
  } catch (error) {
    logger.warn({ err: error }, "bus: cannot listen yet; retrying in the background");
    schedule();
  }
  heartbeat = setInterval(beat, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    distributed: true,
    instanceId,
    subscribe(next) {
      handlers = next;
    },
    publish(message) {
      const current = client;
      if (!current) return;
      for (const payload of encodeBusMessage(message)) {
        counters.published += 1;
        counters.bytesPublished += Buffer.byteLength(payload);
        current.query("select pg_notify($1, $2)", [BUS_CHANNEL, payload]).catch((error: unknown) => {
          if (isConnectionError(error)) lost(current, error);
          else logger.warn({ err: error }, "bus: could not publish");
        });
      }
    },
    stats: () => ({ ...counters }),
    isConnected: () => client !== null,
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
