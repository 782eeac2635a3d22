import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser } from "./helpers/cookie-browser.js";
import type { LtiPlatformEmulator } from "./helpers/lti-platform.js";
import { ltiTestBed } from "./helpers/lti-test-bed.js";
import type { TestServer } from "./helpers/test-server.js";

// A launch inside a platform's frame where the browser refuses Ordsky its cookies (Safari; Chrome with third-party
// cookies blocked): requests here carry no cookie at all, as such a frame's do, and `sec-fetch-dest: iframe`.
const bed = ltiTestBed();
const { log } = bed;
let server: TestServer;
let platform: LtiPlatformEmulator;
let admin: Record<string, string>;
beforeAll(() => ({ server, platform, admin } = bed));

const FRAMED = { "sec-fetch-dest": "iframe" };
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const dataOf = (html: string, name: string) => unescape(new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? "");
const inputOf = (html: string, name: string) => unescape(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "");

function loginQuery(fields: Record<string, string> = {}) {
  return new URLSearchParams({ iss: platform.issuer, login_hint: "hint", target_link_uri: `${server.url}/lti/launch`, client_id: platform.clientId, lti_deployment_id: platform.deploymentId, ...fields });
}

/** The framed login's page, read as its script reads it: where to go next, and what to keep in the platform's storage. */
async function framedLogin(fields: Record<string, string> = { lti_storage_target: "_parent" }) {
  const response = await fetch(`${server.url}/lti/login?${loginQuery(fields)}`, { headers: FRAMED, redirect: "manual" });
  expect(response.status).toBe(200);
  const html = await response.text();
  const next = new URL(dataOf(html, "next"));
  return { response, html, next, state: next.searchParams.get("state")!, nonce: next.searchParams.get("nonce")!, key: dataOf(html, "key"), value: dataOf(html, "value") };
}

/** A form post to /lti/launch from a page at `origin`, with the headers a browser sends (see `fetchSite`). */
function postLaunch(fields: Record<string, string>, origin: string) {
  return fetch(`${server.url}/lti/launch`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...fetchSite(origin), ...FRAMED },
    redirect: "manual",
  });
}

/** Ordsky's own pages post under `Referrer-Policy: no-referrer`: the browser says `Origin: null`, and same-origin. */
function fetchSite(origin: string): Record<string, string> {
  return origin === server.url ? { origin: "null", "sec-fetch-site": "same-origin" } : { origin, "sec-fetch-site": "cross-site" };
}

/**
 * The platform's post, then (as the check page does, with what the storage kept) Ordsky's own. `echo: false` is a
 * platform that names its storage frame at login only, not again beside the token.
 */
async function storageLaunch(idTokenFor: (nonce: string) => Promise<string>, stored?: (login: Awaited<ReturnType<typeof framedLogin>>) => string, echo = true) {
  const login = await framedLogin();
  const check = await postLaunch({ id_token: await idTokenFor(login.nonce), state: login.state, ...(echo ? { lti_storage_target: "_parent" } : {}) }, platform.issuer);
  expect(check.status).toBe(200);
  const html = await check.text();
  expect(dataOf(html, "key")).toBe(login.key);
  const fields = Object.fromEntries(["id_token", "state", "lti_storage_target", "lti_frame_origin"].map((name) => [name, inputOf(html, name)]));
  return { login, html, fields, again: (origin = server.url, value = stored ? stored(login) : login.value) => postLaunch({ ...fields, lti_stored_state: value }, origin) };
}

async function sessionCount() {
  return (await server.request("GET", "/api/admin/sessions?page=1&limit=100&search=&type=all", undefined, admin)).body.data.pagination.total as number;
}

