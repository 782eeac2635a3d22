import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** One request on a keep-alive connection of its own; resolves with the status and the headers as Node read them. */
function headersOf(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const agent = new Agent({ keepAlive: true });
    const call = request(`${server.url}${path}`, { method, agent, headers: payload === undefined ? {} : { "content-type": "application/json" } }, (response) => {
      response.resume();
      response.on("end", () => {
        agent.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      });
    });
    call.on("error", reject);
    call.end(payload);
  });
}

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
};

describe("reply headers", () => {
  it("every reply carries the security headers: data, a pre-serialised answer, refusals, the router's own errors and pages", async () => {
    const { sessionId } = await createTestSession(server, { title: "Headers" });
    const replies = [
      await headersOf("GET", `/api/sessions/${sessionId}`),
      await headersOf("POST", `/api/sessions/${sessionId}/feedback`, { text: "fjord", participantId: "p-1" }),
      await headersOf("POST", `/api/sessions/${sessionId}/feedback`, { text: "", participantId: "p-1" }),
      await headersOf("GET", "/api/no-such-route"),
      await headersOf("GET", "/api/sessions/%E0%A4%A"),
      await headersOf("GET", "/some/page"),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 201, 400, 404, 400, expect.any(Number)]);
    for (const reply of replies) {
      expect({ status: reply.status, ...reply.headers }).toMatchObject(SECURITY_HEADERS);
      expect(reply.headers.connection).toBe("keep-alive");
    }
  });

  it("lets any page frame the embed view and Office on the web frame the add-in page; every other page refuses frames", async () => {
    const embed = await headersOf("GET", "/embed/some-session?join=0");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.headers["content-security-policy"]).not.toContain("frame-ancestors");
    expect(embed.headers["content-security-policy"]).toContain("script-src 'self';");
    const addIn = await headersOf("GET", "/office/addin");
    expect(addIn.headers["x-frame-options"]).toBeUndefined();
    expect(addIn.headers["content-security-policy"]).toMatch(/frame-ancestors 'self' https:\/\/\*\.officeapps\.live\.com /);
    expect(addIn.headers["content-security-policy"]).toContain("script-src 'self' https://appsforoffice.microsoft.com;");
    for (const path of ["/dashboard/some-session", "/presentation/some-session", "/embed", "/office/manifest.xml", "/api/sessions/some-session"]) {
      expect((await headersOf("GET", path)).headers, path).toMatchObject(SECURITY_HEADERS);
    }
  });

  it("lets only the origins in EMBED_ORIGINS frame the embed view", async () => {
    const narrowed = await startTestServer({ EMBED_ORIGINS: "https://moodle.example.org,https://*.example.net" });
    try {
      const response = await fetch(`${narrowed.url}/embed/some-session`);
      expect(response.headers.get("x-frame-options")).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors https://moodle.example.org https://*.example.net;");
      expect((await fetch(`${narrowed.url}/dashboard/some-session`)).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    } finally {
      await narrowed.close();
    }
  });

  it("while the instance shuts down, every reply closes its connection", async () => {
    server.context.readiness.shuttingDown();
    const replies = [await headersOf("GET", "/livez"), await headersOf("GET", "/api/no-such-route")];
    for (const reply of replies) {
      expect(reply.headers).toMatchObject({ ...SECURITY_HEADERS, connection: "close" });
    }
  });
});
