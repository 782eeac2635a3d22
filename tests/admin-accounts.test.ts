import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAdmin } from "../src/server/features/admin/demo-seed.js";
import { ensureSetupCode } from "../src/server/features/admin/setup-code.js";
import { OWNER, signInAdmin } from "./admin-helpers.js";
import { createTestDatabase, createTestSession, startServerOnDatabase, startTestServer, type TestServer } from "./helpers/test-server.js";

async function adminCount(server: TestServer): Promise<number> {
  const rows = await server.context.store.db.selectFrom("admins").select("id").execute();
  return rows.length;
}

describe("registration policy", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("first (the default): only someone with the setup code the server printed becomes the owner, then registration closes", async () => {
    server = await startTestServer();
    expect(server.context.config.adminRegistration).toBe("first");
    expect(server.setupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const status = { policy: "first", open: true, hasOwner: false, setupCodeRequired: true };
    expect((await server.request("GET", "/api/admin/registration")).body.data).toEqual(status);

    const refused = { status: 403, body: { success: false, error: "Enter the setup code the server printed when it started", code: "FORBIDDEN" } };
    expect(await server.request("POST", "/api/admin/register", OWNER)).toEqual(refused);
    expect(await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: "" })).toEqual(refused);
    expect(await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: "ABCD-EFGH-JKLM" })).toEqual(refused);
    expect(await adminCount(server)).toBe(0);

    // Typed as read off a terminal: case, spaces and dashes do not matter.
    const typed = ` ${server.setupCode!.toLowerCase().replaceAll("-", " ")} `;
    const first = await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: typed });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, data: { admin: { email: "owner@example.com", fullName: "Åse Ørsted" } } });
    // The owner is signed in by registering: her token opens the admin area at once.
    const { signedIn } = first.body.data;
    expect(signedIn.admin).toEqual(first.body.data.admin);
    expect((await server.request("GET", "/api/admin/me", undefined, { authorization: `Bearer ${signedIn.token}` })).body.data.admin.email).toBe("owner@example.com");
    const second = await server.request("POST", "/api/admin/register", { email: "second@example.com", password: "another1", setupCode: server.setupCode });
    expect(second).toEqual({ status: 403, body: { success: false, error: "Registration is closed", code: "FORBIDDEN" } });
    expect(await adminCount(server)).toBe(1);
    expect((await server.request("GET", "/api/admin/registration")).body.data).toEqual({ ...status, open: false, hasOwner: true, setupCodeRequired: false });
    // Used once: the code is gone from the database.
    expect(await server.context.store.db.selectFrom("admin_setup_code").selectAll().execute()).toEqual([]);
  });

  it("first: every start prints the same code until the owner registers, and none after", async () => {
    const database = await createTestDatabase();
    try {
      const before = await startServerOnDatabase(database.url);
      const again = await startServerOnDatabase(database.url);
      try {
        expect(again.setupCode).toBe(before.setupCode);
        expect((await again.request("POST", "/api/admin/register", { ...OWNER, setupCode: before.setupCode })).status).toBe(201);
        // What the next start would print: nothing.
        expect(await ensureSetupCode(again.context)).toBeNull();
      } finally {
        await Promise.all([before.close(), again.close()]);
      }
    } finally {
      await database.drop();
    }
  });

  it("first: a demo admin alone does not close registration", async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "first" });
    await ensureDemoAdmin(server.context);
    expect((await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: server.setupCode })).status).toBe(201);
    expect((await server.request("POST", "/api/admin/register", { email: "late@example.com", password: "secret1" })).status).toBe(403);
  });

  it("first: of simultaneous registrations with the code on a fresh install only one succeeds", async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "first" });
    const attempts = await Promise.all(
      ["a@example.com", "b@example.com", "c@example.com"].map((email) =>
        server!.request("POST", "/api/admin/register", { email, password: "secret1", setupCode: server!.setupCode }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 403, 403]);
    expect(await adminCount(server)).toBe(1);
  });


  it("open: anyone may register without a setup code, but an email is unique regardless of case", async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "open" });
    expect(server.setupCode).toBeNull();
    expect((await server.request("GET", "/api/admin/registration")).body.data).toEqual({ policy: "open", open: true, hasOwner: false, setupCodeRequired: false });
    expect((await server.request("POST", "/api/admin/register", OWNER)).status).toBe(201);
    // Without a setup code nobody is signed in by registering: the form returns to sign-in, as the spec says.
    expect(await server.request("POST", "/api/admin/register", { email: "second@example.com", password: "another1" })).toMatchObject({ status: 201, body: { data: { signedIn: null } } });
    const duplicate = await server.request("POST", "/api/admin/register", { email: "  OWNER@example.COM ", password: "whatever1" });
    expect(duplicate).toEqual({ status: 409, body: { success: false, error: "An account with this email already exists", code: "CONFLICT" } });
    expect(await adminCount(server)).toBe(2);
  });

  it("closed: nobody may register, not even on a fresh install", async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "closed" });
    expect(server.setupCode).toBeNull();
    const refused = await server.request("POST", "/api/admin/register", OWNER);
    expect(refused).toEqual({ status: 403, body: { success: false, error: "Registration is closed", code: "FORBIDDEN" } });
    expect(await adminCount(server)).toBe(0);
    expect((await server.request("GET", "/api/admin/registration")).body).toEqual({ success: true, data: { policy: "closed", open: false, hasOwner: false, setupCodeRequired: false } });
  });
});

