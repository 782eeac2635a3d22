import { Agent } from "node:http";
import WebSocket from "ws";
import { PROTOCOL_VERSION, type ClientRole } from "../../src/shared/protocol.js";
import { applyDelta, CloudState, MessageInterner, TransitionCache, type DeltaData, type WordEntry } from "./cloud-state.js";

type Watcher = {
  socket: WebSocket;
  /** Host screens (presentation, dashboards) get every tick; phones their cadence. */
  role: ClientRole;
  state: CloudState | null;
  /** When the state last changed (performance.now()). */
  updatedAt: number;
  /** Waiting for a fresh snapshot after a version gap. */
  resyncing: boolean;
};

export type TrafficCounters = {
  messages: number;
  /** Messages received by host-role sockets (the rest went to phones). */
  hostMessages: number;
  bytes: number;
  byType: Record<string, number>;
  /** Payload size → how many sockets received a message of that size, for cloud updates (snapshots or deltas). */
  snapshotSizes: Map<number, number>;
  deltaSizes: Map<number, number>;
  gaps: number;
  resyncRequests: number;
};

function emptyCounters(): TrafficCounters {
  return { messages: 0, hostMessages: 0, bytes: 0, byType: {}, snapshotSizes: new Map(), deltaSizes: new Map(), gaps: 0, resyncRequests: 0 };
}

function bump(histogram: Map<number, number>, size: number): void {
  histogram.set(size, (histogram.get(size) ?? 0) + 1);
}

/** Many WebSocket clients watching one session, each applying snapshots and deltas to its own state. */
export class WatcherPool {
  private readonly watchers: Watcher[] = [];
  /** Phones whose page is (or is about to be) out of sight, with the timers that hide them. */
  private readonly hiding = new Map<Watcher, ReturnType<typeof setTimeout>>();
  private readonly interner = new MessageInterner();
  private readonly transitions = new TransitionCache();
  counters = emptyCounters();
  connectErrors = 0;
  socketErrors = 0;
  unexpectedCloses = 0;
  private closing = false;

  constructor(
    private readonly wsUrl: string,
    private readonly sessionId: string,
  ) {}

  get size(): number {
    return this.watchers.length;
  }

