import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser } from "./helpers/cookie-browser.js";
import type { LaunchRole, LaunchTweaks, LtiPlatformEmulator } from "./helpers/lti-platform.js";
import { ltiTestBed } from "./helpers/lti-test-bed.js";
import type { TestServer } from "./helpers/test-server.js";

const bed = ltiTestBed();
const { log } = bed;
let server: TestServer;
let platform: LtiPlatformEmulator;
let admin: Record<string, string>;
beforeAll(() => ({ server, platform, admin } = bed));

/** The tool's login as the platform starts it; resolves with the state and nonce of the authentication request. */
async function login(browser: CookieBrowser, fields: Record<string, string> = {}) {
  const query = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "user-hint",
    target_link_uri: `${server.url}/lti/launch`,
    client_id: platform.clientId,
    lti_deployment_id: platform.deploymentId,
    lti_message_hint: "link-1",
    ...fields,
  });
  const response = await browser.request(`${server.url}/lti/login?${query}`);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  return { location, state: location.searchParams.get("state")!, nonce: location.searchParams.get("nonce")! };
}

function postLaunch(browser: CookieBrowser, state: string, idToken: string) {
  return browser.request(`${server.url}/lti/launch`, {
    method: "POST",
    body: new URLSearchParams({ id_token: idToken, state }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.issuer },
  });
}

/** A whole launch in one browser: login, the platform's signed answer, the form post. */
async function launch(role: LaunchRole, options: Parameters<LtiPlatformEmulator["signLaunch"]>[2] = {}, browser = new CookieBrowser()) {
  const { state, nonce } = await login(browser);
  return postLaunch(browser, state, await platform.signLaunch(role, nonce, options));
}

async function stored() {
  const sessions = (await server.request("GET", "/api/admin/sessions?page=1&limit=100&search=&type=all", undefined, admin)).body.data.pagination.total;
  const accounts = (await server.request("GET", "/api/admin/accounts", undefined, admin)).body.data.accounts.length;
  return { sessions, accounts };
}

const refusalsLogged = () => log.lines().filter((line) => line.msg === "LTI request refused").map((line) => String(line.reason));

