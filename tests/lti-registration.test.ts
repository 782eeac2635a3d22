import { createLocalJWKSet, generateKeyPair, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETIRED_KEY_PUBLISHED_MS } from "../src/server/features/lti/tool-keys.js";
import { signInAdmin } from "./admin-helpers.js";
import { startLtiPlatform, type LtiPlatformEmulator } from "./helpers/lti-platform.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

let server: TestServer;
let platform: LtiPlatformEmulator;
let clock = Date.parse("2026-11-28T09:00:00Z");

beforeAll(async () => {
  [server, platform] = await Promise.all([startTestServer({}, { now: () => clock }), startLtiPlatform()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), platform?.close()]);
});

async function keyset(): Promise<{ keys: Array<{ kid: string; kty: string; alg: string; d?: string }> }> {
  const response = await fetch(`${server.url}/lti/jwks`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("the tool's signing keys", () => {
  it("makes one RS256 key, once, however many requests ask for it first, and publishes only its public half", async () => {
    const first = await Promise.all(Array.from({ length: 6 }, () => keyset()));
    const kids = new Set(first.map((set) => set.keys.map((key) => key.kid).join()));
    expect(kids.size).toBe(1);
    expect(first[0]!.keys).toHaveLength(1);
    expect(first[0]!.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(first[0]!.keys[0]!.d).toBeUndefined();
  });

  it("rotates on an admin's request, keeping the old key published for a while, then only the new one", async () => {
    const before = (await keyset()).keys[0]!.kid;
    expect((await server.request("POST", "/api/admin/lti/key-rotation")).status).toBe(401);
    const admin = await signInAdmin(server);
    const rotated = await server.request("POST", "/api/admin/lti/key-rotation", undefined, admin.headers);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.previousKid).toBe(before);
    expect((await keyset()).keys.map((key) => key.kid)).toEqual([rotated.body.data.currentKid, before]);

    clock += RETIRED_KEY_PUBLISHED_MS - 1000;
    expect((await keyset()).keys.map((key) => key.kid)).toEqual([rotated.body.data.currentKid, before]);
    clock += 2000;
    expect((await keyset()).keys.map((key) => key.kid)).toEqual([rotated.body.data.currentKid]);
  });

  it("publishes a keyset against which a token signed by another key under its kid fails", async () => {
    const set = createLocalJWKSet(await keyset());
    // A token signed by someone else under the tool's kid does not verify against the published key.
    const forged = await new SignJWT({}).setProtectedHeader({ alg: "RS256", kid: (await keyset()).keys[0]!.kid }).sign((await generateKeyPair("RS256")).privateKey);
    await expect(jwtVerify(forged, set)).rejects.toThrow();
  });
});

describe("registering a platform", () => {
  it("lets an admin enter a platform's settings by hand, listed with the tool's endpoints, and remove it", async () => {
    const admin = await signInAdmin(server);
    expect((await server.request("POST", "/api/admin/lti/platforms", platform.manualSettings())).status).toBe(401);
    const bad = await server.request("POST", "/api/admin/lti/platforms", { ...platform.manualSettings(), tokenUrl: "javascript:alert(1)" }, admin.headers);
    expect(bad.status).toBe(400);
    const noDeployment = await server.request("POST", "/api/admin/lti/platforms", { ...platform.manualSettings(), deploymentIds: [] }, admin.headers);
    expect(noDeployment.status).toBe(400);

    const created = await server.request("POST", "/api/admin/lti/platforms", { ...platform.manualSettings(), clientId: "by-hand" }, admin.headers);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ issuer: platform.issuer, clientId: "by-hand", deploymentIds: [platform.deploymentId] });
    const listed = await server.request("GET", "/api/admin/lti/platforms", undefined, admin.headers);
    expect(listed.body.data.platforms.map((p: { clientId: string }) => p.clientId)).toContain("by-hand");
    expect(listed.body.data.tool).toEqual({
      origin: server.url,
      publicUrl: "unset",
      loginUrl: `${server.url}/lti/login`,
      launchUrl: `${server.url}/lti/launch`,
      jwksUrl: `${server.url}/lti/jwks`,
      registrationUrl: `${server.url}/lti/register`,
    });

    expect((await server.request("DELETE", `/api/admin/lti/platforms/${created.body.data.id}`, undefined, admin.headers)).status).toBe(200);
    expect((await server.request("DELETE", `/api/admin/lti/platforms/${created.body.data.id}`, undefined, admin.headers)).status).toBe(404);
  });

  it("registers through Dynamic Registration: the tool's configuration posted with the token, the client id and deployment stored", async () => {
    const start = `/lti/register?openid_configuration=${encodeURIComponent(platform.configurationUrl)}&registration_token=${platform.registrationToken}`;
    const response = await fetch(server.url + start);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('postMessage({ subject: "org.imsglobal.lti.close" }');
    // The page's one inline script is allowed by its hash, and any platform may frame it.
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("x-frame-options")).toBeNull();

    const sent = platform.registrations.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${platform.registrationToken}`);
    expect(sent.body).toMatchObject({
      initiate_login_uri: `${server.url}/lti/login`,
      redirect_uris: [`${server.url}/lti/launch`],
      jwks_uri: `${server.url}/lti/jwks`,
      token_endpoint_auth_method: "private_key_jwt",
      scope: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly",
    });

    const admin = await signInAdmin(server);
    const listed = await server.request("GET", "/api/admin/lti/platforms", undefined, admin.headers);
    expect(listed.body.data.platforms).toContainEqual(
      expect.objectContaining({ issuer: platform.issuer, clientId: platform.clientId, deploymentIds: [platform.deploymentId], jwksUrl: `${platform.issuer}/jwks`, tokenUrl: `${platform.issuer}/token` }),
    );
    // The audit trail names the platform as the one who registered, from the address of the browser that opened the page.
    const trail = await server.request("GET", "/api/admin/audit?kind=lti.platformRegistered", undefined, admin.headers);
    expect(trail.body.data.records.find((record: { detail: { dynamic: boolean } }) => record.detail.dynamic)).toMatchObject({
      actorKind: "platform",
      actor: platform.issuer,
      address: "127.0.0.1",
      detail: { issuer: platform.issuer, clientId: platform.clientId, dynamic: true },
    });
  });

  it("refuses a registration the platform refuses, or whose configuration names another issuer, with a page and nothing stored", async () => {
    const admin = await signInAdmin(server);
    const count = async () => (await server.request("GET", "/api/admin/lti/platforms", undefined, admin.headers)).body.data.platforms.length;
    const before = await count();
    const wrongToken = await fetch(`${server.url}/lti/register?openid_configuration=${encodeURIComponent(platform.configurationUrl)}&registration_token=stolen`);
    expect(wrongToken.status).toBe(400);
    expect(await wrongToken.text()).toContain("could not be registered");
    const elsewhere = `http://localhost:${new URL(platform.issuer).port}/.well-known/openid-configuration`;
    expect((await fetch(`${server.url}/lti/register?openid_configuration=${encodeURIComponent(elsewhere)}`)).status).toBe(400);
    expect((await fetch(`${server.url}/lti/register?openid_configuration=not-a-url`)).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
