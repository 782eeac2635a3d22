import { z } from "zod";
import { describeZodError } from "../shared/schemas/api.js";
import { AppError } from "./errors.js";

/**
 * Parses untrusted input with a shared schema; a failure becomes a VALIDATION AppError (400 on HTTP, feedback-error
 * on the socket) with the schema's own message. It sits beside errors.ts, below http/, so services may use it too.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = value ?? {};
  // zod would say "expected object, received array"; the caller sent a JSON body of the wrong shape.
  if (schema instanceof z.ZodObject && (typeof input !== "object" || Array.isArray(input))) {
    throw new AppError("VALIDATION", "Request body must be a JSON object");
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION", describeZodError(result.error));
  return result.data;
}
