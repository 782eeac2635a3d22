import { Modal } from "../../components/modal.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";

const SHORTCUTS: { key: string; action: MessageId }[] = [
  { key: "F", action: "presentation.shortcutF" },
  { key: "Q", action: "presentation.shortcutQ" },
  { key: "S", action: "presentation.shortcutS" },
  { key: "R", action: "presentation.shortcutR" },
  { key: "?", action: "presentation.shortcutHelp" },
];

/** The ? list of single-key shortcuts. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={t("presentation.shortcuts")} onClose={onClose}>
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
