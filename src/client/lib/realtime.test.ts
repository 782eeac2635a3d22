import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROTOCOL_MISMATCH, SERVER_SHUTTING_DOWN } from "../../shared/close-codes.js";
import { PROTOCOL_VERSION, type ServerMessage } from "../../shared/protocol.js";
import { RealtimeConnection } from "./realtime.js";

/** The browser's WebSocket as far as the connection uses it; the test plays the server. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: FakeWebSocket | null = null;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: any[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeWebSocket.CLOSED;
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  closeFromServer(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const cloud = { words: [{ text: "Kaffe", frequency: 1, weight: 1 }], totalSubmissions: 1, version: 1, uniqueWords: 1, totalWords: 1 };

describe("RealtimeConnection", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  function connected() {
    const connection = new RealtimeConnection("ws://test/ws");
    const received: ServerMessage[] = [];
    connection.subscribe((message) => received.push(message));
    connection.connect();
    const socket = FakeWebSocket.last!;
    socket.open();
    return { connection, socket, received };
  }

  it("ignores and logs every server message that does not fit the protocol, and keeps working", () => {
    const { connection, socket, received } = connected();
    connection.joinSession("s1", "host");
    const malformed = [
      "not json",
      "null",
      "[]",
      JSON.stringify({ type: "unknown-type", sessionId: "s1" }),
      JSON.stringify({ type: "word-cloud-update", sessionId: "s1", data: { words: "lots" } }),
      JSON.stringify({ type: "word-cloud-delta", sessionId: "s1", data: { baseVersion: 1 } }),
      JSON.stringify({ type: "feedback-submitted", requestId: "r1", data: { success: true } }),
      JSON.stringify({ type: "session-updated", sessionId: "s1", data: { id: 5 } }),
    ];
    for (const raw of malformed) expect(() => socket.receive(raw)).not.toThrow();
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(malformed.length);

    socket.receive(JSON.stringify({ type: "word-cloud-update", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, data: cloud }));
    socket.receive(
      JSON.stringify({
        type: "word-cloud-delta",
        sessionId: "s1",
        data: { baseVersion: 1, version: 2, totalSubmissions: 2, uniqueWords: 2, totalWords: 3, changed: [{ text: "Te", frequency: 1, weight: 1 }], removed: [] },
      }),
    );
    expect(received.map((message) => message.type)).toEqual(["word-cloud-update", "word-cloud-delta"]);
    expect(received[1]).toMatchObject({ data: { baseVersion: 1, version: 2, uniqueWords: 2, totalWords: 3 } });
  });

  it("asks for a fresh snapshot by joining again in its role, but never for a session it left", () => {
    const { connection, socket } = connected();
    connection.joinSession("s1", "presentation");
    connection.requestSnapshot("s1");
    connection.leaveSession("s1");
    connection.requestSnapshot("s1");
    const join = { type: "join-session", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, role: "presentation" };
    expect(socket.sent).toEqual([join, join, { type: "leave-session", sessionId: "s1" }]);
  });

  it("asks once for the snapshot that repairs a gap, however many deltas arrive before it, and again after it", () => {
    const { connection, socket } = connected();
    connection.joinSession("s1", "presentation");
    connection.requestSnapshot("s1");
    connection.requestSnapshot("s1");
    socket.receive(JSON.stringify({ type: "word-cloud-update", sessionId: "s1", data: cloud }));
    connection.requestSnapshot("s1");
    const join = { type: "join-session", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, role: "presentation" };
    expect(socket.sent).toEqual([join, join, join]);
  });

  it("joins with its protocol version and role", () => {
    const { connection, socket } = connected();
    connection.joinSession("s1", "host");
    expect(socket.sent).toEqual([{ type: "join-session", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, role: "host" }]);
  });

  it("tells the server when a phone's page goes out of sight and comes back, also right after a join, but never for a screen", () => {
    const { connection, socket } = connected();
    connection.joinSession("s1", "participant");
    connection.setHidden(true);
    connection.setHidden(true);
    connection.joinSession("s1", "participant");
    connection.setHidden(false);
    const join = { type: "join-session", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, role: "participant" };
    expect(socket.sent).toEqual([
      join,
      { type: "set-visibility", sessionId: "s1", visible: false },
      join,
      { type: "set-visibility", sessionId: "s1", visible: false },
      { type: "set-visibility", sessionId: "s1", visible: true },
    ]);

    const screen = connected();
    screen.connection.joinSession("s1", "presentation");
    screen.connection.setHidden(true);
    expect(screen.socket.sent.map((message) => message.type)).toEqual(["join-session"]);
  });

  it("says it is connecting until its first socket opens or fails, and after that only connected or disconnected", () => {
    const retries: (() => void)[] = [];
    const opened = new RealtimeConnection("ws://test/ws", () => () => undefined);
    expect(opened.status).toBe("connecting");
    opened.connect();
    expect(opened.status).toBe("connecting");
    FakeWebSocket.last!.open();
    expect(opened.status).toBe("connected");
    FakeWebSocket.last!.closeFromServer(SERVER_SHUTTING_DOWN.code);
    expect(opened.status).toBe("disconnected");

    const refused = new RealtimeConnection("ws://test/ws", (run) => {
      retries.push(run);
      return () => undefined;
    });
    refused.connect();
    FakeWebSocket.last!.closeFromServer(1006);
    expect(refused.status).toBe("disconnected");
    // A retry under way is still "disconnected": something was already lost.
    retries.shift()?.();
    expect(FakeWebSocket.last!.readyState).toBe(FakeWebSocket.CONNECTING);
    expect(refused.status).toBe("disconnected");
  });

  it("stops and says the page must be reloaded when the server closes for another protocol version", () => {
    vi.useFakeTimers();
    try {
      const { connection, socket } = connected();
      const status = vi.fn();
      connection.onStatus(status);
      socket.closeFromServer(PROTOCOL_MISMATCH.code);
      expect(connection.isOutdated).toBe(true);
      expect(status).toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      connection.reconnectNow();
      expect(FakeWebSocket.last).toBe(socket);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reconnects and rejoins in its role when the server closes because it is shutting down", () => {
    vi.useFakeTimers();
    try {
      const { connection, socket } = connected();
      connection.joinSession("s1", "host");
      socket.closeFromServer(SERVER_SHUTTING_DOWN.code);
      expect(connection.isOutdated).toBe(false);
      vi.advanceTimersByTime(60_000);
      const next = FakeWebSocket.last!;
      expect(next).not.toBe(socket);
      next.open();
      expect(next.sent).toEqual([{ type: "join-session", sessionId: "s1", protocolVersion: PROTOCOL_VERSION, role: "host" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("spreads its reconnects: each delay is the doubling one stretched by a random share of up to half of it", () => {
    const delays: number[] = [];
    const retries: (() => void)[] = [];
    const shares = [0, 0.999, 0.5, 0.25, 0];
    const connection = new RealtimeConnection(
      "ws://test/ws",
      (run, delayMs) => {
        delays.push(delayMs);
        retries.push(run);
        return () => undefined;
      },
      () => shares[delays.length]!,
    );
    connection.connect();
    for (let attempt = 0; attempt < 6; attempt++) {
      FakeWebSocket.last!.closeFromServer(SERVER_SHUTTING_DOWN.code);
      retries.shift()?.();
    }
    expect(delays).toEqual([1_000, 2_999, 5_000, 9_000, 16_000]);
  });
});
