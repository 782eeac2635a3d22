import { SCALE_MAX_DEFAULT, SCALE_MIN_DEFAULT } from "./limits.js";

export type BuiltInQuestion = { key: string; text: string; type: "scale" | "text" };

/** Questions one class session may ask, and the widest scale (its buttons still fit a phone's row). */
export const CLASS_QUESTIONS_MAX = 20;
export const CLASS_QUESTION_TEXT_MAX = 200;
export const SCALE_LOWEST = 0;
export const SCALE_HIGHEST = 20;
export const SCALE_SPAN_MAX = 10;

/** Keys of the two activity questions the self-vs-others comparison is built from. */
export const SELF_ACTIVITY_KEY = "self-activity";
export const OTHERS_ACTIVITY_KEY = "peer-activity";

/** The built-in Danish course-evaluation questions (spec section 3): every new class session's, unless the host edits them. */
export const BUILT_IN_CLASS_QUESTIONS: BuiltInQuestion[] = [
  { key: "learning", text: "Hvor meget fik du ud af dagens undervisning?", type: "scale" },
  { key: SELF_ACTIVITY_KEY, text: "Hvor aktiv synes du selv du har været?", type: "scale" },
  { key: OTHERS_ACTIVITY_KEY, text: "Hvor aktive synes du dine medstuderende har været?", type: "scale" },
  { key: "want-more", text: "Hvad vil du gerne have mere af?", type: "text" },
  { key: "want-less", text: "Hvad vil du gerne have mindre af?", type: "text" },
];

export const BUILT_IN_SCALE = { min: SCALE_MIN_DEFAULT, max: SCALE_MAX_DEFAULT };

/** The built-in questions with their scale, as the create dialog shows them and a session gets them unless edited. */
export function builtInClassQuestions(): (BuiltInQuestion & { scaleMin: number; scaleMax: number })[] {
  return BUILT_IN_CLASS_QUESTIONS.map((question) => ({ ...question, scaleMin: BUILT_IN_SCALE.min, scaleMax: BUILT_IN_SCALE.max }));
}
