import { z } from "zod";

/**
 * The anonymity threshold of evaluations: below it a question's (or a session's) results are withheld everywhere,
 * only the number of answers is told. Two answers at least (one answer alone is the one student), a hundred at most.
 */
export const MIN_RESPONSES_LOWEST = 2;
export const MIN_RESPONSES_HIGHEST = 100;

/**
 * A course's evaluations withhold results below this many answers when the institution set no floor (issue 36): a
 * course's lectures are compared with each other, and 2 answers are too few to keep a student's apart.
 */
export const COURSE_MIN_RESPONSES_DEFAULT = 5;

export const MIN_RESPONSES_MESSAGE = `The minimum number of answers must be a whole number from ${MIN_RESPONSES_LOWEST} to ${MIN_RESPONSES_HIGHEST}`;
export const MIN_RESPONSES_FIXED_MESSAGE = "The minimum number of answers is set by the server's configuration (EVALUATION_MIN_RESPONSES) and cannot be changed here";
export const THRESHOLD_ONLY_RISES_MESSAGE = "The minimum number of answers can only be raised: students were told their answers stay hidden below it";

export const minResponsesSchema = z
  .number({ message: MIN_RESPONSES_MESSAGE })
  .int(MIN_RESPONSES_MESSAGE)
  .min(MIN_RESPONSES_LOWEST, MIN_RESPONSES_MESSAGE)
  .max(MIN_RESPONSES_HIGHEST, MIN_RESPONSES_MESSAGE);

/** An admin sets the institution's floor (`null`: none stored). */
export const minResponsesSettingSchema = z.object({ minResponses: minResponsesSchema.nullable() }, { message: MIN_RESPONSES_MESSAGE });

/**
 * The floor in force and where it comes from: `environment` when EVALUATION_MIN_RESPONSES is set (it wins), otherwise
 * `admin` (stored by an admin, or none). `changeable`: the asking admin may set it here.
 */
export const minResponsesPolicySchema = z.object({ minResponses: minResponsesSchema.nullable(), source: z.enum(["environment", "admin"]), changeable: z.boolean() });
export type MinResponsesPolicy = z.infer<typeof minResponsesPolicySchema>;
