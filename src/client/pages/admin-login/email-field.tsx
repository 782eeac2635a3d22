import { useT } from "../../i18n/i18n-provider.js";

type EmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** "username" on sign-in, so password managers pair it with the saved password. */
  autoComplete: "username" | "email";
};

/** The required email input of the sign-in and register forms. */
export function EmailField({ id, value, onChange, autoComplete }: EmailFieldProps) {
  const t = useT();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("admin.email")}
      </label>
      <input
        id={id}
        className="input"
        type="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required="true"
      />
    </div>
  );
}
