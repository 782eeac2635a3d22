import { useRealtime } from "../app/realtime-context.js";
import { useT } from "../i18n/i18n-provider.js";

const LABELS = { connecting: "common.connecting", connected: "common.connected", disconnected: "common.disconnected" } as const;

/**
 * Connected/Disconnected with a coloured dot; announced politely to screen readers when it changes. While the page's
 * first connection is still being made it says so in grey: nothing has been lost yet. Toasts keep clear of it.
 */
export function ConnectionIndicator() {
  const { status } = useRealtime();
  const t = useT();
  return (
    <span className={`connection connection--${status}`} role="status" aria-live="polite" data-keep-clear>
      <span className="connection__dot" aria-hidden="true" />
      {t(LABELS[status])}
    </span>
  );
}
