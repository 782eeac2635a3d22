import WebSocket, { type ClientOptions } from "ws";

/** A WebSocket test client that records every message and can wait for one matching a predicate. */
export class TestSocket {
  readonly messages: any[] = [];
  /** Resolves with the close code and reason once the socket is closed (by either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { predicate: (message: any) => boolean; resolve: (message: any) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      let message: any;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        message = { type: "(not json)", raw: raw.toString() };
      }
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    socket.on("error", () => undefined);
    this.closed = new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async connect(url: string, options?: ClientOptions): Promise<TestSocket> {
    const socket = new WebSocket(url, options);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new TestSocket(socket);
  }

  /** Sends JSON (objects), text (strings) or a binary frame (Buffers) as given. */
  send(message: unknown): void {
    if (Buffer.isBuffer(message)) this.socket.send(message, { binary: true });
    else this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (already received or future) that matches. */
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
