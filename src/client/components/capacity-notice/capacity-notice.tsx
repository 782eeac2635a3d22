import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Users } from "lucide-react";
import { toast } from "sonner";
import type { Session } from "../../../shared/schemas/session.js";
import { dataOrThrow } from "../../lib/api.js";
import { mayActAsHost } from "../../lib/host-keys.js";
import { sessionKeys } from "../../lib/session-queries.js";
import { raiseCapacity } from "../../lib/sessions-api.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { capacityLevel, nextCapacity } from "./capacity.js";
import "./capacity-notice.css";

type Props = { session: Session; participants: number; variant: "dashboard" | "presentation" };

/**
 * Tells the host, at 90 % and at 100 % of Max Participants, with a one-click raise to the next quick choice. Only a
 * browser holding the host key (or an admin's) sees it: a participant who opens the presentation sees nothing.
 */
export function CapacityNotice({ session, participants, variant }: Props) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const raise = useMutation({
    mutationFn: (maxParticipants: number) => dataOrThrow(raiseCapacity(session.id, maxParticipants)),
    onSuccess(saved) {
      queryClient.setQueryData(sessionKeys.session(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.questions(saved.id) });
      toast.success(t("capacity.raised", { max: saved.maxParticipants }));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const level = capacityLevel(participants, session.maxParticipants);
  if (level === "room" || !mayActAsHost(session.id)) return null;
  const next = nextCapacity(session.maxParticipants);
  const full = level === "full";
  return (
    <section className={`capacity-notice capacity-notice--${level} capacity-notice--${variant}`} aria-labelledby={`capacity-${session.id}`} role="status">
      <span className="capacity-notice__icon" aria-hidden="true">
        {full ? <AlertTriangle size={22} /> : <Users size={22} />}
      </span>
      <div className="capacity-notice__text">
        <h2 className="capacity-notice__title" id={`capacity-${session.id}`}>
          {full ? t("capacity.fullTitle") : t("capacity.fillingTitle")}
        </h2>
        <p className="capacity-notice__body">
          {t(full ? "capacity.fullBody" : "capacity.fillingBody", { count: participants, max: session.maxParticipants })}
        </p>
      </div>
      {next === null ? (
        <p className="capacity-notice__body capacity-notice__max">{t("capacity.atMaximum", { max: session.maxParticipants })}</p>
      ) : (
        <button type="button" className="btn btn--primary capacity-notice__raise" disabled={raise.isPending} onClick={() => raise.mutate(next)}>
          {t("capacity.raise", { max: next })}
        </button>
      )}
    </section>
  );
}
