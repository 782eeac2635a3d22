import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN } from "../../shared/limits.js";
import { MIN_RESPONSES_HIGHEST, MIN_RESPONSES_LOWEST } from "../../shared/schemas/evaluation-threshold.js";
import { maxParticipantsSchema, type Session } from "../../shared/schemas/session.js";
import { dataOrThrow } from "../lib/api.js";
import { mayActAsHost } from "../lib/host-keys.js";
import { sessionKeys } from "../lib/session-queries.js";
import { updateSession, type SessionSettingsForm } from "../lib/sessions-api.js";
import { useT } from "../i18n/i18n-provider.js";
import { useErrorMessage } from "../i18n/use-server-error.js";
import { Modal } from "./modal.js";
import { SessionLanguageField } from "./session-language-field.js";
import { VoiceSettingsFields } from "./voice-settings/voice-settings.js";

/** `threshold`: a class session's anonymity threshold in force, which its host may raise here. */
type Props = { session: Session; threshold?: number; onClose: () => void };

/** 'Session Settings': saved with the host key or a signed-in admin's token; the server's answer replaces the session. */
export function SessionSettingsModal({ session, threshold, onClose }: Props) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const ids = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    title: session.title,
    description: session.description,
    maxParticipants: String(session.maxParticipants),
    isActive: session.isActive,
    isPublic: session.isPublic,
    requireApproval: session.requireApproval,
    participantsSeeResults: session.participantsSeeResults,
    answersPerParticipant: session.answersPerParticipant,
    countOncePerWord: session.countOncePerWord,
    language: session.language,
  });
  // A course's lectures are told apart by the day they were held; empty: the day the session opened for answers.
  const [heldOn, setHeldOn] = useState(session.heldOn ?? "");
  const [minResponses, setMinResponses] = useState(threshold ? String(threshold) : "");
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (settings: SessionSettingsForm) => dataOrThrow(updateSession(session.id, settings)),
    onSuccess(saved) {
      queryClient.setQueryData(sessionKeys.session(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.moderation(saved.id) });
      toast.success(t("settings.updated"));
      onClose();
    },
    onError(error) {
      toast.error(errorMessage(error, t("settings.failedToUpdate")));
    },
  });
  const titleBlank = form.title.trim() === "";
  // The server's own rule (blank or not a number: 100; a whole number from 1 to 1000).
  const max = maxParticipantsSchema.safeParse(form.maxParticipants);
  const maxOutOfRange = !max.success;
  const error = invalid ?? (save.error ? errorMessage(save.error, t("settings.failedToUpdate")) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleBlank) return setInvalid(t("settings.titleRequired"));
    if (!max.success) return setInvalid(t("settings.maxParticipantsRange", { min: MAX_PARTICIPANTS_MIN, max: MAX_PARTICIPANTS_MAX }));
    const raised = minResponses.trim() === "" ? undefined : Number(minResponses);
    if (raised !== undefined && (!Number.isInteger(raised) || raised < Math.max(threshold ?? 0, MIN_RESPONSES_LOWEST) || raised > MIN_RESPONSES_HIGHEST)) {
      return setInvalid(t("settings.minResponsesRange", { min: Math.max(threshold ?? 0, MIN_RESPONSES_LOWEST), max: MIN_RESPONSES_HIGHEST }));
    }
    setInvalid(null);
    save.mutate({
      ...form,
      title: form.title.trim(),
      maxParticipants: max.data,
      ...(raised === undefined || raised === threshold ? {} : { minResponses: raised }),
      ...(session.courseId === null ? {} : { heldOn: heldOn === "" ? null : heldOn }),
    });
  };
  const checkbox = (field: "isActive" | "isPublic" | "requireApproval" | "participantsSeeResults", label: string, hint?: string) => (
    <label className="checkbox">
      <input type="checkbox" checked={form[field]} onChange={(event) => setForm({ ...form, [field]: event.target.checked })} />
      <span>
        {label}
        {hint && <span className="muted small settings-hint">{hint}</span>}
      </span>
    </label>
  );

  return (
    <Modal
      title={t("settings.title")}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" form={`${ids}-form`} className="btn btn--primary" disabled={save.isPending || titleBlank}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} className="stack" onSubmit={submit} noValidate>
        {!mayActAsHost(session.id) && (
          <p className="dashboard-notice" role="note">
            <Info size={18} aria-hidden="true" />
            <span>{t("settings.noHostKey")}</span>
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-title`}>
            {t("settings.fieldTitle")}
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
              {t("settings.titleRequired")}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-description`}>
            {t("settings.fieldDescription")}
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
            {t("settings.fieldMaxParticipants")}
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
        <SessionLanguageField id={`${ids}-language`} value={form.language} onChange={(language) => setForm({ ...form, language })} />
        {session.courseId !== null && (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-held-on`}>
              {t("settings.fieldHeldOn")}
            </label>
            <input id={`${ids}-held-on`} className="input" type="date" value={heldOn} aria-describedby={`${ids}-held-on-hint`} onChange={(event) => setHeldOn(event.target.value)} />
            <p className="field__hint" id={`${ids}-held-on-hint`}>
              {t("settings.fieldHeldOnHint")}
            </p>
          </div>
        )}
        {checkbox("isActive", t("settings.fieldActive"))}
        {checkbox("isPublic", t("settings.fieldPublic"))}
        {session.sessionType === "regular" && checkbox("requireApproval", t("settings.fieldApproval"), t("settings.fieldApprovalHint"))}
        {session.sessionType === "class" && checkbox("participantsSeeResults", t("settings.fieldResultsVisible"), t("settings.fieldResultsVisibleHint"))}
        {session.sessionType === "class" && threshold !== undefined && (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-min-responses`}>
              {t("settings.fieldMinResponses")}
            </label>
            <input
              id={`${ids}-min-responses`}
              className="input"
              type="number"
              inputMode="numeric"
              min={Math.max(threshold, MIN_RESPONSES_LOWEST)}
              max={MIN_RESPONSES_HIGHEST}
              placeholder={t("settings.minResponsesNone")}
              aria-describedby={`${ids}-min-responses-hint`}
              value={minResponses}
              onChange={(event) => setMinResponses(event.target.value)}
            />
            <span className="field__hint" id={`${ids}-min-responses-hint`}>
              {threshold > 0 ? t("settings.minResponsesHint", { threshold }) : t("settings.minResponsesHintNone")}
            </span>
          </div>
        )}
        {session.sessionType === "regular" && <VoiceSettingsFields id={`${ids}-voice`} value={form} onChange={(voice) => setForm({ ...form, ...voice })} />}
        {error && (
          <p className="dashboard-field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