describe("the login", () => {
  it("answers with the authentication request to the platform, state and nonce included, by GET and by POST", async () => {
    const browser = new CookieBrowser();
    const { location, state, nonce } = await login(browser);
    expect(location.origin + location.pathname).toBe(`${platform.issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: platform.clientId,
      redirect_uri: `${server.url}/lti/launch`,
      login_hint: "user-hint",
      lti_message_hint: "link-1",
    });
    expect(state.length).toBeGreaterThan(20);
    expect(nonce.length).toBeGreaterThan(20);

    const byPost = await browser.request(`${server.url}/lti/login`, {
      method: "POST",
      body: new URLSearchParams({ iss: platform.issuer, login_hint: "h", target_link_uri: `${server.url}/lti/launch`, client_id: platform.clientId }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(byPost.status).toBe(302);
    expect(byPost.headers.getSetCookie().join()).toMatch(/ordsky_lti_.*SameSite=None; Secure|ordsky_lti_.*Secure.*SameSite=None/);
  });

  it("refuses an unknown issuer, an unregistered deployment, a link elsewhere or missing fields, with a page", async () => {
    const cases: Record<string, string>[] = [
      { iss: "https://unknown.example" },
      { lti_deployment_id: "not-registered" },
      { target_link_uri: "https://elsewhere.example/lti/launch" },
      { login_hint: "" },
    ];
    for (const fields of cases) {
      const query = new URLSearchParams({ iss: platform.issuer, login_hint: "h", target_link_uri: `${server.url}/lti/launch`, client_id: platform.clientId, ...fields });
      const response = await fetch(`${server.url}/lti/login?${query}`, { redirect: "manual" });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(await response.text()).toContain("could not be opened");
    }
  });
});

describe("a launch", () => {
  it("makes an instructor the host of the evaluation their first launch creates, in their language there, with no host key, framed by the platform only", async () => {
    const before = await stored();
    // Moodle sends the person's language in the launch (LTI 1.3 Core 5.4.4): the evaluation's answers are read as Danish.
    const presentation = { "https://purl.imsglobal.org/spec/lti/claim/launch_presentation": { locale: "da", document_target: "iframe" } };
    const response = await launch("instructor", { resourceLinkId: "link-host", claims: presentation });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, server.url);
    expect(location.pathname).toMatch(/^\/class-session\/[^/]+\/dashboard$/);
    expect(location.search).toBe("?lti=1");
    const grant = decodeURIComponent(location.hash.replace("#hostKey=", ""));
    const sessionId = location.pathname.split("/")[2]!;
    expect(await stored()).toEqual({ sessions: before.sessions + 1, accounts: before.accounts + 1 });
    expect((await server.request("GET", `/api/sessions/${sessionId}`)).body.data.language).toBe("da");

    // The grant acts as the host key, on this session only.
    const settings = { title: "Statistik 1", description: "", isActive: true, isPublic: false, maxParticipants: 100 };
    expect((await server.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": grant })).status).toBe(200);
    expect((await server.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": "lti.forged.grant" })).status).toBe(403);

    const page = await fetch(location.href);
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors ${platform.issuer}`);
    expect(page.headers.get("x-frame-options")).toBeNull();
    const unmarked = await fetch(`${server.url}${location.pathname}`);
    expect(unmarked.headers.get("x-frame-options")).toBe("DENY");

    // The same link opens the same session for any instructor of the course, and a learner lands on its participant page.
    const colleague = await launch("instructor", { resourceLinkId: "link-host", subject: "colleague" });
    expect(new URL(colleague.headers.get("location")!, server.url).pathname).toBe(location.pathname);
    const learner = await launch("learner", { resourceLinkId: "link-host" });
    expect(learner.status).toBe(303);
    expect(learner.headers.get("location")).toBe(`/class-session/${sessionId}?lti=1`);
    expect(learner.headers.getSetCookie().join()).toMatch(/ordsky_participant=[^;]+;.*SameSite=None/);
    expect((await stored()).sessions).toBe(before.sessions + 1);
  });

  it("sends a learner of a link that opens nothing yet to a page saying so, with the privacy notice, and creates nothing", async () => {
    const before = await stored();
    const response = await launch("learner", { resourceLinkId: "never-set-up" });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("does not open an Ordsky session yet");
    // Every page of a launch links the privacy notice and the accessibility statement, in both languages.
    for (const path of ["/privacy", "/privatliv", "/accessibility", "/tilgaengelighed"]) expect(text).toContain(`href="${path}" target="_blank"`);
    expect(await stored()).toEqual(before);
  });

  const refusals: Array<[string, LaunchTweaks & { audience?: string; deploymentId?: string }, RegExp]> = [
    ["a bad signature", { signWith: "unpublished-key-same-kid" }, /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/],
    ["an unknown kid, after the keyset was fetched again", { signWith: "unpublished-kid" }, /ERR_JWKS_NO_MATCHING_KEY/],
    ["a wrong audience", { audience: "another-tool" }, /ERR_JWT_CLAIM_VALIDATION_FAILED.*aud/],
    ["an expired token", { issuedAt: Math.floor(Date.now() / 1000) - 3600, expiresInSeconds: 600 }, /ERR_JWT_EXPIRED/],
    ["an unregistered deployment", { deploymentId: "deployment-2" }, /deployment deployment-2 is not registered/],
    ["another LTI version", { claims: { "https://purl.imsglobal.org/spec/lti/claim/version": "1.1" } }, /not LTI 1.3.0's/],
  ];

  for (const [what, tweaks, reason] of refusals) {
    it(`refuses ${what} with a page, logs why and creates nothing`, async () => {
      const before = await stored();
      const fetchesBefore = platform.keysetFetches();
      const response = await launch("instructor", { resourceLinkId: `refused-${what}`, ...tweaks });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("could not be verified");
      expect(refusalsLogged().at(-1)).toMatch(reason);
      expect(await stored()).toEqual(before);
      if (tweaks.signWith === "unpublished-kid") expect(platform.keysetFetches()).toBeGreaterThan(fetchesBefore);
    });
  }

  it("accepts a key the platform rotated in, fetching its keyset again for the new kid", async () => {
    await launch("learner", { resourceLinkId: "link-host" });
    const fetchesBefore = platform.keysetFetches();
    await platform.rotateKey();
    const response = await launch("learner", { resourceLinkId: "link-host" });
    expect(response.status).toBe(303);
    expect(platform.keysetFetches()).toBe(fetchesBefore + 1);
  });

  it("refuses a replayed launch: the same token and state posted again, cookie and all", async () => {
    const browser = new CookieBrowser();
    const { state, nonce } = await login(browser);
    const token = await platform.signLaunch("learner", nonce, { resourceLinkId: "link-host" });
    const cookie = `${(await browserCookies(browser, state))}`;
    const post = () =>
      fetch(`${server.url}/lti/launch`, { method: "POST", redirect: "manual", body: new URLSearchParams({ id_token: token, state }).toString(), headers: { "content-type": "application/x-www-form-urlencoded", cookie } });
    expect((await post()).status).toBe(303);
    const replay = await post();
    expect(replay.status).toBe(400);
    expect(refusalsLogged().at(-1)).toMatch(/nonce was used before/);
  });

  it("refuses a state this browser did not start: another browser's login posted from here", async () => {
    const victim = new CookieBrowser();
    const { state, nonce } = await login(victim);
    const token = await platform.signLaunch("instructor", nonce, { resourceLinkId: "link-host" });
    const before = await stored();
    const response = await postLaunch(new CookieBrowser(), state, token);
    expect(response.status).toBe(400);
    expect(refusalsLogged().at(-1)).toMatch(/state is not one this browser's login started/);
    // Nor does the nonce of one login pass with another login's state.
    const other = await login(victim);
    expect((await postLaunch(victim, other.state, token)).status).toBe(400);
    expect(refusalsLogged().at(-1)).toMatch(/nonce is not the one/);
    expect(await stored()).toEqual(before);
  });

  it("refuses a post that is not a launch with a page, not an error envelope", async () => {
    const response = await fetch(`${server.url}/lti/launch`, { method: "POST", body: "state=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
  });
});

/** The cookie header the browser would send to /lti/launch for the login under `state`. */
/** The login's cookie as the browser holds it: one per login, named by the state's digest. */
async function browserCookies(browser: CookieBrowser, state: string): Promise<string> {
  const name = `ordsky_lti_${createHash("sha256").update(state).digest("base64url").slice(0, 16)}`;
  const value = browser.cookie(new URL(server.url).host, name);
  expect(value).toBeDefined();
  return `${name}=${value}`;
}

describe("deep linking", () => {
  it("lets an instructor place one of their sessions, signed for the platform, and the placed link opens it with them as host", async () => {
    // A session of this instructor's, made by their first launch of a link that named nothing.
    const first = await launch("instructor", { resourceLinkId: "dl-setup", subject: "dora" });
    const ownSessionId = new URL(first.headers.get("location")!, server.url).pathname.split("/")[2]!;

    const browser = new CookieBrowser();
    const { state, nonce } = await login(browser);
    const request = await platform.signLaunch("instructor", nonce, { subject: "dora", claims: platform.deepLinkingClaims(`${platform.issuer}/deep-link-return`) });
    const picker = await postLaunch(browser, state, request);
    expect(picker.status, refusalsLogged().at(-1)).toBe(200);
    const page = await picker.text();
    expect(page).toContain(`value="session:${ownSessionId}"`);
    const signedContext = /name="context" value="([^"]+)"/.exec(page)![1]!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

    // Someone else's session is not offered, nor accepted.
    const foreign = await browser.request(`${server.url}/lti/deep-link`, {
      method: "POST",
      body: new URLSearchParams({ context: signedContext, choice: "session:someone-elses" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(foreign.status).toBe(403);

    const answer = await browser.request(`${server.url}/lti/deep-link`, {
      method: "POST",
      body: new URLSearchParams({ context: signedContext, choice: `session:${ownSessionId}` }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toContain(`form-action 'self' ${platform.issuer}`);
    const form = await answer.text();
    expect(form).toContain(`action="${platform.issuer}/deep-link-return"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(form)![1]!;
    const { payload, protectedHeader } = await platform.verifyToolMessage(jwt, `${server.url}/lti/jwks`);
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload).toMatchObject({
      "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiDeepLinkingResponse",
      "https://purl.imsglobal.org/spec/lti/claim/version": "1.3.0",
      "https://purl.imsglobal.org/spec/lti/claim/deployment_id": platform.deploymentId,
      "https://purl.imsglobal.org/spec/lti-dl/claim/data": "platform-data-1",
    });
    const [item] = payload["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"] as Array<{ type: string; url: string }>;
    expect(item!.type).toBe("ltiResourceLink");

    // The platform now launches the placed link: another instructor of the course hosts it, a learner answers it.
    const colleague = await launch("instructor", { resourceLinkId: "placed-link", subject: "colleague-2", claims: { "https://purl.imsglobal.org/spec/lti/claim/target_link_uri": item!.url } });
    expect(colleague.status).toBe(303);
    expect(new URL(colleague.headers.get("location")!, server.url).pathname).toBe(`/class-session/${ownSessionId}/dashboard`);
    const learner = await launch("learner", { resourceLinkId: "placed-link" });
    expect(learner.headers.get("location")).toBe(`/class-session/${ownSessionId}?lti=1`);
  });

  it("refuses a deep-linking request from a learner", async () => {
    const browser = new CookieBrowser();
    const { state, nonce } = await login(browser);
    const response = await postLaunch(browser, state, await platform.signLaunch("learner", nonce, { claims: platform.deepLinkingClaims(`${platform.issuer}/deep-link-return`) }));
    expect(response.status).toBe(400);
    expect(refusalsLogged().at(-1)).toMatch(/not an instructor/);
  });
});

describe("names and roles", () => {
  it("fills the course's enrolled with the platform course's active learners, through a token the tool's signed assertion earned", async () => {
    const response = await launch("instructor", { resourceLinkId: "nrps-link", claims: platform.namesAndRolesClaim });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, server.url);
    const grant = decodeURIComponent(location.hash.replace("#hostKey=", ""));
    const sessionId = location.pathname.split("/")[2]!;
    const session = await server.request("GET", `/api/sessions/${sessionId}`);
    const courseId: string = session.body.data.courseId;
    expect(courseId).toBeTruthy();
    const enrolled = async () => {
      const page = await server.request("GET", `/api/courses/${courseId}`, undefined, { "X-Host-Key": grant });
      expect(page.status, JSON.stringify(page.body) + JSON.stringify(log.lines().filter((line) => /roster/.test(line.msg)))).toBe(200);
      return page.body.data.course.enrolled;
    };
    await expect.poll(enrolled, { timeout: 10_000 }).toBe(platform.activeLearners);
    expect(platform.tokenRequests.at(-1)).toEqual({ verified: true, scope: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly" });
  });
});
