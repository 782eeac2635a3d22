import type { Word } from "../../../shared/schemas/feedback.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Spec: Unique Words = number of words, Total Submissions = sum of frequencies, Most Popular = top frequency or 0. */
export function presentationStats(sortedWords: Word[]) {
  return {
    uniqueWords: sortedWords.length,
    totalSubmissions: sortedWords.reduce((sum, word) => sum + word.frequency, 0),
    mostPopular: sortedWords[0]?.frequency ?? 0,
  };
}

export function PresentationStats({ words }: { words: Word[] }) {
  const t = useT();
  const stats = presentationStats(words);
  const items = [
    { label: t("presentation.uniqueWords"), value: stats.uniqueWords },
    { label: t("presentation.totalSubmissions"), value: stats.totalSubmissions },
    { label: t("presentation.mostPopular"), value: stats.mostPopular },
  ];
  return (
    <section className="presentation__stats" aria-label={t("presentation.statsLabel")}>
      <dl className="presentation__stats-list">
        {items.map((item) => (
          <div key={item.label} className="presentation__stat">
            <dt className="presentation__stat-label">{item.label}</dt>
            <dd className="presentation__stat-value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
