import { CLASS_QUESTION_TEXT_MAX } from "../../shared/class-questions.js";
import { CLASS_QUESTIONS_LOCKED_MESSAGE } from "../../shared/schemas/class.js";

/** The class questions editor (create dialog and class dashboard), issue #15. */
export const classQuestionsText = {
  title: "Questions",
  createHint: "Participants answer these in order. Edit, reorder, add or remove them now, or later on the dashboard until the first answer arrives.",
  listLabel: "Class questions",
  questionLabel: (number: number) => `Question ${number}`,
  typeLabel: (number: number) => `Type of question ${number}`,
  scale: "Scale",
  text: "Text",
  from: "From",
  to: "To",
  fromLabel: (number: number) => `Lowest rating of question ${number}`,
  toLabel: (number: number) => `Highest rating of question ${number}`,
  moveUp: (number: number) => `Move question ${number} up`,
  moveDown: (number: number) => `Move question ${number} down`,
  remove: (number: number) => `Remove question ${number}`,
  add: "Add question",
  save: "Save questions",
  saving: "Saving...",
  saved: "Questions saved",
  reset: "Undo changes",
  textHint: `Up to ${CLASS_QUESTION_TEXT_MAX} characters.`,
  locked: CLASS_QUESTIONS_LOCKED_MESSAGE,
  selfVsOthersUnavailable:
    "Self vs others compares the two activity questions (how active you were, how active your fellow students were). One of them was removed from this session, so there is nothing to compare.",
} as const;
