import { KNOWN_GAPS } from "../../../shared/accessibility-facts.js";
import { useT } from "../../i18n/i18n-provider.js";

/** What is not accessible, why, and what to use instead (the model statement's "non-accessible content"). */
export function KnownGaps() {
  const t = useT();
  return (
    <ul>
      {KNOWN_GAPS.map((gap) => (
        <li key={gap.id}>
          <h3>{t(`accessibility.gap.${gap.id}.what`)}</h3>
          <p>{t(`accessibility.gap.${gap.id}.why`)}</p>
          <p className="muted small">{t("accessibility.gapCriteria", { criteria: gap.criteria.join(", ") })}</p>
          <p>
            <strong>{t("accessibility.alternativeLabel")}</strong> {t(`accessibility.gap.${gap.id}.alternative`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
