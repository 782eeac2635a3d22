import { Link } from "react-router";
import { ErrorScreen } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Any address that is not a screen of the app. */
export function NotFoundPage() {
  const t = useT();
  return (
    <ErrorScreen title={t("notFound.title")} message={t("notFound.message")}>
      <Link className="btn btn--primary" to="/">
        {t("common.goHome")}
      </Link>
    </ErrorScreen>
  );
}
