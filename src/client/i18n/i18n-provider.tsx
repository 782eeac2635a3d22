import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { formattingLocale, rememberLocale, type Locale } from "./locale.js";
import { loadMessages, type Messages } from "./load-messages.js";
import type { MessageId } from "./messages/en.js";

declare global {
  namespace FormatjsIntl {
    // Type-checks every message id given to react-intl against the English catalogue.
    interface Message {
      ids: MessageId;
    }
  }
}

type LocaleState = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The chosen language and its catalogue for every screen. Switching loads the other catalogue first, so the page
 * never shows ids or a mix of languages while it arrives.
 */
export function I18nProvider({ locale: initial, messages: initialMessages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const [state, setState] = useState({ locale: initial, messages: initialMessages });
  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    rememberLocale(locale);
    setState({ locale, messages });
  }, []);
  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={formattingLocale(state.locale)} defaultLocale="en" messages={state.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error("useLocale outside I18nProvider");
  return state;
}

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** `t(id, values)`: a message of the chosen language, placeholders, plurals and numbers formatted for it. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
