import pg from "pg";
import WebSocket from "ws";
import { BUS_CHANNEL } from "../src/server/bus/pg-bus.js";
import { percentile } from "./lib/stats.js";

/** One socket per session and instance that notes when each version arrived, for the cross-instance skew. */
export class VersionObserver {
  readonly arrivals: { at: number; version: number }[] = [];
  private constructor(private readonly socket: WebSocket) {}

  static async open(wsUrl: string, sessionId: string): Promise<VersionObserver> {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    const observer = new VersionObserver(socket);
    socket.on("message", (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; sessionId?: string; data?: { version?: number } };
      if (message.sessionId !== sessionId || typeof message.data?.version !== "number") return;
      if (message.type === "word-cloud-update" || message.type === "word-cloud-delta") observer.arrivals.push({ at: performance.now(), version: message.data.version });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    socket.send(JSON.stringify({ type: "join-session", sessionId }));
    return observer;
  }

  /** When this instance first delivered `version` or a later one. */
  firstAtLeast(version: number): number | null {
    for (const arrival of this.arrivals) if (arrival.version >= version) return arrival.at;
    return null;
  }

  close(): void {
    this.socket.terminate();
  }
}

/**
 * Cross-instance skew of one session: for every version any instance delivered, the time between the first and
 * the last instance delivering it (or a later one, since an instance may pass over a version in one delta).
 */
export function versionSkews(observers: VersionObserver[], fromVersion: number): number[] {
  const versions = new Set<number>();
  for (const observer of observers) for (const arrival of observer.arrivals) if (arrival.version > fromVersion) versions.add(arrival.version);
  const skews: number[] = [];
  for (const version of versions) {
    const times = observers.map((observer) => observer.firstAtLeast(version));
    if (times.some((time) => time === null)) continue;
    skews.push(Math.max(...(times as number[])) - Math.min(...(times as number[])));
  }
  return skews;
}

/** Listens on the instances' bus channel and counts what they publish. */
export class BusCounter {
  readonly notifications: { at: number; bytes: number }[] = [];
  private constructor(private readonly client: pg.Client) {}

  static async start(databaseUrl: string): Promise<BusCounter> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const counter = new BusCounter(client);
    client.on("notification", (notification) => {
      if (notification.channel === BUS_CHANNEL) counter.notifications.push({ at: performance.now(), bytes: Buffer.byteLength(notification.payload ?? "") });
    });
    await client.query(`listen ${BUS_CHANNEL}`);
    return counter;
  }

  between(from: number, to: number): { count: number; perSecond: number; bytesP50: number; bytesMax: number } {
    const inside = this.notifications.filter((notification) => notification.at >= from && notification.at <= to);
    const sizes = inside.map((notification) => notification.bytes);
    return {
      count: inside.length,
      perSecond: inside.length / Math.max(0.001, (to - from) / 1000),
      bytesP50: percentile(sizes, 50),
      bytesMax: sizes.length ? Math.max(...sizes) : Number.NaN,
    };
  }

  async stop(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}
