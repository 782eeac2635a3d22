import { MessagesSquare, UsersRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { EVERY_ANSWER, LARGE_ROOM, type VoiceSettings } from "../../../shared/voice-presets.js";

const OPTIONS: { key: "every" | "large"; voice: VoiceSettings; label: MessageId; hint: MessageId; icon: ReactNode }[] = [
  { key: "every", voice: EVERY_ANSWER, label: "voice.everyAnswer", hint: "voice.everyAnswerHint", icon: <MessagesSquare size={22} /> },
  { key: "large", voice: LARGE_ROOM, label: "voice.largeRoom", hint: "voice.largeRoomHint", icon: <UsersRound size={22} /> },
];

/**
 * How the room answers, in the create dialog: the spec's "every answer counts" unless the host picks "Large room",
 * which sets both one-voice settings (each can be changed later in Settings).
 */
export function RoomChoice({ value, onChange }: { value: VoiceSettings; onChange: (voice: VoiceSettings) => void }) {
  const t = useT();
  const name = useId();
  const large = value.countOncePerWord || value.answersPerParticipant !== null;
  return (
    <fieldset className="type-choice">
      <legend className="field__label">{t("voice.roomLegend")}</legend>
      <div className="type-choice__options">
        {OPTIONS.map((option) => {
          const checked = (option.key === "large") === large;
          return (
            <label key={option.key} className={`type-card${checked ? " type-card--selected" : ""}`}>
              <input
                type="radio"
                className="type-card__radio"
                name={name}
                value={option.key}
                checked={checked}
                onChange={() => onChange(option.voice)}
                aria-describedby={`${name}-${option.key}-hint`}
              />
              <span className="type-card__icon" aria-hidden="true">
                {option.icon}
              </span>
              <span className="type-card__text">
                <span className="type-card__label">{t(option.label)}</span>
                <span className="type-card__hint" id={`${name}-${option.key}-hint`}>
                  {t(option.hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
