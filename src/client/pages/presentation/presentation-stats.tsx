import type { SessionStats } from "../../../shared/schemas/session.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * The numbers of the cloud on screen (its question's): Unique Words and Total Submissions count every shown word, not
 * only the top 100 the cloud is sent (Total Submissions is the sum of their frequencies); Most Popular is the top
 * word's count, named under it.
 */
export function presentationStats(stats: SessionStats, sortedWords: Word[]) {
  return {
    uniqueWords: stats.uniqueWords,
    totalSubmissions: stats.totalSubmissions,
    mostPopular: sortedWords[0]?.frequency ?? 0,
    mostPopularWord: sortedWords[0]?.text ?? null,
  };
}

export function PresentationStats({ stats, words }: { stats: SessionStats; words: Word[] }) {
  const t = useT();
  const numbers = presentationStats(stats, words);
  const items = [
    { label: t("presentation.uniqueWords"), value: numbers.uniqueWords, word: null },
    { label: t("presentation.totalSubmissions"), value: numbers.totalSubmissions, word: null },
    { label: t("presentation.mostPopular"), value: numbers.mostPopular, word: numbers.mostPopularWord },
  ];
  return (
    <section className="presentation__stats" aria-label={t("presentation.statsLabel")}>
      <dl className="presentation__stats-list">
        {items.map((item) => (
          <div key={item.label} className="presentation__stat">
            {/* Drawn bottom-up (column-reverse): the count on top, the word under it, the label last. */}
            <dt className="presentation__stat-label">{item.label}</dt>
            {item.word && <dd className="presentation__stat-word">{item.word}</dd>}
            <dd className="presentation__stat-value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
