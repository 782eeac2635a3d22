import { LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminUser, DemoCredentials } from "../../../shared/schemas/admin.js";
import { loginAdmin } from "../../lib/admin-api.js";
import { adminText as text } from "../../text/admin.js";
import { EmailField } from "./email-field.js";
import { PasswordField } from "./password-field.js";

type SignInFormProps = {
  initialEmail: string;
  demo: DemoCredentials | null;
  onSignedIn: (token: string, admin: AdminUser) => void;
};

export function SignInForm({ initialEmail, demo, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return void toast.error(text.fillAllFields);
    setBusy(true);
    const result = await loginAdmin(email.trim(), password);
    setBusy(false);
    if (!result.ok) return void toast.error(result.status === 0 ? text.networkErrorTryAgain : result.error || text.loginFailed);
    toast.success(text.loginSuccessful);
    onSignedIn(result.data.token, result.data.admin);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={text.signInTitle}>
      <EmailField id="admin-email" value={email} onChange={setEmail} autoComplete="username" />
      <PasswordField id="admin-password" label={text.password} value={password} onChange={setPassword} autoComplete="current-password" />
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
        <LogIn size={18} aria-hidden="true" />
        {busy ? text.signingIn : text.signIn}
      </button>
      {demo && (
        <div className="demo-credentials" aria-label={text.demoCredentials} role="note">
          <p className="demo-credentials__title">{text.demoCredentials}</p>
          <p>
            {text.email}: <code>{demo.email}</code>
          </p>
          <p>
            {text.password}: <code>{demo.password}</code>
          </p>
          <button
            type="button"
            className="btn btn--sm"
            onClick={() => {
              setEmail(demo.email);
              setPassword(demo.password);
            }}
          >
            {text.useDemoCredentials}
          </button>
        </div>
      )}
    </form>
  );
}
