import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { commonText } from "../../text/common.js";
import { dashboardText as text } from "../../text/dashboard.js";

/** Top words with rank, count and a colour dot cycling through the cloud's six colours. */
export function WordFrequencyList({ words, uniqueWords }: { words: Word[]; uniqueWords: number }) {
  if (words.length === 0) return <p className="muted dashboard-frequency__empty">{text.frequenciesEmpty}</p>;
  const top = words[0]?.frequency ?? 1;
  return (
    <>
      <ol className="dashboard-frequency" aria-label={text.wordFrequency}>
        {words.map((word, index) => (
          <li key={word.text} className="dashboard-frequency__row">
            <span className="dashboard-frequency__rank">{text.rank(index + 1)}</span>
            <span className="dashboard-frequency__dot" style={{ background: WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] }} aria-hidden="true" />
            <span className="dashboard-frequency__word">{word.text}</span>
            <span className="dashboard-frequency__count">{commonText.times(word.frequency)}</span>
            <span className="dashboard-frequency__bar" style={{ width: `${(word.frequency / top) * 100}%` }} aria-hidden="true" />
          </li>
        ))}
      </ol>
      {uniqueWords > WORD_FREQUENCY_TOP && <p className="muted small dashboard-frequency__more">{text.showingTop(WORD_FREQUENCY_TOP, uniqueWords)}</p>}
    </>
  );
}
