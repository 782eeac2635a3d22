import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "./helpers/captured-log.js";
import { CookieBrowser } from "./helpers/cookie-browser.js";
import { portNothingListensOn } from "./helpers/free-port.js";
import { openProviderAddress, startTestProvider, TEST_PEOPLE, testOidcSettings, type TestProvider } from "./helpers/oidc-provider.js";
import { countRows, startTestServer, type TestServer } from "./helpers/test-server.js";

let provider: TestProvider;
const logs = new Map<TestServer, ReturnType<typeof captureLog>>();
let server: TestServer;
/** Its clock reads two hours ahead when it checks tokens: every ID token the provider issues has expired for it. */
let lateServer: TestServer;
/** Passwords turned off, and a provider address where nothing answers. */
let providerlessServer: TestServer;

beforeAll(async () => {
  const address = await openProviderAddress();
  const oidcEnv = {
    ...testOidcSettings(address.port),
    OIDC_ADMIN_CLAIM: "groups=ordsky-admins",
    OIDC_ALLOWED_DOMAINS: "uni.example",
    ADMIN_REGISTRATION: "open",
    LOG_LEVEL: "warn",
  };
  const [log, lateLog, providerlessLog] = [captureLog(), captureLog(), captureLog()];
  const closedPort = await portNothingListensOn();
  [server, lateServer, providerlessServer] = await Promise.all([
    startTestServer(oidcEnv, { logStream: log.stream }),
    startTestServer(oidcEnv, { oidc: { clockSkewSeconds: 2 * 60 * 60 }, logStream: lateLog.stream }),
    startTestServer({ ...oidcEnv, OIDC_ISSUER: `http://127.0.0.1:${closedPort}`, PASSWORD_SIGN_IN: "off" }, { logStream: providerlessLog.stream }),
  ]);
  logs.set(server, log).set(lateServer, lateLog).set(providerlessServer, providerlessLog);
  provider = await startTestProvider(address, [server, lateServer].map((each) => `${each.url}/auth/oidc/callback`));
});

afterAll(async () => {
  await Promise.all([server?.close(), lateServer?.close(), providerlessServer?.close()]);
  await provider?.close();
});

type Hop = { alterAuthorization?: (url: URL) => void; alterCallback?: (url: URL) => void; person?: string };

/** Starts a sign-in at `target` and follows it through the provider back to Ordsky's sign-in page. */
async function signIn(target: TestServer, browser = new CookieBrowser(), hop: Hop = {}): Promise<{ landing: URL; browser: CookieBrowser }> {
  const ordsky = new URL(target.url).host;
  const { url } = await browser.follow(`${target.url}/auth/oidc/start?for=admin`, {
    stopAt: (location) => location.host === ordsky && !location.pathname.startsWith("/auth/oidc/"),
    alter: (location) => {
      if (location.host !== ordsky && location.pathname === "/auth") {
        if (hop.person !== undefined) location.searchParams.set("login_hint", hop.person);
        hop.alterAuthorization?.(location);
      }
      if (location.host === ordsky && location.pathname === "/auth/oidc/callback") hop.alterCallback?.(location);
      return location;
    },
  });
  return { landing: url, browser };
}

async function takeHandOver(target: TestServer, browser: CookieBrowser) {
  const response = await browser.request(`${target.url}/api/auth/oidc/hand-over`, { method: "POST" });
  return { status: response.status, body: await response.json() };
}

/**
 * A refused sign-in: back on the sign-in page with the failure's code, no hand-over, no admin token made, and the
 * reason in the server's log (so a test of the nonce fails if the sign-in was refused for something else).
 */
async function expectRefused(target: TestServer, attempt: Promise<{ landing: URL; browser: CookieBrowser }>, failure: string, reason: RegExp): Promise<void> {
  const tokensBefore = await countRows(target, "admin_tokens");
  const { landing, browser } = await attempt;
  expect(`${landing.pathname}${landing.search}`).toBe(`/admin/login?sign-in-error=${failure}`);
  expect(browser.cookie(new URL(target.url).host, "ordsky_signed_in")).toBeUndefined();
  expect(await takeHandOver(target, browser)).toEqual({ status: 401, body: { success: false, error: "The sign-in has expired. Please sign in again.", code: "UNAUTHORIZED" } });
  expect(await countRows(target, "admin_tokens")).toBe(tokensBefore);
  const refusal = logs.get(target)!.lines().filter((line) => line.msg === "OpenID Connect sign-in refused").at(-1);
  expect(refusal).toMatchObject({ failure, reason: expect.stringMatching(reason) });
}

