import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { sessionText as text } from "../../text/session.js";

/** Shown after a successful submission until the participant asks to answer again. */
export function ThankYouView({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="thank-you">
      <span className="thank-you__icon" aria-hidden="true">
        <CheckCircle2 size={40} />
      </span>
      <h2 className="thank-you__title" ref={heading} tabIndex={-1}>
        {text.thankYouTitle}
      </h2>
      <p className="thank-you__body">{text.thankYouBody}</p>
      <p className="thank-you__waiting">
        <span className="thank-you__pulse" aria-hidden="true" />
        {text.waitingForNext}
      </p>
      <button type="button" className="btn btn--lg btn--block" onClick={onAnother}>
        {text.submitAnother}
      </button>
    </div>
  );
}
