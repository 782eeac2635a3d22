import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAdmin } from "../src/server/features/admin/demo-seed.js";
import type { LtiCheckStep } from "../src/shared/schemas/lti-check.js";
import { signInAdmin } from "./admin-helpers.js";
import { CookieBrowser } from "./helpers/cookie-browser.js";
import { startLtiPlatform, type LtiPlatformEmulator } from "./helpers/lti-platform.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

// The admin's learning-platform card against a platform emulated on jose (tests/helpers/lti-platform.ts): what the
// card lists (endpoints, registrations in progress, failed ones) and the check of a registered platform.
let server: TestServer;
let platform: LtiPlatformEmulator;
let admin: Record<string, string>;
/** A port on this machine where nothing listens (taken, then let go). */
let closedPort: number;

beforeAll(async () => {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  [server, platform] = await Promise.all([startTestServer({ ADMIN_REGISTRATION: "first" }), startLtiPlatform()]);
  admin = (await signInAdmin(server)).headers;
  platform.trustTool(`${server.url}/lti/jwks`);
});

afterAll(async () => {
  await Promise.all([server?.close(), platform?.close()]);
});

const card = async () => {
  const listed = await server.request("GET", "/api/admin/lti/platforms", undefined, admin);
  expect(listed.status).toBe(200);
  return listed.body.data as { platforms: any[]; tool: any; registrationAttempts: any[] };
};
const auditCount = async () => (await server.request("GET", "/api/admin/audit?page=1&limit=100", undefined, admin)).body.data.pagination.total as number;

async function registerByHand(changes: Record<string, unknown> = {}): Promise<string> {
  const registered = await server.request("POST", "/api/admin/lti/platforms", { ...platform.manualSettings(), ...changes }, admin);
  expect(registered.status).toBe(200);
  return registered.body.data.id;
}

async function remove(id: string): Promise<void> {
  expect((await server.request("DELETE", `/api/admin/lti/platforms/${id}`, undefined, admin)).status).toBe(200);
}

async function check(id: string): Promise<Record<LtiCheckStep["step"], LtiCheckStep>> {
  const checked = await server.request("POST", `/api/admin/lti/platforms/${id}/check`, {}, admin);
  expect(checked.status).toBe(200);
  const steps = checked.body.data.steps as LtiCheckStep[];
  expect(steps.map((step) => step.step)).toEqual(["keyset", "authorization", "token", "issuer", "deployment"]);
  return Object.fromEntries(steps.map((step) => [step.step, step])) as Record<LtiCheckStep["step"], LtiCheckStep>;
}

/** A learner's launch from the platform, as the browser carries it: the login, the platform's token, the form post. */
async function launch(deploymentId = platform.deploymentId): Promise<Response> {
  const browser = new CookieBrowser();
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: "lars", target_link_uri: `${server.url}/lti/launch`, client_id: platform.clientId, lti_deployment_id: deploymentId });
  const login = await browser.request(`${server.url}/lti/login?${query}`);
  if (login.status !== 302) return login;
  const location = new URL(login.headers.get("location")!);
  const token = await platform.signLaunch("instructor", location.searchParams.get("nonce")!, { deploymentId });
  return browser.request(`${server.url}/lti/launch`, {
    method: "POST",
    body: new URLSearchParams({ id_token: token, state: location.searchParams.get("state")! }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.issuer },
  });
}

describe("the card's endpoints", () => {
  it("says PUBLIC_URL is unset and gives the addresses this request came to", async () => {
    const { tool } = await card();
    expect(tool).toEqual({
      origin: server.url,
      publicUrl: "unset",
      loginUrl: `${server.url}/lti/login`,
      launchUrl: `${server.url}/lti/launch`,
      jwksUrl: `${server.url}/lti/jwks`,
      registrationUrl: `${server.url}/lti/register`,
    });
  });
});

