import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { RealtimeProvider } from "./realtime-context.js";

/** Wraps every screen: the real-time connection and toasts at the top right (sonner's defaults: 4 s, 3 visible). */
export function AppShell() {
  return (
    <RealtimeProvider>
      <Toaster position="top-right" richColors closeButton />
      <Outlet />
    </RealtimeProvider>
  );
}
