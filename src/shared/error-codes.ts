/**
 * The closed set of failure codes the server sends beside its message (`{ success: false, error, code }` on HTTP,
 * `code` on a socket's feedback-error), so a client can show the failure in its own language.
 */
export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "SESSION_INACTIVE",
  "SESSION_FULL",
  "ANSWERING_CLOSED",
  "ANSWERS_USED_UP",
  "ALREADY_ANSWERED",
  "EVALUATION_NOT_OPEN",
  "EVALUATION_CLOSED",
  "PAYLOAD_TOO_LARGE",
  "NOT_IMPLEMENTED",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
