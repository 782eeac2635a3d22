import { SCALE_MAX_DEFAULT, SCALE_MIN_DEFAULT } from "../../../shared/limits.js";

export type BuiltInQuestion = { key: string; text: string; type: "scale" | "text" };

/** Keys of the two activity questions the self-vs-others comparison is built from. */
export const SELF_ACTIVITY_KEY = "self-activity";
export const OTHERS_ACTIVITY_KEY = "peer-activity";

/** The built-in Danish course-evaluation questions (spec section 3), seeded into every new class session. */
export const BUILT_IN_CLASS_QUESTIONS: BuiltInQuestion[] = [
  { key: "learning", text: "Hvor meget fik du ud af dagens undervisning?", type: "scale" },
  { key: SELF_ACTIVITY_KEY, text: "Hvor aktiv synes du selv du har været?", type: "scale" },
  { key: OTHERS_ACTIVITY_KEY, text: "Hvor aktive synes du dine medstuderende har været?", type: "scale" },
  { key: "want-more", text: "Hvad vil du gerne have mere af?", type: "text" },
  { key: "want-less", text: "Hvad vil du gerne have mindre af?", type: "text" },
];

export const BUILT_IN_SCALE = { min: SCALE_MIN_DEFAULT, max: SCALE_MAX_DEFAULT };
