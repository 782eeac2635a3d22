import type { AppContext } from "../../context.js";
import { deleteSessionTree } from "../../store/admin-sessions-data.js";

/**
 * The one way a session goes, for an admin's delete and for retention alike: the session and everything under it
 * are deleted, then every instance drops its live state and tells the sockets watching it. With `idleBefore` it is
 * deleted only while still idle since then (see deleteSessionTree). False: nothing was deleted.
 */
export async function removeSession(context: AppContext, sessionId: string, options: { idleBefore?: string } = {}): Promise<boolean> {
  const removed = await deleteSessionTree(context.store.db, sessionId, options);
  if (removed) context.hub.forget(sessionId);
  return removed;
}
