import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK, type JWTPayload } from "jose";
import { listenOnSomePort } from "./free-port.js";

const LTI = "https://purl.imsglobal.org/spec/lti/claim";

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

async function makeKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

export type LaunchRole = "instructor" | "learner";

const ROLES: Record<LaunchRole, string[]> = {
  instructor: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
  learner: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
};

/** What a test may change about one launch's token, to make the tool refuse it. */
export type LaunchTweaks = {
  claims?: JWTPayload;
  /** Sign with a key the platform never published (a bad signature under a published kid, or an unknown kid). */
  signWith?: "unpublished-key-same-kid" | "unpublished-kid";
  expiresInSeconds?: number;
  issuedAt?: number;
};

/**
 * The platform's side of LTI client-side postMessage storage, in its course page: it keeps what a tool's frame puts
 * (per the frame's origin, as the standard says) and answers a get with it, in the page's memory.
 */
const STORAGE_SCRIPT = `
  var kept = {};
  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || typeof message.subject !== "string") return;
    var store = kept[event.origin] = kept[event.origin] || {};
    var reply = { message_id: message.message_id, key: message.key };
    if (message.subject === "lti.put_data") { store[message.key] = message.value; reply.subject = "lti.put_data.response"; reply.value = message.value; }
    else if (message.subject === "lti.get_data") { reply.subject = "lti.get_data.response"; reply.value = store[message.key]; }
    else if (message.subject === "lti.capabilities") { reply.subject = "lti.capabilities.response"; reply.supported_messages = [{ subject: "lti.put_data", frame: "_parent" }, { subject: "lti.get_data", frame: "_parent" }]; }
    else return;
    window.__ltiStorageMessages = (window.__ltiStorageMessages || []).concat([{ subject: message.subject, origin: event.origin }]);
    event.source.postMessage(reply, event.origin);
  });`;

/**
 * A learning platform for the tests, on `jose`: its own keyset over HTTP, the OpenID configuration and registration
 * endpoint of Dynamic Registration, and signed LTI 1.3 launches (the id_token the platform's authorization endpoint
 * would post back) for an instructor or a learner. Requests it received are kept for the tests to read.
 * `host`: the name its pages are reached by; `localhost` puts them on another site than a tool on 127.0.0.1, so the
 * browser treats Ordsky in its frame as third-party (cookies and storage refused, as Safari does).
 */
