import { Cloud, ImageDown, Shuffle } from "lucide-react";
import { useMemo, useState, type RefObject } from "react";
import { WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import type { Session, SessionStats } from "../../../shared/schemas/session.js";
import { EmptyState } from "../../components/state-screens.js";
import { CloudImageDialog } from "../../components/cloud-image-dialog.js";
import { WordCloud, type WordCloudHandle } from "../../components/word-cloud/word-cloud.js";
import { useT } from "../../i18n/i18n-provider.js";
import { WordFrequencyList } from "./word-frequency-list.js";
import { TitledCard } from "../../components/titled-card.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { BanList } from "../../components/host-controls/ban-list.js";
import { HeldBackWords } from "../../components/host-controls/held-back-words.js";
import { MergeSuggestions } from "../../components/host-controls/merge-suggestions.js";
import type { useHostAction } from "../../components/host-controls/use-host-action.js";
import { useWordActions } from "../../components/host-controls/use-word-actions.js";
import { HiddenWords, MergedWords } from "../../components/host-controls/word-lists.js";

/** `overview`: the host's panels, present only when this browser may act as the session's host. */
type Props = {
  session: Session;
  words: Word[];
  /** The numbers of the cloud shown (its question's). */
  figures: SessionStats;
  overview: ModerationOverview | null;
  hostAction: ReturnType<typeof useHostAction>;
  /** The dashboard's handle on the cloud (its image download and the host's PDF read it). */
  cloudRef: RefObject<WordCloudHandle | null>;
};

/**
 * Spec: 800x400 in a 400px-high area. The cloud fills the area at whatever width the card has (a phone's included),
 * laid out at its real size so no word is drawn under 12 px.
 */
export function OverviewTab({ session, words, figures, overview, hostAction, cloudRef }: Props) {
  const t = useT();
  // The server ranks the words; the Word Frequency list is its top 20.
  const top = useMemo(() => words.slice(0, WORD_FREQUENCY_TOP), [words]);
  const wordActions = useWordActions(hostAction, words);
  const host = overview ? { overview, hostAction } : null;
  const uniqueWords = Math.max(figures.uniqueWords, words.length);
  const [imageDialog, setImageDialog] = useState(false);
  const hasWords = words.length > 0;
  return (
    <div className="dashboard-overview">
      <div className="stack">
        <section className="card dashboard-overview__cloud" aria-labelledby="dashboard-cloud-title">
          <div className="card__header">
            <h2 className="card__title" id="dashboard-cloud-title">
              {t("dashboard.liveWordCloud")}
            </h2>
            <div className="card__actions">
              <button type="button" className="btn btn--sm" onClick={() => cloudRef.current?.rearrange()} disabled={!hasWords} title={t("cloud.rearrangeHint")}>
                <Shuffle size={16} aria-hidden="true" />
                {t("cloud.rearrange")}
              </button>
              <button type="button" className="btn btn--sm" onClick={() => setImageDialog(true)} disabled={!hasWords}>
                <ImageDown size={16} aria-hidden="true" />
                {t("cloud.downloadImage")}
              </button>
            </div>
          </div>
          <div className="dashboard-cloud-area">
            <WordCloud
              ref={cloudRef}
              words={words}
              totalWords={uniqueWords}
              width={800}
              height={400}
              fill
              label={t("dashboard.liveWordCloud")}
              onWordClick={host ? (word, point) => wordActions.openMenu(word, point) : undefined}
              emptyState={<EmptyState icon={<Cloud size={36} />} title={t("dashboard.noFeedbackYet")} message={t("dashboard.shareToCollect")} />}
            />
          </div>
          {/* Under the cloud, so the cloud itself starts as high as it can. */}
          {host && hasWords && <p className="muted small dashboard-cloud-hint">{t("moderation.cloudHint")}</p>}
        </section>
        <TitledCard title={t("dashboard.summaryTitle")}>
          <dl className="dashboard-facts">
            <div className="dashboard-facts__row">
              <dt>{t("dashboard.summaryTotalSubmissions")}</dt>
              <dd className="dashboard-facts__number">{figures.totalSubmissions}</dd>
            </div>
            <div className="dashboard-facts__row">
              <dt>{t("dashboard.summaryUniqueWords")}</dt>
              <dd className="dashboard-facts__number">{figures.uniqueWords}</dd>
            </div>
            <div className="dashboard-facts__row">
              <dt>{t("dashboard.summaryTotalWords")}</dt>
              <dd className="dashboard-facts__number">{figures.totalWords}</dd>
            </div>
          </dl>
        </TitledCard>
      </div>
      <div className="dashboard-overview__side">
        {host && <HeldBackWords overview={host.overview} hostAction={host.hostAction} />}
        <TitledCard title={t("dashboard.wordFrequency")}>
          <WordFrequencyList words={top} uniqueWords={uniqueWords} onWordMenu={host ? wordActions.openMenu : undefined} />
        </TitledCard>
        {host && (
          <>
            <MergeSuggestions sessionId={session.id} overview={host.overview} hostAction={host.hostAction} />
            <HiddenWords overview={host.overview} hostAction={host.hostAction} />
            <MergedWords overview={host.overview} hostAction={host.hostAction} />
            <BanList overview={host.overview} hostAction={host.hostAction} />
          </>
        )}
      </div>
      {wordActions.elements}
      {imageDialog && <CloudImageDialog title={session.title} code={session.sessionCode} cloud={cloudRef} onClose={() => setImageDialog(false)} />}
    </div>
  );
}
