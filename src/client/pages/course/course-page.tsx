import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClipboardCheck, FolderPlus, Link2, MessageSquareText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { CourseLecture, CoursePage as CoursePageData } from "../../../shared/schemas/course.js";
import type { SessionType } from "../../../shared/schemas/session.js";
import { ExportFileButtons } from "../../components/export-file-buttons.js";
import { BackLink, PageHeader } from "../../components/page-header.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { dataOrThrow } from "../../lib/api.js";
import { exportCourse } from "../../lib/export-files.js";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { adoptCourseKeyFromLocation, courseManagementLink, getCourseKey } from "../../lib/course-keys.js";
import { courseKeys, courseQuery } from "../../lib/course-queries.js";
import { createCourseSession } from "../../lib/courses-api.js";
import { getHostKey, saveHostKey } from "../../lib/host-keys.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { AddSessionDialog } from "./add-session-dialog.js";
import { CourseDetailsCard } from "./course-details-card.js";
import { CourseHeldBack } from "./course-held-back.js";
import { CourseTemplateCard } from "./course-template-card.js";
import { LecturesTable } from "./lectures-table.js";
import { RemoveSessionDialog } from "./remove-session-dialog.js";
import { ScaleTrends } from "./scale-trends.js";
import { TextTrends } from "./text-trends.js";
import "./course-page.css";

/** /course/{id}: a course's lectures and the semester at a glance, for its host. */
export function CoursePage() {
  const { courseId = "" } = useParams();
  const t = useT();
  const { locale } = useLocale();
  // A management link's #hostKey is stored before the course is asked for.
  useState(() => courseId && adoptCourseKeyFromLocation(courseId));
  const page = useQuery(courseQuery(courseId));
  useLectureKeys(courseId, page.data);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CourseLecture | null>(null);

  if (page.isPending) return <LoadingScreen title={t("course.loading")} />;
  if (!page.data) {
    return (
      <ErrorScreen title={t("course.notFoundTitle")} message={t("course.notFound")}>
        <Link className="btn btn--primary" to="/">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }
  const { course, lectures, scaleTrends, textTrends, heldBack } = page.data;
  const labels = new Map(lectures.filter((lecture) => lecture.sessionType === "class").map((lecture, index) => [lecture.sessionId, t("course.lectureShort", { number: index + 1 })]));
  const axis = [...labels].map(([sessionId, label]) => ({ sessionId, label }));
  const subtitle = [t("course.kicker"), course.term, course.enrolled === null ? "" : t("course.enrolled", { count: course.enrolled })].filter(Boolean).join(" · ");

  return (
    <div className="page course-page">
      <PageHeader leading={<BackLink to="/" label={t("common.backToHome")} showLabel />} title={course.title} subtitle={subtitle}>
        <CourseActions data={page.data} />
      </PageHeader>
      <main className="container page-body stack" style={{ gap: 28 }}>
        <div className="course-page__intro">
          <p className="course-page__note">{t("course.thresholdNote", { threshold: course.threshold })}</p>
          <div className="course-page__report">
            <span className="course-page__report-caption" aria-hidden="true">
              {t("course.report")}
            </span>
            <ExportFileButtons
              request={(format) => exportCourse(course.id, format, locale)}
              labels={{ group: t("course.reportLabel"), excel: t("course.reportExcelLabel"), pdf: t("course.reportPdfLabel") }}
            />
          </div>
        </div>
        <section className="card" aria-labelledby="course-lectures-title">
          <div className="card__header">
            <h2 className="card__title" id="course-lectures-title">
              {t("course.lecturesTitle")}
            </h2>
            <button type="button" className="btn btn--sm" onClick={() => setAdding(true)}>
              <FolderPlus size={16} aria-hidden="true" />
              {t("course.addExisting")}
            </button>
          </div>
          <LecturesTable lectures={lectures} labels={labels} onRemove={setRemoving} />
        </section>
        <ScaleTrends trends={scaleTrends} lectures={axis} />
        <CourseHeldBack courseId={course.id} heldBack={heldBack} labels={labels} />
        <TextTrends trends={textTrends} lectures={axis} threshold={course.threshold} />
        <div className="course-page__settings">
          <CourseDetailsCard key={course.title + course.term + course.enrolled + course.threshold + course.answerMaxLength} course={course} />
          <CourseTemplateCard course={course} />
        </div>
      </main>
      {adding && <AddSessionDialog course={course} onClose={() => setAdding(false)} />}
      {removing && <RemoveSessionDialog course={course} lecture={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

function CourseActions({ data }: { data: CoursePageData }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const copy = useCopyToClipboard();
  const { course, lectures } = data;
  const create = useMutation({
    mutationFn: (sessionType: SessionType) => {
      const number = lectures.filter((lecture) => lecture.sessionType === sessionType).length + 1;
      const title = t(sessionType === "class" ? "course.lectureTitle" : "course.wordCloudTitle", { course: course.title, number }).slice(0, 200);
      // Its answers are read as words of the language its title is written in: the page's.
      return dataOrThrow(createCourseSession(course.id, sessionType, title, locale));
    },
    onSuccess: (created) => {
      saveHostKey(created.sessionId, created.hostKey);
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(course.id) });
      void navigate(created.session.sessionType === "class" ? `/class-session/${created.sessionId}/dashboard` : `/dashboard/${created.sessionId}`);
    },
    onError: (error) => toast.error(error.message),
  });
  const link = courseManagementLink(window.location.origin, course.id);
  return (
    <div className="page-header__actions">
      {link && (
        <button type="button" className="btn" onClick={() => void copy(link, t("course.linkCopied"))}>
          <Link2 size={18} aria-hidden="true" />
          {t("course.copyLink")}
        </button>
      )}
      <button type="button" className="btn" onClick={() => create.mutate("regular")} disabled={create.isPending}>
        <MessageSquareText size={18} aria-hidden="true" />
        {t("course.newWordCloud")}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => create.mutate("class")} disabled={create.isPending}>
        {create.isPending ? <ClipboardCheck size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
        {create.isPending ? t("course.creating") : t("course.newLecture")}
      </button>
    </div>
  );
}

/**
 * A browser holding only the course's key (its management link opened on another device) hosts the course's sessions
 * with it: it is kept as theirs, so their dashboards know this browser as the host and My sessions lists them.
 */
function useLectureKeys(courseId: string, data: CoursePageData | undefined): void {
  useEffect(() => {
    const key = getCourseKey(courseId);
    if (!key || !data) return;
    for (const lecture of data.lectures) if (!getHostKey(lecture.sessionId)) saveHostKey(lecture.sessionId, key);
  }, [courseId, data]);
}
