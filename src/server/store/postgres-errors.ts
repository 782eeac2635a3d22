import { AppError } from "../errors.js";

/** What a submission or any request gets while PostgreSQL cannot be reached; nothing was acknowledged. */
export const DATABASE_UNAVAILABLE_MESSAGE = "Database unavailable, please try again";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// SQLSTATEs of a server that is going away or not accepting connections (class 08 is "connection exception").
const SERVER_GONE_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const CLIENT_GONE_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
];

/** Whether an error from `pg` means the database could not be reached (as opposed to a bad query). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code) || code.startsWith("08"))) return true;
  return CLIENT_GONE_MESSAGES.some((text) => error.message.includes(text));
}

/** The one place where a lost database connection becomes the user-facing 503. */
export function mapConnectionError(error: unknown): unknown {
  if (error instanceof AppError || !isConnectionError(error)) return error;
  const mapped = new AppError("UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE);
  mapped.cause = error;
  return mapped;
}
