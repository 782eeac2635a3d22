import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Provider, { type Configuration } from "oidc-provider";
import { listenOnSomePort } from "./free-port.js";

/** A person the test provider knows; `groups` is sent as the `groups` claim. */
export type TestPerson = { sub: string; email?: string; name: string; groups?: string[] };

export type TestProvider = {
  issuer: string;
  /** The client Ordsky is registered as, and another application at the same provider. */
  client: { id: string; secret: string };
  otherClient: { id: string; secret: string };
  close(): Promise<void>;
};

export const TEST_PEOPLE = {
  admin: { sub: "alice", email: "alice@uni.example", name: "Alice Admin", groups: ["ordsky-admins", "staff"] },
  localAdmin: { sub: "lars", email: "lars@uni.example", name: "Lars Local", groups: ["ordsky-admins"] },
  teacher: { sub: "tom", email: "tom@uni.example", name: "Tom Teacher", groups: ["staff"] },
  outsider: { sub: "olga", email: "olga@elsewhere.example", name: "Olga Outsider", groups: ["ordsky-admins"] },
  nameless: { sub: "nemo", name: "Nemo" },
} satisfies Record<string, TestPerson>;

/** The client the test provider registers for Ordsky. */
const ORDSKY_CLIENT = { id: "ordsky", secret: "ordsky-test-secret" };

/** The settings that point Ordsky at a test provider on `port`, as the client it registers. */
export function testOidcSettings(port: number) {
  return { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: ORDSKY_CLIENT.id, OIDC_CLIENT_SECRET: ORDSKY_CLIENT.secret, OIDC_NAME: "Test University" };
}

/**
 * Where a test provider will answer, listening already on a port the system picks: Ordsky's settings name the
 * provider before Ordsky starts, and the provider needs Ordsky's callback addresses, known only once it runs. A port
 * searched for in a fixed range and bound later could be taken in between by another test file's provider.
 */
export type ProviderAddress = { port: number; server: Server };

export async function openProviderAddress(): Promise<ProviderAddress> {
  const server = createServer();
  return { port: await listenOnSomePort(server), server };
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for the tests: authorization code with PKCE, signed ID
 * tokens, userinfo. Its sign-in page asks which test person you are (`login_hint` picks one without the page) and
 * has a Cancel button; consent is given without asking, as an institution's provider does for its own apps.
 * `callbacks`: the redirect URIs its clients accept (`{Ordsky's URL}/auth/oidc/callback`).
 */
export async function startTestProvider(address: ProviderAddress, callbacks: string[], people: TestPerson[] = Object.values(TEST_PEOPLE)): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${address.port}`;
  const otherClient = { id: "another-app", secret: "another-test-secret" };
  const byId = new Map(people.map((person) => [person.sub, person]));
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [ORDSKY_CLIENT, otherClient].map(({ id, secret }) => ({
      client_id: id,
      client_secret: secret,
      redirect_uris: callbacks,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", kid: "test-key" } as never] },
    cookies: { keys: ["oidc-provider-test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, sub) {
      const person = byId.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ ...person, email_verified: person.email !== undefined }) };
    },
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleProvider = provider.callback();

  async function handleInteraction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      if (form.get("cancel")) {
        await provider.interactionFinished(request, response, { error: "access_denied", error_description: "The person cancelled" }, { mergeWithLastSubmission: false });
        return;
      }
      const person = byId.get(form.get("person") ?? "");
      if (person) {
        await provider.interactionFinished(request, response, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
        return;
      }
    }
    const hint = typeof details.params.login_hint === "string" ? byId.get(details.params.login_hint) : undefined;
    if (hint) {
      await provider.interactionFinished(request, response, { login: { accountId: hint.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>Test provider</title></head><body><main>
<h1>Test provider: sign in</h1>
<form method="post" action="/interaction/${details.uid}">
<label for="person">Who are you?</label>
<select id="person" name="person">${people.map((person) => `<option value="${person.sub}">${person.name}</option>`).join("")}</select>
<button type="submit">Continue</button>
<button type="submit" name="cancel" value="1">Cancel</button>
</form></main></body></html>`);
  }

  const server = address.server;
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith("/interaction/")) {
      handleInteraction(request, response).catch((error: unknown) => {
        response.writeHead(400, { "content-type": "text/plain" });
        response.end(String(error));
      });
      return;
    }
    void handleProvider(request, response);
  });
  return {
    issuer,
    client: ORDSKY_CLIENT,
    otherClient,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) request.destroy();
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}
