import { TriangleAlert } from "lucide-react";
import type { LtiToolEndpoints } from "../../../shared/schemas/lti.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * Said before anything is copied: a platform keeps the addresses it registers, must reach Ordsky over HTTPS at
 * PUBLIC_URL, and registers whatever this card shows, which without PUBLIC_URL is only how this browser came in.
 */
export function LtiPublicUrlWarning({ tool }: { tool: LtiToolEndpoints }) {
  const t = useT();
  if (tool.publicUrl === "https") return null;
  const unset = tool.publicUrl === "unset";
  return (
    <div className="lti-warning" role="note" aria-labelledby="lti-warning-title">
      <TriangleAlert size={20} aria-hidden="true" className="lti-warning__icon" />
      <div>
        <h3 id="lti-warning-title">{t(unset ? "lti.warning.unsetTitle" : "lti.warning.notHttpsTitle")}</h3>
        <p>{t(unset ? "lti.warning.unset" : "lti.warning.notHttps", { origin: tool.origin })}</p>
        <p>
          {t("lti.warning.howTo")} <code>PUBLIC_URL=https://ordsky.example.edu</code>
        </p>
        <p className="field__hint">{t("lti.warning.docs")}</p>
      </div>
    </div>
  );
}
