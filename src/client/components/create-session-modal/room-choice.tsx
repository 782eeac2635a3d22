import { MessagesSquare, UsersRound } from "lucide-react";
import { EVERY_ANSWER, LARGE_ROOM, type VoiceSettings } from "../../../shared/voice-presets.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ChoiceCards } from "./choice-cards.js";

/**
 * How the room answers, in the create dialog: the spec's "every answer counts" unless the host picks "Large room",
 * which sets both one-voice settings (each can be changed later in Settings).
 */
export function RoomChoice({ value, onChange }: { value: VoiceSettings; onChange: (voice: VoiceSettings) => void }) {
  const t = useT();
  const large = value.countOncePerWord || value.answersPerParticipant !== null;
  return (
    <ChoiceCards
      legend={t("voice.roomLegend")}
      value={large ? "large" : "every"}
      onChange={(key) => onChange(key === "large" ? LARGE_ROOM : EVERY_ANSWER)}
      options={[
        { key: "every", label: t("voice.everyAnswer"), hint: t("voice.everyAnswerHint"), icon: <MessagesSquare size={22} /> },
        { key: "large", label: t("voice.largeRoom"), hint: t("voice.largeRoomHint"), icon: <UsersRound size={22} /> },
      ]}
    />
  );
}
