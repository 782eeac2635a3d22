import { Modal } from "../../components/modal.js";
import { presentationText as text } from "../../text/presentation.js";

/** The ? list of single-key shortcuts. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={text.shortcuts} onClose={onClose}>
      <dl className="presentation__shortcuts">
        {text.shortcutList.map((item) => (
          <div key={item.key} className="presentation__shortcut">
            <dt>
              <kbd>{item.key}</kbd>
            </dt>
            <dd>{item.action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
