import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { Course } from "../../../shared/schemas/course.js";
import type { Session } from "../../../shared/schemas/session.js";
import { Modal } from "../../components/modal.js";
import { dataOrThrow } from "../../lib/api.js";
import { courseKeys } from "../../lib/course-queries.js";
import { addCourseSession } from "../../lib/courses-api.js";
import { sessionKeys, sessionQuery } from "../../lib/session-queries.js";
import { useMyHosting } from "../../lib/use-my-hosting.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * "Add an existing session": a picker of the sessions this browser or the signed-in account hosts that are in no
 * course yet (a session is in one course at most), newest first.
 */
export function AddSessionDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const { sessionIds } = useMyHosting();
  const sessions = useQueries({ queries: sessionIds.map((sessionId) => sessionQuery(sessionId)) });
  const candidates = sessions
    .flatMap((query) => (query.data && query.data.courseId === null ? [query.data] : []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const loading = sessions.some((query) => query.isPending);
  const [chosen, setChosen] = useState("");
  const selected = candidates.find((session) => session.id === chosen) ?? candidates[0];
  const add = useMutation({
    mutationFn: (session: Session) => dataOrThrow(addCourseSession(course.id, session.id)),
    onSuccess: (_course, session) => {
      toast.success(t("course.added", { title: session.title, course: course.title }));
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(course.id) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session(session.id) });
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });

  const footer = (
    <>
      <button type="button" className="btn" onClick={onClose} disabled={add.isPending}>
        {t("common.cancel")}
      </button>
      <button type="button" className="btn btn--primary" disabled={!selected || add.isPending} onClick={() => selected && add.mutate(selected)}>
        {t("course.addToCourse")}
      </button>
    </>
  );
  return (
    <Modal title={t("course.addExisting")} onClose={onClose} footer={footer}>
      {candidates.length === 0 ? (
        <p role="status">{loading ? t("landing.loadingSession") : t("course.noSessionsToAdd")}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-session`}>
            {t("course.sessionToAdd")}
          </label>
          <select id={`${id}-session`} className="select" value={selected?.id ?? ""} onChange={(event) => setChosen(event.target.value)} aria-describedby={`${id}-hint`}>
            {candidates.map((session) => (
              <option key={session.id} value={session.id}>
                {`${session.title} · ${session.sessionCode} · ${session.sessionType === "class" ? t("landing.classType") : t("landing.regularType")}`}
              </option>
            ))}
          </select>
          <p className="field__hint" id={`${id}-hint`}>
            {t("course.addExistingHint")}
          </p>
        </div>
      )}
    </Modal>
  );
}