describe("accounts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "open" });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    [{ email: "not-an-email", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "short@example.com", password: "12345" }, "Password must be at least 6 characters long"],
    [{ email: "nopass@example.com" }, "Please fill in all required fields"],
    [{ email: "long@example.com", password: "x".repeat(201) }, "Password must be at most 200 characters long"],
    [{ email: "name@example.com", password: "secret1", fullName: 42 }, "Full name must be text"],
  ])("refuses registration %j with a clear message and writes nothing", async (input, message) => {
    const before = await adminCount(server);
    const { status, body } = await server.request("POST", "/api/admin/register", input);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message, code: "VALIDATION" });
    expect(await adminCount(server)).toBe(before);
  });

  it("stores an argon2id hash, never the password, and only a hash of the token", async () => {
    const account = { email: "hash@example.com", password: "my secret pass" };
    const { token } = await signInAdmin(server, account);
    const row = await server.context.store.db.selectFrom("admins").selectAll().where("email", "=", "hash@example.com").executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(account.password);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    const tokens = await server.context.store.db.selectFrom("admin_tokens").selectAll().where("admin_id", "=", row.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).not.toBe(token);
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs in case-insensitively and returns success, token and admin", async () => {
    await server.request("POST", "/api/admin/register", { email: "case@example.com", password: "secret1", fullName: "Case" });
    const { status, body } = await server.request("POST", "/api/admin/login", { email: "CASE@Example.com", password: "secret1" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.admin).toEqual({ id: expect.any(String), email: "case@example.com", fullName: "Case" });
    expect(JSON.stringify(body)).not.toContain("password");
    const me = await server.request("GET", "/api/admin/me", undefined, { authorization: `Bearer ${body.token}` });
    expect(me.body.data.admin.email).toBe("case@example.com");
  });

  it("gives a wrong password and an unknown email the same generic answer", async () => {
    await server.request("POST", "/api/admin/register", { email: "generic@example.com", password: "secret1" });
    const wrongPassword = await server.request("POST", "/api/admin/login", { email: "generic@example.com", password: "wrong-one" }, { "x-forwarded-for": "10.0.0.1" });
    const unknownEmail = await server.request("POST", "/api/admin/login", { email: "nobody@example.com", password: "secret1" }, { "x-forwarded-for": "10.0.0.2" });
    expect(wrongPassword).toEqual({ status: 401, body: { success: false, error: "Invalid email or password", code: "UNAUTHORIZED" } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it("asks for both fields when one is missing", async () => {
    const { status, body } = await server.request("POST", "/api/admin/login", { email: "x@example.com", password: "" });
    expect(status).toBe(400);
    expect(body.error).toBe("Please fill in all fields");
  });

  it("logout revokes only the token it was called with", async () => {
    const account = { email: "twice@example.com", password: "secret1" };
    const first = await signInAdmin(server, account);
    const second = await signInAdmin(server, account);
    expect((await server.request("POST", "/api/admin/logout", {}, first.headers)).status).toBe(200);
    expect((await server.request("GET", "/api/admin/dashboard/stats", undefined, first.headers)).status).toBe(401);
    expect((await server.request("POST", "/api/admin/logout", {}, first.headers)).status).toBe(401);
    expect((await server.request("GET", "/api/admin/dashboard/stats", undefined, second.headers)).status).toBe(200);
  });

  it("refuses a token after its expiry", async () => {
    const { token, headers } = await signInAdmin(server, { email: "expiry@example.com", password: "secret1" });
    expect((await server.request("GET", "/api/admin/dashboard/stats", undefined, headers)).status).toBe(200);
    const row = await server.context.store.db.selectFrom("admin_tokens").select(["expires_at", "created_at"]).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBe(12 * 60 * 60_000);
    await server.context.store.db
      .updateTable("admin_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("expires_at", "=", row.expires_at)
      .execute();
    expect(token).toBeTruthy();
    expect(await server.request("GET", "/api/admin/dashboard/stats", undefined, headers)).toEqual({
      status: 401,
      body: { success: false, error: "Please sign in as an admin", code: "UNAUTHORIZED" },
    });
  });

  it("lets an admin token change any session's settings in place of the host key", async () => {
    const { headers } = await signInAdmin(server, { email: "settings@example.com", password: "secret1" });
    const session = await createTestSession(server, { title: "Not mine" });
    const update = { title: "Renamed by admin", description: "", isActive: false, isPublic: true, maxParticipants: 50 };
    expect((await server.request("PUT", `/api/sessions/${session.sessionId}`, update)).status).toBe(403);
    const changed = await server.request("PUT", `/api/sessions/${session.sessionId}`, update, headers);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ title: "Renamed by admin", isActive: false, isPublic: true });
    await server.request("POST", "/api/admin/logout", {}, headers);
    // A revoked token is told to sign in again (401), not that it is the wrong person (403).
    expect((await server.request("PUT", `/api/sessions/${session.sessionId}`, { ...update, title: "Again" }, headers)).status).toBe(401);
  });
});

describe("repeated failed sign-ins (behind a proxy: TRUST_PROXY=true)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "open", TRUST_PROXY: "true", SIGN_IN_FREE_FAILURES: "2", SIGN_IN_BASE_DELAY_MS: "1000" });
    await server.request("POST", "/api/admin/register", { email: "target@example.com", password: "right-password" });
    await server.request("POST", "/api/admin/register", { email: "other@example.com", password: "right-password" });
    await server.request("POST", "/api/admin/register", { email: "owner@example.com", password: "right-password" });
    await server.request("POST", "/api/admin/register", { email: "cookie@example.com", password: "right-password" });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (email: string, password: string, address: string) =>
    server.request("POST", "/api/admin/login", { email, password }, { "x-forwarded-for": address });

  it("makes an address wait after its free failures, twice as long after each further one, and then takes the right password", async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await login("target@example.com", `wrong${attempt}`, "192.0.2.1")).status).toBe(401);
    const waiting = await login("target@example.com", "right-password", "192.0.2.1");
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ success: false, error: "Too many failed sign-in attempts. Please try again in 1 second.", code: "RATE_LIMITED" });
    expect(waiting.body.token).toBeUndefined();
    // The wait holds the address back for any account.
    expect((await login("other@example.com", "right-password", "192.0.2.1")).status).toBe(429);
    // Once it is over, one more failure doubles it.
    await expect.poll(async () => (await login("target@example.com", "wrong-again", "192.0.2.1")).status, { timeout: 5_000 }).toBe(401);
    expect((await login("target@example.com", "right-password", "192.0.2.1")).body.error).toBe("Too many failed sign-in attempts. Please try again in 2 seconds.");
    await expect.poll(async () => (await login("target@example.com", "right-password", "192.0.2.1")).status, { timeout: 5_000 }).toBe(200);
    // A successful sign-in clears the address's record.
    expect((await login("target@example.com", "wrong", "192.0.2.1")).status).toBe(401);
  });

  /** A sign-in from `address`, bringing `deviceCookie` if given; returns the device cookie a success leaves. */
  async function loginFrom(email: string, password: string, address: string, deviceCookie?: string) {
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address, ...(deviceCookie ? { cookie: `ordsky_device=${deviceCookie}` } : {}) },
      body: JSON.stringify({ email, password }),
    });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ordsky_device="));
    return { status: response.status, body: await response.json(), setCookie, deviceCookie: setCookie ? decodeURIComponent(setCookie.split(";")[0]!.slice("ordsky_device=".length)) : undefined };
  }

  it("slows guesses from many addresses against one email after its free failures, while the owner's known browser signs in at once", async () => {
    const owner = await loginFrom("owner@example.com", "right-password", "203.0.113.9");
    expect(owner.status).toBe(200);
    expect(owner.setCookie).toMatch(/^ordsky_device=[^;]+; Path=\/api\/admin\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/);

    // Two free failures from two addresses; from the third guess on, every address waits for the email's delay.
    for (const address of ["198.51.100.1", "198.51.100.2"]) expect((await loginFrom("owner@example.com", "guess", address)).status).toBe(401);
    const third = await loginFrom("owner@example.com", "guess", "198.51.100.3");
    expect(third.status).toBe(401);
    for (const address of ["198.51.100.4", "198.51.100.5", "198.51.100.6"]) {
      const slowed = await loginFrom("owner@example.com", "right-password", address);
      expect(slowed.status).toBe(429);
      expect(slowed.body).toEqual({ success: false, error: "Too many failed sign-in attempts. Please try again in 1 second.", code: "RATE_LIMITED" });
      expect(slowed.setCookie).toBeUndefined();
    }
    // Another account is not held back by this one's guesses.
    expect((await loginFrom("other@example.com", "right-password", "198.51.100.7")).status).toBe(200);

    // The owner's browser brings its device cookie: in at once, from any address, with a fresh cookie.
    const known = await loginFrom("owner@example.com", "right-password", "192.0.2.200", owner.deviceCookie);
    expect(known.status).toBe(200);
    expect(known.body.token).toEqual(expect.any(String));
    expect(known.deviceCookie).toEqual(expect.any(String));
    expect(known.deviceCookie).not.toBe(owner.deviceCookie);
    // The owner's success did not clear the guessers' wait.
    expect((await loginFrom("owner@example.com", "right-password", "198.51.100.8")).status).toBe(429);
  });

  it("accepts a device cookie only for its own account, unaltered, and slows a cookie by its own failures", async () => {
    const { deviceCookie } = await loginFrom("cookie@example.com", "right-password", "203.0.113.20");
    for (const address of ["198.51.100.21", "198.51.100.22", "198.51.100.23"]) await loginFrom("cookie@example.com", "guess", address);
    await loginFrom("target@example.com", "guess", "198.51.100.24");
    for (let attempt = 0; attempt < 3; attempt++) await loginFrom("target@example.com", "guess", `198.51.100.${30 + attempt}`);
    // Another account's cookie, or a tampered one, is no cookie at all: the email's wait applies.
    expect((await loginFrom("target@example.com", "right-password", "203.0.113.21", deviceCookie)).status).toBe(429);
    const tampered = `${deviceCookie!.split(".")[0]}x.${deviceCookie!.split(".")[1]}`;
    expect((await loginFrom("cookie@example.com", "right-password", "203.0.113.22", tampered)).status).toBe(429);
    // A stolen cookie gets its free failures and then waits too.
    for (let attempt = 0; attempt < 3; attempt++) expect((await loginFrom("cookie@example.com", "guess", "192.0.2.50", deviceCookie)).status).toBe(401);
    expect((await loginFrom("cookie@example.com", "right-password", "192.0.2.51", deviceCookie)).status).toBe(429);
  });
});

describe("repeated failed sign-ins (no proxy: the default)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_REGISTRATION: "open", SIGN_IN_FREE_FAILURES: "2" });
    await server.request("POST", "/api/admin/register", { email: "spoof@example.com", password: "right-password" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("ignores a forged X-Forwarded-For, so changing it does not escape the address's wait", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await server.request("POST", "/api/admin/login", { email: "spoof@example.com", password: "wrong" }, { "x-forwarded-for": `203.0.113.${attempt}` });
      expect(answer.status).toBe(401);
    }
    const blocked = await server.request("POST", "/api/admin/login", { email: "spoof@example.com", password: "right-password" }, { "x-forwarded-for": "203.0.113.77" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts/);
  });
});
