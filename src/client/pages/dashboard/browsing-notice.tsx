import { useT } from "../../i18n/i18n-provider.js";

/** Above the cloud and feedback while the host looks at an earlier question: what is shown, and the way back. */
export function BrowsingNotice({ number, prompt, onBack }: { number: number; prompt: string; onBack: () => void }) {
  const t = useT();
  return (
    <div className="dashboard-browsing" role="status">
      <span>{t("questions.browsing", { number, prompt })}</span>
      <button type="button" className="btn btn--sm" onClick={onBack}>
        {t("questions.backToLive")}
      </button>
    </div>
  );
}
