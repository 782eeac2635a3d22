import { AppError } from "../../errors.js";
import type { CourseRow } from "../../store/courses-data.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { holdsCourseAuthority } from "../courses/course-host.js";
import { hostKeyMatches } from "./host-key.js";

/**
 * Who is asking to change a session: the creating browser's host key, a signed-in admin (see AuthenticatedAdmin), or
 * the account signed in with the institution (`accountId`), which owns the sessions it created.
 * `adminTokenRejected`: an admin token was sent that no longer signs in.
 */
export type SessionAuthority = {
  hostKey?: string;
  /** The admin the bearer token signs in (whose email the audit trail names). */
  admin?: { demo: boolean; email: string } | null;
  adminTokenRejected?: boolean;
  accountId?: string | null;
  /** What an LTI launch's grant (sent as the host key) lets the caller host. */
  grant?: { sessionId?: string; courseId?: string } | null;
};

/** A session as one caller sees it: whether they may act as its host is decided once, when it is read. */
export type SessionViewer = { readonly session: SessionRow; readonly isHost: boolean; readonly adminTokenRejected: boolean };

declare const checked: unique symbol;

/** Proof that the caller may act as the host of `session`; only `requireHost` makes one, so a service given one checks nothing again. */
export type SessionHost = { readonly session: SessionRow; readonly [checked]: true };

const ADMIN_SIGN_IN_EXPIRED_MESSAGE = "Your admin sign-in has expired; please sign in again";
const HOST_ONLY_MESSAGE = "Only the session host can change this session";

/** The course a session belongs to, as far as who may host it goes. */
export type SessionCourse = Pick<CourseRow, "owner_account_id" | "host_key_hash">;

/**
 * The one rule of who may act as a session's host: its host key, an admin token (the demo admin: demo sessions
 * only), the signed-in account that owns it, the host of the course it belongs to, or an LTI launch's grant for it
 * or its course.
 */
function holdsSessionAuthority(row: SessionRow, authority: SessionAuthority, course: SessionCourse | undefined): boolean {
  const adminMayChange = authority.admin && (!authority.admin.demo || Number(row.is_demo) === 1);
  const owns = row.owner_account_id !== null && row.owner_account_id === authority.accountId;
  const hostsCourse = course !== undefined && holdsCourseAuthority(course, authority);
  const granted = authority.grant != null && (authority.grant.sessionId === row.id || (row.course_id !== null && authority.grant.courseId === row.course_id));
  return Boolean(adminMayChange) || owns || hostsCourse || granted || hostKeyMatches(authority.hostKey, row.host_key_hash);
}

/** The caller's view of a session they have already read (with its course, when it belongs to one). */
export function viewerOf(session: SessionRow, authority: SessionAuthority, course?: SessionCourse): SessionViewer {
  return { session, isHost: holdsSessionAuthority(session, authority, course), adminTokenRejected: authority.adminTokenRejected === true };
}

/**
 * The host's proof; otherwise 401 when the caller sent an admin token that no longer signs in (the admin signs in
 * again), else 403 with `refusal`. Nothing is read or changed for anyone else.
 */
export function requireHost(viewer: SessionViewer, refusal = HOST_ONLY_MESSAGE): SessionHost {
  if (viewer.isHost) return { session: viewer.session } as SessionHost;
  if (viewer.adminTokenRejected) throw new AppError("UNAUTHORIZED", ADMIN_SIGN_IN_EXPIRED_MESSAGE);
  throw new AppError("FORBIDDEN", refusal);
}
