import { CHECKED_CRITERIA, type CheckMethod } from "../../../shared/accessibility-facts.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";

/** The order the methods are told in: the audit that covers most criteria first. */
const METHODS: CheckMethod[] = ["axe", "keyboard", "dialogs", "focus", "textSize", "reflow", "motion", "announcements", "language"];

/** How the suite checks, method by method: what it does, the success criteria it covers, and its test files. */
export function CheckedCriteria() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul>
      {METHODS.map((method) => {
        const criteria = CHECKED_CRITERIA.filter((criterion) => criterion.checks.some((check) => check.method === method));
        const files = [...new Set(criteria.flatMap((criterion) => criterion.checks.filter((check) => check.method === method).map((check) => check.test.file)))];
        return (
          <li key={method}>
            <p>{t(`accessibility.method.${method}`)}</p>
            <ul className="document-page__criteria">
              {criteria.map((criterion) => (
                <li key={criterion.number}>
                  <strong>
                    {criterion.number} {criterion.name[locale]}
                  </strong>{" "}
                  <span className="muted">({t("accessibility.level", { level: criterion.level })})</span>
                </li>
              ))}
            </ul>
            <p className="muted document-page__test">{t("accessibility.testedBy", { file: files.join(", ") })}</p>
          </li>
        );
      })}
    </ul>
  );
}
