import { z } from "zod";

/** Turns a zod error into one clear sentence for the user. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  // zod's own wording ("Invalid input: expected number, received string") does not say which field; schemas' own messages do.
  if (issue.message.startsWith("Invalid input") && issue.path.length > 0) return `${issue.path.join(".")}: ${issue.message}`;
  return issue.message;
}
