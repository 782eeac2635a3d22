import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { REALTIME_MAX_MESSAGE_BYTES } from "../../shared/limits.js";
import { clientMessageSchema, type ClientMessage } from "../../shared/protocol.js";
import { describeZodError } from "../../shared/schemas/api.js";
import type { AppContext } from "../context.js";
import { submitFeedback } from "../features/feedback/service.js";
import { errorMessage, serialise, type RealtimeClient } from "./hub.js";

const PING_INTERVAL_MS = 30_000;

type Connection = RealtimeClient & { socket: WebSocket; alive: boolean; sessions: Set<string> };

/** Accepts WebSocket upgrades on /ws and turns JSON messages into service calls. */
export function attachSocketServer(server: Server, context: AppContext): { close(): Promise<void>; count(): number } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();

  server.on("upgrade", (request: IncomingMessage, socket, head) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname !== "/ws") {
      socket.write("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, url.searchParams.get("sessionId")));
  });

  function onConnection(socket: WebSocket, initialSessionId: string | null): void {
    const connection: Connection = {
      socket,
      alive: true,
      sessions: new Set(),
      send(message: string) {
        if (socket.readyState === socket.OPEN) socket.send(message);
      },
    };
    connections.add(connection);
    socket.on("pong", () => {
      connection.alive = true;
    });
    socket.on("message", (raw, isBinary) => {
      void handleRaw(connection, isBinary ? null : raw.toString());
    });
    socket.on("close", () => {
      connections.delete(connection);
      context.hub.leaveAll(connection);
    });
    socket.on("error", (error) => context.logger.debug({ err: error }, "socket error"));
    if (initialSessionId) void handleMessage(connection, { type: "join-session", sessionId: initialSessionId });
  }

  async function handleRaw(connection: Connection, raw: string | null): Promise<void> {
    let parsed: unknown;
    try {
      parsed = raw === null ? undefined : JSON.parse(raw);
    } catch {
      connection.send(serialise({ type: "feedback-error", error: "Messages must be JSON" }));
      return;
    }
    const result = clientMessageSchema.safeParse(parsed);
    if (!result.success) {
      const type = (parsed as { type?: unknown } | null)?.type;
      const known = ["join-session", "leave-session", "submit-feedback"].includes(String(type));
      const error = known ? describeZodError(result.error) : `Unknown message type: ${String(type).slice(0, 40)}`;
      connection.send(serialise({ type: "feedback-error", error }));
      return;
    }
    await handleMessage(connection, result.data);
  }

  async function handleMessage(connection: Connection, message: ClientMessage): Promise<void> {
    try {
      switch (message.type) {
        case "join-session":
          await context.hub.join(connection, message.sessionId);
          connection.sessions.add(message.sessionId);
          return;
        case "leave-session":
          context.hub.leave(connection, message.sessionId);
          connection.sessions.delete(message.sessionId);
          return;
        case "submit-feedback": {
          const result = await submitFeedback(context, { sessionId: message.sessionId, ...message.data });
          connection.send(
            serialise({ type: "feedback-submitted", sessionId: message.sessionId, requestId: message.requestId, data: { success: true, ...result } }),
          );
          return;
        }
        default: {
          const exhaustive: never = message;
          return exhaustive;
        }
      }
    } catch (error) {
      const requestId = "requestId" in message ? message.requestId : undefined;
      connection.send(serialise({ type: "feedback-error", sessionId: message.sessionId, requestId, error: errorMessage(error, context.logger) }));
    }
  }

  // Sockets that stop answering pings (a phone that went to sleep mid-lecture) are dropped.
  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    count: () => connections.size,
    async close() {
      clearInterval(pinger);
      for (const connection of connections) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
