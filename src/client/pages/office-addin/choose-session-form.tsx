import { useId, useState, type FormEvent } from "react";
import type { EmbedChoice } from "../../../shared/schemas/embed.js";
import { useT } from "../../i18n/i18n-provider.js";
import { getSession, joinSessionByCode } from "../../lib/sessions-api.js";
import { readSessionReference } from "./session-reference.js";

/** Finds the session a presenter pasted (link or code) and hands the slide's choice on; says why when it cannot. */
export function ChooseSessionForm({ initial, onChosen }: { initial: EmbedChoice | null; onChosen: (choice: EmbedChoice) => Promise<void> }) {
  const t = useT();
  const fieldId = useId();
  const errorId = useId();
  const [pasted, setPasted] = useState("");
  const [showJoin, setShowJoin] = useState(initial?.showJoin ?? true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reference = readSessionReference(pasted);
    if (!reference) return setError(t("officeAddIn.notRecognised"));
    setBusy(true);
    setError(null);
    try {
      const found = reference.kind === "code" ? await joinSessionByCode(reference.code) : await getSession(reference.sessionId);
      if (!found.ok) return setError(found.error);
      const session = "session" in found.data ? found.data.session : found.data;
      if (session.sessionType !== "regular") return setError(t("officeAddIn.evaluation"));
      const fromLink = reference.kind === "id" ? reference : null;
      await onChosen({ sessionId: session.id, questionId: fromLink?.questionId ?? null, showJoin: fromLink?.showJoin ?? showJoin });
    } catch (failure) {
      setError(t("officeAddIn.saveFailed", { error: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="office-addin__form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="office-addin__label" htmlFor={fieldId}>
        {t("officeAddIn.inputLabel")}
      </label>
      <input
        id={fieldId}
        className="input office-addin__input"
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        placeholder={t("officeAddIn.inputPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        required
      />
      <label className="office-addin__check">
        <input type="checkbox" checked={showJoin} onChange={(event) => setShowJoin(event.target.checked)} />
        {t("officeAddIn.showJoin")}
      </label>
      {error && (
        <p id={errorId} className="office-addin__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy || pasted.trim() === ""}>
        {busy ? t("officeAddIn.finding") : t("officeAddIn.submit")}
      </button>
    </form>
  );
}
