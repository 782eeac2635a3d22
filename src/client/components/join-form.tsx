import { LogIn } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SESSION_CODE_LENGTH } from "../../shared/limits.js";
import { joinSessionByCode } from "../lib/sessions-api.js";
import { useT } from "../i18n/i18n-provider.js";
import { useServerError } from "../i18n/use-server-error.js";
import "./join-form.css";

/** Codes are typed from a projector or pasted from chat: upper-case, no spaces, at most 6 characters. */
export function normalizeCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, "").slice(0, SESSION_CODE_LENGTH);
}

/** Where a joined session's participants answer: class sessions have their own page. */
export function participantPath(sessionId: string, sessionType: string): string {
  return sessionType === "class" ? `/class-session/${sessionId}` : `/session/${sessionId}`;
}

/** The one-field join form: a session code leads to that session's participant page. */
export function JoinForm({ initialCode = "", autoFocus = false }: { initialCode?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const serverError = useServerError();
  const inputId = useId();
  const [code, setCode] = useState(() => normalizeCode(initialCode));
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      toast.error(t("join.codeRequired"));
      return;
    }
    setBusy(true);
    const result = await joinSessionByCode(trimmed);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error ? serverError(result.error, result.code) : t("join.failed"));
      return;
    }
    // A full session says so on its page, in place of the answer form.
    if (!result.data.full) toast.success(t("join.joined"));
    navigate(participantPath(result.data.sessionId, result.data.sessionType));
  }

  return (
    <form className="join-form" onSubmit={handleSubmit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {t("join.codeLabel")}
      </label>
      <div className="join-form__row">
        <input
          id={inputId}
          className="input join-form__input"
          value={code}
          onChange={(event) => setCode(normalizeCode(event.target.value))}
          placeholder={t("join.codePlaceholder")}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          autoFocus={autoFocus}
        />
        <button type="submit" className="btn btn--primary btn--lg join-form__button" disabled={!code.trim() || busy} data-primary-action>
          <LogIn size={20} aria-hidden="true" />
          {busy ? t("join.joining") : t("join.button")}
        </button>
      </div>
    </form>
  );
}
