import { Check, Clock, CloudOff, Eye, Loader2 } from "lucide-react";
import type { EntryState } from "../lib/outbox-entry.js";
import type { MessageId } from "../i18n/messages/en.js";
import { useT } from "../i18n/i18n-provider.js";
import "./entry-status.css";

const LABELS: Record<Exclude<EntryState, "refused">, MessageId> = { sending: "common.entrySending", waiting: "common.entryWaiting", sent: "common.entrySent" };

type Props = {
  state: EntryState;
  id?: string;
  /** Waiting because the server asked to slow down (it is sent in a moment), not for the network. */
  paced?: boolean;
  /** Sent, and the word filter held it back: the host looks at it before it appears. */
  heldBack?: boolean;
};

/**
 * Where one answer in the outbox is on its way: sending, waiting for the network (or for the server that asked to
 * slow down), or sent (and, when the filter held it back, waiting for the host's look: never "in the cloud").
 */
export function EntryStatus({ state, id, paced = false, heldBack = false }: Props) {
  const t = useT();
  if (state === "refused") return null;
  const slowedDown = state === "waiting" && paced;
  const looked = state === "sent" && heldBack;
  const Icon = looked ? Eye : state === "sent" ? Check : slowedDown ? Clock : state === "waiting" ? CloudOff : Loader2;
  return (
    <span className={`entry-status entry-status--${looked ? "held-back" : state}`} id={id}>
      <Icon size={14} aria-hidden="true" className="entry-status__icon" />
      {t(looked ? "common.entryHeldBack" : slowedDown ? "common.entryPaced" : LABELS[state])}
    </span>
  );
}
