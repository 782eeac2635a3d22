import { Maximize2, X } from "lucide-react";
import { useRef, useState } from "react";
import type { TextQuestionAnalytics } from "../../../shared/schemas/class.js";
import { useModalDialog } from "../../components/use-modal-dialog.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useWindowSize } from "./use-window-size.js";

const EXPANDED_MAX = { width: 1200, height: 800 };

type Props = { title: string; questions: TextQuestionAnalytics[]; onClose: () => void };

/**
 * Fullscreen text presentation: one window-sized cloud per open question; clicking one opens an expanded view
 * (at most 1200x800). Escape closes the expanded view first, then the presentation.
 */
export function TextPresentation({ title, questions, onClose }: Props) {
  const t = useT();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const viewport = useWindowSize();
  const rootRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(rootRef, { onCancel: onClose, initialFocus: () => closeRef.current });

  const columns = questions.length > 1 && viewport.width >= 800 ? 2 : 1;
  const rows = Math.ceil(questions.length / columns);
  const cloudWidth = Math.max(240, Math.floor((viewport.width - 48 - (columns - 1) * 20) / columns) - 40);
  const cloudHeight = Math.max(160, Math.floor((viewport.height - 90 - rows * 110) / rows));
  const expanded = questions.find((question) => question.questionId === expandedId);

  return (
    <dialog className="class-presentation" aria-label={t("classDashboard.presentationTitle")} ref={rootRef}>
      <div className="class-presentation__header">
        <h2 className="class-presentation__title">{title}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t("classDashboard.closePresentation")} ref={closeRef}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <div className="class-presentation__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {questions.map((question) => (
          <section key={question.questionId} className="class-presentation__panel" onClick={() => setExpandedId(question.questionId)}>
            <div className="class-presentation__panel-header">
              <div>
                <h3>{question.questionText}</h3>
                <p className="muted small">{t("classDashboard.answersCount", { count: question.totalResponses })}</p>
              </div>
              <button type="button" className="btn btn--sm" aria-label={t("classDashboard.expandCloud", { question: question.questionText })} onClick={() => setExpandedId(question.questionId)}>
                <Maximize2 size={16} aria-hidden="true" />
                {t("classDashboard.expand")}
              </button>
            </div>
            <WordCloud
              words={question.wordCloud.words}
              width={cloudWidth}
              height={cloudHeight}
              label={question.questionText}
              emptyState={<p className="muted">{t("classDashboard.noAnswersYet")}</p>}
            />
          </section>
        ))}
      </div>

      {expanded && (
        <ExpandedCloud
          question={expanded}
          width={Math.min(EXPANDED_MAX.width, viewport.width - 64)}
          height={Math.min(EXPANDED_MAX.height, viewport.height - 160)}
          onClose={() => setExpandedId(null)}
        />
      )}
    </dialog>
  );
}

/** One question's cloud, enlarged in a dialog above the presentation; Escape, the backdrop and the X close it. */
function ExpandedCloud({ question, width, height, onClose }: { question: TextQuestionAnalytics; width: number; height: number; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, { onCancel: onClose, initialFocus: (dialog) => dialog.querySelector("button") });
  return (
    <dialog
      className="class-presentation__detail"
      aria-label={question.questionText}
      ref={dialogRef}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="class-presentation__panel-header">
        <div>
          <h3>{question.questionText}</h3>
          <p className="muted small">{t("classDashboard.answersCount", { count: question.totalResponses })}</p>
        </div>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t("classDashboard.closeDetail")}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <WordCloud words={question.wordCloud.words} width={width} height={height} label={question.questionText} emptyState={<p className="muted">{t("classDashboard.noAnswersYet")}</p>} />
    </dialog>
  );
}
