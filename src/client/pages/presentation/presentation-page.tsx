import { ArrowLeft, Maximize, Minimize } from "lucide-react";
import { useMemo, useRef } from "react";
import { Link, useParams } from "react-router";
import { compareTerms } from "../../../shared/words.js";
import { useRealtime } from "../../app/realtime-context.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { commonText } from "../../text/common.js";
import { presentationText as text } from "../../text/presentation.js";
import { PresentationStats } from "./presentation-stats.js";
import "./presentation.css";
import { useMediaQuery } from "../../lib/use-media-query.js";
import { useElementSize } from "./use-element-size.js";
import { useFullscreen } from "./use-fullscreen.js";
import { usePresentationData } from "./use-presentation-data.js";
import { WaitingForResponses } from "./waiting-for-responses.js";

const CLOUD_WIDTH = 1000;
const CLOUD_HEIGHT = 600;

/** The projector view: a big live cloud, the session code and three numbers, readable from the back row. */
export function PresentationPage() {
  const { sessionId } = useParams();
  const { state, cloud } = usePresentationData(sessionId);
  const { isConnected } = useRealtime();
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const { isFullscreen, isImmersiveFallback, toggle } = useFullscreen(rootRef);
  // Spec: 1000x600, window-sized in fullscreen. A phone gets its own stage size too, or the words would be specks.
  const isPhone = useMediaQuery("(max-width: 640px)");
  const fitToStage = isFullscreen || isPhone;
  const stageSize = useElementSize(stageRef, fitToStage && state.status === "ready");
  const words = useMemo(() => [...(cloud?.words ?? [])].sort(compareTerms), [cloud]);

  if (!sessionId) return <NotFound error={text.notFoundTitle} />;
  if (state.status === "loading") return <LoadingScreen title={text.loading} />;
  if (state.status === "error") return <NotFound error={state.error} />;

  const { session } = state;
  const width = fitToStage && stageSize ? Math.max(280, stageSize.width) : CLOUD_WIDTH;
  const height = fitToStage && stageSize ? Math.max(240, stageSize.height) : CLOUD_HEIGHT;

  return (
    <div ref={rootRef} className={`presentation${isFullscreen ? " presentation--fullscreen" : ""}${isImmersiveFallback ? " presentation--immersive" : ""}`}>
      <header className="presentation__bar">
        {!isFullscreen && (
          <Link to={`/dashboard/${session.id}`} className="btn presentation__button">
            <ArrowLeft size={20} aria-hidden="true" />
            {text.dashboard}
          </Link>
        )}
        <div className="presentation__titles">
          <h1 className="presentation__title">{session.title}</h1>
          <p className="presentation__code">
            {text.sessionCode(session.sessionCode).replace(session.sessionCode, "")}
            <span className="presentation__code-value">{session.sessionCode}</span>
          </p>
        </div>
        <div className="presentation__actions">
          <span className={`presentation__live${isConnected ? "" : " presentation__live--off"}`} role="status">
            <span className="presentation__live-dot" aria-hidden="true" />
            {isConnected ? text.live : commonText.disconnected}
          </span>
          <button type="button" className="btn presentation__button" onClick={() => void toggle()} aria-pressed={isFullscreen}>
            {isFullscreen ? <Minimize size={20} aria-hidden="true" /> : <Maximize size={20} aria-hidden="true" />}
            {isFullscreen ? text.exitFullscreen : text.fullscreen}
          </button>
        </div>
      </header>
      <main className="presentation__stage" ref={stageRef}>
        {words.length === 0 ? (
          <WaitingForResponses sessionId={session.id} code={session.sessionCode} />
        ) : (
          <WordCloud words={words} width={width} height={height} label={text.cloudLabel} className="presentation__cloud" />
        )}
      </main>
      <PresentationStats words={words} />
    </div>
  );
}

function NotFound({ error }: { error: string }) {
  return (
    <ErrorScreen title={text.notFoundTitle} message={error}>
      <Link to="/" className="btn btn--primary">
        {text.goHome}
      </Link>
    </ErrorScreen>
  );
}
