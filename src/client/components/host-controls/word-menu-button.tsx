import { MoreHorizontal } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";
import type { MenuAnchor } from "./word-menu.js";

type Props = { word: string; className: string; onWordMenu: (word: string, anchor: MenuAnchor) => void };

/** The "⋯" button of a word in a host's list: opens the word menu below it, and focus comes back to it. */
export function WordMenuButton({ word, className, onWordMenu }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className={`icon-btn ${className}`}
      aria-label={t("moderation.wordMenuLabel", { word })}
      aria-haspopup="menu"
      onClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        onWordMenu(word, { x: rect.left, y: rect.bottom + 4, returnFocus: event.currentTarget });
      }}
    >
      <MoreHorizontal size={18} aria-hidden="true" />
    </button>
  );
}
