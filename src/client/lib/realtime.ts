import { applyDeltaToCloud } from "../../shared/cloud-delta.js";
import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from "../../shared/limits.js";
import type { ClientMessage, ServerMessage } from "../../shared/protocol.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";

type Listener = (message: ServerMessage) => void;
type Acknowledged = { submissionId: string; duplicate?: true };
type Pending = { resolve: (result: Acknowledged) => void; reject: (error: Error) => void };

/**
 * The app's one WebSocket to /ws. Reconnects up to 5 times with 1/2/4/8/16 s delays (the counter resets on a
 * successful open) and rejoins the current session after every reconnect.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closedByApp = false;
  private readonly listeners = new Set<Listener>();
  private readonly pending = new Map<string, Pending>();
  private requestCounter = 0;
  /** The live cloud per joined session, kept current by applying deltas in version order. */
  private readonly clouds = new Map<string, WordCloud>();
  currentSessionId: string | null = null;

  constructor(private readonly url = defaultSocketUrl()) {}

  get isConnected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    this.closedByApp = false;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      if (this.currentSessionId) this.send({ type: "join-session", sessionId: this.currentSessionId });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      this.failPending("Disconnected");
      if (this.socket === socket) this.socket = null;
      if (!this.closedByApp) this.scheduleReconnect();
    };
    socket.onerror = () => console.warn("Real-time connection error");
  }

  /** Tries again at once (used when the browser comes back online or the tab becomes visible). */
  reconnectNow(): void {
    if (this.isConnected || this.closedByApp) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempts = 0;
    this.connect();
  }

  close(): void {
    this.closedByApp = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
  }

  private scheduleReconnect(): void {
    if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
      console.warn("Real-time connection: max reconnect attempts reached");
      return;
    }
    const delay = RECONNECT_BASE_DELAY_MS * 2 ** this.attempts;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private receive(raw: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
      if (!message || typeof message.type !== "string") throw new Error("no type");
    } catch {
      console.warn("Real-time connection: could not parse a message");
      return;
    }
    if (message.type === "word-cloud-update") this.clouds.set(message.sessionId, message.data);
    if (message.type === "word-cloud-delta") {
      // Listeners only ever see whole clouds: a delta becomes the word-cloud-update it stands for.
      const cloud = this.applyDelta(message);
      if (!cloud) return;
      message = { type: "word-cloud-update", sessionId: message.sessionId, data: cloud };
    }
    if (message.type === "feedback-submitted" || message.type === "feedback-error") {
      const pending = message.requestId ? this.pending.get(message.requestId) : undefined;
      if (pending && message.requestId) {
        this.pending.delete(message.requestId);
        if (message.type === "feedback-submitted") pending.resolve({ submissionId: message.data.submissionId, duplicate: message.data.duplicate });
        else pending.reject(new Error(message.error));
      }
    }
    for (const listener of this.listeners) listener(message);
  }

  /** Applies a delta in order, or asks for a fresh snapshot when a version was missed. */
  private applyDelta(message: Extract<ServerMessage, { type: "word-cloud-delta" }>): WordCloud | null {
    const current = this.clouds.get(message.sessionId);
    if (!current || current.version !== message.data.baseVersion) {
      this.clouds.delete(message.sessionId);
      this.send({ type: "join-session", sessionId: message.sessionId });
      return null;
    }
    const next = applyDeltaToCloud(current, message.data);
    this.clouds.set(message.sessionId, next);
    return next;
  }

  send(message: ClientMessage): boolean {
    if (!this.isConnected || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  joinSession(sessionId: string): void {
    this.currentSessionId = sessionId;
    this.send({ type: "join-session", sessionId });
  }

  leaveSession(sessionId: string): void {
    this.send({ type: "leave-session", sessionId });
    this.clouds.delete(sessionId);
    if (this.currentSessionId === sessionId) this.currentSessionId = null;
  }

  /** Sends one word over the socket; resolves when the server acknowledges it. Rejects at once when not connected. */
  submitFeedback(sessionId: string, text: string, participantId: string, submissionId: string): Promise<Acknowledged> {
    const requestId = `r${++this.requestCounter}`;
    return new Promise((resolve, reject) => {
      if (!this.send({ type: "submit-feedback", sessionId, requestId, data: { text, participantId, submissionId } })) {
        reject(new Error("Not connected"));
        return;
      }
      this.pending.set(requestId, { resolve, reject });
    });
  }

  /** Forgets a request whose answer we no longer wait for (after falling back to HTTP). */
  abandon(requestPromise: Promise<unknown>): void {
    void requestPromise.catch(() => undefined);
  }

  private failPending(reason: string): void {
    for (const pending of this.pending.values()) pending.reject(new Error(reason));
    this.pending.clear();
  }
}

function defaultSocketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/ws`;
}
