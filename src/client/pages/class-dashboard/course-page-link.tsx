import { useQuery } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useT } from "../../i18n/i18n-provider.js";
import { getCourseKey } from "../../lib/course-keys.js";
import { getHostKey, isLaunchGrant } from "../../lib/host-keys.js";
import { signedInHostQuery, signInOptionsQuery } from "../../lib/sign-in-queries.js";

/**
 * "Course page", on an evaluation that belongs to a course, for a browser that may open that course: it holds the
 * course's key, its owner is signed in, or a learning platform's launch granted it (the grant covers the course too,
 * so it goes along in the fragment; `?lti=1` keeps the page framable by the platform on a reload).
 */
export function CoursePageLink({ sessionId, courseId }: { sessionId: string; courseId: string }) {
  const t = useT();
  const { search } = useLocation();
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  const owned = useQuery(signedInHostQuery(institution !== null)).data?.courseIds.includes(courseId) ?? false;
  const sessionKey = getHostKey(sessionId);
  const grant = sessionKey !== undefined && isLaunchGrant(sessionKey) ? sessionKey : null;
  if (!grant && !owned && getCourseKey(courseId) === undefined) return null;
  const launched = new URLSearchParams(search).get("lti") === "1" ? "?lti=1" : "";
  const to = `/course/${encodeURIComponent(courseId)}${launched}${grant ? `#hostKey=${encodeURIComponent(grant)}` : ""}`;
  return (
    <Link className="btn" to={to}>
      <GraduationCap size={18} aria-hidden="true" />
      {t("classDashboard.coursePage")}
    </Link>
  );
}
