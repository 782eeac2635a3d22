import type { Transaction } from "kysely";
import type { Database } from "./schema.js";

/*
 * Who has answered a class session, apart from what they answered: a row is the session and a keyed hash of the
 * respondent with it, written once when their first answer is, and read only to refuse a second start.
 */

/** Records that the respondent behind `respondentKey` has answered; false when they had already. Inside the answer's transaction. */
export async function recordRespondent(trx: Transaction<Database>, sessionId: string, respondentKey: string): Promise<boolean> {
  const known = await trx
    .selectFrom("class_respondents")
    .select("respondent_key")
    .where("session_id", "=", sessionId)
    .where("respondent_key", "=", respondentKey)
    .executeTakeFirst();
  if (known) return false;
  await trx.insertInto("class_respondents").values({ session_id: sessionId, respondent_key: respondentKey }).execute();
  return true;
}
