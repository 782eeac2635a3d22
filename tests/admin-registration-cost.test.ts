import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/server/features/admin/password.js";
import { OWNER } from "./admin-helpers.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

// The real argon2 hash, counted: a refused registration must not pay for one (60 ms of CPU each).
vi.mock("../src/server/features/admin/password.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/server/features/admin/password.js")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_REGISTRATION: "first" });
});
afterAll(async () => {
  await server.close();
});

describe("registration cost", () => {
  it("hashes the password of an accepted registration only, not of those the policy, the setup code or a taken email refuses", async () => {
    for (const setupCode of ["", "ABCD-EFGH-JKLM"]) expect((await server.request("POST", "/api/admin/register", { ...OWNER, setupCode })).status).toBe(403);
    expect(hashPassword).not.toHaveBeenCalled();
    expect((await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: server.setupCode })).status).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await server.request("POST", "/api/admin/register", { email: `late${attempt}@example.com`, password: "secret1" })).status).toBe(403);
    }
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});

describe("registration cost with open registration", () => {
  it("refuses a taken email before hashing", async () => {
    const open = await startTestServer({ ADMIN_REGISTRATION: "open" });
    try {
      vi.mocked(hashPassword).mockClear();
      expect((await open.request("POST", "/api/admin/register", OWNER)).status).toBe(201);
      expect((await open.request("POST", "/api/admin/register", OWNER)).status).toBe(409);
      expect(hashPassword).toHaveBeenCalledTimes(1);
    } finally {
      await open.close();
    }
  });
});
