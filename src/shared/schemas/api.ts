import { z } from "zod";

/** Every HTTP response body: `{ success: true, data }` or `{ success: false, error }`. */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const apiFailureSchema = z.object({ success: z.literal(false), error: z.string() });

/** Turns a zod error into one clear sentence for the user. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  // zod's own wording ("Invalid input: expected number, received string") does not say which field; schemas' own messages do.
  if (issue.message.startsWith("Invalid input") && issue.path.length > 0) return `${issue.path.join(".")}: ${issue.message}`;
  return issue.message;
}
