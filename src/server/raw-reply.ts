import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Answers on a bare connection, before (or instead of) any HTTP framework, in the same `{ success: false, error }`
 * envelope as every other failure, then ends the connection. For what Node's parser refuses and for WebSocket
 * upgrades that are not accepted.
 */
export function answerRaw(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!socket.writable) return;
  const body = JSON.stringify({ success: false, error: message });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}
