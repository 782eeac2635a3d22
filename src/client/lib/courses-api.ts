import type { ClassQuestionDraft } from "../../shared/schemas/class.js";
import type { UpdateCourseInput } from "../../shared/schemas/course.js";
import type { SessionType } from "../../shared/schemas/session.js";
import type { SessionLanguage } from "../../shared/schemas/session-language.js";
import { callRoute, type RouteInput } from "./api.js";
import { courseAuthHeaders } from "./course-keys.js";
import { getHostKey } from "./host-keys.js";

export const createCourse = (body: RouteInput<"createCourse">["body"]) => callRoute("createCourse", { body });

export const getCourse = (courseId: string) => callRoute("getCourse", { params: { id: courseId } }, { headers: courseAuthHeaders(courseId) });

export const updateCourse = (courseId: string, body: UpdateCourseInput) =>
  callRoute("updateCourse", { params: { id: courseId }, body }, { headers: courseAuthHeaders(courseId) });

/** The template of the course's next evaluations; those already created keep their questions. */
export const replaceCourseQuestions = (courseId: string, questions: ClassQuestionDraft[]) =>
  callRoute("replaceCourseQuestions", { params: { id: courseId }, body: { questions } }, { headers: courseAuthHeaders(courseId) });

/** "New lecture evaluation" (or a word cloud) in the course, titled in the page's language, its answers read as words of `language`. */
export const createCourseSession = (courseId: string, sessionType: SessionType, title: string, language: SessionLanguage) =>
  callRoute("createCourseSession", { params: { id: courseId }, body: { sessionType, title, language } }, { headers: courseAuthHeaders(courseId) });

/** Puts a session this browser hosts into the course: its own host key goes along (an owner's account needs none). */
export const addCourseSession = (courseId: string, sessionId: string) => {
  const sessionHostKey = getHostKey(sessionId);
  return callRoute("addCourseSession", { params: { id: courseId, sessionId }, body: sessionHostKey ? { sessionHostKey } : {} }, { headers: courseAuthHeaders(courseId) });
};

export const removeCourseSession = (courseId: string, sessionId: string) =>
  callRoute("removeCourseSession", { params: { id: courseId, sessionId } }, { headers: courseAuthHeaders(courseId) });
