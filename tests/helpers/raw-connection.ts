import { connect, type Socket } from "node:net";

/** A raw TCP connection whose replies are collected and whose end (by the server) is a promise. */
export type RawConnection = { socket: Socket; received: () => string; ended: Promise<void> };

const opened: Socket[] = [];

/** Opens a raw TCP connection to a local port, for requests no HTTP client would send. */
export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    opened.push(socket);
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    const ended = new Promise<void>((done) => socket.once("close", () => done()));
    socket.on("error", () => undefined);
    socket.once("connect", () => resolve({ socket, received: () => data, ended }));
    socket.once("error", reject);
  });
}

/** Destroys every raw connection still open (a test file's afterEach). */
export function destroyRawConnections(): void {
  for (const socket of opened.splice(0)) socket.destroy();
}
