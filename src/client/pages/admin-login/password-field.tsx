import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/i18n-provider.js";

type PasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
};

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField({ id, label, value, onChange, autoComplete }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          className="input"
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          aria-required="true"
        />
        <button
          type="button"
          className="password-field__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t("admin.hidePassword") : t("admin.showPassword")}
          aria-controls={id}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