describe("OpenID Connect sign-in of an admin", () => {
  it("tells the sign-in page how this install signs people in", async () => {
    expect((await server.request("GET", "/api/auth/options")).body).toEqual({
      success: true,
      data: { passwords: true, oidc: { name: "Test University" }, sessionCreation: "anyone", answering: "anyone" },
    });
    expect((await providerlessServer.request("GET", "/api/auth/options")).body.data).toMatchObject({ passwords: false, oidc: { name: "Test University" } });
  });

  it("signs in a person with the admin claim through the provider, with PKCE, and hands the page a bearer token once", async () => {
    const browser = new CookieBrowser();
    let authorization: URL | undefined;
    const { landing } = await signIn(server, browser, { person: TEST_PEOPLE.admin.sub, alterAuthorization: (url) => (authorization = new URL(url)) });
    expect(authorization?.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization?.searchParams.get("redirect_uri")).toBe(`${server.url}/auth/oidc/callback`);
    expect(`${landing.pathname}${landing.search}`).toBe("/admin/login?signed-in=1");
    expect(browser.seen.find((line) => line.startsWith("ordsky_oidc="))).toMatch(/; Path=\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(browser.seen.find((line) => line.startsWith("ordsky_signed_in="))).toMatch(/; Path=\/api\/auth\/oidc\/hand-over; Max-Age=120; HttpOnly; SameSite=Strict$/);

    const taken = await takeHandOver(server, browser);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ success: true, token: expect.any(String), admin: { email: "alice@uni.example", fullName: "Alice Admin" } });
    const me = await server.request("GET", "/api/admin/me", undefined, { authorization: `Bearer ${taken.body.token}` });
    expect(me.body.data.admin).toMatchObject({ email: "alice@uni.example", fullName: "Alice Admin" });
    // The hand-over is taken once, and recorded once in the audit trail.
    expect((await takeHandOver(server, browser)).status).toBe(401);
    const trail = await server.request("GET", "/api/admin/audit?kind=admin.signedIn", undefined, { authorization: `Bearer ${taken.body.token}` });
    expect(trail.body.data.records).toEqual([expect.objectContaining({ actorKind: "admin", actor: "alice@uni.example", detail: { method: "institution" } })]);

    // Signing in again finds the same admin account.
    const again = await signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub });
    expect((await takeHandOver(server, again.browser)).body.admin.id).toBe(taken.body.admin.id);
  });

  it("signs a local admin of the same email in through the provider, keeping the account", async () => {
    const local = await server.request("POST", "/api/admin/register", { email: "lars@uni.example", password: "local-password" });
    expect(local.status).toBe(201);
    const { browser } = await signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.localAdmin.sub });
    expect((await takeHandOver(server, browser)).body.admin).toEqual({ id: local.body.data.admin.id, email: "lars@uni.example", fullName: "" });
    // Its password still works too.
    expect((await server.request("POST", "/api/admin/login", { email: "lars@uni.example", password: "local-password" })).status).toBe(200);
  });

  it("refuses a tampered state with a clear message and no session", async () => {
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub, alterCallback: (url) => url.searchParams.set("state", "tampered") }), "refused", /"state"/);
  });

  it("refuses an ID token whose nonce is not the one this browser's sign-in asked for", async () => {
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub, alterAuthorization: (url) => url.searchParams.set("nonce", "someone-elses-nonce") }), "refused", /"nonce"/);
  });

  it("refuses an expired ID token", async () => {
    await expectRefused(lateServer, signIn(lateServer, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub }), "refused", /"exp"/);
  });

  it("refuses a code issued to another application (its tokens' audience is not Ordsky)", async () => {
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub, alterAuthorization: (url) => url.searchParams.set("client_id", provider.otherClient.id) }), "refused", /invalid_grant/);
  });

  it("refuses a callback in a browser that did not start the sign-in", async () => {
    const started = new CookieBrowser();
    let callback: URL | undefined;
    await started.follow(`${server.url}/auth/oidc/start?for=admin`, {
      alter: (location) => {
        if (location.pathname === "/auth") location.searchParams.set("login_hint", TEST_PEOPLE.admin.sub);
        return location;
      },
      stopAt: (location) => {
        if (location.pathname !== "/auth/oidc/callback") return false;
        callback = location;
        return true;
      },
    });
    expect(callback?.searchParams.get("code")).toEqual(expect.any(String));
    await expectRefused(server, new CookieBrowser().follow(callback!.href).then(({ url }) => ({ landing: url, browser: new CookieBrowser() })), "expired", /no sign-in in flight/);
  });

  it("says when the person cancelled at the provider", async () => {
    const browser = new CookieBrowser();
    const ordsky = new URL(server.url).host;
    const { response } = await browser.follow(`${server.url}/auth/oidc/start?for=admin`);
    const form = /action="([^"]+)"/.exec(await response!.text())?.[1];
    const cancelled = await browser.request(`${provider.issuer}${form}`, { method: "POST", body: "cancel=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const { url } = await browser.follow(new URL(cancelled.headers.get("location")!, provider.issuer).href, { stopAt: (location) => location.host === ordsky && !location.pathname.startsWith("/auth/oidc/") });
    expect(`${url.pathname}${url.search}`).toBe("/admin/login?sign-in-error=cancelled");
  });

  it("refuses a person without the admin claim, outside the allowed domains, or without an email", async () => {
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.teacher.sub }), "not-admin", /tom@uni.example has no admin rights/);
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.outsider.sub }), "domain", /elsewhere.example/);
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.nameless.sub }), "no-email", /no email/);
  });

  it("says the provider is unavailable when it does not answer, and refuses passwords when they are turned off", async () => {
    const { url } = await new CookieBrowser().follow(`${providerlessServer.url}/auth/oidc/start?for=admin`);
    expect(`${url.pathname}${url.search}`).toBe("/admin/login?sign-in-error=unavailable");
    const password = await providerlessServer.request("POST", "/api/admin/login", { email: "owner@uni.example", password: "secret1" });
    expect(password).toEqual({ status: 403, body: { success: false, error: "Sign-in with a password is turned off here. Please sign in with Test University.", code: "FORBIDDEN" } });
    expect((await providerlessServer.request("POST", "/api/admin/register", { email: "owner@uni.example", password: "secret1" })).status).toBe(403);
    expect((await providerlessServer.request("GET", "/api/admin/registration")).body.data).toMatchObject({ open: false });
  });

  it("lets an admin promote someone who signed in, and take it back, which signs them out", async () => {
    await signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.teacher.sub });
    const admin = await signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.admin.sub });
    const headers = { authorization: `Bearer ${(await takeHandOver(server, admin.browser)).body.token}` };
    const listed = await server.request("GET", "/api/admin/accounts", undefined, headers);
    const tom = listed.body.data.accounts.find((account: { email: string }) => account.email === "tom@uni.example");
    expect(tom).toMatchObject({ fullName: "Tom Teacher", promoted: false, adminByClaim: false, lastSignInAt: expect.any(String) });
    expect(listed.body.data.accounts.find((account: { email: string }) => account.email === "alice@uni.example")).toMatchObject({ promoted: false, adminByClaim: true });

    expect((await server.request("PUT", `/api/admin/accounts/${tom.id}/admin`, { promoted: true }, headers)).body).toEqual({ success: true, data: { id: tom.id, promoted: true } });
    const promoted = await signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.teacher.sub });
    expect(`${promoted.landing.pathname}${promoted.landing.search}`).toBe("/admin/login?signed-in=1");
    const tomHeaders = { authorization: `Bearer ${(await takeHandOver(server, promoted.browser)).body.token}` };
    expect((await server.request("GET", "/api/admin/me", undefined, tomHeaders)).status).toBe(200);

    await server.request("PUT", `/api/admin/accounts/${tom.id}/admin`, { promoted: false }, headers);
    expect((await server.request("GET", "/api/admin/me", undefined, tomHeaders)).status).toBe(401);
    await expectRefused(server, signIn(server, new CookieBrowser(), { person: TEST_PEOPLE.teacher.sub }), "not-admin", /tom@uni.example has no admin rights/);

    expect((await server.request("PUT", "/api/admin/accounts/nobody/admin", { promoted: true }, headers)).status).toBe(404);
    expect((await server.request("PUT", `/api/admin/accounts/${tom.id}/admin`, { promoted: "yes" }, headers)).body.error).toBe("promoted must be true or false");
    expect((await server.request("GET", "/api/admin/accounts")).status).toBe(401);
  });

  it("answers bad start and hand-over input in the envelope", async () => {
    expect(await server.request("GET", "/auth/oidc/start?for=everyone")).toEqual({ status: 400, body: { success: false, error: "for must be admin, host or participant", code: "VALIDATION" } });
    const forged = await server.request("POST", "/api/auth/oidc/hand-over", undefined, { cookie: "ordsky_signed_in=eyJhZG1pbklkIjoieCJ9.c2lnbmF0dXJl" });
    expect(forged.status).toBe(401);
  });
});
