// What the bench's own servers (the reference and the floor) share: plain node:http JSON, and how they start and stop.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { RawData, WebSocketServer } from "ws";

export function sendJson(response: ServerResponse, status: number, payload: string): void {
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(payload) });
  response.end(payload);
}

/** The request's JSON body; an empty object for an empty or malformed one. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Listens on PORT (or `defaultPort`) and HOST, and closes every socket and the server on SIGTERM or SIGINT. */
export function listenUntilSignalled(server: Server, sockets: WebSocketServer, defaultPort: number): void {
  server.listen(Number(process.env.PORT ?? defaultPort), process.env.HOST ?? "127.0.0.1");
  const stop = () => {
    for (const socket of sockets.clients) socket.terminate();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** A socket message as JSON, or null when it is not. */
export function parseMessage<T>(raw: RawData): T | null {
  try {
    return JSON.parse(raw.toString()) as T;
  } catch {
    return null;
  }
}
