import { Ban, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { BAN_TERMS_PER_REQUEST } from "../../../shared/limits.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { useT } from "../../i18n/i18n-provider.js";
import { TitledCard } from "../titled-card.js";
import type { useHostAction } from "./use-host-action.js";

type Props = { overview: ModerationOverview; hostAction: ReturnType<typeof useHostAction> };

/** The session's ban list: words or phrases (comma-separated) kept out of every cloud; each removed with one click. */
export function BanList({ overview, hostAction }: Props) {
  const t = useT();
  const ids = useId();
  const [draft, setDraft] = useState("");
  const terms = draft
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter(Boolean);
  const tooMany = terms.length > BAN_TERMS_PER_REQUEST;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (terms.length === 0 || tooMany) return;
    hostAction.mutate({ type: "ban-terms", terms }, { onSuccess: () => setDraft("") });
  };

  return (
    <TitledCard title={t("moderation.banTitle", { count: overview.banned.length })} className="host-card">
      <p className="muted small">{t("moderation.banIntro")}</p>
      <form className="ban-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${ids}-terms`}>
          {t("moderation.banField")}
        </label>
        <input
          id={`${ids}-terms`}
          className="input"
          value={draft}
          placeholder={t("moderation.banPlaceholder")}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn" disabled={terms.length === 0 || tooMany || hostAction.isPending}>
          <Ban size={16} aria-hidden="true" />
          {t("moderation.banAdd")}
        </button>
      </form>
      <p className={tooMany ? "small ban-form__error" : "muted small"} id={`${ids}-hint`} role={tooMany ? "alert" : undefined}>
        {tooMany ? t("moderation.banTooMany", { count: terms.length, limit: BAN_TERMS_PER_REQUEST }) : t("moderation.banHint")}
      </p>
      {overview.banned.length === 0 ? (
        <p className="muted small">{t("moderation.banEmpty")}</p>
      ) : (
        <ul className="ban-chips" aria-label={t("moderation.banTitle", { count: overview.banned.length })}>
          {overview.banned.map((ban) => (
            <li key={ban.term} className="ban-chip">
              <span className="ban-chip__term">{ban.term}</span>
              <span className="ban-chip__count">{t("moderation.banMatches", { count: ban.matches })}</span>
              <button
                type="button"
                className="ban-chip__remove"
                aria-label={t("moderation.banRemove", { term: ban.term })}
                disabled={hostAction.isPending}
                onClick={() => hostAction.mutate({ type: "unban-terms", terms: [ban.term] })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
