import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminSessionSummary } from "../../../shared/schemas/admin.js";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { useT } from "../../i18n/i18n-provider.js";

type DeleteSessionModalProps = {
  session: AdminSessionSummary;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
};

/** The spec's confirmation before a session and everything in it is deleted. */
export function DeleteSessionModal({ session, onCancel, onConfirm }: DeleteSessionModalProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      title={t("admin.deleteSession")}
      busy={busy}
      onCancel={onCancel}
      onConfirm={async () => {
        setBusy(true);
        await onConfirm();
        setBusy(false);
      }}
      confirmLabel={
        <>
          <Trash2 size={16} aria-hidden="true" />
          {busy ? t("admin.deleting") : t("admin.deleteSession")}
        </>
      }
    >
      <p>{t("admin.deleteConfirm")}</p>
      <p className="muted small admin-delete__target">
        {session.title} · {session.sessionCode}
      </p>
    </ConfirmDialog>
  );
}