/** The sha256 CSP source of a page's one inline script. */
function inlineScriptSource(html: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

describe("a login framed by the platform", () => {
  it("is a page that keeps the state in the platform's storage, allowed to run its one script and to be framed", async () => {
    const { response, html, next, state, key, value } = await framedLogin();
    expect(next.origin + next.pathname).toBe(`${platform.issuer}/auth`);
    expect(dataOf(html, "target")).toBe("_parent");
    // The postMessage storage is spoken to at the platform's authorization origin only.
    expect(dataOf(html, "origin")).toBe(new URL(platform.configuration.authorization_endpoint).origin);
    // The storage's key names the state by its digest: the state itself (signed, and long) stays out of the platform's window.
    expect(key).toBe(`ordsky_state_${createHash("sha256").update(state).digest("base64url").slice(0, 32)}`);
    expect(value).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookies = response.headers.getSetCookie();
    // The probe is readable by the page's script (no HttpOnly); the state's cookie is not.
    expect(cookies.find((line) => line.startsWith("ordsky_lti_probe="))).not.toMatch(/HttpOnly/);
    expect(cookies.find((line) => line.startsWith("ordsky_lti_") && !line.startsWith("ordsky_lti_probe"))).toMatch(/HttpOnly/);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain(inlineScriptSource(html));
    expect(csp).not.toContain("frame-ancestors");
    expect(response.headers.get("x-frame-options")).toBeNull();
  });

  it("offers a new window where the platform has no storage, and redirects as before in a window of its own", async () => {
    const { html } = await framedLogin({});
    expect(dataOf(html, "target")).toBe("");
    const link = new URL(unescape(/href="([^"]+)" target="_blank"/.exec(html)![1]!), server.url);
    expect(link.pathname).toBe("/lti/login");
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ iss: platform.issuer, login_hint: "hint", client_id: platform.clientId });
    expect(link.searchParams.has("lti_storage_target")).toBe(false);

    const inWindow = await fetch(`${server.url}/lti/login?${loginQuery({ lti_storage_target: "_parent" })}`, { redirect: "manual", headers: { "sec-fetch-dest": "document" } });
    expect(inWindow.status).toBe(302);
  });
});

