import { useCallback, useState, type ReactNode } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { MergeDialog } from "./merge-dialog.js";
import type { useHostAction } from "./use-host-action.js";
import { WordMenu, type MenuAnchor } from "./word-menu.js";
import "./host-controls.css";

/**
 * The word menu (Hide, Merge…, Ban) of one cloud and the merge dialog it opens. `openMenu` is what a clicked cloud
 * word or a list row's button calls; `elements` renders whichever is open.
 */
export function useWordActions(hostAction: ReturnType<typeof useHostAction>, words: Pick<Word, "text" | "frequency">[], scope = "") {
  const [menu, setMenu] = useState<{ word: string; anchor: MenuAnchor } | null>(null);
  const [merging, setMerging] = useState<string[] | null>(null);

  const openMenu = useCallback((word: string, anchor: MenuAnchor) => setMenu({ word, anchor }), []);

  const elements: ReactNode = (
    <>
      {menu && (
        <WordMenu
          word={menu.word}
          anchor={menu.anchor}
          onClose={() => setMenu(null)}
          onHide={() => hostAction.mutate({ type: "hide-word", word: menu.word, scope })}
          onMerge={() => setMerging([menu.word])}
          onBan={() => hostAction.mutate({ type: "ban-terms", terms: [menu.word] })}
        />
      )}
      {merging && <MergeDialog words={words} initial={merging} scope={scope} hostAction={hostAction} onClose={() => setMerging(null)} />}
    </>
  );
  return { openMenu, elements };
}
