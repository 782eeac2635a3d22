import { randomUUID } from "node:crypto";
import type { LtiPlatform, LtiPlatformInput, LtiRegistrationAttempt, LtiRegistrationFailure, LtiToolEndpoints } from "../../../shared/schemas/lti.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { deleteLtiPlatform, findLtiPlatform, listLtiPlatforms, saveLtiPlatform, type LtiPlatformRow } from "../../store/lti-data.js";
import { deleteLtiRegistrationAttempt, findLtiRegistrationAttempt, listLtiRegistrationAttempts } from "../../store/lti-registration-data.js";

/** The deployment ids stored with a platform (a JSON array, written only by this feature). */
export function deploymentIdsOf(row: LtiPlatformRow): string[] {
  const parsed: unknown = JSON.parse(row.deployment_ids);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
}

function describePlatform(row: LtiPlatformRow): LtiPlatform {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    deploymentIds: deploymentIdsOf(row),
    authorizationUrl: row.authorization_url,
    tokenUrl: row.token_url,
    jwksUrl: row.jwks_url,
    createdAt: row.created_at,
    registeredDynamically: row.registered_dynamically === 1,
    firstLaunchAt: row.first_launch_at,
  };
}

/**
 * Registers a platform (an admin's manual entry, or Dynamic Registration's result, `caller` the platform); the same
 * issuer and client id is updated.
 */
export async function registerLtiPlatform(context: AppContext, input: LtiPlatformInput, caller: AuditCaller): Promise<LtiPlatform> {
  const row = await saveLtiPlatform(context.store.db, {
    id: randomUUID(),
    now: new Date(context.now()).toISOString(),
    name: input.name,
    issuer: input.issuer,
    client_id: input.clientId,
    deployment_ids: JSON.stringify([...new Set(input.deploymentIds)]),
    authorization_url: input.authorizationUrl,
    token_url: input.tokenUrl,
    jwks_url: input.jwksUrl,
    registered_dynamically: caller.actorKind === "platform" ? 1 : 0,
  });
  const detail = { issuer: row.issuer, clientId: row.client_id, dynamic: caller.actorKind === "platform" };
  await recordAudit(context, caller, { kind: "lti.platformRegistered", target: row.name || row.issuer, targetId: row.id, detail });
  return describePlatform(row);
}

export async function listPlatforms(context: AppContext): Promise<LtiPlatform[]> {
  return (await listLtiPlatforms(context.store.db)).map(describePlatform);
}

export async function removeLtiPlatform(context: AppContext, id: string, caller: AuditCaller): Promise<{ id: string }> {
  const row = await findLtiPlatform(context.store.db, id);
  if (!row || !(await deleteLtiPlatform(context.store.db, id))) throw new AppError("NOT_FOUND", "No such platform");
  await recordAudit(context, caller, { kind: "lti.platformRemoved", target: row.name || row.issuer, targetId: id, detail: { issuer: row.issuer, clientId: row.client_id } });
  return { id };
}

/** The Dynamic Registrations that failed and were neither dismissed nor followed by a success, latest first. */
export async function listRegistrationAttempts(context: AppContext): Promise<LtiRegistrationAttempt[]> {
  return (await listLtiRegistrationAttempts(context.store.db)).map((row) => ({
    id: row.id,
    at: row.at,
    configurationUrl: row.configuration_url,
    issuer: row.issuer,
    failure: row.failure as LtiRegistrationFailure,
    detail: row.detail,
  }));
}

/** An admin takes a failed registration off the card (it changes what every admin sees there, so it is recorded). */
export async function dismissRegistrationAttempt(context: AppContext, id: string, caller: AuditCaller): Promise<{ id: string }> {
  const row = await findLtiRegistrationAttempt(context.store.db, id);
  if (!row || !(await deleteLtiRegistrationAttempt(context.store.db, id))) throw new AppError("NOT_FOUND", "No such registration attempt");
  await recordAudit(context, caller, { kind: "lti.registrationDismissed", target: row.configuration_url, targetId: id, detail: { issuer: row.issuer ?? undefined, failure: row.failure } });
  return { id };
}

/** Ordsky's fixed LTI endpoints at `origin`, which an admin enters at a platform without Dynamic Registration. */
export function toolEndpoints(origin: string) {
  return { loginUrl: `${origin}/lti/login`, launchUrl: `${origin}/lti/launch`, jwksUrl: `${origin}/lti/jwks`, registrationUrl: `${origin}/lti/register` };
}

/**
 * The endpoints as the admin's card shows them, with where their origin comes from: a platform must reach Ordsky
 * over HTTPS at PUBLIC_URL, and without PUBLIC_URL the origin is only the address this admin's browser used.
 */
export function describeToolEndpoints(origin: string, publicUrl: string | null): LtiToolEndpoints {
  const state = publicUrl === null ? "unset" : publicUrl.startsWith("https://") ? "https" : "notHttps";
  return { origin, publicUrl: state, ...toolEndpoints(origin) };
}
