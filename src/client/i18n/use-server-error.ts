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
 * `fallback` when it has no text. A call that got no answer at all (status 0: offline, refused) says 'Network
 * error' in the chosen language, since the browser's own text is English.
 */
export function useErrorMessage(): (error: Error, fallback?: string) => string {
  const { locale } = useLocale();
  const t = useT();
  const serverError = useServerError();
  return useCallback(
    (error, fallback) => {
      const apiError = error instanceof ApiError ? error : null;
      if (locale !== "en" && apiError?.status === 0) return t("error.network");
      return error.message ? serverError(error.message, apiError?.code) : (fallback ?? "");
    },
    [locale, t, serverError],
  );
}
