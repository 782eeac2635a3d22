import { Modal } from "../../components/modal.js";
import { SiteLinks } from "../../components/site-links.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { LanguageSwitch } from "../../i18n/language-switch.js";

type Shortcut = { keys: string[]; action: MessageId };

const SESSION_SHORTCUTS: Shortcut[] = [
  { keys: ["N", "→"], action: "presentation.shortcutNext" },
  { keys: ["P", "←"], action: "presentation.shortcutPrevious" },
  { keys: ["H"], action: "presentation.shortcutH" },
  { keys: ["C"], action: "presentation.shortcutC" },
  { keys: ["A"], action: "presentation.shortcutA" },
];

const VIEW_SHORTCUTS: Shortcut[] = [
  { keys: ["F"], action: "presentation.shortcutF" },
  { keys: ["Q"], action: "presentation.shortcutQ" },
  { keys: ["S"], action: "presentation.shortcutS" },
  { keys: ["R"], action: "presentation.shortcutR" },
  { keys: ["L"], action: "presentation.shortcutL" },
  { keys: ["?"], action: "presentation.shortcutHelp" },
];

/**
 * The ? list of single-key shortcuts (the session's only for the host), the language switch, and the accessibility
 * statement and privacy notice every other page has in its footer: the projected view has no room for them, and a
 * hall need not see them (L switches too; the choice made on the dashboard is remembered anyway).
 */
export function ShortcutsDialog({ host, onClose }: { host: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      title={t("presentation.shortcuts")}
      onClose={onClose}
      footer={
        <>
          <SiteLinks />
          <LanguageSwitch />
        </>
      }
    >
      {host && <ShortcutList title={t("presentation.sessionControls")} shortcuts={SESSION_SHORTCUTS} />}
      <ShortcutList title={host ? t("presentation.viewControls") : null} shortcuts={VIEW_SHORTCUTS} />
    </Modal>
  );
}

function ShortcutList({ title, shortcuts }: { title: string | null; shortcuts: Shortcut[] }) {
  const t = useT();
  return (
    <section className="presentation__shortcut-section">
      {title && <h3 className="presentation__shortcut-title">{title}</h3>}
      <dl className="presentation__shortcuts">
        {shortcuts.map((item) => (
          <div key={item.action} className="presentation__shortcut">
            <dt>
              {item.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(item.action)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
