import type { ErrorCode } from "../shared/error-codes.js";

/** Each failure code's HTTP status; the codes themselves are shared with the client (src/shared/error-codes.ts). */

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SESSION_INACTIVE: 403,
  SESSION_FULL: 403,
  ANSWERING_CLOSED: 403,
  ANSWERS_USED_UP: 403,
  ALREADY_ANSWERED: 409,
  EVALUATION_NOT_OPEN: 403,
  EVALUATION_CLOSED: 403,
  PAYLOAD_TOO_LARGE: 413,
  NOT_IMPLEMENTED: 501,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A failure whose message is safe and meant for the user; a RATE_LIMITED one may say when to try again. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";
/** A request or socket that arrives while this instance drains: the client should try again (another instance). */
export const SHUTTING_DOWN_MESSAGE = "The server is shutting down, please try again";
