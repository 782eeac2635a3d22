import { useCallback } from "react";
import type { ErrorCode } from "../../shared/error-codes.js";
import { ApiError } from "../lib/api.js";
import { useLocale, useT } from "./i18n-provider.js";

/**
 * A server failure in the chosen language: in English the server's own text (the spec's messages, with their
 * details), in another language the message for its stable code; a failure without a code keeps its text.
 */
export function useServerError(): (error: string, code?: ErrorCode) => string {
  const { locale } = useLocale();
  const t = useT();
  return useCallback((error, code) => (locale === "en" || !code ? error : t(`error.${code}`)), [locale, t]);
}

/**
 * A failed query's or mutation's error (an ApiError carries the server's code) in the chosen language, or
 * `fallback` when it has no text.
 */
export function useErrorMessage(): (error: Error, fallback?: string) => string {
  const serverError = useServerError();
  return useCallback(
    (error, fallback) => (error.message ? serverError(error.message, error instanceof ApiError ? error.code : undefined) : (fallback ?? "")),
    [serverError],
  );
}
