import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../../../shared/limits.js";
import type { AdminUser } from "../../../shared/schemas/admin.js";
import { registerAdmin } from "../../lib/admin-api.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";
import { EmailField } from "./email-field.js";
import { PasswordField } from "./password-field.js";

type RegisterFormProps = {
  setupCodeRequired: boolean;
  /** A later admin: the form returns to sign-in with the email filled in (the spec). */
  onRegistered: (email: string) => void;
  /** The owner, whom the server signed in as it made her account. */
  onSignedIn: (token: string, admin: AdminUser) => void;
};

/**
 * Create-account form with the spec's checks (section 5) before anything is sent. The first account of an install
 * under ADMIN_REGISTRATION=first also needs the setup code the server printed; only then does the field show, and
 * that account (the owner) is signed in at once.
 */
export function RegisterForm({ setupCodeRequired, onRegistered, onSignedIn }: RegisterFormProps) {
  const t = useT();
  const serverError = useServerError();
  const [setupCode, setSetupCode] = useState("");
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setupCodeRequired && !setupCode.trim()) return void toast.error(t("admin.setupCodeMissing"));
    if (!email.trim() || !password || !confirm) return void toast.error(t("admin.fillAllRequiredFields"));
    if (password !== confirm) return void toast.error(t("admin.passwordsDoNotMatch"));
    if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return void toast.error(t("admin.passwordTooShort"));
    setBusy(true);
    const result = await registerAdmin(email.trim(), password, fullName.trim(), setupCodeRequired ? setupCode.trim() : undefined);
    setBusy(false);
    if (!result.ok) return void toast.error(result.status === 0 ? t("admin.networkErrorTryAgain") : (result.error ? serverError(result.error, result.code) : t("admin.registrationFailed")));
    const { signedIn } = result.data;
    if (signedIn) {
      toast.success(t("admin.ownerSignedIn", { email: signedIn.admin.email }));
      onSignedIn(signedIn.token, signedIn.admin);
      return;
    }
    toast.success(t("admin.accountCreated"));
    onRegistered(result.data.admin.email);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t("admin.registerTitle")}>
      {setupCodeRequired && (
        <div className="field">
          <label className="field__label" htmlFor="register-setup-code">
            {t("admin.setupCode")}
          </label>
          <input
            id="register-setup-code"
            className="input"
            value={setupCode}
            onChange={(event) => setSetupCode(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="register-setup-code-hint"
            required
          />
          <p className="field__hint" id="register-setup-code-hint">
            {t("admin.setupCodeHint")}
          </p>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="register-name">
          {t("admin.fullName")} <span className="muted small">{t("admin.optional")}</span>
        </label>
        <input id="register-name" className="input" value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" />
      </div>
      <EmailField id="register-email" value={email} onChange={setEmail} autoComplete="email" />
      <PasswordField id="register-password" label={t("admin.password")} value={password} onChange={setPassword} autoComplete="new-password" />
      <PasswordField id="register-confirm" label={t("admin.confirmPassword")} value={confirm} onChange={setConfirm} autoComplete="new-password" />
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
        <UserPlus size={18} aria-hidden="true" />
        {busy ? t("admin.creatingAccount") : t("admin.createAccount")}
      </button>
    </form>
  );
}
