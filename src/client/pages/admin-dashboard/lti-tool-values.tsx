import { Check, Copy } from "lucide-react";
import { useState } from "react";
import type { LtiToolEndpoints } from "../../../shared/schemas/lti.js";
import { Tabs, tabPanelProps } from "../../components/tabs.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { PLATFORM_VALUES, type LtiPlatformKey, type PlatformField, type PlatformValues } from "./lti-platform-fields.js";

/**
 * The tool's values to enter at a learning platform, one tab per platform, each under the platform's own field name
 * in the order its form asks, with a copy button; a copy is confirmed beside the button and in a polite live region.
 */
export function LtiToolValues({ tool }: { tool: LtiToolEndpoints }) {
  const t = useT();
  const [active, setActive] = useState<LtiPlatformKey>("moodle");
  const [copied, setCopied] = useState<{ key: string; name: string } | null>(null);
  const copy = useCopyToClipboard();
  const onCopy = async (key: string, name: string, value: string) => {
    if (await copy(value, null)) setCopied({ key, name });
  };
  const platform = PLATFORM_VALUES.find((each) => each.key === active) ?? PLATFORM_VALUES[0]!;
  return (
    <section className="lti-values" aria-labelledby="lti-values-title">
      <h3 id="lti-values-title">{t("lti.values.title")}</h3>
      <p className="field__hint">{t("lti.values.hint")}</p>
      <Tabs label={t("lti.values.tabs")} tabs={PLATFORM_VALUES.map((each) => ({ key: `lti-${each.key}`, label: each.name }))} active={`lti-${active}`} onChange={(key) => setActive(key.slice(4) as LtiPlatformKey)} />
      <div className="lti-values__panel" {...tabPanelProps(`lti-${platform.key}`)}>
        {platform.forms.map((form, index) => (
          <div className="lti-values__form" key={index}>
            <h4>{t(form.title)}</h4>
            <p className="lti-values__where">{form.where}</p>
            <dl className="lti-values__fields">
              {form.fields.map((field, fieldIndex) => (
                <FieldRow key={fieldIndex} field={field} form={t(form.title)} tool={tool} copiedName={copied?.key === `${platform.key}-${index}-${fieldIndex}` ? copied.name : null} onCopy={(name, value) => void onCopy(`${platform.key}-${index}-${fieldIndex}`, name, value)} />
              ))}
            </dl>
            {form.after && <p className="field__hint">{t(form.after)}</p>}
          </div>
        ))}
        <CopyBackList platform={platform} />
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="lti-copy-status">
        {copied ? t("lti.values.copied", { field: copied.name }) : ""}
      </p>
    </section>
  );
}

function FieldRow({ field, form, tool, copiedName, onCopy }: { field: PlatformField; form: string; tool: LtiToolEndpoints; copiedName: string | null; onCopy: (name: string, value: string) => void }) {
  const t = useT();
  if ("choose" in field) {
    return (
      <div className="lti-values__field">
        <dt>{field.name}</dt>
        <dd>{t("lti.values.choose", { choice: field.choose })}</dd>
      </div>
    );
  }
  const value = field.copy(tool);
  return (
    <div className="lti-values__field">
      <dt>{field.name}</dt>
      <dd className="lti-values__value">
        <code>{value}</code>
        <span className="lti-values__actions">
          <button type="button" className="btn btn--sm" aria-label={t("lti.values.copyLabel", { field: field.name, form })} onClick={() => onCopy(field.name, value)}>
            <Copy size={16} aria-hidden="true" />
            {t("lti.values.copy")}
          </button>
          {/* Seen beside the button; the live region below says it. */}
          {copiedName && (
            <span className="lti-values__copied" aria-hidden="true">
              <Check size={16} />
              {t("lti.values.copiedShort")}
            </span>
          )}
        </span>
      </dd>
    </div>
  );
}

/** Where a platform registered by hand shows its own values, and which of Ordsky's fields below each goes into. */
function CopyBackList({ platform }: { platform: PlatformValues }) {
  const t = useT();
  return (
    <div className="lti-values__form">
      <h4>{t("lti.copyBack.title")}</h4>
      <p className="field__hint">{t(platform.copyBack.where)}</p>
      <dl className="lti-values__fields lti-values__back">
        {platform.copyBack.fields.map((field) => (
          <div className="lti-values__field" key={field.into}>
            <dt>{t(`lti.field.${field.into}`)}</dt>
            <dd className={field.from.startsWith("https://") ? "lti-values__url" : undefined}>{field.from}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