describe("checking a registered platform", () => {
  it("passes each step it can fetch against the platform, and says no launch has yet carried a deployment", async () => {
    const id = await registerByHand();
    const steps = await check(id);
    expect(steps.keyset).toEqual({ step: "keyset", outcome: "passed", reason: "keysFound", values: { url: `${platform.issuer}/jwks`, count: 1 } });
    expect(steps.authorization).toMatchObject({ outcome: "passed", reason: "answered", values: { url: `${platform.issuer}/auth`, status: 400 } });
    expect(steps.token).toMatchObject({ outcome: "passed", reason: "tokenIssued", values: { clientId: platform.clientId } });
    // The platform checked Ordsky's assertion against Ordsky's keyset, as it does for Names and Roles.
    expect(platform.tokenRequests.at(-1)).toMatchObject({ verified: true });
    expect(steps.issuer).toMatchObject({ outcome: "passed", reason: "wellFormed", values: { issuer: platform.issuer } });
    expect(steps.deployment).toEqual({ step: "deployment", outcome: "skipped", reason: "noLaunchYet", values: { registered: platform.deploymentId } });
    await remove(id);
  });

  it("fails the keyset step when the keyset URL is wrong or does not answer, and still reports the other steps", async () => {
    const wrong = await registerByHand({ jwksUrl: `${platform.issuer}/keys` });
    const steps = await check(wrong);
    expect(steps.keyset).toEqual({ step: "keyset", outcome: "failed", reason: "httpStatus", values: { url: `${platform.issuer}/keys`, status: 404 } });
    expect(steps.token.outcome).toBe("passed");
    await remove(wrong);

    const nowhere = await registerByHand({ jwksUrl: `http://127.0.0.1:${closedPort}/jwks` });
    expect((await check(nowhere)).keyset).toMatchObject({ outcome: "failed", reason: "unreachable", values: { url: `http://127.0.0.1:${closedPort}/jwks`, detail: "ECONNREFUSED" } });
    await remove(nowhere);
  });

  it("fails the token step when the client id differs from the platform's, naming it and Ordsky's keyset", async () => {
    const id = await registerByHand({ clientId: "ordsky-typo" });
    const steps = await check(id);
    expect(steps.token).toMatchObject({ outcome: "failed", reason: "clientRefused", values: { clientId: "ordsky-typo", status: 401, error: "invalid_client", toolJwksUrl: `${server.url}/lti/jwks` } });
    expect(steps.keyset.outcome).toBe("passed");
    await remove(id);
  });

  it("fails the deployment step once the platform's login names a deployment not registered, until it is", async () => {
    const id = await registerByHand({ deploymentIds: ["deployment-9"] });
    expect((await launch()).status).toBe(400);
    const failed = await check(id);
    expect(failed.deployment).toMatchObject({ outcome: "failed", reason: "unknownDeployment", values: { deployment: platform.deploymentId, registered: "deployment-9" } });
    expect(String(failed.deployment.values.at)).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The admin adds it, as the card's form does (the same issuer and client id update the platform).
    await registerByHand({ deploymentIds: ["deployment-9", platform.deploymentId] });
    expect((await check(id)).deployment).toMatchObject({ outcome: "skipped", reason: "noLaunchYet" });
    await remove(id);
  });

  it("answers an unknown platform 404, an id too long 414, no admin 401, the demo account 403, and stores nothing", async () => {
    const id = await registerByHand();
    // Signing in is recorded; what follows is not.
    const demo = (await signInAdmin(server, await ensureDemoAdmin(server.context))).headers;
    const before = { card: await card(), audit: await auditCount() };
    expect(await server.request("POST", "/api/admin/lti/platforms/no-such-platform/check", {}, admin)).toEqual({ status: 404, body: { success: false, error: "No such platform", code: "NOT_FOUND" } });
    const tooLong = await server.request("POST", `/api/admin/lti/platforms/${"x".repeat(101)}/check`, {}, admin);
    expect(tooLong).toEqual({ status: 414, body: { success: false, error: "The address is too long", code: "VALIDATION" } });
    expect((await server.request("POST", `/api/admin/lti/platforms/${id}/check`, {})).status).toBe(401);
    expect((await server.request("POST", `/api/admin/lti/platforms/${id}/check`, {}, demo)).status).toBe(403);
    expect((await server.request("DELETE", "/api/admin/lti/registration-attempts/none", undefined, demo)).status).toBe(403);
    // A check that ran changes nothing either.
    await check(id);
    expect(await card()).toEqual(before.card);
    expect(await auditCount()).toBe(before.audit);
    await remove(id);
  });
});

