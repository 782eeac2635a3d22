import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import { z } from "zod";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { replaceServerSecret } from "../../store/lti-data.js";
import { ensureServerSecret } from "../../store/server-secrets-data.js";

const SECRET_NAME = "lti-signing-keys";
export const LTI_SIGNING_ALG = "RS256";

/**
 * How long a retired key stays in /lti/jwks: a platform caches the keyset and may still be checking a deep-linking
 * response or client assertion signed just before the rotation; a day covers every cache we know of (Moodle and
 * Canvas refetch on an unknown kid).
 */
export const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;

const keySchema = z.object({ kid: z.string(), privateJwk: z.record(z.string(), z.unknown()), publicJwk: z.record(z.string(), z.unknown()), createdAt: z.string() });
const keyringSchema = z.object({ current: keySchema, previous: keySchema.extend({ retiredAt: z.string() }).optional() });

type ToolKey = z.infer<typeof keySchema>;
type Keyring = z.infer<typeof keyringSchema>;

async function makeKey(now: number): Promise<ToolKey> {
  const { privateKey, publicKey } = await generateKeyPair(LTI_SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: LTI_SIGNING_ALG, use: "sig" };
  return { kid, privateJwk: { ...(await exportJWK(privateKey)), ...meta }, publicJwk: { ...(await exportJWK(publicKey)), ...meta }, createdAt: new Date(now).toISOString() };
}

/** The tool's keys; the first caller on any instance makes them (one row in server_secrets), every other reads them. */
async function readKeyring(context: AppContext): Promise<{ raw: string; keyring: Keyring }> {
  const raw = await ensureServerSecret(context.store.db, SECRET_NAME, JSON.stringify({ current: await makeKey(context.now()) }));
  return { raw, keyring: keyringSchema.parse(JSON.parse(raw)) };
}

/** The public keys /lti/jwks publishes: the current key, and the one it replaced while it is still recent. */
export async function getToolKeyset(context: AppContext): Promise<{ keys: JWK[] }> {
  const { keyring } = await readKeyring(context);
  const previous = keyring.previous;
  const keepPrevious = previous !== undefined && Date.parse(previous.retiredAt) + RETIRED_KEY_PUBLISHED_MS > context.now();
  return { keys: [keyring.current.publicJwk, ...(keepPrevious ? [previous.publicJwk] : [])] as JWK[] };
}

/** The key the tool signs with now (deep-linking responses, client assertions). */
export async function getSigningKey(context: AppContext): Promise<{ kid: string; key: CryptoKey | Uint8Array }> {
  const { current } = (await readKeyring(context)).keyring;
  return { kid: current.kid, key: await importJWK(current.privateJwk as JWK, LTI_SIGNING_ALG) };
}

/** Makes a new signing key; the one it replaces stays published for RETIRED_KEY_PUBLISHED_MS. */
export async function rotateToolKey(context: AppContext, caller: AuditCaller): Promise<{ currentKid: string; previousKid: string }> {
  const { raw, keyring } = await readKeyring(context);
  const next: Keyring = { current: await makeKey(context.now()), previous: { ...keyring.current, retiredAt: new Date(context.now()).toISOString() } };
  const replaced = await replaceServerSecret(context.store.db, SECRET_NAME, raw, JSON.stringify(next), new Date(context.now()).toISOString());
  if (!replaced) throw new AppError("CONFLICT", "The key was rotated at the same moment by another request; try again");
  await recordAudit(context, caller, { kind: "lti.keyRotated", detail: { key: next.current.kid, previous: keyring.current.kid } });
  return { currentKid: next.current.kid, previousKid: keyring.current.kid };
}
