import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { sharedTextFrame, textFrame } from "./text-frame.js";

let server: Server | null = null;

afterEach(async () => {
  const running = server;
  server = null;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A real ws client receiving frames written straight to the server side's TCP socket. */
async function receiveRawFrames(payloads: Buffer[]): Promise<string[]> {
  server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      for (const payload of payloads) (socket as Socket).write(sharedTextFrame(payload));
      ws.send("end");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on("message", (data, isBinary) => {
      expect(isBinary).toBe(false);
      const text = data.toString();
      if (text === "end") resolve();
      else received.push(text);
    });
    client.on("error", reject);
  });
  client.close();
  return received;
}

describe("textFrame", () => {
  it("frames payloads of every length class so a WebSocket client reads them as text messages", async () => {
    const sizes = [0, 1, 125, 126, 1500, 65_535, 65_536, 200_000];
    const payloads = sizes.map((size, index) => Buffer.from(JSON.stringify({ index, fill: "x".repeat(Math.max(0, size - 30)) }).slice(0, Math.max(size, 0))));
    const texts = payloads.map((payload) => payload.toString());
    expect(await receiveRawFrames(payloads)).toEqual(texts);
  });

  it("uses the 2, 4 and 10 byte headers of RFC 6455 with FIN and the text opcode", () => {
    expect([...textFrame(Buffer.from("hi")).subarray(0, 2)]).toEqual([0x81, 2]);
    const medium = textFrame(Buffer.alloc(300, 97));
    expect([medium[0], medium[1], medium.readUInt16BE(2), medium.length]).toEqual([0x81, 126, 300, 304]);
    const large = textFrame(Buffer.alloc(70_000, 97));
    expect([large[0], large[1], Number(large.readBigUInt64BE(2)), large.length]).toEqual([0x81, 127, 70_000, 70_010]);
  });

  it("builds the frame of a payload once however many sockets it goes to", () => {
    const payload = Buffer.from('{"type":"word-cloud-delta"}');
    expect(sharedTextFrame(payload)).toBe(sharedTextFrame(payload));
    expect(sharedTextFrame(Buffer.from('{"type":"word-cloud-delta"}'))).not.toBe(sharedTextFrame(payload));
  });
});
