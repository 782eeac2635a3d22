import { Cloud } from "lucide-react";
import { useMemo } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { EmptyState } from "../../components/state-screens.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { dashboardText as text } from "../../text/dashboard.js";
import { topWords } from "./top-words.js";
import { useMediaQuery } from "../../lib/use-media-query.js";
import { WordFrequencyList } from "./word-frequency-list.js";
import { TitledCard } from "../../components/titled-card.js";

type Props = { session: Session; words: Word[]; totalSubmissions: number };

/** Spec: 800x400 on the dashboard. On a phone that would shrink 14 px words to 6 px, so phones lay out at their own size. */
const DESKTOP_CLOUD = { width: 800, height: 400 };
const PHONE_CLOUD = { width: 360, height: 320 };

export function OverviewTab({ session, words, totalSubmissions }: Props) {
  const top = useMemo(() => topWords(words), [words]);
  const isPhone = useMediaQuery("(max-width: 640px)");
  const size = isPhone ? PHONE_CLOUD : DESKTOP_CLOUD;
  const uniqueWords = Math.max(session.stats.uniqueWords, words.length);
  return (
    <div className="dashboard-overview">
      <div className="stack">
        <section className="card dashboard-overview__cloud" aria-labelledby="dashboard-cloud-title">
          <h2 className="card__title" id="dashboard-cloud-title">
            {text.liveWordCloud}
          </h2>
          <div className="dashboard-cloud-area">
            <WordCloud
              words={words}
              width={800}
              height={400}
              label={text.liveWordCloud}
              emptyState={<EmptyState icon={<Cloud size={36} />} title={text.noFeedbackYet} message={text.shareToCollect} />}
            />
          </div>
        </section>
        <TitledCard title={text.summaryTitle}>
          <dl className="dashboard-facts">
            <div className="dashboard-facts__row">
              <dt>{text.summaryTotalSubmissions}</dt>
              <dd className="dashboard-facts__number">{totalSubmissions}</dd>
            </div>
            <div className="dashboard-facts__row">
              <dt>{text.summaryUniqueWords}</dt>
              <dd className="dashboard-facts__number">{session.stats.uniqueWords}</dd>
            </div>
            <div className="dashboard-facts__row">
              <dt>{text.summaryTotalWords}</dt>
              <dd className="dashboard-facts__number">{session.stats.totalWords}</dd>
            </div>
          </dl>
        </TitledCard>
      </div>
      <TitledCard title={text.wordFrequency}>
        <WordFrequencyList words={top} uniqueWords={uniqueWords} />
      </TitledCard>
    </div>
  );
}
