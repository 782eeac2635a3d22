import { z } from "zod";

/*
 * When a class evaluation takes answers (issue 36): it may open and close at set times, which the server enforces
 * on every answer; while a close time lies ahead, only the host sees the results.
 */

export const ALREADY_ANSWERED_MESSAGE = "You have already answered this evaluation";
export const EVALUATION_CLOSED_MESSAGE = "This evaluation has closed";
export const RESULTS_AFTER_CLOSE_MESSAGE = "The results are shown once the evaluation closes";
export const WINDOW_ORDER_MESSAGE = "The evaluation must close after it opens";

/** The refusal of an answer that came too early; names the time (ISO) so a reader of the log or the API knows. */
export function evaluationNotOpenMessage(opensAt: string): string {
  return `This evaluation opens at ${opensAt}`;
}

/** A time with its offset (the browser sends UTC), stored as the ISO text of that instant. */
const windowTimeSchema = (name: string) =>
  z
    .iso.datetime({ offset: true, message: `${name} must be a date and time` })
    .transform((value) => new Date(value).toISOString())
    .nullable();

const windowFields = { opensAt: windowTimeSchema("opensAt"), closesAt: windowTimeSchema("closesAt") };

export function closesAfterOpening(window: { opensAt?: string | null; closesAt?: string | null }): boolean {
  return !window.opensAt || !window.closesAt || Date.parse(window.closesAt) > Date.parse(window.opensAt);
}

/** PUT /api/sessions/{id}/class-window: both bounds (null: none). */
export const classWindowSchema = z.object(windowFields).refine(closesAfterOpening, { message: WINDOW_ORDER_MESSAGE, path: ["closesAt"] });
export type ClassWindow = z.infer<typeof classWindowSchema>;

/** The create payload's optional bounds (class sessions), checked like the dashboard's. */
export const classWindowFields = { opensAt: windowFields.opensAt.optional(), closesAt: windowFields.closesAt.optional() };

/** Where an evaluation stands at `now`: not open yet, open, or closed. */
export type WindowState = "before" | "open" | "closed";

export function windowStateAt(window: { opensAt: string | null; closesAt: string | null }, now: number): WindowState {
  if (window.opensAt !== null && now < Date.parse(window.opensAt)) return "before";
  if (window.closesAt !== null && now >= Date.parse(window.closesAt)) return "closed";
  return "open";
}
