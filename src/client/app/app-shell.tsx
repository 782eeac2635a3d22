import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet, ScrollRestoration, useMatch } from "react-router";
import { Toaster } from "sonner";
import { useT } from "../i18n/i18n-provider.js";
import { LanguageSwitch } from "../i18n/language-switch.js";
import { createQueryClient } from "../lib/query-client.js";
import { OutboxProvider } from "./outbox-context.js";
import { RealtimeProvider } from "./realtime-context.js";
import { SiteFooter } from "./site-footer.js";
import { UpdateNotice } from "./update-notice.js";
import { useFocusOnNavigation } from "./use-focus-on-navigation.js";
import { useMediaQuery } from "./use-media-query.js";
import { useToastClearance } from "./use-toast-clearance.js";

/** Sonner's own phone breakpoint: below it toasts span the screen's width. */
const PHONE = "(max-width: 600px)";

/**
 * Wraps every screen: server state, the real-time connection, the outbox of answers, the notice that a newer Ordsky
 * needs a reload, the language switch, the footer with the accessibility statement and the privacy notice (the
 * presentation lists them in its ? dialog instead), and toasts (sonner's defaults: 4 s, 3 visible). Toasts sit at the top right
 * as the spec says; on a phone they would cover the header and the code field there, so they rise from the bottom.
 * Either way they keep clear of the screen's primary button and what it marks for reading (use-toast-clearance.ts).
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  const isPhone = useMediaQuery(PHONE);
  // The presentation is one screen with no room for a bar: its controls hold the switch. A frame on another page
  // (the embed, the PowerPoint add-in) shows only what the room reads.
  const isPresentation = useMatch("/presentation/:sessionId") !== null;
  const isEmbed = useMatch("/embed/:sessionId") !== null;
  const isOfficeAddIn = useMatch("/office/addin") !== null;
  const isFramed = isEmbed || isOfficeAddIn;
  const t = useT();
  useFocusOnNavigation();
  useToastClearance(isPhone);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <OutboxProvider>
          {!isFramed && <UpdateNotice />}
          {!isPresentation && !isFramed && (
            <div className="shell-bar">
              <div className="container shell-bar__inner">
                <LanguageSwitch />
              </div>
            </div>
          )}
          <Toaster position={isPhone ? "bottom-center" : "top-right"} richColors closeButton containerAriaLabel={t("shell.notifications")}
            toastOptions={{ closeButtonAriaLabel: t("shell.closeNotification") }}
          />
          <Outlet />
          {!isPresentation && !isFramed && <SiteFooter />}
          {/* A new screen opens at its top (a footer's link, the dashboard after signing in); Back finds the place it left. */}
          <ScrollRestoration />
        </OutboxProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
