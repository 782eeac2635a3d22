import { ANSWERS_PER_PARTICIPANT_CHOICES } from "../../../shared/limits.js";
import type { VoiceSettings } from "../../../shared/voice-presets.js";
import { useT } from "../../i18n/i18n-provider.js";
import "./voice-settings.css";

type Props = { id: string; value: VoiceSettings; onChange: (value: VoiceSettings) => void };

/** "One voice per student": answers per participant and counting each person once per word (the settings dialog). */
export function VoiceSettingsFields({ id, value, onChange }: Props) {
  const t = useT();
  return (
    <fieldset className="voice-settings">
      <legend className="field__label">{t("voice.legend")}</legend>
      <div className="field">
        <label className="field__label voice-settings__label" htmlFor={`${id}-answers`}>
          {t("voice.answersLabel")}
        </label>
        <select
          id={`${id}-answers`}
          className="input voice-settings__select"
          value={value.answersPerParticipant ?? "unlimited"}
          aria-describedby={`${id}-answers-hint`}
          onChange={(event) => onChange({ ...value, answersPerParticipant: event.target.value === "unlimited" ? null : Number(event.target.value) })}
        >
          <option value="unlimited">{t("voice.answersUnlimited")}</option>
          {ANSWERS_PER_PARTICIPANT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t("voice.answersChoice", { count: choice })}
            </option>
          ))}
        </select>
        <span className="field__hint" id={`${id}-answers-hint`}>
          {t("voice.answersHint")}
        </span>
      </div>
      <label className="checkbox voice-settings__once">
        <input type="checkbox" checked={value.countOncePerWord} onChange={(event) => onChange({ ...value, countOncePerWord: event.target.checked })} />
        <span>
          {t("voice.countOnce")}
          <span className="field__hint voice-settings__hint">{t("voice.countOnceHint")}</span>
        </span>
      </label>
    </fieldset>
  );
}
