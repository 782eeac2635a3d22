import { questionsText as text } from "../../text/questions.js";

/** Above the cloud and feedback while the host looks at an earlier question: what is shown, and the way back. */
export function BrowsingNotice({ number, prompt, onBack }: { number: number; prompt: string; onBack: () => void }) {
  return (
    <div className="dashboard-browsing" role="status">
      <span>{text.browsing(number, prompt)}</span>
      <button type="button" className="btn btn--sm" onClick={onBack}>
        {text.backToLive}
      </button>
    </div>
  );
}
