import WebSocket, { type ClientOptions } from "ws";
import { applyDeltaToCloud } from "../../src/shared/cloud-delta.js";
import { PROTOCOL_VERSION } from "../../src/shared/protocol.js";
import type { WordCloud } from "../../src/shared/schemas/feedback.js";

/** The word cloud a client holds for one session, rebuilt from the snapshot and deltas it received. */
export type TrackedCloud = WordCloud & {
  /** Cloud messages (snapshots and deltas) received for the session, in order. */
  messages: any[];
  /** Deltas whose baseVersion did not match the version held: a client would have to ask for a new snapshot. */
  gaps: number;
};

const CLOUD_TYPES = new Set(["word-cloud-update", "word-cloud-delta"]);

/** A WebSocket test client that records every message and can wait for one matching a predicate. */
export class TestSocket {
  readonly messages: any[] = [];
  /** WebSocket pings received from the server (the heartbeat). */
  pings = 0;
  /** Resolves with the close code and reason once the socket is closed (by either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly clouds = new Map<string, TrackedCloud>();
  private waiters: { predicate: (message: any) => boolean; resolve: (message: any) => void }[] = [];

  // Listeners are attached before the socket opens, so a message sent right after the handshake is never missed.
  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      let message: any;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        message = { type: "(not json)", raw: raw.toString() };
      }
      this.track(message);
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    socket.on("ping", () => (this.pings += 1));
    socket.on("error", () => undefined);
    this.closed = new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async connect(url: string, options?: ClientOptions): Promise<TestSocket> {
    const client = new TestSocket(new WebSocket(url, options));
    await new Promise<void>((resolve, reject) => {
      client.socket.once("open", () => resolve());
      client.socket.once("error", reject);
    });
    return client;
  }

  private track(message: any): void {
    if (!CLOUD_TYPES.has(message?.type) || typeof message.sessionId !== "string") return;
    const cloud: TrackedCloud = this.clouds.get(message.sessionId) ?? { words: [], totalSubmissions: 0, version: -1, uniqueWords: 0, totalWords: 0, messages: [], gaps: 0 };
    cloud.messages.push(message);
    if (message.type === "word-cloud-update") {
      Object.assign(cloud, message.data);
    } else if (message.data.baseVersion === cloud.version) {
      Object.assign(cloud, applyDeltaToCloud(cloud, message.data));
    } else {
      cloud.gaps += 1;
    }
    this.clouds.set(message.sessionId, cloud);
  }

  /** The cloud this client holds for a session, or undefined before its first snapshot. */
  cloud(sessionId: string): TrackedCloud | undefined {
    return this.clouds.get(sessionId);
  }

  /** Resolves once the cloud held for the session satisfies the predicate (checked after every cloud message). */
  async waitForCloud(sessionId: string, predicate: (cloud: TrackedCloud) => boolean = () => true, timeoutMs = 5000): Promise<TrackedCloud> {
    const matches = (message: any) => {
      if (!CLOUD_TYPES.has(message?.type) || message.sessionId !== sessionId) return false;
      const cloud = this.clouds.get(sessionId);
      return cloud !== undefined && predicate(cloud);
    };
    const current = this.clouds.get(sessionId);
    if (!(current && predicate(current))) await this.waitForNext(matches, timeoutMs);
    return this.clouds.get(sessionId)!;
  }

  /** Sends JSON (objects), text (strings) or a binary frame (Buffers) as given. */
  send(message: unknown): void {
    if (Buffer.isBuffer(message)) this.socket.send(message, { binary: true });
    else this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (already received or future) that matches. */
  /** Joins a session as the current protocol's client in `role` (a `host` proves itself with the host key) and waits for its snapshot. */
  async join(sessionId: string, role: "host" | "presentation" | "participant", hostKey?: string): Promise<void> {
    this.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role, ...(hostKey ? { hostKey } : {}) });
    await this.waitFor((message) => message.type === "word-cloud-update" && message.sessionId === sessionId);
  }

  waitFor(predicate: (message: any) => boolean, timeoutMs = 5000): Promise<any> {
    const seen = this.messages.find(predicate);
    if (seen) return Promise.resolve(seen);
    return this.waitForNext(predicate, timeoutMs);
  }

  /** Resolves with the first matching message that arrives from now on. */
  waitForNext(predicate: (message: any) => boolean, timeoutMs = 5000): Promise<any> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for message; got ${JSON.stringify(this.messages.slice(-3))}`)), timeoutMs);
      this.waiters.push({
        predicate,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  /**
   * Resolves once the server answered a ping sent now. The server writes to a socket in order, so every message it
   * wrote before answering has arrived: a test can then check that something was not sent, without waiting a time.
   */
  roundTrip(timeoutMs = 5000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for a pong")), timeoutMs);
      this.socket.once("pong", () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.ping();
    });
  }

  /** Messages received so far with the given type. */
  ofType(type: string): any[] {
    return this.messages.filter((message) => message.type === type);
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close();
  }

  /** Closes and waits until the server has seen the close. */
  async closeAndWait(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}
