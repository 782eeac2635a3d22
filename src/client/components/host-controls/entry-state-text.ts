import type { EntryState } from "../../../shared/schemas/moderation.js";
import type { MessageId } from "../../i18n/messages/en.js";

/** What became of an answer, as the host's lists name it. */
export const entryStateText = {
  shown: "moderation.stateShown",
  hidden: "moderation.stateHidden",
  banned: "moderation.stateBanned",
  merged: "moderation.stateMerged",
  waiting: "moderation.stateWaiting",
  rejected: "moderation.stateRejected",
  flagged: "moderation.stateFlagged",
  "stop-word": "moderation.stateStopWord",
  repeat: "moderation.stateRepeat",
} as const satisfies Record<EntryState, MessageId>;
