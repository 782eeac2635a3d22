import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TOO_BIG } from "../src/shared/close-codes.js";
import { createTestDatabase } from "./helpers/test-server.js";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.js";

const MiB = 1024 * 1024;
const FRAME_BYTES = 100 * MiB;

/** The process's resident memory now, from the kernel. */
function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes) * 1024;
}

type Outcome = { closeCode: number | null; bytesTaken: number };

/**
 * What a hostile client does: opens /ws, announces one text frame of `bytes` and sends all of it as fast as the
 * server takes it, without ever answering the close frame (it keeps its half of the connection open, as a script
 * may). Resolves when the server cuts the connection, with the close code it sent and the bytes it let in.
 */
function sendOversizedFrame(port: number, bytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let upgraded = false;
    let closeCode: number | null = null;
    let sent = 0;
    const block = Buffer.alloc(MiB, 0x61);
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += block.length;
        if (!socket.write(block)) return void socket.once("drain", pump);
      }
      // All of it taken: the client has nothing more to say.
      socket.end();
    };
    socket.once("connect", () => {
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n\r\n`,
      );
    });
    socket.on("data", (chunk) => {
      if (!upgraded) {
        upgraded = chunk.toString("latin1").startsWith("HTTP/1.1 101");
        if (!upgraded) return void socket.destroy();
        // FIN, text, masked, a 64-bit length: the header alone says the frame is far over the limit.
        const header = Buffer.alloc(14);
        header[0] = 0x81;
        header[1] = 0x80 | 127;
        header.writeBigUInt64BE(BigInt(bytes), 2);
        randomBytes(4).copy(header, 10);
        socket.write(header);
        pump();
        return;
      }
      const close = chunk.indexOf(0x88);
      if (close >= 0 && closeCode === null && chunk.length >= close + 4) closeCode = chunk.readUInt16BE(close + 2);
    });
    socket.on("error", () => undefined);
    // The bytes the kernel took from this process: what the server read, plus what its buffers and ours hold.
    socket.once("close", () => resolve({ closeCode, bytesTaken: socket.bytesWritten - socket.writableLength }));
  });
}

// The server as production runs it, in its own process, so its memory is its own.
let server: ServerProcess;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  server = await startServerProcess(database.url);
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

describe("oversized WebSocket frames", () => {
  it("read no further than their header: three 100 MB frames are refused with 1009, their senders stall, and the server grows by less than 64 MiB", async () => {
    const before = residentBytes(server.pid);
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
    const outcomes = await Promise.all([0, 1, 2].map(() => sendOversizedFrame(server.port, FRAME_BYTES))).finally(() => clearInterval(sampling));
    peak = Math.max(peak, residentBytes(server.pid));
    for (const outcome of outcomes) {
      expect(outcome.closeCode).toBe(MESSAGE_TOO_BIG.code);
      // Loopback's buffers (the kernel's, both ends) take a few MB; the rest of the frame was never read.
      expect(outcome.bytesTaken, "bytes the server let in").toBeLessThan(32 * MiB);
    }
    expect(peak - before, `grew from ${(before / MiB).toFixed(0)} MiB to ${(peak / MiB).toFixed(0)} MiB`).toBeLessThan(64 * MiB);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 60_000);
});
