import { EyeOff, MessageCircle } from "lucide-react";
import { useRef } from "react";
import type { WordCloud as WordCloudData } from "../../../shared/schemas/feedback.js";
import { EmptyState } from "../../components/state-screens.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useCloudSize } from "./use-cloud-size.js";

/**
 * The 500px-high live cloud (800x500 layout; on phones laid out at the panel's width). While the host hides the
 * current question's results the server sends no words, and the panel says they will come.
 */
export function WordCloudPanel({ cloud, resultsHidden = false }: { cloud: WordCloudData | null; resultsHidden?: boolean }) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  const { width, height } = useCloudSize(area);
  return (
    <section className="card cloud-panel" aria-labelledby="cloud-panel-title">
      <h2 className="card__title" id="cloud-panel-title">
        {t("session.liveWordCloud")}
      </h2>
      <div className="cloud-panel__area" ref={area}>
        {resultsHidden ? (
          <EmptyState icon={<EyeOff size={36} />} title={t("session.resultsSoon")} message={t("session.resultsSoonHint")} />
        ) : (
        <WordCloud
          words={cloud?.words ?? []}
          width={width}
          height={height}
          label={t("session.liveWordCloud")}
          emptyState={<EmptyState icon={<MessageCircle size={36} />} title={t("session.noFeedbackYet")} message={t("session.beTheFirst")} />}
        />
        )}
      </div>
    </section>
  );
}
