import { ClassWindowFields, windowOutOfOrder } from "../class-window-fields.js";
import { fromLocalInput } from "../../lib/class-window-times.js";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { MAX_PARTICIPANTS_DEFAULT } from "../../../shared/limits.js";
import { maxParticipantsSchema, type SessionType } from "../../../shared/schemas/session.js";
import { saveHostKey } from "../../lib/host-keys.js";
import { createSession } from "../../lib/sessions-api.js";
import { Modal } from "../modal.js";
import { builtInClassQuestions } from "../../../shared/class-questions.js";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";

import { ClassQuestionsEditor } from "../class-questions-editor/class-questions-editor.js";
import { CapacityField } from "./capacity-field.js";
import { CourseChoice } from "./course-choice.js";
import { EVERY_ANSWER } from "../../../shared/voice-presets.js";
import { RoomChoice } from "./room-choice.js";
import { SessionTypeChoice } from "./session-type-choice.js";
import "./create-session-modal.css";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { SessionLanguageField } from "../session-language-field.js";
import { useServerError } from "../../i18n/use-server-error.js";

/** The create-session dialog; on success the host lands on the new session's dashboard. */
export function CreateSessionModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const serverError = useServerError();
  const navigate = useNavigate();
  const formId = useId();
  const [sessionType, setSessionType] = useState<SessionType>("regular");
  const [title, setTitle] = useState("");
  const [titleTouched, setTitleTouched] = useState(false);
  const [description, setDescription] = useState("");
  const [maxParticipants, setMaxParticipants] = useState(String(MAX_PARTICIPANTS_DEFAULT));
  const [isPublic, setIsPublic] = useState(false);
  const [voice, setVoice] = useState(EVERY_ANSWER);
  const [classQuestions, setClassQuestions] = useState<ClassQuestionDraft[]>(builtInClassQuestions);
  const [participantsSeeResults, setParticipantsSeeResults] = useState(true);
  const [answerWindow, setAnswerWindow] = useState({ opens: "", closes: "" });
  const [courseId, setCourseId] = useState("");
  // The interface's language until the host picks another (a switch of the interface meanwhile moves it along).
  const { locale } = useLocale();
  const [chosenLanguage, setLanguage] = useState<SessionLanguage | null>(null);
  const language = chosenLanguage ?? locale;
  const windowBackwards = sessionType === "class" && windowOutOfOrder(answerWindow.opens, answerWindow.closes);
  const [busy, setBusy] = useState(false);

  const titleBlank = title.trim() === "";
  // The server's own rule (blank or not a number: 100; a whole number from 1 to 1000).
  const max = maxParticipantsSchema.safeParse(maxParticipants);
  const maxOutOfRange = !max.success;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (titleBlank) {
      setTitleTouched(true);
      toast.error(t("create.sessionTitleRequired"));
      return;
    }
    if (!max.success) {
      toast.error(t("create.maxParticipantsRange"));
      return;
    }
    if (windowBackwards) {
      toast.error(t("classWindow.order"));
      return;
    }
    setBusy(true);
    const result = await createSession({
      sessionType,
      title: title.trim(),
      description: description.trim(),
      maxParticipants: max.data,
      isPublic,
      language,
      ...(courseId ? { courseId } : {}),
      ...(sessionType === "class"
        ? { classQuestions, participantsSeeResults, opensAt: fromLocalInput(answerWindow.opens), closesAt: fromLocalInput(answerWindow.closes) }
        : voice),
    });
    if (!result.ok) {
      setBusy(false);
      toast.error(result.error ? serverError(result.error, result.code) : t("create.failedToCreate"));
      return;
    }
    const { sessionId, hostKey } = result.data;
    saveHostKey(sessionId, hostKey);
    toast.success(t("create.sessionCreated"));
    navigate(sessionType === "class" ? `/class-session/${sessionId}/dashboard` : `/dashboard/${sessionId}`);
  }

  const footer = (
    <>
      <button type="button" className="btn" onClick={onClose} disabled={busy}>
        {t("common.cancel")}
      </button>
      <button type="submit" form={formId} className="btn btn--primary" disabled={titleBlank || busy}>
        {busy ? t("create.creating") : t("create.createButton")}
      </button>
    </>
  );

  return (
    <Modal title={sessionType === "class" ? t("create.modalTitleClass") : t("create.modalTitleRegular")} onClose={onClose} footer={footer}>
      <form id={formId} className="create-form" onSubmit={handleSubmit} noValidate>
        <SessionTypeChoice value={sessionType} onChange={setSessionType} />

        <div className="field">
          <label className="field__label" htmlFor={`${formId}-title`}>
            {t("create.titleLabel")} <span aria-hidden="true" className="create-form__required">*</span>
          </label>
          <input
            id={`${formId}-title`}
            className="input"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={() => setTitleTouched(true)}
            placeholder={t("create.titlePlaceholder")}
            required
            aria-invalid={titleTouched && titleBlank}
            aria-describedby={titleTouched && titleBlank ? `${formId}-title-error` : undefined}
            autoComplete="off"
          />
          {titleTouched && titleBlank && (
            <p className="create-form__error" id={`${formId}-title-error`}>
              {t("create.sessionTitleRequired")}
            </p>
          )}
        </div>

        <div className="field">
          <label className="field__label" htmlFor={`${formId}-description`}>
            {t("create.descriptionLabel")} <span className="muted create-form__optional">{t("create.descriptionOptional")}</span>
          </label>
          <textarea
            id={`${formId}-description`}
            className="textarea"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t("create.descriptionPlaceholder")}
          />
        </div>

        <SessionLanguageField id={`${formId}-language`} value={language} onChange={setLanguage} />

        <CourseChoice id={`${formId}-course`} value={courseId} onChange={setCourseId} />

        <CapacityField id={`${formId}-max`} value={maxParticipants} onChange={setMaxParticipants} outOfRange={maxOutOfRange} />

        {sessionType === "regular" && <RoomChoice value={voice} onChange={setVoice} />}

        {sessionType === "class" && (
          <fieldset className="create-form__questions">
            <legend className="field__label">{t("classQuestions.title")}</legend>
            <p className="field__hint">{t("classQuestions.createHint")}</p>
            <ClassQuestionsEditor value={classQuestions} onChange={setClassQuestions} />
          </fieldset>
        )}

        {sessionType === "class" && (
          <fieldset className="create-form__questions">
            <legend className="field__label">{t("classWindow.title")}</legend>
            <ClassWindowFields opens={answerWindow.opens} closes={answerWindow.closes} onChange={setAnswerWindow} invalid={windowBackwards} />
          </fieldset>
        )}

        {sessionType === "class" && (
          <label className="checkbox create-form__public">
            <input
              type="checkbox"
              checked={participantsSeeResults}
              onChange={(event) => setParticipantsSeeResults(event.target.checked)}
              aria-describedby={`${formId}-results-hint`}
            />
            <span>
              {t("settings.fieldResultsVisible")}
              <span className="field__hint create-form__public-hint" id={`${formId}-results-hint`}>
                {t("settings.fieldResultsVisibleHint")}
              </span>
            </span>
          </label>
        )}

        <label className="checkbox create-form__public">
          <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} aria-describedby={`${formId}-public-hint`} />
          <span>
            {t("create.makePublic")}
            <span className="field__hint create-form__public-hint" id={`${formId}-public-hint`}>
              {t("create.makePublicHint")}
            </span>
          </span>
        </label>
      </form>
    </Modal>
  );
}
