import { LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminUser, DemoCredentials } from "../../../shared/schemas/admin.js";
import { loginAdmin } from "../../lib/admin-api.js";
import { EmailField } from "./email-field.js";
import { PasswordField } from "./password-field.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";

type SignInFormProps = {
  initialEmail: string;
  demo: DemoCredentials | null;
  onSignedIn: (token: string, admin: AdminUser) => void;
};

export function SignInForm({ initialEmail, demo, onSignedIn }: SignInFormProps) {
  const t = useT();
  const serverError = useServerError();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return void toast.error(t("admin.fillAllFields"));
    setBusy(true);
    const result = await loginAdmin(email.trim(), password);
    setBusy(false);
    if (!result.ok) return void toast.error(result.status === 0 ? t("admin.networkErrorTryAgain") : (result.error ? serverError(result.error, result.code) : t("admin.loginFailed")));
    toast.success(t("admin.loginSuccessful"));
    onSignedIn(result.data.token, result.data.admin);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t("admin.signInTitle")}>
      <EmailField id="admin-email" value={email} onChange={setEmail} autoComplete="username" />
      <PasswordField id="admin-password" label={t("admin.password")} value={password} onChange={setPassword} autoComplete="current-password" />
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy} data-primary-action>
        <LogIn size={18} aria-hidden="true" />
        {busy ? t("admin.signingIn") : t("admin.signIn")}
      </button>
      {demo && (
        <div className="demo-credentials" aria-label={t("admin.demoCredentials")} role="note">
          <p className="demo-credentials__title">{t("admin.demoCredentials")}</p>
          <p>
            {t("admin.email")}: <code>{demo.email}</code>
          </p>
          <p>
            {t("admin.password")}: <code>{demo.password}</code>
          </p>
          <button
            type="button"
            className="btn btn--sm"
            onClick={() => {
              setEmail(demo.email);
              setPassword(demo.password);
            }}
          >
            {t("admin.useDemoCredentials")}
          </button>
        </div>
      )}
    </form>
  );
}
