import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import type { MenuAnchor } from "../../components/host-controls/word-menu.js";
import { WordMenuButton } from "../../components/host-controls/word-menu-button.js";
import { useT } from "../../i18n/i18n-provider.js";

type Props = { words: Word[]; uniqueWords: number; onWordMenu?: (word: string, anchor: MenuAnchor) => void };

/** Top words with rank, count and a colour dot cycling through the cloud's six colours; for the host, a menu per word. */
export function WordFrequencyList({ words, uniqueWords, onWordMenu }: Props) {
  const t = useT();
  if (words.length === 0) return <p className="muted dashboard-frequency__empty">{t("dashboard.frequenciesEmpty")}</p>;
  const top = words[0]?.frequency ?? 1;
  return (
    <>
      <ol className={`dashboard-frequency${onWordMenu ? " dashboard-frequency--host" : ""}`} aria-label={t("dashboard.wordFrequency")}>
        {words.map((word, index) => (
          <li key={word.text} className="dashboard-frequency__row">
            <span className="dashboard-frequency__rank">{t("dashboard.rank", { rank: index + 1 })}</span>
            <span className="dashboard-frequency__dot" style={{ background: WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] }} aria-hidden="true" />
            <span className="dashboard-frequency__word">{word.text}</span>
            <span className="dashboard-frequency__count">{t("common.times", { count: word.frequency })}</span>
            {onWordMenu && <WordMenuButton word={word.text} className="dashboard-frequency__menu" onWordMenu={onWordMenu} />}
            <span className="dashboard-frequency__bar" style={{ width: barWidth(word.frequency / top, onWordMenu !== undefined) }} aria-hidden="true" />
          </li>
        ))}
      </ol>
      {uniqueWords > WORD_FREQUENCY_TOP && <p className="muted small dashboard-frequency__more">{t("dashboard.showingTop", { shown: WORD_FREQUENCY_TOP, total: uniqueWords })}</p>}
    </>
  );
}

/** A row's bar, as a share of the row; beside the host's menu button (36 px and a 10 px gap) it stops short of it. */
function barWidth(share: number, besideMenu: boolean): string {
  return besideMenu ? `calc((100% - 46px) * ${share})` : `${share * 100}%`;
}
