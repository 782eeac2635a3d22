import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { SESSION_CODE_LENGTH } from "../../../shared/limits.js";
import { JoinForm, normalizeCode, participantPath } from "../../components/join-form.js";
import { LoadingScreen } from "../../components/state-screens.js";
import { joinSessionByCode } from "../../lib/sessions-api.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";
import "./join-page.css";

/**
 * /j and /j/{CODE}: the address a projector shows. With a code it goes straight to that session's participant page
 * (regular or class); without one, or with a code that finds nothing, it shows the code form.
 */
export function JoinPage() {
  const { code: raw } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const serverError = useServerError();
  const code = raw ? normalizeCode(raw) : "";
  const [failure, setFailure] = useState<string | null>(null);
  const looking = code.length > 0 && failure === null;

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    setFailure(null);
    void joinSessionByCode(code).then((result) => {
      if (cancelled) return;
      if (result.ok) navigate(participantPath(result.data.sessionId, result.data.sessionType), { replace: true });
      else setFailure(result.status === 404 || result.status === 400 || code.length !== SESSION_CODE_LENGTH ? t("join.notFound", { code }) : serverError(result.error, result.code));
    });
    return () => {
      cancelled = true;
    };
  }, [code, navigate, t, serverError]);

  if (looking) return <LoadingScreen title={t("join.looking")} />;
  return (
    <main className="join-page">
      <div className="join-page__card card">
        <p className="join-page__brand">{t("common.productName")}</p>
        <h1 className="join-page__title">{t("join.title")}</h1>
        <p className="muted">{t("join.intro")}</p>
        {failure && (
          <p className="join-page__error" role="alert">
            {failure}
          </p>
        )}
        <JoinForm initialCode={code} autoFocus />
        <Link to="/" className="join-page__home">
          {t("join.backToHome")}
        </Link>
      </div>
    </main>
  );
}
