import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client.js";
import { OutboxProvider } from "./outbox-context.js";
import { RealtimeProvider } from "./realtime-context.js";
import { UpdateNotice } from "./update-notice.js";

/**
 * Wraps every screen: server state, the real-time connection, the outbox of answers, the notice that a newer Ordsky
 * needs a reload, and toasts at the top right (sonner's defaults: 4 s, 3 visible).
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <OutboxProvider>
          <UpdateNotice />
          <Toaster position="top-right" richColors closeButton />
          <Outlet />
        </OutboxProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
