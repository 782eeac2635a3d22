import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLanAddress } from "../src/server/http/public-url.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

// pngjs comes with qrcode; it lets the test read the modules back out of the PNG instead of trusting the generator.
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The origin the server should put in links for a request to 127.0.0.1: its own, as it listens on 127.0.0.1 only. */
function expectedLocalOrigin(): string {
  return `http://127.0.0.1:${server.port}`;
}

/** True when the PNG data URL shows exactly the QR symbol that encodes `text` (margin 2, error correction M). */
function qrImageEncodes(dataUrl: string, text: string): boolean {
  expect(dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  const image = PNG.sync.read(Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64"));
  const symbol = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = symbol.modules.size;
  const margin = 2;
  const scale = image.width / (size + margin * 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = Math.floor((margin + col + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      const dark = image.data[(y * image.width + x) * 4]! < 128;
      if (dark !== Boolean(symbol.modules.get(row, col))) return false;
    }
  }
  return true;
}

/** GET with a chosen Host and extra headers (fetch does not let a caller set Host). */
function getWithHost(path: string, headers: Record<string, string>, target: TestServer = server): Promise<any> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: target.port, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(JSON.parse(body)));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("GET /api/sessions/{id}/qr-codes", () => {
  it("returns participant and management QR codes as PNG data URLs for the join and dashboard links", async () => {
    const { sessionId, sessionCode } = await createTestSession(server);
    const { status, body } = await server.request("GET", `/api/sessions/${sessionId}/qr-codes`);
    expect(status).toBe(200);
    const { participant, admin } = body.data.qrCodes;
    expect(participant.joinUrl).toBe(`${expectedLocalOrigin()}/session/${sessionId}`);
    // The short link a projector shows: typeable, with the code in it.
    expect(participant.codeUrl).toBe(`${expectedLocalOrigin()}/j/${sessionCode}`);
    expect(admin.adminUrl).toBe(`${expectedLocalOrigin()}/dashboard/${sessionId}`);
    expect(qrImageEncodes(participant.qrCodeUrl, participant.joinUrl)).toBe(true);
    expect(qrImageEncodes(admin.qrCodeUrl, admin.adminUrl)).toBe(true);
    expect(qrImageEncodes(participant.qrCodeUrl, admin.adminUrl)).toBe(false);
  });

  it("sends participants of a class session to the class page", async () => {
    const { sessionId } = await createTestSession(server, { sessionType: "class" });
    const { body } = await server.request("GET", `/api/sessions/${sessionId}/qr-codes`);
    expect(body.data.qrCodes.participant.joinUrl).toBe(`${expectedLocalOrigin()}/class-session/${sessionId}`);
    expect(body.data.qrCodes.admin.adminUrl).toBe(`${expectedLocalOrigin()}/class-session/${sessionId}/dashboard`);
  });

  it("puts the host key in the management link's fragment only for the right X-Host-Key", async () => {
    const { sessionId, hostKey } = await createTestSession(server);
    const other = await createTestSession(server);
    const path = `/api/sessions/${sessionId}/qr-codes`;
    const withKey = (await server.request("GET", path, undefined, { "X-Host-Key": hostKey })).body.data.qrCodes;
    expect(withKey.admin.adminUrl).toBe(`${expectedLocalOrigin()}/dashboard/${sessionId}#hostKey=${encodeURIComponent(hostKey)}`);
    expect(qrImageEncodes(withKey.admin.qrCodeUrl, withKey.admin.adminUrl)).toBe(true);
    expect(withKey.participant.joinUrl).not.toContain(hostKey);
    const attempts: Record<string, string>[] = [{}, { "X-Host-Key": "wrong" }, { "X-Host-Key": other.hostKey }, { "X-Host-Key": "" }];
    for (const headers of attempts) {
      const codes = (await server.request("GET", path, undefined, headers)).body.data.qrCodes;
      expect(codes.admin.adminUrl).toBe(`${expectedLocalOrigin()}/dashboard/${sessionId}`);
      expect(JSON.stringify(codes)).not.toContain("hostKey");
    }
  });

  it("uses the request's own host when it is not local, and ignores forwarded headers unless TRUST_PROXY is set", async () => {
    const { sessionId } = await createTestSession(server);
    const path = `/api/sessions/${sessionId}/qr-codes`;
    const named = await getWithHost(path, { host: "ordsky.school.lan:8080" });
    expect(named.data.qrCodes.participant.joinUrl).toBe(`http://ordsky.school.lan:8080/session/${sessionId}`);
    const forged = await getWithHost(path, { host: "ordsky.school.lan:8080", "x-forwarded-host": "evil.example.org", "x-forwarded-proto": "https" });
    expect(forged.data.qrCodes.participant.joinUrl).toBe(`http://ordsky.school.lan:8080/session/${sessionId}`);
  });

  it("uses the forwarded host and https behind a trusted proxy", async () => {
    const proxiedServer = await startTestServer({ TRUST_PROXY: "true" });
    try {
      const { sessionId } = await createTestSession(proxiedServer);
      const body = await getWithHost(
        `/api/sessions/${sessionId}/qr-codes`,
        { host: "127.0.0.1:3000", "x-forwarded-host": "feedback.example.org", "x-forwarded-proto": "https" },
        proxiedServer,
      );
      expect(body.data.qrCodes.participant.joinUrl).toBe(`https://feedback.example.org/session/${sessionId}`);
    } finally {
      await proxiedServer.close();
    }
  });

  it("keeps the request's localhost origin when the server listens on 127.0.0.1 only", async () => {
    expect(server.context.lanAddress).toBeNull();
    const { sessionId } = await createTestSession(server);
    const body = await getWithHost(`/api/sessions/${sessionId}/qr-codes`, { host: `localhost:${server.port}` });
    expect(body.data.qrCodes.participant.joinUrl).toBe(`http://localhost:${server.port}/session/${sessionId}`);
    expect(body.data.qrCodes.admin.adminUrl).toMatch(new RegExp(`^http://localhost:${server.port}/dashboard/${sessionId}`));
  });

  it("swaps localhost for the LAN address when listening on all interfaces, unless PUBLIC_URL is set", async () => {
    const everywhere = await startTestServer({ HOST: "0.0.0.0" });
    const configured = await startTestServer({ HOST: "0.0.0.0", PUBLIC_URL: "https://ordsky.example.org" });
    try {
      expect(everywhere.context.lanAddress).toBe(findLanAddress());
      const lanOrigin = `http://${findLanAddress() ?? "localhost"}:${everywhere.port}`;
      const { sessionId } = await createTestSession(everywhere);
      const body = await getWithHost(`/api/sessions/${sessionId}/qr-codes`, { host: `localhost:${everywhere.port}` }, everywhere);
      expect(body.data.qrCodes.participant.joinUrl).toBe(`${lanOrigin}/session/${sessionId}`);
      const other = await createTestSession(configured);
      const fixed = await getWithHost(`/api/sessions/${other.sessionId}/qr-codes`, { host: `localhost:${configured.port}` }, configured);
      expect(fixed.data.qrCodes.participant.joinUrl).toBe(`https://ordsky.example.org/session/${other.sessionId}`);
    } finally {
      await everywhere.close();
      await configured.close();
    }
  });

  it("survives a garbage Host header", async () => {
    const { sessionId } = await createTestSession(server);
    const body = await getWithHost(`/api/sessions/${sessionId}/qr-codes`, { host: "bad host:99999" });
    expect(body.success).toBe(true);
    expect(body.data.qrCodes.participant.joinUrl).toMatch(new RegExp(`^http://[^/]+/session/${sessionId}$`));
  });

  it("answers 404 'Session not found' for an unknown session", async () => {
    const { status, body } = await server.request("GET", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA/qr-codes");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Session not found", code: "NOT_FOUND" });
  });
});

describe("PUBLIC_URL", () => {
  it("is the base of every link and QR code, path included", async () => {
    const proxied = await startTestServer({ PUBLIC_URL: "https://ordsky.example.org/feedback/" });
    try {
      const { sessionId, hostKey } = await createTestSession(proxied);
      const { body } = await proxied.request("GET", `/api/sessions/${sessionId}/qr-codes`, undefined, { "X-Host-Key": hostKey });
      const { participant, admin } = body.data.qrCodes;
      expect(participant.joinUrl).toBe(`https://ordsky.example.org/feedback/session/${sessionId}`);
      expect(admin.adminUrl).toBe(`https://ordsky.example.org/feedback/dashboard/${sessionId}#hostKey=${encodeURIComponent(hostKey)}`);
      expect(qrImageEncodes(participant.qrCodeUrl, participant.joinUrl)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("POST /api/sessions/qr-code", () => {
  it("returns a QR code for any http(s) URL", async () => {
    const url = "https://example.org/some/page?x=1";
    const { status, body } = await server.request("POST", "/api/sessions/qr-code", { url });
    expect(status).toBe(200);
    expect(body.data.url).toBe(url);
    expect(qrImageEncodes(body.data.qrCodeUrl, url)).toBe(true);
  });

  it("applies size and colour options", async () => {
    const url = "http://example.org/";
    const { body } = await server.request("POST", "/api/sessions/qr-code", { url, options: { width: 200, darkColor: "#ff0000", lightColor: "#00ff00" } });
    const image = PNG.sync.read(Buffer.from(body.data.qrCodeUrl.split(",")[1], "base64"));
    expect(image.width).toBeLessThanOrEqual(200);
    expect(image.width).toBeGreaterThan(150);
    expect([...image.data.subarray(0, 3)]).toEqual([0, 255, 0]);
  });

  it("refuses missing, non-http and overlong URLs and bad options with clear messages", async () => {
    const cases: [unknown, string][] = [
      [{}, "url is required"],
      [{ url: "  " }, "url is required"],
      [{ url: "javascript:alert(1)" }, "url must start with http:// or https://"],
      [{ url: "ftp://example.org" }, "url must start with http:// or https://"],
      [{ url: `https://example.org/${"a".repeat(2000)}` }, "url must be at most 2000 characters"],
      [{ url: "https://example.org", options: { width: 10 } }, "width must be between 64 and 512"],
      [{ url: "https://example.org", options: { width: 5000 } }, "width must be between 64 and 512"],
      [{ url: "https://example.org", options: { width: 513 } }, "width must be between 64 and 512"],
      [{ url: "https://example.org", options: { darkColor: "red" } }, "darkColor must be a #rrggbb colour"],
      // Under 2000 characters but more bytes than the largest QR code holds.
      [{ url: `https://example.org/${"æ".repeat(1900)}` }, "url is too long to fit in a QR code"],
    ];
    for (const [payload, error] of cases) {
      const { status, body } = await server.request("POST", "/api/sessions/qr-code", payload);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error, code: "VALIDATION" });
    }
  });
});