describe("registrations in progress", () => {
  it("lists a dynamically registered platform as waiting for its first launch, and no longer once it came", async () => {
    const start = `/lti/register?openid_configuration=${encodeURIComponent(platform.configurationUrl)}&registration_token=${platform.registrationToken}`;
    expect((await fetch(server.url + start)).status).toBe(200);
    const waiting = (await card()).platforms.find((row) => row.clientId === platform.clientId);
    expect(waiting).toMatchObject({ registeredDynamically: true, firstLaunchAt: null, name: "emulator" });
    const before = await check(waiting.id);
    expect(before.deployment.reason).toBe("noLaunchYet");

    expect((await launch()).status).toBe(303);
    const launched = (await card()).platforms.find((row) => row.id === waiting.id);
    expect(launched.firstLaunchAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const after = await check(waiting.id);
    expect(after.issuer).toMatchObject({ outcome: "passed", reason: "launchedWith", values: { issuer: platform.issuer, at: launched.firstLaunchAt } });
    expect(after.deployment).toMatchObject({ outcome: "passed", reason: "launched", values: { registered: platform.deploymentId, at: launched.firstLaunchAt } });
    // A later launch keeps the first one's time.
    expect((await launch()).status).toBe(303);
    expect((await card()).platforms.find((row) => row.id === waiting.id).firstLaunchAt).toBe(launched.firstLaunchAt);
    await remove(waiting.id);
  });

  it("lists a failed registration with its reason, without the configuration's query, until a success from there or a dismissal", async () => {
    const register = (token: string, configuration = `${platform.configurationUrl}?registration_token=secret-${token}`) =>
      fetch(`${server.url}/lti/register?openid_configuration=${encodeURIComponent(configuration)}&registration_token=${token}`);
    expect((await register("stolen")).status).toBe(400);
    expect((await register("stolen-again")).status).toBe(400);
    const [attempt, ...others] = (await card()).registrationAttempts;
    expect(others).toEqual([]);
    expect(attempt).toMatchObject({ configurationUrl: platform.configurationUrl, issuer: platform.issuer, failure: "registrationRefused" });
    expect(attempt.detail).toContain("401");
    expect(JSON.stringify(attempt)).not.toContain("secret-");

    expect((await register(platform.registrationToken)).status).toBe(200);
    expect((await card()).registrationAttempts).toEqual([]);

    const nowhere = `http://127.0.0.1:${closedPort}/.well-known/openid-configuration`;
    expect((await register("x", nowhere)).status).toBe(400);
    const [unreachable] = (await card()).registrationAttempts;
    expect(unreachable).toMatchObject({ configurationUrl: nowhere, issuer: null, failure: "configurationUnreachable", detail: "ECONNREFUSED" });

    const before = await auditCount();
    expect((await server.request("DELETE", `/api/admin/lti/registration-attempts/${unreachable.id}`, undefined, admin)).status).toBe(200);
    expect((await card()).registrationAttempts).toEqual([]);
    const trail = (await server.request("GET", "/api/admin/audit?kind=lti.registrationDismissed", undefined, admin)).body.data.records;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorKind: "admin", target: nowhere, detail: { failure: "configurationUnreachable" } });
    expect(await auditCount()).toBe(before + 1);
    // Dismissed already: nothing to dismiss, nothing recorded.
    expect((await server.request("DELETE", `/api/admin/lti/registration-attempts/${unreachable.id}`, undefined, admin)).status).toBe(404);
    expect(await auditCount()).toBe(before + 1);
  });
});
