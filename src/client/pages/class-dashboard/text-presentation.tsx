import { Maximize2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TextQuestionAnalytics } from "../../../shared/schemas/class.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { classText } from "../../text/class.js";
import { useWindowSize } from "./use-window-size.js";

const EXPANDED_MAX = { width: 1200, height: 800 };

type Props = { title: string; questions: TextQuestionAnalytics[]; onClose: () => void };

/**
 * Fullscreen text presentation: one window-sized cloud per open question; clicking one opens an expanded view
 * (at most 1200x800). Escape closes the expanded view first, then the presentation.
 */
export function TextPresentation({ title, questions, onClose }: Props) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const viewport = useWindowSize();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const expandedRef = useRef<HTMLDivElement>(null);
  const state = useRef({ expandedId, onClose });
  state.current = { expandedId, onClose };

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        if (state.current.expandedId) setExpandedId(null);
        else state.current.onClose();
      }
      if (event.key === "Tab") trapFocus(event, expandedRef.current ?? rootRef.current);
    };
    document.addEventListener("keydown", onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (expandedId) expandedRef.current?.querySelector<HTMLElement>("button")?.focus();
  }, [expandedId]);

  const columns = questions.length > 1 && viewport.width >= 800 ? 2 : 1;
  const rows = Math.ceil(questions.length / columns);
  const cloudWidth = Math.max(240, Math.floor((viewport.width - 48 - (columns - 1) * 20) / columns) - 40);
  const cloudHeight = Math.max(160, Math.floor((viewport.height - 90 - rows * 110) / rows));
  const expanded = questions.find((question) => question.questionId === expandedId);

  return (
    <div className="class-presentation" role="dialog" aria-modal="true" aria-label={classText.presentationTitle} ref={rootRef}>
      <div className="class-presentation__header">
        <h2 className="class-presentation__title">{title}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={classText.closePresentation} ref={closeRef}>
          <X size={22} />
        </button>
      </div>
      <div className="class-presentation__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {questions.map((question) => (
          <section key={question.questionId} className="class-presentation__panel" onClick={() => setExpandedId(question.questionId)}>
            <div className="class-presentation__panel-header">
              <div>
                <h3>{question.questionText}</h3>
                <p className="muted small">{classText.answersCount(question.totalResponses)}</p>
              </div>
              <button type="button" className="btn btn--sm" aria-label={classText.expandCloud(question.questionText)} onClick={() => setExpandedId(question.questionId)}>
                <Maximize2 size={16} aria-hidden="true" />
                {classText.expand}
              </button>
            </div>
            <WordCloud
              words={question.wordCloud.words}
              width={cloudWidth}
              height={cloudHeight}
              label={question.questionText}
              emptyState={<p className="muted">{classText.noAnswersYet}</p>}
            />
          </section>
        ))}
      </div>

      {expanded && (
        <div className="class-presentation__detail-backdrop" onMouseDown={(event) => event.target === event.currentTarget && setExpandedId(null)}>
          <div className="class-presentation__detail" role="dialog" aria-modal="true" aria-label={expanded.questionText} ref={expandedRef}>
            <div className="class-presentation__panel-header">
              <div>
                <h3>{expanded.questionText}</h3>
                <p className="muted small">{classText.answersCount(expanded.totalResponses)}</p>
              </div>
              <button type="button" className="icon-btn" onClick={() => setExpandedId(null)} aria-label={classText.closeDetail}>
                <X size={22} />
              </button>
            </div>
            <WordCloud
              words={expanded.wordCloud.words}
              width={Math.min(EXPANDED_MAX.width, viewport.width - 64)}
              height={Math.min(EXPANDED_MAX.height, viewport.height - 160)}
              label={expanded.questionText}
              emptyState={<p className="muted">{classText.noAnswersYet}</p>}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function trapFocus(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>("button:not(:disabled), [href], [tabindex]:not([tabindex='-1'])")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!container.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
