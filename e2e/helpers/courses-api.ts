import { expect, type APIRequestContext } from "@playwright/test";

type Question = { id: string; type: "scale" | "text" };

/**
 * A course of `term` with a lecture evaluation per list of ratings: each student rates every scale question alike
 * and writes a text of their own. Returns the course's id.
 */
export async function createAnsweredCourse(request: APIRequestContext, course: { title: string; term: string; enrolled: number; lectures: number[][] }): Promise<string> {
  const created = await request.post("/api/courses", { data: { title: course.title, term: course.term, enrolled: course.enrolled } });
  expect(created.status()).toBe(201);
  const { courseId, hostKey } = (await created.json()).data as { courseId: string; hostKey: string };
  for (const [lecture, ratings] of course.lectures.entries()) {
    const session = await request.post(`/api/courses/${courseId}/sessions`, { data: {}, headers: { "X-Host-Key": hostKey } });
    const { sessionId } = (await session.json()).data as { sessionId: string };
    const questions = (await (await request.get(`/api/sessions/${sessionId}/class-questions`)).json()).data as Question[];
    for (const [student, rating] of ratings.entries()) {
      for (const question of questions) {
        const response = question.type === "scale" ? rating : `svar ${lecture} ${student}`;
        const answered = await request.post(`/api/sessions/${sessionId}/class-response`, { data: { questionId: question.id, response, participantId: `${courseId}_${lecture}_${student}` } });
        expect(answered.ok()).toBe(true);
      }
    }
  }
  return courseId;
}
