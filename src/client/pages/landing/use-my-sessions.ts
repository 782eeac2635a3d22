import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { CoursePage } from "../../../shared/schemas/course.js";
import type { Session } from "../../../shared/schemas/session.js";
import { courseQuery } from "../../lib/course-queries.js";
import { sessionQuery } from "../../lib/session-queries.js";
import { useMyHosting } from "../../lib/use-my-hosting.js";

/** How often the answer counts of the listed sessions are read again. */
export const COUNT_REFRESH_MS = 10_000;

export type MyCourse = { id: string; query: UseQueryResult<CoursePage> };
export type MySession = { id: string; query: UseQueryResult<Session> };

/**
 * What My sessions lists, each once: the courses this browser holds a key for or the signed-in account owns (newest
 * first), and the sessions it hosts that are in none of those courses (newest first). A course's own sessions are
 * listed under it from its page, whatever this browser holds for them.
 */
export function useMySessions(): { courses: MyCourse[]; loose: MySession[]; signedIn: boolean } {
  const { sessionIds, courseIds, signedIn } = useMyHosting();
  const courseQueries = useQueries({ queries: courseIds.map((id) => ({ ...courseQuery(id), retry: false, refetchInterval: COUNT_REFRESH_MS })) });
  const sessionQueries = useQueries({ queries: sessionIds.map((id) => ({ ...sessionQuery(id), refetchInterval: COUNT_REFRESH_MS })) });

  const courses = courseIds
    .map((id, index) => ({ id, query: courseQueries[index]! }))
    .sort((a, b) => (b.query.data?.course.createdAt ?? "").localeCompare(a.query.data?.course.createdAt ?? ""));
  const inShownCourse = new Set(courses.flatMap(({ query }) => query.data?.lectures.map((lecture) => lecture.sessionId) ?? []));
  const loose = sessionIds
    .map((id, index) => ({ id, query: sessionQueries[index]! }))
    .filter(({ id }) => !inShownCourse.has(id))
    .sort((a, b) => (b.query.data?.createdAt ?? "").localeCompare(a.query.data?.createdAt ?? ""));
  return { courses, loose, signedIn };
}
