import { afterAll, afterEach, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server.js";
import { TestSocket } from "./ws-client.js";

type ScreenRole = "host" | "presentation" | "participant";

/**
 * One real server for a whole test file, and the sockets its tests open, closed after each test. Call it at the top
 * of the file; `server` is there from the file's first test on.
 */
export function useSharedServer() {
  let current: TestServer | undefined;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.closeAndWait()));
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get server(): TestServer {
      if (!current) throw new Error("the shared server starts before the file's first test");
      return current;
    },
    /** A socket to the server (`query` added to its address), closed after the test. */
    async connect(query = ""): Promise<TestSocket> {
      const socket = await TestSocket.connect(this.server.wsUrl + query);
      sockets.push(socket);
      return socket;
    },
    /** A screen joined to a session; a `host` screen proves itself with the host key (else it is served as a public one). */
    async watch(sessionId: string, role: ScreenRole = "participant", hostKey?: string): Promise<TestSocket> {
      const socket = await this.connect();
      await socket.join(sessionId, role, hostKey);
      return socket;
    },
  };
}
