import { Modal } from "../../components/modal.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { LanguageSwitch } from "../../i18n/language-switch.js";

const SHORTCUTS: { key: string; action: MessageId }[] = [
  { key: "F", action: "presentation.shortcutF" },
  { key: "Q", action: "presentation.shortcutQ" },
  { key: "S", action: "presentation.shortcutS" },
  { key: "R", action: "presentation.shortcutR" },
  { key: "L", action: "presentation.shortcutL" },
  { key: "?", action: "presentation.shortcutHelp" },
];

/**
 * The ? list of single-key shortcuts, and the language switch: the projected view has no room for it, and a hall
 * need not see it (L switches too; the choice made on the dashboard is remembered anyway).
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={t("presentation.shortcuts")} onClose={onClose} footer={<LanguageSwitch />}>
      <dl className="presentation__shortcuts">
        {SHORTCUTS.map((item) => (
          <div key={item.key} className="presentation__shortcut">
            <dt>
              <kbd>{item.key}</kbd>
            </dt>
            <dd>{t(item.action)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
