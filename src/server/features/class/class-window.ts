import {
  EVALUATION_CLOSED_MESSAGE,
  evaluationNotOpenMessage,
  RESULTS_AFTER_CLOSE_MESSAGE,
  windowStateAt,
  type ClassWindow,
} from "../../../shared/schemas/class-window.js";
import type { Session } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { setClassWindowRow } from "../../store/class-window-data.js";
import { getSession } from "../sessions/service.js";
import { requireHost, type SessionHost, type SessionViewer } from "../sessions/session-host.js";

function windowOf(session: SessionRow): { opensAt: string | null; closesAt: string | null } {
  return { opensAt: session.opens_at ?? null, closesAt: session.closes_at ?? null };
}

/** Refuses an answer outside the evaluation's window, naming when it opens or that it closed. */
export function assertEvaluationOpen(session: SessionRow, now: number): void {
  const window = windowOf(session);
  const state = windowStateAt(window, now);
  if (state === "before") throw new AppError("EVALUATION_NOT_OPEN", evaluationNotOpenMessage(window.opensAt ?? ""));
  if (state === "closed") throw new AppError("EVALUATION_CLOSED", EVALUATION_CLOSED_MESSAGE);
}

/** While a close time lies ahead, the results are the host's (and admins') alone, whatever the host lets participants see. */
export function assertResultsReleased(context: AppContext, viewer: SessionViewer): void {
  const { closesAt } = windowOf(viewer.session);
  if (closesAt !== null && context.now() < Date.parse(closesAt)) requireHost(viewer, RESULTS_AFTER_CLOSE_MESSAGE);
}

/** Sets when the evaluation opens and closes (null: no bound), and tells every screen of the session. */
export async function setClassWindow(context: AppContext, host: SessionHost, window: ClassWindow): Promise<Session> {
  if (host.session.session_type !== "class") throw new AppError("VALIDATION", "Only a class session has an answering window");
  await setClassWindowRow(context.store.db, host.session.id, window, new Date(context.now()).toISOString());
  const session = await getSession(context, host.session.id);
  context.hub.publishSession(session);
  return session;
}

/** The host's "Close now": the evaluation closes at the server's time (an opening still ahead is dropped). */
export function closeClassNow(context: AppContext, host: SessionHost): Promise<Session> {
  const now = context.now();
  const opensAt = host.session.opens_at ?? null;
  return setClassWindow(context, host, { opensAt: opensAt !== null && Date.parse(opensAt) <= now ? opensAt : null, closesAt: new Date(now).toISOString() });
}
