import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../store/schema.js";
import { ensureServerSecret } from "../../store/server-secrets-data.js";

/*
 * A signed-in participant is known to the server only by keyed hashes (HMAC-SHA256 with the "respondents" key in
 * server_secrets): the respondent id (of the provider's issuer and subject), carried in the participant's signed
 * cookie and never stored, and from it one has-answered key per evaluation, which is all class_respondents holds.
 */

const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function respondentsKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = ensureServerSecret(db, "respondents", randomBytes(32).toString("base64url")).then((value) => Buffer.from(value, "base64url"));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function keyedHash(context: AppContext, purpose: string, parts: string[]): Promise<string> {
  // Each part is length-prefixed, so no two different lists of parts hash the same text.
  const text = [purpose, ...parts].map((part) => `${part.length}:${part}`).join("|");
  return createHmac("sha256", await respondentsKey(context.store.db)).update(text).digest("base64url");
}

/** The person at the provider (issuer and subject) as a pseudonym; the same for their host account and their answers. */
export function respondentIdOf(context: AppContext, issuer: string, subject: string): Promise<string> {
  return keyedHash(context, "respondent", [issuer, subject]);
}

/** What class_respondents holds for a respondent who answered a session. */
export function answeredKeyOf(context: AppContext, respondentId: string, sessionId: string): Promise<string> {
  return keyedHash(context, "answered", [respondentId, sessionId]);
}
