import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import type { ltiLaunchFormSchema } from "../../../shared/schemas/lti.js";
import type { AppContext } from "../../context.js";
import { findLtiPlatformsByIssuer } from "../../store/lti-data.js";
import { peekLaunch } from "./launch-token.js";
import { LtiRefusal } from "./lti-refusal.js";
import { LOGIN_TTL_MS, readLoginState, readStoredLoginState, storageKeyOf, storageTargetOf, type PendingLogin } from "./login-state.js";
import { storageCheckPage } from "./storage-pages.js";

type LaunchForm = z.output<typeof ltiLaunchFormSchema>;

/**
 * How a launch proved it comes back to the browser that started its login: by the login's cookie, or (where the
 * browser refused the cookie to the platform's frame) by the value the platform's postMessage storage kept.
 * `frameOrigin` is the page the platform posted the launch from; `cookieless`: this browser keeps no cookie of Ordsky's here.
 */
export type LaunchBinding = { pending: PendingLogin; frameOrigin: string | undefined; cookieless: boolean };

const frameOriginSchema = z.object({ origin: z.string(), state: z.string(), expiresAt: z.number() });

const originOf = (headers: IncomingHttpHeaders) => (typeof headers.origin === "string" ? headers.origin : undefined);

/**
 * Whether a post comes from a page of this instance: Fetch Metadata says so, else its Origin does. (Ordsky's pages are
 * sent with `Referrer-Policy: no-referrer`, under which a browser posts their forms with `Origin: null`.)
 */
const fromOwnPage = (headers: IncomingHttpHeaders, toolOrigin: string) => headers["sec-fetch-site"] === "same-origin" || originOf(headers) === toolOrigin;

/**
 * The login this launch belongs to, or the page that reads it from the platform's storage first. The check page posts
 * the launch again with the stored value; only Ordsky's own page may (its Origin is Ordsky's): a form on another site
 * could post a value taken from a login of its own, and so open its launch in someone else's browser.
 */
export async function bindLaunch(context: AppContext, form: LaunchForm, headers: IncomingHttpHeaders, toolOrigin: string): Promise<LaunchBinding | { page: string }> {
  const byCookie = await readLoginState(context, headers, form.state);
  if (byCookie) return { pending: byCookie, frameOrigin: originOf(headers), cookieless: false };

  if (form.lti_storage_missing !== undefined) {
    throw new LtiRefusal("launch", "the platform's storage holds no login of this launch's state (another browser's, or expired), as Ordsky's check page found");
  }
  if (form.lti_stored_state !== undefined) {
    if (!fromOwnPage(headers, toolOrigin)) throw new LtiRefusal("launch", `a stored login state was posted from ${originOf(headers) ?? "no origin"} (${String(headers["sec-fetch-site"])}), not by Ordsky's own page`);
    const pending = await readStoredLoginState(context, form.lti_stored_state, form.state);
    if (!pending) throw new LtiRefusal("launch", "the platform's storage returned no login of this launch's state (another browser's, or expired)");
    const frame = await context.cookieSigner.readUnexpired("lti-frame-origin", form.lti_frame_origin ?? null, frameOriginSchema);
    return { pending, frameOrigin: frame?.state === form.state && frame.origin !== "" ? frame.origin : undefined, cookieless: true };
  }

  // The platform names its storage frame again with the token, or the login's signed state remembers it.
  const storageTarget = form.lti_storage_target ?? (await storageTargetOf(context, form.state));
  if (storageTarget !== undefined) {
    const platformOrigin = await claimedAuthorizationOrigin(context, form.id_token);
    const frameOrigin = await context.cookieSigner.sign("lti-frame-origin", { origin: originOf(headers) ?? "", state: form.state, expiresAt: Date.now() + LOGIN_TTL_MS });
    const fields = { id_token: form.id_token, state: form.state, lti_storage_target: storageTarget, lti_frame_origin: frameOrigin };
    return { page: storageCheckPage({ storageTarget, platformOrigin, key: storageKeyOf(form.state), fields }) };
  }
  throw new LtiRefusal("launch", "the state is not one this browser's login started (another browser, expired, or no cookie)");
}

/**
 * The origin of the authorization endpoint of the platform the (not yet verified) token names: the check page talks
 * to that origin only, as the postMessage storage says. Nothing is trusted from it: the launch is verified after.
 */
async function claimedAuthorizationOrigin(context: AppContext, idToken: string): Promise<string> {
  const { iss, aud } = peekLaunch(idToken);
  const audiences = Array.isArray(aud) ? aud : [aud];
  const platform = iss === undefined ? undefined : (await findLtiPlatformsByIssuer(context.store.db, iss)).find((row) => audiences.includes(row.client_id));
  if (!platform) throw new LtiRefusal("launch", `no platform registered for the launch's issuer ${iss ?? "(none)"} and audience`);
  return new URL(platform.authorization_url).origin;
}
