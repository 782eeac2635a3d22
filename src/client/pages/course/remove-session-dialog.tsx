import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { Course, CourseLecture } from "../../../shared/schemas/course.js";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { dataOrThrow } from "../../lib/api.js";
import { getCourseKey } from "../../lib/course-keys.js";
import { courseKeys } from "../../lib/course-queries.js";
import { removeCourseSession } from "../../lib/courses-api.js";
import { forgetHostKey, getHostKey } from "../../lib/host-keys.js";
import { sessionKeys } from "../../lib/session-queries.js";
import { signedInHostQuery, signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * "Remove from course", confirmed: the session and its answers stay, it leaves the course's page and trends. This
 * browser may know the session only through the course's key, which opens it no longer once it has left: that key
 * is forgotten for it, and the dialog says so before the host confirms.
 */
export function RemoveSessionDialog({ course, lecture, onClose }: { course: Course; lecture: CourseLecture; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [courseKey] = useState(() => getCourseKey(course.id));
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  const owned = useQuery(signedInHostQuery(institution !== null)).data?.sessionIds.includes(lecture.sessionId) ?? false;
  const onlyThroughCourse = courseKey !== undefined && getHostKey(lecture.sessionId) === courseKey && !owned;
  const remove = useMutation({
    mutationFn: () => dataOrThrow(removeCourseSession(course.id, lecture.sessionId)),
    onSuccess: () => {
      if (onlyThroughCourse) forgetHostKey(lecture.sessionId);
      toast.success(t("course.removed", { title: lecture.title }));
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(course.id) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session(lecture.sessionId) });
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmDialog title={t("course.removeConfirmTitle")} confirmLabel={t("course.removeConfirmButton")} busy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={onClose}>
      <p>{t("course.removeConfirm", { title: lecture.title, course: course.title })}</p>
      {lecture.sessionType === "class" && <p className="muted small">{t("course.removeKeepsThreshold", { threshold: course.threshold })}</p>}
      {onlyThroughCourse && <p className="course-remove__warning">{t("course.removeLosesAccess")}</p>}
    </ConfirmDialog>
  );
}