export async function startLtiPlatform(options: { host?: string } = {}) {
  const server = createServer();
  const port = await listenOnSomePort(server);
  const issuer = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const clientId = `ordsky-${randomUUID().slice(0, 8)}`;
  const deploymentId = "deployment-1";
  const registrationToken = randomUUID();
  let key = await makeKey();
  const published: SigningKey[] = [key];
  const registrations: { authorization: string | undefined; body: any }[] = [];
  let keysetFetches = 0;
  let toolKeyset: ReturnType<typeof createRemoteJWKSet> | null = null;
  let toolOrigin: string | null = null;
  const accessTokens = new Set<string>();
  /** Links the tool placed through Deep Linking, in order. */
  const placed: { id: string; title: string; url: string }[] = [];
  const tokenRequests: { verified: boolean; scope: string | null; error?: string }[] = [];
  /** The platform course's members, served two to a page. */
  const members = [
    { user_id: "l1", roles: [ROLES.learner[0]!], status: "Active" },
    { user_id: "t1", roles: [ROLES.instructor[0]!] },
    { user_id: "l2", roles: [ROLES.learner[0]!] },
    { user_id: "l3", roles: [ROLES.learner[0]!], status: "Inactive" },
    { user_id: "l4", roles: [ROLES.learner[0]!], status: "Active" },
  ];

  const namesAndRolesClaim = { "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": { context_memberships_url: `${issuer}/memberships`, service_versions: ["2.0"] } };

  const configuration = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    registration_endpoint: `${issuer}/register`,
    "https://purl.imsglobal.org/spec/lti-platform-configuration": { product_family_code: "emulator", version: "1.0" },
  };

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) => void response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/.well-known/openid-configuration") return json(200, configuration);
    if (url.pathname === "/jwks") {
      keysetFetches++;
      return json(200, { keys: published.map((k) => k.publicJwk) });
    }
    if (url.pathname === "/register" && request.method === "POST") {
      const body = JSON.parse(await readBody(request));
      registrations.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${registrationToken}`) return json(401, { error: "invalid_token" });
      return json(200, { client_id: clientId, ...body, "https://purl.imsglobal.org/spec/lti-tool-configuration": { ...body["https://purl.imsglobal.org/spec/lti-tool-configuration"], deployment_id: deploymentId } });
    }
    const html = (body: string) => void response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Emulated platform</title></head><body>${body}</body></html>`);
    // The pages a browser sees (e2e): an admin's registration dialog, a course page framing a link, the authorization step.
    if (url.pathname === "/admin/register-tool" && toolOrigin) {
      const start = `${toolOrigin}/lti/register?openid_configuration=${encodeURIComponent(`${issuer}/.well-known/openid-configuration`)}&registration_token=${registrationToken}`;
      return html(`<h1>Register a tool</h1><p id="status">Registering…</p><iframe title="Tool registration" src="${start}" style="width:100%;height:300px"></iframe><script>addEventListener("message", (event) => { if (event.data && event.data.subject === "org.imsglobal.lti.close") document.getElementById("status").textContent = "The tool closed its registration"; });</script>`);
    }
    // A course page framing a link, as the person `user` in `role`; `storage=1` offers postMessage storage.
    if (url.pathname === "/course" && toolOrigin) {
      const role = url.searchParams.get("role") === "instructor" ? "instructor" : "learner";
      const user = url.searchParams.get("user") ?? (role === "instructor" ? "ida" : "lars");
      const storage = url.searchParams.get("storage") === "1";
      const login = new URLSearchParams({
        iss: issuer,
        login_hint: [role, url.searchParams.get("link") ?? "link-1", user, storage ? "storage" : ""].join(":"),
        target_link_uri: `${toolOrigin}/lti/launch`,
        client_id: clientId,
        lti_deployment_id: deploymentId,
        ...(storage ? { lti_storage_target: "_parent" } : {}),
      });
      return html(`<h1>Statistics 1 (emulated course)</h1><iframe title="Ordsky" src="${toolOrigin}/lti/login?${login}" style="width:100%;height:900px;border:1px solid #888"></iframe>${storage ? `<script>${STORAGE_SCRIPT}</script>` : ""}`);
    }
    // `link=deep` asks the tool for a link to place (Deep Linking); a placed link launches with the URL it was given.
    if (url.pathname === "/auth") {
      // Asked without an authentication request (an admin's check that the address answers), as a platform does.
      if (!url.searchParams.get("redirect_uri")) return json(400, { error: "invalid_request" });
      const [role, link, user, storage] = (url.searchParams.get("login_hint") ?? "learner:link-1").split(":") as [LaunchRole, string, string | undefined, string | undefined];
      const subject = user || (role === "instructor" ? "ida" : "lars");
      const nonce = url.searchParams.get("nonce") ?? "";
      const placedLink = placed.find((item) => item.id === link);
      const claims = link === "deep" ? deepLinkingClaims(`${issuer}/deep-link-return`) : { ...namesAndRolesClaim, ...(placedLink ? { [`${LTI}/target_link_uri`]: placedLink.url, [`${LTI}/resource_link`]: { id: link, title: placedLink.title } } : {}) };
      const token = await signLaunch(role, nonce, { resourceLinkId: link, subject, claims });
      const fields = { id_token: token, state: url.searchParams.get("state") ?? "", ...(storage === "storage" ? { lti_storage_target: "_parent" } : {}) };
      const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join("");
      return html(`<form method="post" action="${url.searchParams.get("redirect_uri")}">${inputs}</form><script>document.forms[0].submit()</script>`);
    }
    // Deep Linking's return: the tool's signed response, verified against its keyset; its link is placed in the course.
    if (url.pathname === "/deep-link-return" && request.method === "POST") {
      const jwt = new URLSearchParams(await readBody(request)).get("JWT") ?? "";
      if (!toolKeyset) return html("<p>No tool to verify against</p>");
      const { payload } = await jwtVerify(jwt, toolKeyset, { issuer: clientId, audience: issuer, algorithms: ["RS256"] });
      const items = (payload["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"] ?? []) as { type: string; title: string; url: string }[];
      for (const item of items) placed.push({ id: `placed-${placed.length + 1}`, title: item.title, url: item.url });
      return html(`<h1>Placed in the course</h1><ul>${placed.map((item) => `<li data-link="${item.id}">${item.title}</li>`).join("")}</ul>`);
    }
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const assertion = form.get("client_assertion") ?? "";
      try {
        if (!toolKeyset) throw new Error("no tool keyset to check against");
        if (form.get("grant_type") !== "client_credentials" || form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer") throw new Error("wrong grant");
        await jwtVerify(assertion, toolKeyset, { issuer: clientId, subject: clientId, audience: configuration.token_endpoint, algorithms: ["RS256"], requiredClaims: ["jti", "exp", "iat"] });
      } catch (error) {
        tokenRequests.push({ verified: false, scope: form.get("scope"), error: String(error) });
        return json(401, { error: "invalid_client" });
      }
      tokenRequests.push({ verified: true, scope: form.get("scope") });
      const token = randomUUID();
      accessTokens.add(token);
      return json(200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: form.get("scope") });
    }
    if (url.pathname === "/memberships") {
      if (!accessTokens.has((request.headers.authorization ?? "").replace(/^Bearer /, ""))) return json(401, { error: "invalid_token" });
      const page = Number(url.searchParams.get("page") ?? "0");
      const next = (page + 1) * 2 < members.length ? `<${issuer}/memberships?page=${page + 1}>; rel="next"` : undefined;
      response.writeHead(200, { "content-type": "application/vnd.ims.lti-nrps.v2.membershipcontainer+json", ...(next ? { link: next } : {}) });
      return void response.end(JSON.stringify({ id: `${issuer}/memberships`, context: { id: "course-1" }, members: members.slice(page * 2, page * 2 + 2) }));
    }
    response.writeHead(404).end();
  }

  /** The claims of a deep-linking request whose answer goes back to `returnUrl`. */
  function deepLinkingClaims(returnUrl: string, data = "platform-data-1"): JWTPayload {
    return {
      [`${LTI}/message_type`]: "LtiDeepLinkingRequest",
      [`${LTI}/resource_link`]: undefined,
      "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings": { deep_link_return_url: returnUrl, accept_types: ["ltiResourceLink"], accept_presentation_document_targets: ["iframe", "window"], data },
    };
  }

  /** Signs the id_token of a launch answering the tool's authorization request (`nonce` from its redirect). */
  async function signLaunch(role: LaunchRole, nonce: string, options: { audience?: string; deploymentId?: string; resourceLinkId?: string; subject?: string } & LaunchTweaks = {}): Promise<string> {
    const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
    let signing = key;
    if (options.signWith === "unpublished-key-same-kid") signing = { ...(await makeKey()), kid: key.kid };
    if (options.signWith === "unpublished-kid") signing = await makeKey();
    return new SignJWT({
      nonce,
      azp: options.audience ?? clientId,
      name: role === "instructor" ? "Ida Instructor" : "Lars Learner",
      [`${LTI}/message_type`]: "LtiResourceLinkRequest",
      [`${LTI}/version`]: "1.3.0",
      [`${LTI}/deployment_id`]: options.deploymentId ?? deploymentId,
      [`${LTI}/target_link_uri`]: "",
      [`${LTI}/resource_link`]: { id: options.resourceLinkId ?? "link-1", title: "Evaluation" },
      [`${LTI}/roles`]: ROLES[role],
      [`${LTI}/context`]: { id: "course-1", label: "STAT1", title: "Statistics 1" },
      ...options.claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: signing.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(options.subject ?? (role === "instructor" ? "ida" : "lars"))
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 300))
      .sign(signing.privateKey);
  }

  return {
    issuer,
    clientId,
    deploymentId,
    registrationToken,
    configurationUrl: `${issuer}/.well-known/openid-configuration`,
    configuration,
    registrations,
    keysetFetches: () => keysetFetches,
    tokenRequests,
    /** Active learners among `members`, what the tool should count. */
    activeLearners: 3,
    /** The NRPS claim of a launch from the platform's course. */
    namesAndRolesClaim,
    /** Where the tool publishes its keys, which the token endpoint checks client assertions against. */
    trustTool(jwksUrl: string) {
      // Refetched on a kid it does not hold, as Moodle and Canvas do: a key the tool rotated to is believed at once.
      toolKeyset = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 0 });
      toolOrigin = new URL(jwksUrl).origin;
    },
    signLaunch,
    deepLinkingClaims,
    placed,
    /** Verifies a message the tool signed (a deep-linking response) as the platform does: against the tool's keyset. */
    async verifyToolMessage(jwt: string, toolJwksUrl: string) {
      const { payload, protectedHeader } = await jwtVerify(jwt, createRemoteJWKSet(new URL(toolJwksUrl)), { issuer: clientId, audience: issuer, algorithms: ["RS256"] });
      return { payload, protectedHeader };
    },
    /** Publishes a new key and signs with it from now on (the old one stays published). */
    async rotateKey() {
      key = await makeKey();
      published.push(key);
    },
    /** The settings an admin would enter for this platform by hand. */
    manualSettings(deploymentIds = [deploymentId]) {
      return { name: "Emulator", issuer, clientId, deploymentIds, authorizationUrl: configuration.authorization_endpoint, tokenUrl: configuration.token_endpoint, jwksUrl: configuration.jwks_uri };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LtiPlatformEmulator = Awaited<ReturnType<typeof startLtiPlatform>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}
