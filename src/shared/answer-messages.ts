/*
 * The spec's texts for an answer the session refuses. Kept out of the zod schemas' files so the answer rules, which
 * the SQLite writer's thread also loads, do not pull in zod.
 */

export const SESSION_FULL_MESSAGE = "Session is full";
export const ANSWERS_USED_UP_MESSAGE = "You have used all your answers to this question";
export const ANSWERING_CLOSED_MESSAGE = "Answering is closed for this question";
export const NOT_A_CLASS_SESSION_MESSAGE = "This is not a class session";
