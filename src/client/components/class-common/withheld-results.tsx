import { EyeOff } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";
import "./withheld-results.css";

type Props = { answers: number; threshold: number; /** One line, inside a question's card; else the evaluation's whole notice. */ compact?: boolean };

/** In place of results below the anonymity threshold: how many answers there are, and at how many results appear. */
export function WithheldResults({ answers, threshold, compact = false }: Props) {
  const t = useT();
  return (
    <div className={`withheld${compact ? " withheld--compact" : ""}`} role="note" data-testid="withheld-results">
      <EyeOff size={compact ? 18 : 24} aria-hidden="true" className="withheld__icon" />
      <div>
        <p className="withheld__title">{t("classDashboard.withheldTitle", { threshold })}</p>
        <p className="muted small">{compact ? t("classDashboard.withheldShort", { count: answers }) : t("classDashboard.withheldCount", { count: answers })}</p>
      </div>
    </div>
  );
}
