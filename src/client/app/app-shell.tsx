import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { OutboxProvider } from "./outbox-context.js";
import { RealtimeProvider } from "./realtime-context.js";
import { UpdateNotice } from "./update-notice.js";

/**
 * Wraps every screen: the real-time connection, the outbox of answers, the notice that a newer Ordsky needs a
 * reload, and toasts at the top right (sonner's defaults: 4 s, 3 visible).
 */
export function AppShell() {
  return (
    <RealtimeProvider>
      <OutboxProvider>
        <UpdateNotice />
        <Toaster position="top-right" richColors closeButton />
        <Outlet />
      </OutboxProvider>
    </RealtimeProvider>
  );
}
