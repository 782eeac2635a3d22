import { CalendarClock, CalendarX2 } from "lucide-react";
import { Link } from "react-router";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { formattingLocale } from "../../i18n/locale.js";
import { formatWindowTime } from "../../lib/class-window-times.js";

/**
 * Instead of the questions while the evaluation is outside its window: when it opens (the page turns to the
 * questions by itself then), or that it has closed.
 */
export function WindowNotice({ state, opensAt, closesAt }: { state: "before" | "closed"; opensAt: string | null; closesAt: string | null }) {
  const t = useT();
  const { locale } = useLocale();
  const time = state === "before" ? opensAt : closesAt;
  const when = time === null ? "" : formatWindowTime(time, formattingLocale(locale));
  return (
    <section className="card class-window-notice" role="status" aria-live="polite">
      <div className="class-window-notice__icon" aria-hidden="true">
        {state === "before" ? <CalendarClock size={30} /> : <CalendarX2 size={30} />}
      </div>
      <h2 className="class-window-notice__title">{state === "before" ? t("classEval.opensAt", { time: when }) : t("classEval.closedAt", { time: when })}</h2>
      <p className="muted">{state === "before" ? t("classEval.opensAtHint") : t("classEval.closedHint")}</p>
      {state === "closed" && (
        <Link className="btn" to="/">
          {t("common.goHome")}
        </Link>
      )}
    </section>
  );
}
