import type { MessageId } from "../../i18n/messages/en.js";
import { CheckCircle2, ShieldCheck } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";

const FEATURES: MessageId[] = ["admin.moderationFeature1", "admin.moderationFeature2", "admin.moderationFeature3", "admin.moderationFeature4"];
const GUIDELINES: MessageId[] = ["admin.moderationGuideline1", "admin.moderationGuideline2", "admin.moderationGuideline3", "admin.moderationGuideline4"];

/** Informational only: how moderation works here. */
export function ModerationTab() {
  const t = useT();
  return (
    <section className="card stack" aria-labelledby="moderation-title">
      <h2 className="card__title" id="moderation-title">
        <ShieldCheck size={20} aria-hidden="true" />
        {t("admin.moderationTitle")}
      </h2>
      <p>{t("admin.moderationIntro")}</p>
      <div className="grid grid--2">
        <div>
          <h3 className="panel-subtitle">{t("admin.moderationFeaturesTitle")}</h3>
          <ul className="panel-checklist">
            {FEATURES.map((feature) => t(feature)).map((feature) => (
              <li key={feature}>
                <CheckCircle2 size={18} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="panel-subtitle">{t("admin.moderationGuidelinesTitle")}</h3>
          <ul className="panel-checklist">
            {GUIDELINES.map((guideline) => t(guideline)).map((guideline) => (
              <li key={guideline}>
                <CheckCircle2 size={18} aria-hidden="true" />
                {guideline}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
