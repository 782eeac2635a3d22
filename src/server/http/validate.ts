import type { z } from "zod";
import { describeZodError } from "../../shared/schemas/api.js";
import { AppError } from "../errors.js";

/** Parses untrusted input with a shared schema; a failure becomes a 400 with the schema's own message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError("VALIDATION", describeZodError(result.error));
  return result.data;
}

/** Wraps data in the success envelope every endpoint returns. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