describe("a launch without the login's cookie", () => {
  let sessionId: string;
  let questionIds: string[];

  beforeAll(async () => {
    // The instructor sets the link up (in a window of their own, where the cookie is kept).
    const browser = new CookieBrowser();
    const started = await browser.request(`${server.url}/lti/login?${loginQuery()}`);
    const nonce = new URL(started.headers.get("location")!).searchParams.get("nonce")!;
    const state = new URL(started.headers.get("location")!).searchParams.get("state")!;
    const hosted = await browser.request(`${server.url}/lti/launch`, {
      method: "POST",
      body: new URLSearchParams({ id_token: await platform.signLaunch("instructor", nonce, { resourceLinkId: "framed-link" }), state }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.issuer },
    });
    expect(hosted.status).toBe(303);
    sessionId = new URL(hosted.headers.get("location")!, server.url).pathname.split("/")[2]!;
    questionIds = ((await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data as { id: string }[]).map((question) => question.id);
  });

  const answer = (participantId: string, proof: string | null) =>
    fetch(`${server.url}/api/sessions/${sessionId}/class-response`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(proof ? { "x-ordsky-respondent": proof } : {}) },
      body: JSON.stringify({ questionId: questionIds[0], response: 7, participantId }),
    });

  async function learnerLaunch(subject: string) {
    const launch = await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: "framed-link", subject }));
    const accepted = await launch.again();
    expect(accepted.status).toBe(303);
    expect(accepted.headers.getSetCookie().filter((line) => line.startsWith("ordsky_participant="))).toEqual([]);
    const location = new URL(accepted.headers.get("location")!, server.url);
    return { launch, location, proof: decodeURIComponent(location.hash.replace("#respondent=", "")) };
  }

  it("reads the state back from the platform's storage, creates nothing before, and opens the learner's page framed by the platform", async () => {
    const before = await sessionCount();
    const { launch, location, proof } = await learnerLaunch("frida");
    expect(await sessionCount()).toBe(before);
    expect(launch.html).toContain('action="/lti/launch"');
    expect(location.pathname).toBe(`/class-session/${sessionId}`);
    expect(location.search).toBe("?lti=1");
    expect(proof).toMatch(/^[\w-]+\.[\w-]+$/);
    // The platform's origin came in the first post; the second came from Ordsky's own page, yet the platform frames.
    const page = await fetch(`${server.url}${location.pathname}${location.search}`);
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors ${platform.issuer}`);
    // Used once: the same fields posted again are a replay.
    expect((await launch.again()).status).toBe(400);
  });

  it("finds the platform's storage from the login's state where the platform does not name it again with the token", async () => {
    const launch = await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: "framed-link", subject: "jonas" }), undefined, false);
    expect(launch.fields.lti_storage_target).toBe("_parent");
    const accepted = await launch.again();
    expect(accepted.status).toBe(303);
    expect(new URL(accepted.headers.get("location")!, server.url).pathname).toBe(`/class-session/${sessionId}`);
  });

  it("refuses with a page, and logs why, when the check page finds the platform's storage empty", async () => {
    const before = await sessionCount();
    const launch = await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: "framed-link", subject: "karen" }));
    const refused = await postLaunch({ ...launch.fields, lti_storage_missing: "1" }, server.url);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("could not be verified");
    expect(await sessionCount()).toBe(before);
    expect(log.lines().map((line) => String(line.reason ?? ""))).toEqual(expect.arrayContaining([expect.stringContaining("the platform's storage holds no login")]));
  });

  it("counts each learner once through the header that stands in for the cookie, and stores nothing about them", async () => {
    const first = await learnerLaunch("gorm");
    const second = await learnerLaunch("hanne");
    expect((await answer("gorm-phone", first.proof)).status).toBe(201);
    expect((await answer("gorm-phone", first.proof)).status).toBe(200);
    const again = await answer("gorm-laptop", first.proof);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("ALREADY_ANSWERED");
    expect((await answer("hanne-phone", second.proof)).status).toBe(201);
    // Answering stays open to anyone without a launch (ANSWERING's default).
    expect((await answer("anonymous-phone", null)).status).toBe(201);
    const account = await fetch(`${server.url}/api/account`, { headers: { "x-ordsky-respondent": first.proof } });
    expect((await account.json()).data.answering).toBe(true);
    const rows = JSON.stringify(await server.context.store.db.selectFrom("class_respondents").selectAll().execute());
    expect(rows).not.toContain("gorm");
    expect(rows).not.toContain("hanne");
  });

  it("refuses the stored state posted from another site, or another login's, with a page, and creates nothing", async () => {
    const before = await sessionCount();
    const fromElsewhere = await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: "framed-link", subject: "ivan" }));
    const refused = await fromElsewhere.again("https://attacker.example");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("could not be verified");
    const other = await framedLogin();
    const mixed = await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: "framed-link", subject: "ivan" }), () => other.value);
    expect((await mixed.again()).status).toBe(400);
    expect(await sessionCount()).toBe(before);
    expect(log.lines().map((line) => String(line.reason ?? ""))).toEqual(
      expect.arrayContaining([expect.stringContaining("not by Ordsky's own page"), expect.stringContaining("returned no login of this launch's state")]),
    );
  });
});

describe("a learner's link to a whole course", () => {
  it("opens the course's latest evaluation, and says so while the course has none", async () => {
    const empty = await server.request("POST", "/api/courses", { title: "Statistik 2" });
    expect(empty.status).toBe(201);
    const courseId: string = empty.body.data.courseId;
    const launchCourse = async () => (await storageLaunch((nonce) => platform.signLaunch("learner", nonce, { resourceLinkId: `course-link-${Math.random()}`, claims: { "https://purl.imsglobal.org/spec/lti/claim/custom": { course: courseId } } }))).again();
    const none = await launchCourse();
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("has no evaluation in Ordsky yet");

    const hostKey: string = empty.body.data.hostKey;
    const lectures = [];
    for (const title of ["Lecture 1", "Lecture 2"]) {
      const created = await server.request("POST", `/api/courses/${courseId}/sessions`, { title }, { "X-Host-Key": hostKey });
      expect(created.status).toBe(201);
      lectures.push(created.body.data.sessionId as string);
    }
    const opened = await launchCourse();
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get("location")!, server.url).pathname).toBe(`/class-session/${lectures[1]}`);
  });
});
