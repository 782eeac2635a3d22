import type { CoursePage } from "../../../shared/schemas/course.js";
import { HeldBackWords } from "../../components/host-controls/held-back-words.js";
import { useHostAction } from "../../components/host-controls/use-host-action.js";
import { courseKeys } from "../../lib/course-queries.js";

type Props = { courseId: string; heldBack: CoursePage["heldBack"]; labels: ReadonlyMap<string, string> };

/** What the filter holds back in each lecture evaluation, with Allow, as the lecture's own dashboard offers it. */
export function CourseHeldBack({ courseId, heldBack, labels }: Props) {
  if (heldBack.length === 0) return null;
  return (
    <div className="course-held-back">
      {heldBack.map((lecture) => (
        <LectureHeldBack key={lecture.sessionId} courseId={courseId} lecture={lecture} label={labels.get(lecture.sessionId) ?? ""} />
      ))}
    </div>
  );
}

function LectureHeldBack({ courseId, lecture, label }: { courseId: string; lecture: CoursePage["heldBack"][number]; label: string }) {
  const hostAction = useHostAction(lecture.sessionId, courseKeys.course(courseId));
  return <HeldBackWords overview={{ heldBack: lecture, allowedWords: [] }} hostAction={hostAction} lecture={label} />;
}
