import { useCallback } from "react";
import type { FilterListName } from "../../../shared/schemas/word-filter.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { ApiError, errorStatus } from "../../lib/api.js";

/**
 * What a refused change to a word filter list says: nothing for a 401 (the admin is signed out), 'Network error' when
 * nothing answered, else the server's text in English. In another language a 409, a term already on the other list,
 * names the term (the one the server's text quotes) and that list, where the code's general text would not say which.
 */
export function useFilterFailure(list: FilterListName): (error: Error) => string | null {
  const { locale } = useLocale();
  const t = useT();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: Error) => {
      const status = errorStatus(error);
      if (status === 401) return null;
      if (status === 0) return t("admin.networkError");
      const term = error instanceof ApiError && error.code === "CONFLICT" ? /“([^”]+)”/.exec(error.message)?.[1] : undefined;
      if (locale !== "en" && term !== undefined) {
        return t("wordFilter.onOtherList", { term, list: t(list === "hold" ? "wordFilter.passTitle" : "wordFilter.holdTitle") });
      }
      return errorMessage(error, t("wordFilter.failed"));
    },
    [list, locale, t, errorMessage],
  );
}
