import { Check, ShieldAlert, Undo2 } from "lucide-react";
import type { HeldWordCount, ModerationOverview } from "../../../shared/schemas/moderation.js";
import { useT } from "../../i18n/i18n-provider.js";
import { TitledCard } from "../titled-card.js";
import type { useHostAction } from "./use-host-action.js";
import "./host-controls.css";

/** `lecture`: the course page's name for the session the words are from (its title then names it). */
type Props = { overview: Pick<ModerationOverview, "heldBack" | "allowedWords">; hostAction: ReturnType<typeof useHostAction>; lecture?: string };

/**
 * "N answers held back by the filter": every word the filter keeps from the room now, with its count and the part
 * that matched (or the institution's term), and Allow, which lets its answers in now and for the rest of the
 * session. The words the host let in follow, each held back again with one click. Nothing when there are neither.
 */
export function HeldBackWords({ overview, hostAction, lecture }: Props) {
  const t = useT();
  const { heldBack, allowedWords } = overview;
  if (heldBack.total === 0 && allowedWords.length === 0) return null;
  const title = t("moderation.heldBackTitle", { count: heldBack.total });
  return (
    <TitledCard title={lecture ? `${lecture} · ${title}` : title} className="host-card host-card--held">
      {heldBack.total > 0 && (
        <>
          <p className="muted small">{t("moderation.heldBackIntro")}</p>
          <ul className="host-list" aria-label={t("moderation.heldBackList")}>
            {heldBack.words.map((word) => (
              <li key={`${word.scope}\u0000${word.word}`} className="host-list__row">
                <span className="host-list__word">
                  {word.word}
                  <span className="host-list__detail muted small">
                    <ShieldAlert size={14} aria-hidden="true" /> {reasonOf(t, word)}
                  </span>
                </span>
                <span className="muted small">{t("moderation.timesShort", { count: word.frequency })}</span>
                <button
                  type="button"
                  className="btn btn--sm"
                  aria-label={t("moderation.allowWord", { word: word.word })}
                  disabled={hostAction.isPending}
                  onClick={() => hostAction.mutate({ type: "allow-word", word: word.word })}
                >
                  <Check size={16} aria-hidden="true" />
                  {t("moderation.allow")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {allowedWords.length > 0 && (
        <>
          <h3 className="host-card__subtitle">{t("moderation.allowedTitle", { count: allowedWords.length })}</h3>
          <ul className="host-list">
            {allowedWords.map((word) => (
              <li key={word} className="host-list__row">
                <span className="host-list__word">{word}</span>
                <button
                  type="button"
                  className="btn btn--sm"
                  aria-label={t("moderation.holdAgainWord", { word })}
                  disabled={hostAction.isPending}
                  onClick={() => hostAction.mutate({ type: "disallow-word", word })}
                >
                  <Undo2 size={16} aria-hidden="true" />
                  {t("moderation.holdAgain")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}

function reasonOf(t: ReturnType<typeof useT>, word: HeldWordCount): string {
  return word.source === "institution" ? t("moderation.heldByInstitution", { part: word.part }) : t("moderation.heldByFilter", { part: word.part });
}
