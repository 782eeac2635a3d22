import { adminText as text } from "../../text/admin.js";

type EmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** "username" on sign-in, so password managers pair it with the saved password. */
  autoComplete: "username" | "email";
};

/** The required email input of the sign-in and register forms. */
export function EmailField({ id, value, onChange, autoComplete }: EmailFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text.email}
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
