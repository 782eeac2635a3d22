import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { Session } from "../../../shared/schemas/session.js";
import { ClassWindowFields, windowOutOfOrder } from "../../components/class-window-fields.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { formattingLocale } from "../../i18n/locale.js";
import { dataOrThrow } from "../../lib/api.js";
import { closeClassNow, setClassWindow } from "../../lib/class-api.js";
import { formatWindowTime, fromLocalInput, toLocalInput, useWindowState } from "../../lib/class-window-times.js";
import { sessionKeys } from "../../lib/session-queries.js";

/** The host's window of the evaluation: where it stands, when it opens and closes, and Close now. */
export function ClassWindowCard({ session }: { session: Session }) {
  const t = useT();
  const { locale } = useLocale();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const state = useWindowState(session);
  const [draft, setDraft] = useState<{ opens: string; closes: string } | null>(null);
  const value = draft ?? { opens: toLocalInput(session.opensAt), closes: toLocalInput(session.closesAt) };
  const outOfOrder = windowOutOfOrder(value.opens, value.closes);
  const saved = (next: Session, message: string) => {
    queryClient.setQueryData(sessionKeys.session(session.id), next);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.classAnalytics(session.id) });
    setDraft(null);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: () => dataOrThrow(setClassWindow(session.id, { opensAt: fromLocalInput(value.opens), closesAt: fromLocalInput(value.closes) })),
    onSuccess: (next) => saved(next, t("classWindow.saved")),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const close = useMutation({
    mutationFn: () => dataOrThrow(closeClassNow(session.id)),
    onSuccess: (next) => saved(next, t("classWindow.closedNow")),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const when = (iso: string | null) => (iso === null ? "" : formatWindowTime(iso, formattingLocale(locale)));
  const status =
    state === "before" ? t("classWindow.statusBefore", { time: when(session.opensAt) }) : state === "closed" ? t("classWindow.statusClosed", { time: when(session.closesAt) }) : t("classWindow.statusOpen");

  return (
    <section className="card class-window-card" aria-labelledby={headingId}>
      <div className="class-window-card__head">
        <h2 className="card__title" id={headingId}>
          <CalendarClock size={18} aria-hidden="true" />
          {t("classWindow.title")}
        </h2>
        <span className={`badge ${state === "open" ? "badge--success" : state === "before" ? "badge--info" : "badge--warning"}`} role="status">
          {status}
        </span>
      </div>
      <ClassWindowFields opens={value.opens} closes={value.closes} onChange={setDraft} invalid={outOfOrder} />
      <div className="class-window-card__actions">
        <button type="button" className="btn btn--primary" onClick={() => save.mutate()} disabled={draft === null || outOfOrder || save.isPending}>
          {save.isPending ? t("classWindow.saving") : t("classWindow.save")}
        </button>
        {state !== "closed" && (
          <button type="button" className="btn" onClick={() => close.mutate()} disabled={close.isPending}>
            {t("classWindow.closeNow")}
          </button>
        )}
      </div>
    </section>
  );
}
