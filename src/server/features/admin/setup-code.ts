import { createHash, timingSafeEqual } from "node:crypto";
import { customAlphabet } from "nanoid";
import { SESSION_CODE_ALPHABET } from "../../../shared/limits.js";
import type { AppContext } from "../../context.js";
import { countOwnerAdmins, insertSetupCode, readSetupCode } from "../../store/admin-data.js";
import { lockAdminRegistration } from "../../store/postgres-locks.js";

// 12 characters of a 32-letter alphabet without look-alikes: 60 bits, read off a terminal and typed once.
const generateCode = customAlphabet(SESSION_CODE_ALPHABET, 12);

/** Groups of four for reading: ABCD-EFGH-JKLM. */
const format = (code: string) => code.match(/.{1,4}/g)!.join("-");
/** What the user typed, as stored: dashes, spaces and case do not matter. */
const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The code the first admin must enter, made when the server starts under ADMIN_REGISTRATION=first while no owner
 * exists (the demo account does not count), so whoever first opens /admin/login on an open network cannot take the
 * install: only someone who can read the server's console can. It is kept in the database, so every instance
 * prints the same code until an owner registers with it; null when no code is needed.
 */
export async function ensureSetupCode(context: AppContext): Promise<string | null> {
  if (context.config.adminRegistration !== "first") return null;
  return context.store.db.transaction().execute(async (trx) => {
    await lockAdminRegistration(trx);
    if ((await countOwnerAdmins(trx)) > 0) return null;
    const stored = await readSetupCode(trx);
    if (stored) return format(stored);
    const code = generateCode();
    await insertSetupCode(trx, code, new Date().toISOString());
    return format(code);
  });
}

/** Compares in constant time (over digests, so lengths do not leak either). */
export function setupCodeMatches(stored: string, given: string | undefined): boolean {
  const digest = (value: string) => createHash("sha256").update(normalize(value)).digest();
  return given !== undefined && timingSafeEqual(digest(stored), digest(given));
}
