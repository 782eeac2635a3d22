import { CheckCircle2, ShieldCheck } from "lucide-react";
import { adminText as text } from "../../text/admin.js";

/** Informational only: how moderation works here. */
export function ModerationTab() {
  return (
    <section className="card stack" aria-labelledby="moderation-title">
      <h2 className="card__title" id="moderation-title">
        <ShieldCheck size={20} aria-hidden="true" />
        {text.moderationTitle}
      </h2>
      <p>{text.moderationIntro}</p>
      <div className="grid grid--2">
        <div>
          <h3 className="panel-subtitle">{text.moderationFeaturesTitle}</h3>
          <ul className="panel-checklist">
            {text.moderationFeatures.map((feature) => (
              <li key={feature}>
                <CheckCircle2 size={18} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="panel-subtitle">{text.moderationGuidelinesTitle}</h3>
          <ul className="panel-checklist">
            {text.moderationGuidelines.map((guideline) => (
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
