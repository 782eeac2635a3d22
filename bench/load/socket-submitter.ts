import WebSocket from "ws";

type Pending = { socket: WebSocket; resolve: (outcome: SubmitOutcome) => void; timer: NodeJS.Timeout };
export type SubmitOutcome = { ok: true } | { ok: false; error: string };

/**
 * Participants submitting the way the participant page does while connected: each over a socket of its own, one
 * `submit-feedback` per word with a requestId and a submissionId, answered by `feedback-submitted` or
 * `feedback-error`. The sockets do not join the session: the watching is done by the watcher process's sockets, one
 * per phone, so these only add idle connections to the server, not deliveries.
 */
export class SocketSubmitter {
  private readonly sockets = new Map<string, WebSocket>();
  private readonly pending = new Map<string, Pending>();
  private counter = 0;

  constructor(private readonly wsUrl: string) {}

  /** Opens one socket per participant, `concurrency` at a time. */
  async connect(participantIds: string[], concurrency = 50): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < participantIds.length) {
        const id = participantIds[next++]!;
        if (!this.sockets.has(id)) this.sockets.set(id, await this.open());
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, participantIds.length) }, worker));
  }

  private open(): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.wsUrl, { perMessageDeflate: false, handshakeTimeout: 15_000 });
      socket.once("open", () => resolve(socket));
      socket.once("error", reject);
      socket.on("message", (raw: Buffer) => this.receive(raw));
      socket.on("close", () => {
        for (const [requestId, pending] of this.pending) {
          if (pending.socket !== socket) continue;
          this.pending.delete(requestId);
          clearTimeout(pending.timer);
          pending.resolve({ ok: false, error: "socket closed" });
        }
      });
    });
  }

  private receive(raw: Buffer): void {
    let message: { type?: string; requestId?: string; error?: string };
    try {
      message = JSON.parse(raw.toString("utf8")) as typeof message;
    } catch {
      return;
    }
    if (!message.requestId) return;
    const pending = this.pending.get(message.requestId);
    if (!pending) return;
    this.pending.delete(message.requestId);
    clearTimeout(pending.timer);
    pending.resolve(message.type === "feedback-submitted" ? { ok: true } : { ok: false, error: message.error ?? "error" });
  }

  send(sessionId: string, participantId: string, text: string, timeoutMs = 15_000): Promise<SubmitOutcome> {
    const socket = this.sockets.get(participantId);
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve({ ok: false, error: "no open socket" });
    const requestId = `r${++this.counter}`;
    const submissionId = `bench-${process.pid}-${String(this.counter).padStart(10, "0")}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        resolve({ ok: false, error: `timeout after ${timeoutMs} ms` });
      }, timeoutMs);
      this.pending.set(requestId, { socket, resolve, timer });
      socket.send(JSON.stringify({ type: "submit-feedback", sessionId, requestId, data: { text, participantId, submissionId } }));
    });
  }

  close(): void {
    for (const socket of this.sockets.values()) socket.terminate();
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
    this.pending.clear();
  }
}
