import { Languages } from "lucide-react";
import { useT, useLocale } from "./i18n-provider.js";
import { LOCALE_NAMES, LOCALES } from "./locale.js";
import "./language-switch.css";

/**
 * English | Dansk, each named in its own language and marked with its `lang`, so a screen reader pronounces it
 * right; the chosen one is pressed. Remembered on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <div className={`language-switch${className ? ` ${className}` : ""}`} role="group" aria-label={t("shell.language")}>
      <Languages size={16} aria-hidden="true" className="language-switch__icon" />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          onClick={() => void setLocale(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
