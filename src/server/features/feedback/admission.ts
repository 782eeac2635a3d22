import { NOT_A_CLASS_SESSION_MESSAGE } from "../../../shared/schemas/class.js";
import { AppError } from "../../errors.js";
import type { ParticipantCount } from "../../store/feedback-writer.js";
import type { SessionRow } from "../../store/sessions-data.js";

/**
 * The rules every entry and class answer passes before anything of it is written, the one place they live: the
 * session takes this kind of answer, is active, and has room for a participant it has not seen yet (a participant
 * counts toward maxParticipants at their first answer). Writers call it inside their transaction with the counts
 * they read there; it throws an AppError to refuse.
 */
export function admitAnswer(kind: SessionRow["session_type"], session: SessionRow, participant: ParticipantCount): void {
  if (session.session_type !== kind) {
    throw new AppError("VALIDATION", kind === "class" ? NOT_A_CLASS_SESSION_MESSAGE : "This is a class session; answer its questions instead");
  }
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");
  if (participant.isNew && participant.admitted >= Number(session.max_participants)) throw new AppError("SESSION_FULL", "Session is full");
}
