import { Check, CloudOff, Loader2 } from "lucide-react";
import type { EntryState } from "../lib/outbox-entry.js";
import { commonText as text } from "../text/common.js";
import "./entry-status.css";

const LABELS: Record<Exclude<EntryState, "refused">, string> = { sending: text.entrySending, waiting: text.entryWaiting, sent: text.entrySent };

/** Where one answer in the outbox is on its way: sending, waiting for the network, or sent. */
export function EntryStatus({ state, id }: { state: EntryState; id?: string }) {
  if (state === "refused") return null;
  const Icon = state === "sent" ? Check : state === "waiting" ? CloudOff : Loader2;
  return (
    <span className={`entry-status entry-status--${state}`} id={id}>
      <Icon size={14} aria-hidden="true" className="entry-status__icon" />
      {LABELS[state]}
    </span>
  );
}
