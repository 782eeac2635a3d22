import { ArrowRight, TrendingDown, TrendingUp } from "lucide-react";
import type { TermDirection } from "../../../shared/schemas/term.js";
import { useT } from "../../i18n/i18n-provider.js";

const ICONS = { rising: TrendingUp, falling: TrendingDown, steady: ArrowRight } as const;

/** A direction over the term in words, with an arrow beside it that only repeats them. */
export function DirectionText({ direction }: { direction: TermDirection | null }) {
  const t = useT();
  if (direction === null) return <>–</>;
  const Icon = ICONS[direction];
  return (
    <span className={`term-direction term-direction--${direction}`}>
      <Icon size={16} aria-hidden="true" />
      {t(`term.${direction}`)}
    </span>
  );
}
