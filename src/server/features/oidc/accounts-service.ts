import { SIGNED_IN_ACCOUNTS_LISTED, type SignedInAccount, type SignedInHost } from "../../../shared/schemas/auth.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { findAccount, findAdminIdByAccount, listAccounts, setAccountPromoted } from "../../store/accounts-data.js";
import { listOwnedCourseIds } from "../../store/courses-data.js";
import { listOwnedSessionIds } from "../../store/sessions-data.js";
import { deleteAdminTokensOf } from "../../store/admin-data.js";
import { refuseDemo, type AdminReach } from "../admin/overview-service.js";

/** The people who signed in through the provider, most recent first, for an admin to promote. */
export async function listSignedInAccounts(context: AppContext, admin: AdminReach): Promise<SignedInAccount[]> {
  refuseDemo(admin);
  const rows = await listAccounts(context.store.db, SIGNED_IN_ACCOUNTS_LISTED);
  return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name, lastSignInAt: row.last_sign_in_at, promoted: Number(row.is_admin) === 1, adminByClaim: Number(row.admin_by_claim) === 1 }));
}

/**
 * Promotes an account to admin (it becomes one at its next sign-in through the provider), or takes the promotion
 * back, which also signs its admin account out everywhere. An admin by OIDC_ADMIN_CLAIM stays one while the claim says so.
 */
export async function setAccountAdmin(context: AppContext, accountId: string, promoted: boolean, admin: AdminReach, caller: AuditCaller): Promise<{ id: string; promoted: boolean }> {
  refuseDemo(admin);
  const account = await findAccount(context.store.db, accountId);
  if (!account || !(await setAccountPromoted(context.store.db, accountId, promoted))) throw new AppError("NOT_FOUND", "Unknown account");
  if (!promoted) {
    const linked = await findAdminIdByAccount(context.store.db, accountId);
    if (linked) await deleteAdminTokensOf(context.store.db, linked.id);
  }
  if (promoted !== (Number(account.is_admin) === 1)) {
    await recordAudit(context, caller, { kind: "account.adminChanged", target: account.email, targetId: accountId, detail: { admin: promoted } });
  }
  return { id: accountId, promoted };
}

/** "My sessions" lists at most this many of a host's own sessions, the newest. */
const OWNED_SESSIONS_LISTED = 100;

/** Who is signed in with the institution in this browser (null: nobody), and the sessions they own. */
export async function getSignedInHost(context: AppContext, accountId: string | null): Promise<Omit<SignedInHost, "answering">> {
  const account = accountId ? await findAccount(context.store.db, accountId) : undefined;
  if (!account) return { account: null, sessionIds: [], courseIds: [] };
  return {
    account: { email: account.email, fullName: account.full_name },
    sessionIds: await listOwnedSessionIds(context.store.db, account.id, OWNED_SESSIONS_LISTED),
    courseIds: await listOwnedCourseIds(context.store.db, account.id, OWNED_SESSIONS_LISTED),
  };
}
