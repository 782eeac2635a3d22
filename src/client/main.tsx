import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./app/router.js";
import { I18nProvider } from "./i18n/i18n-provider.js";
import { loadMessages } from "./i18n/load-messages.js";
import { initialLocale } from "./i18n/locale.js";
import { adoptRespondentFromLocation } from "./lib/launch-respondent.js";
import "./styles/global.css";

adoptRespondentFromLocation();

// The first screen waits for its language's catalogue (one small chunk), so it never flashes in the other language.
const locale = initialLocale(window.location.pathname);
document.documentElement.lang = locale;
void loadMessages(locale).then((messages) => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
});
