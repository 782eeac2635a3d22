import { formatSignedDifference, interpretSelfVsOthers, roundForDisplay } from "../../../shared/analytics.js";
import { SCALE_MAX_DEFAULT } from "../../../shared/limits.js";
import type { SelfVsOthers as Comparison } from "../../../shared/schemas/class.js";
import { WithheldResults } from "../../components/class-common/withheld-results.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useDecimal } from "../../i18n/use-decimal.js";

const VERDICT_TEXT = {
  "self-higher": "classDashboard.selfHigher",
  "peers-higher": "classDashboard.peersHigher",
  similar: "classDashboard.similar",
} as const;

/** The comparison card (signed difference, blue above 0 and red below, and the spec's sentence) and the two perception cards. */
type Props = { comparison: Comparison; scaleMax?: number; /** For a withheld comparison: the fewer answers of the two questions, and the threshold. */ withheld: { answers: number; threshold: number } };

export function SelfVsOthers({ comparison, scaleMax = SCALE_MAX_DEFAULT, withheld }: Props) {
  const t = useT();
  const decimal = useDecimal();
  const { difference, selfPerception, othersPerception } = comparison;
  if (difference === null || selfPerception === null || othersPerception === null) {
    return (
      <section className="card class-compare" aria-labelledby="class-compare-title">
        <h3 className="card__title" id="class-compare-title">
          {t("classDashboard.comparisonTitle")}
        </h3>
        <WithheldResults answers={withheld.answers} threshold={withheld.threshold} compact />
      </section>
    );
  }
  const tone = difference > 0 ? "positive" : difference < 0 ? "negative" : "neutral";
  return (
    <div className="stack" style={{ gap: 20 }}>
      <section className="card class-compare" aria-labelledby="class-compare-title">
        <h3 className="card__title" id="class-compare-title">
          {t("classDashboard.comparisonTitle")}
        </h3>
        <p className={`class-compare__difference class-compare__difference--${tone}`} data-testid="self-vs-others-difference">
          {decimal(formatSignedDifference(difference))}
        </p>
        <p className="muted small">{t("classDashboard.difference")}</p>
        <p className="class-compare__verdict" data-testid="self-vs-others-verdict">
          {t(VERDICT_TEXT[interpretSelfVsOthers(difference)])}
        </p>
      </section>
      <div className="grid grid--2">
        <PerceptionCard title={t("classDashboard.selfPerception")} wording={t("classDashboard.selfWording")} value={selfPerception} scaleMax={scaleMax} />
        <PerceptionCard title={t("classDashboard.othersPerception")} wording={t("classDashboard.othersWording")} value={othersPerception} scaleMax={scaleMax} />
      </div>
    </div>
  );
}

function PerceptionCard({ title, wording, value, scaleMax }: { title: string; wording: string; value: number; scaleMax: number }) {
  const t = useT();
  const decimal = useDecimal();
  return (
    <article className="card class-perception">
      <h3 className="card__title">{title}</h3>
      <p className="muted">{wording}</p>
      <p>
        <span className="class-perception__value">{decimal(roundForDisplay(value))}</span>
        <span className="muted"> {t("classDashboard.outOf", { max: scaleMax })}</span>
      </p>
      <span className="class-perception__track" aria-hidden="true">
        <span className="class-perception__bar" style={{ width: `${Math.min(100, (value / scaleMax) * 100)}%` }} />
      </span>
    </article>
  );
}