  /**
   * Opens `count` sockets, `concurrency` handshakes at a time, spread over the given source addresses; the first
   * `hosts` of them join as host screens, the others as phones.
   */
  async connect(count: number, sourceAddresses: string[], concurrency: number, hosts = 0): Promise<void> {
    const agents = sourceAddresses.map((localAddress) => new Agent({ localAddress, keepAlive: false }));
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        try {
          this.watchers.push(await this.open(agents[index % agents.length], index < hosts ? "host" : "participant"));
        } catch {
          this.connectErrors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    // Everyone has a snapshot before the storm starts.
    const deadline = performance.now() + 30_000;
    while (this.watchers.some((watcher) => watcher.state === null) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  private open(agent: Agent | undefined, role: ClientRole): Promise<Watcher> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.wsUrl, { agent, perMessageDeflate: false, handshakeTimeout: 15_000 });
      const watcher: Watcher = { socket, role, state: null, updatedAt: 0, resyncing: false };
      socket.once("open", () => {
        this.join(watcher);
        resolve(watcher);
      });
      socket.on("error", (error) => {
        if (socket.readyState === WebSocket.CONNECTING) reject(error);
        else this.socketErrors += 1;
      });
      socket.on("close", () => {
        if (!this.closing && watcher.state !== null) this.unexpectedCloses += 1;
      });
      socket.on("message", (raw: Buffer, isBinary: boolean) => this.receive(watcher, raw, isBinary));
    });
  }

  /** The first `share` of the phones go out of sight one after another over `overMs`; returns how many will. */
  hide(share: number, overMs: number): number {
    const phones = this.watchers.filter((watcher) => watcher.role === "participant");
    const count = Math.round(phones.length * share);
    phones.slice(0, count).forEach((watcher, index) => {
      const timer = setTimeout(() => this.sendVisibility(watcher, false), (index / count) * overMs);
      this.hiding.set(watcher, timer);
    });
    return count;
  }

  /** Every phone out of sight comes back (each then gets one snapshot); one not hidden yet never goes. */
  reveal(): void {
    for (const [watcher, timer] of this.hiding) {
      clearTimeout(timer);
      this.sendVisibility(watcher, true);
    }
    this.hiding.clear();
  }

  private sendVisibility(watcher: Watcher, visible: boolean): void {
    if (watcher.socket.readyState === WebSocket.OPEN) watcher.socket.send(JSON.stringify({ type: "set-visibility", sessionId: this.sessionId, visible }));
  }

  private join(watcher: Watcher): void {
    watcher.socket.send(JSON.stringify({ type: "join-session", sessionId: this.sessionId, protocolVersion: PROTOCOL_VERSION, role: watcher.role }));
  }

  private receive(watcher: Watcher, raw: Buffer, isBinary: boolean): void {
    const counters = this.counters;
    counters.messages += 1;
    if (watcher.role === "host") counters.hostMessages += 1;
    counters.bytes += raw.length;
    if (isBinary) {
      counters.byType["(binary)"] = (counters.byType["(binary)"] ?? 0) + 1;
      return;
    }
    const message = this.interner.intern(raw);
    counters.byType[message.type] = (counters.byType[message.type] ?? 0) + 1;
    if (message.type === "word-cloud-update") {
      bump(counters.snapshotSizes, message.size);
      const next = this.transitions.get(null, message, () => CloudState.fromSnapshot(message.data as { words: WordEntry[]; totalSubmissions: number; version: number }));
      if (next !== "gap") this.setState(watcher, next);
      watcher.resyncing = false;
    } else if (message.type === "word-cloud-delta") {
      bump(counters.deltaSizes, message.size);
      if (watcher.resyncing || watcher.state === null) return;
      const state = watcher.state;
      const next = this.transitions.get(state, message, () => {
        const delta = message.data as DeltaData;
        return delta.baseVersion === state.version ? applyDelta(state, delta) : "gap";
      });
      if (next === "gap") {
        counters.gaps += 1;
        counters.resyncRequests += 1;
        watcher.resyncing = true;
        this.join(watcher);
      } else {
        this.setState(watcher, next);
      }
    }
  }

  private setState(watcher: Watcher, state: CloudState): void {
    if (watcher.state !== state) {
      watcher.state = state;
      watcher.updatedAt = performance.now();
    }
  }

  resetCounters(): void {
    this.counters = emptyCounters();
  }

  /**
   * How many watchers hold exactly the target's top 20 and total, and the latest time one of them changed state;
   * the same for the host screens alone.
   */
  compare(targetKey: string): { matching: number; lastUpdateAt: number; hosts: { matching: number; count: number; lastUpdateAt: number } } {
    let matching = 0;
    let lastUpdateAt = 0;
    const hosts = { matching: 0, count: 0, lastUpdateAt: 0 };
    for (const watcher of this.watchers) {
      const matches = watcher.state !== null && !watcher.resyncing && watcher.state.key() === targetKey;
      if (matches) matching += 1;
      lastUpdateAt = Math.max(lastUpdateAt, watcher.updatedAt);
      if (watcher.role !== "host") continue;
      hosts.count += 1;
      if (matches) hosts.matching += 1;
      hosts.lastUpdateAt = Math.max(hosts.lastUpdateAt, watcher.updatedAt);
    }
    return { matching, lastUpdateAt, hosts };
  }

  openCount(): number {
    return this.watchers.filter((watcher) => watcher.socket.readyState === WebSocket.OPEN).length;
  }

  async close(): Promise<void> {
    this.closing = true;
    const closed = this.watchers.map(
      (watcher) =>
        new Promise<void>((resolve) => {
          if (watcher.socket.readyState === WebSocket.CLOSED) return resolve();
          watcher.socket.once("close", () => resolve());
          watcher.socket.terminate();
        }),
    );
    await Promise.race([Promise.all(closed), new Promise((r) => setTimeout(r, 5_000))]);
  }
}
