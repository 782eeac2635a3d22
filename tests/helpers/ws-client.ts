import WebSocket from "ws";

/** A WebSocket test client that records every message and can wait for one matching a predicate. */
export class TestSocket {
  readonly messages: any[] = [];
  private waiters: { predicate: (message: any) => boolean; resolve: (message: any) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString());
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static async connect(url: string): Promise<TestSocket> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new TestSocket(socket);
  }

  send(message: unknown): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (already received or future) that matches. */
  waitFor(predicate: (message: any) => boolean, timeoutMs = 5000): Promise<any> {
    const seen = this.messages.find(predicate);
    if (seen) return Promise.resolve(seen);
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

  close(): void {
    this.socket.close();
  }
}
