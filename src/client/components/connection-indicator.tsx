import { useRealtime } from "../app/realtime-context.js";
import { commonText } from "../text/common.js";

/** Connected/Disconnected with a coloured dot; announced politely to screen readers when it changes. */
export function ConnectionIndicator() {
  const { isConnected } = useRealtime();
  return (
    <span className={`connection ${isConnected ? "connection--on" : "connection--off"}`} role="status" aria-live="polite">
      <span className="connection__dot" aria-hidden="true" />
      {isConnected ? commonText.connected : commonText.disconnected}
    </span>
  );
}
