import { Check, Clock, CloudOff, Loader2 } from "lucide-react";
import type { EntryState } from "../lib/outbox-entry.js";
import type { MessageId } from "../i18n/messages/en.js";
import { useT } from "../i18n/i18n-provider.js";
import "./entry-status.css";

const LABELS: Record<Exclude<EntryState, "refused">, MessageId> = { sending: "common.entrySending", waiting: "common.entryWaiting", sent: "common.entrySent" };

/**
 * Where one answer in the outbox is on its way: sending, waiting for the network (or, `heldBack`, for the server
 * that asked to slow down), or sent.
 */
export function EntryStatus({ state, id, heldBack = false }: { state: EntryState; id?: string; heldBack?: boolean }) {
  const t = useT();
  if (state === "refused") return null;
  const held = state === "waiting" && heldBack;
  const Icon = state === "sent" ? Check : held ? Clock : state === "waiting" ? CloudOff : Loader2;
  return (
    <span className={`entry-status entry-status--${state}`} id={id}>
      <Icon size={14} aria-hidden="true" className="entry-status__icon" />
      {t(held ? "common.entryHeldBack" : LABELS[state])}
    </span>
  );
}
