import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { commonText } from "../text/common.js";
import { useRealtime } from "./realtime-context.js";
import "./update-notice.css";

/**
 * Shown once the server has closed the socket for speaking another protocol version (a tab left open across an
 * update): only a reload brings the new Ordsky. Answers still in the outbox survive the reload.
 */
export function UpdateNotice() {
  const { connection } = useRealtime();
  const outdated = useSyncExternalStore(
    (listener) => connection.onStatus(listener),
    () => connection.isOutdated,
  );
  if (!outdated) return null;
  return (
    <div className="update-notice" role="alert">
      <p className="update-notice__text">{commonText.appUpdated}</p>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => window.location.reload()}>
        <RefreshCw size={16} aria-hidden="true" />
        {commonText.reloadPage}
      </button>
    </div>
  );
}
