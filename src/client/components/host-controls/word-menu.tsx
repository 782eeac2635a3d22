import { Ban, EyeOff, Merge } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../i18n/i18n-provider.js";

/** Where a menu opens: a point on screen (a clicked cloud word) and the element focus returns to. */
export type MenuAnchor = { x: number; y: number; returnFocus?: HTMLElement | null };

type Props = {
  word: string;
  anchor: MenuAnchor;
  onHide: () => void;
  onMerge: () => void;
  onBan: () => void;
  onClose: () => void;
};

const MARGIN = 8;

/** A small menu on one word (Hide, Merge…, Ban): arrow keys move, Escape, Tab and a click elsewhere close it. */
export function WordMenu({ word, anchor, onHide, onMerge, onBan, onClose }: Props) {
  const t = useT();
  const menuRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: anchor.x + window.scrollX, top: anchor.y + window.scrollY });
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // Placed in page coordinates (position: absolute), so the menu stays beside its word while the page scrolls.
    const { width, height } = menu.getBoundingClientRect();
    const left = Math.max(MARGIN, Math.min(anchor.x, window.innerWidth - width - MARGIN));
    const top = anchor.y + height + MARGIN > window.innerHeight ? Math.max(MARGIN, anchor.y - height) : anchor.y;
    setPosition({ left: left + window.scrollX, top: top + window.scrollY });
    menu.querySelector<HTMLElement>("[role=menuitem]")?.focus({ preventScroll: true });
  }, [anchor]);

  useEffect(() => {
    const returnTo = anchor.returnFocus;
    const outside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener("pointerdown", outside, true);
    return () => {
      document.removeEventListener("pointerdown", outside, true);
      returnTo?.focus({ preventScroll: true });
    };
  }, [anchor]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1]?.focus();
    }
  };

  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return createPortal(
    <div ref={menuRef} className="word-menu" role="menu" aria-label={t("moderation.wordMenuLabel", { word })} style={position} onKeyDown={onKeyDown}>
      <p className="word-menu__word" aria-hidden="true">
        {word}
      </p>
      <button type="button" role="menuitem" className="word-menu__item" onClick={choose(onHide)}>
        <EyeOff size={16} aria-hidden="true" />
        {t("moderation.hide")}
      </button>
      <button type="button" role="menuitem" className="word-menu__item" onClick={choose(onMerge)}>
        <Merge size={16} aria-hidden="true" />
        {t("moderation.mergeEllipsis")}
      </button>
      <button type="button" role="menuitem" className="word-menu__item word-menu__item--danger" onClick={choose(onBan)}>
        <Ban size={16} aria-hidden="true" />
        {t("moderation.ban")}
      </button>
    </div>,
    document.body,
  );
}
