import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useT } from "../i18n/i18n-provider.js";
import { useRealtime } from "./realtime-context.js";
import "./update-notice.css";

/**
 * Shown once the server has closed the socket for speaking another protocol version (a tab left open across an
 * update): only a reload brings the new Ordsky. Answers still in the outbox survive the reload.
 */
export function UpdateNotice() {
  const { connection } = useRealtime();
  const t = useT();
  const outdated = useSyncExternalStore(
    (listener) => connection.onStatus(listener),
    () => connection.isOutdated,
  );
  if (!outdated) return null;
  return (
    <div className="update-notice" role="alert">
      <p className="update-notice__text">{t("common.appUpdated")}</p>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => window.location.reload()}>
        <RefreshCw size={16} aria-hidden="true" />
        {t("common.reloadPage")}
      </button>
    </div>
  );
}
