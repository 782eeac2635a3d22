import { Info } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { MAX_PARTICIPANTS_DEFAULT, MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN } from "../../../shared/limits.js";
import type { Session } from "../../../shared/schemas/session.js";
import { Modal } from "../../components/modal.js";
import { getHostKey } from "../../lib/host-keys.js";
import { updateSession } from "../../lib/sessions-api.js";
import { commonText } from "../../text/common.js";
import { dashboardText as text } from "../../text/dashboard.js";

type Props = { session: Session; onClose: () => void; onSaved: (session: Session) => void };

/** Spec: a non-numeric Max Participants falls back to 100. */
export function parseMaxParticipants(value: string): number {
  const number = Number(value.trim());
  return value.trim() === "" || !Number.isFinite(number) ? MAX_PARTICIPANTS_DEFAULT : number;
}

export function SettingsModal({ session, onClose, onSaved }: Props) {
  const ids = useId();
  const [form, setForm] = useState({
    title: session.title,
    description: session.description,
    maxParticipants: String(session.maxParticipants),
    isActive: session.isActive,
    isPublic: session.isPublic,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasHostKey = getHostKey(session.id) !== undefined;
  const titleBlank = form.title.trim() === "";
  const maxParticipants = parseMaxParticipants(form.maxParticipants);
  const maxOutOfRange = !Number.isInteger(maxParticipants) || maxParticipants < MAX_PARTICIPANTS_MIN || maxParticipants > MAX_PARTICIPANTS_MAX;
  const rangeMessage = `Max participants must be between ${MAX_PARTICIPANTS_MIN} and ${MAX_PARTICIPANTS_MAX}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (titleBlank) {
      setError(text.titleRequired);
      return;
    }
    if (maxOutOfRange) {
      setError(rangeMessage);
      return;
    }
    setSaving(true);
    setError(null);
    const result = await updateSession(session.id, { ...form, title: form.title.trim(), maxParticipants });
    setSaving(false);
    if (!result.ok) {
      const message = result.error || text.failedToUpdate;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(text.updated);
    onSaved(result.data);
    onClose();
  };

  return (
    <Modal
      title={text.settingsTitle}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {commonText.cancel}
          </button>
          <button type="submit" form={`${ids}-form`} className="btn btn--primary" disabled={saving || titleBlank}>
            {saving ? text.saving : text.save}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        {!hasHostKey && (
          <p className="dashboard-notice" role="note">
            <Info size={18} aria-hidden="true" />
            <span>{text.noHostKey}</span>
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-title`}>
            {text.fieldTitle}
          </label>
          <input
            id={`${ids}-title`}
            className="input"
            required
            aria-invalid={titleBlank}
            aria-describedby={titleBlank ? `${ids}-title-error` : undefined}
            value={form.title}
            onChange={(event) => setForm({ ...form, title: event.target.value })}
          />
          {titleBlank && (
            <span className="field__hint dashboard-field-error" id={`${ids}-title-error`}>
              {text.titleRequired}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-description`}>
            {text.fieldDescription}
          </label>
          <textarea
            id={`${ids}-description`}
            className="textarea"
            rows={3}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-max`}>
            {text.fieldMaxParticipants}
          </label>
          <input
            id={`${ids}-max`}
            className="input"
            type="number"
            inputMode="numeric"
            min={MAX_PARTICIPANTS_MIN}
            max={MAX_PARTICIPANTS_MAX}
            aria-invalid={maxOutOfRange}
            value={form.maxParticipants}
            onChange={(event) => setForm({ ...form, maxParticipants: event.target.value })}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={form.isActive} onChange={(event) => setForm({ ...form, isActive: event.target.checked })} />
          {text.fieldActive}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={form.isPublic} onChange={(event) => setForm({ ...form, isPublic: event.target.checked })} />
          {text.fieldPublic}
        </label>
        {error && (
          <p className="dashboard-field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
