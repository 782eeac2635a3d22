import { useRealtime } from "../app/realtime-context.js";
import { useT } from "../i18n/i18n-provider.js";

/** Connected/Disconnected with a coloured dot; announced politely to screen readers when it changes. */
export function ConnectionIndicator() {
  const { isConnected } = useRealtime();
  const t = useT();
  return (
    <span className={`connection ${isConnected ? "connection--on" : "connection--off"}`} role="status" aria-live="polite">
      <span className="connection__dot" aria-hidden="true" />
      {isConnected ? t("common.connected") : t("common.disconnected")}
    </span>
  );
}
