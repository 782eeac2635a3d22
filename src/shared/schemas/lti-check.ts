import { z } from "zod";

/** The steps of an admin's check of a registered platform, in the order the card reports them. */
export const LTI_CHECK_STEPS = ["keyset", "authorization", "token", "issuer", "deployment"] as const;
const ltiCheckStepNameSchema = z.enum(LTI_CHECK_STEPS);

const ltiCheckOutcomeSchema = z.enum(["passed", "failed", "skipped"]);

/**
 * Why a step came out as it did; the card words each (step, reason) in the admin's language with the step's values.
 * keyset: keysFound | unreachable | httpStatus | tooLarge | notKeyset | noSigningKey;
 * authorization: answered | unreachable | serverError;
 * token: tokenIssued | scopeRefused | clientRefused | unreachable | httpStatus | tooLarge;
 * issuer: launchedWith | wellFormed | notUrl | notHttps | queryOrFragment | canvasIssuer;
 * deployment: launched | noLaunchYet | unknownDeployment | noneRegistered.
 */
const ltiCheckReasonSchema = z.enum([
  "keysFound",
  "unreachable",
  "httpStatus",
  "tooLarge",
  "notKeyset",
  "noSigningKey",
  "answered",
  "serverError",
  "tokenIssued",
  "scopeRefused",
  "clientRefused",
  "launchedWith",
  "wellFormed",
  "notUrl",
  "notHttps",
  "queryOrFragment",
  "canvasIssuer",
  "launched",
  "noLaunchYet",
  "unknownDeployment",
  "noneRegistered",
]);

/** One step's result: what was compared or fetched is in `values` (addresses, ids, HTTP statuses, counts, times). */
export const ltiCheckStepSchema = z.object({
  step: ltiCheckStepNameSchema,
  outcome: ltiCheckOutcomeSchema,
  reason: ltiCheckReasonSchema,
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LtiCheckStep = z.infer<typeof ltiCheckStepSchema>;

/** An admin's check of one registered platform, every step reported. */
export const ltiPlatformCheckSchema = z.object({ platformId: z.string(), checkedAt: z.string(), steps: z.array(ltiCheckStepSchema) });
export type LtiPlatformCheck = z.infer<typeof ltiPlatformCheckSchema>;
