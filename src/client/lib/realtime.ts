import { getHostKey } from "./host-keys.js";
import { PROTOCOL_MISMATCH } from "../../shared/close-codes.js";
import type { ErrorCode } from "../../shared/error-codes.js";
import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from "../../shared/limits.js";
import { PROTOCOL_VERSION, serverMessageSchema, type ClientMessage, type ClientRole, type ServerMessage } from "../../shared/protocol.js";

type Listener = (message: ServerMessage) => void;
/**
 * `connecting`: this page's first socket has neither opened nor failed yet (nothing was lost, so not "Disconnected").
 * After that, the spec's two states.
 */
export type ConnectionStatus = "connecting" | "connected" | "disconnected";
export type Acknowledged = { submissionId: string; duplicate?: true; answersLeft?: number; heldBack?: true };
type Pending = { resolve: (result: Acknowledged) => void; reject: (error: Error) => void };
/** Runs `run` after `delayMs`; returns a cancel function. Tests pass their own to drive the backoff. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

const scheduleTimeout: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/** A submission the server answered with `feedback-error`; `status` is what HTTP answers the same failure with. */
export class SubmitRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The socket closed or was never open: the submission may still go over HTTP. */
export class NotDelivered extends Error {}

/**
 * The app's one WebSocket to /ws. Reconnects up to 5 times with 1/2/4/8/16 s delays, each stretched by a random
 * share of up to half of it (the counter resets on a successful open) and rejoins the current session, in its role, after every reconnect. Every message from the server
 * is checked against the shared protocol; what does not fit is logged and ignored. A server of another protocol
 * version closes the socket (PROTOCOL_MISMATCH): then the connection stops and says the page must be reloaded.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private cancelRetry: (() => void) | null = null;
  private closedByApp = false;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private readonly pending = new Map<string, Pending>();
  private requestCounter = 0;
  currentSessionId: string | null = null;
  private currentRole: ClientRole = "participant";
  /** A re-join for a fresh snapshot is on its way: the deltas that arrive before it ask for no other. */
  private snapshotAsked = false;
  /** The page is out of sight (Page Visibility): a phone's channel is paused meanwhile (see setHidden). */
  private hidden = false;
  /** The server speaks another protocol version: only a reload helps. */
  isOutdated = false;
  /** A socket has opened or closed at least once. */
  private answered = false;

  constructor(
    private readonly url = defaultSocketUrl(),
    private readonly schedule: Schedule = scheduleTimeout,
    private readonly random: () => number = Math.random,
  ) {}

  get isConnected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  get status(): ConnectionStatus {
    return this.isConnected ? "connected" : this.answered ? "disconnected" : "connecting";
  }

  connect(): void {
    this.closedByApp = false;
    if (this.isOutdated || (this.socket && this.socket.readyState <= WebSocket.OPEN)) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.answered = true;
      if (this.currentSessionId) this.sendJoin(this.currentSessionId);
      this.notifyStatus();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      this.answered = true;
      this.failPending("Disconnected");
      this.snapshotAsked = false;
      if (this.socket === socket) this.socket = null;
      if (event.code === PROTOCOL_MISMATCH.code) {
        console.warn("Real-time connection: the server speaks another protocol version; the page must be reloaded");
        this.isOutdated = true;
      } else if (!this.closedByApp) {
        this.scheduleReconnect();
      }
      this.notifyStatus();
    };
    socket.onerror = () => console.warn("Real-time connection error");
  }

  /** Tries again at once (used when the browser comes back online or the tab becomes visible). */
  reconnectNow(): void {
    if (this.isConnected || this.closedByApp || this.isOutdated) return;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.attempts = 0;
    this.connect();
  }

  close(): void {
    this.closedByApp = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.socket?.close();
    this.socket = null;
  }

  private scheduleReconnect(): void {
    if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
      console.warn("Real-time connection: max reconnect attempts reached");
      return;
    }
    // Spread out: when a server restarts, a hall of phones loses it at the same moment, and without the spread every
    // one of them would knock again in the same few milliseconds, retry after retry.
    const base = RECONNECT_BASE_DELAY_MS * 2 ** this.attempts;
    const delay = Math.round(base * (1 + this.random() / 2));
    this.attempts += 1;
    this.cancelRetry = this.schedule(() => {
      this.cancelRetry = null;
      this.connect();
    }, delay);
  }

  private receive(raw: unknown): void {
    const message = parseServerMessage(raw);
    if (!message) return;
    if (message.type === "word-cloud-update" && message.sessionId === this.currentSessionId) this.snapshotAsked = false;
    if (message.type === "feedback-submitted" || message.type === "feedback-error") {
      const pending = message.requestId ? this.pending.get(message.requestId) : undefined;
      if (pending && message.requestId) {
        this.pending.delete(message.requestId);
        if (message.type === "feedback-submitted") pending.resolve({ submissionId: message.data.submissionId, duplicate: message.data.duplicate, answersLeft: message.data.answersLeft, heldBack: message.data.heldBack });
        else pending.reject(new SubmitRefused(message.error, message.status ?? 400, message.code));
      }
    }
    for (const listener of this.listeners) listener(message);
  }

  /**
   * Asks again for the snapshot of the session on screen (a re-join in its role), when a delta did not follow on
   * from the cloud held. A session left meanwhile is not joined again.
   */
  requestSnapshot(sessionId: string): void {
    if (this.currentSessionId !== sessionId || this.snapshotAsked) return;
    this.snapshotAsked = this.isConnected;
    this.sendJoin(sessionId);
  }

  send(message: ClientMessage): boolean {
    if (!this.isConnected || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private sendJoin(sessionId: string): void {
    // The host's screens prove themselves with the session's host key to see results the room does not see yet.
    const hostKey = this.currentRole === "host" ? getHostKey(sessionId) : undefined;
    this.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role: this.currentRole, ...(hostKey ? { hostKey } : {}) });
    // A join is served in sight; a page that is not says so right after (the server handles a socket's messages in order).
    if (this.hidden) this.sendVisibility();
  }

  /**
   * The page went out of sight or came back. A phone tells the server, which sends it no deltas meanwhile and one
   * snapshot on its return: a hall of phones in pockets costs nothing. The room's screens are never paused.
   */
  setHidden(hidden: boolean): void {
    if (this.hidden === hidden) return;
    this.hidden = hidden;
    this.sendVisibility();
  }

  private sendVisibility(): void {
    if (this.currentSessionId === null || this.currentRole !== "participant") return;
    this.send({ type: "set-visibility", sessionId: this.currentSessionId, visible: !this.hidden });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told when the socket opens or closes, and when it turns out to be outdated. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private notifyStatus(): void {
    for (const listener of this.statusListeners) listener();
  }

  /** Joins a session's channel: screens the room watches as `host` (every tick), phones as `participant`. */
  joinSession(sessionId: string, role: ClientRole = "participant"): void {
    this.currentSessionId = sessionId;
    this.currentRole = role;
    this.snapshotAsked = false;
    this.sendJoin(sessionId);
  }

  leaveSession(sessionId: string): void {
    this.send({ type: "leave-session", sessionId });
    if (this.currentSessionId === sessionId) this.currentSessionId = null;
  }

  /**
   * Sends one word over the socket; resolves when the server acknowledges it, rejects with SubmitRefused when it
   * answers with an error, with NotDelivered when the socket is not open or closes first.
   */
  submitFeedback(sessionId: string, text: string, participantId: string, submissionId: string, responseId?: string): Promise<Acknowledged> {
    const requestId = `r${++this.requestCounter}`;
    return new Promise((resolve, reject) => {
      if (!this.send({ type: "submit-feedback", sessionId, requestId, data: { text, participantId, submissionId, ...(responseId ? { responseId } : {}) } })) {
        reject(new NotDelivered("Not connected"));
        return;
      }
      this.pending.set(requestId, { resolve, reject });
    });
  }

  private failPending(reason: string): void {
    for (const pending of this.pending.values()) pending.reject(new NotDelivered(reason));
    this.pending.clear();
  }
}

/** A message from the server as the shared protocol describes it, or null (logged) for anything else. */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    console.warn("Real-time connection: ignored a message that is not JSON");
    return null;
  }
  const parsed = serverMessageSchema.safeParse(json);
  if (!parsed.success) {
    const type = typeof json === "object" && json !== null ? (json as { type?: unknown }).type : undefined;
    console.warn(`Real-time connection: ignored a message that does not fit the protocol (type ${JSON.stringify(type ?? null)})`);
    return null;
  }
  return parsed.data;
}

function defaultSocketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/ws`;
}
