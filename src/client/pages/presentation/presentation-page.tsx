import { ArrowLeft, Maximize, Minimize } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { useRealtime } from "../../app/realtime-context.js";
import { cloudFigures } from "../../lib/cloud-figures.js";
import { CloudImageDialog } from "../../components/cloud-image-dialog.js";
import { PresentationCapacityNotice } from "../../components/capacity-notice/presentation-capacity-notice.js";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { WordCloud, type WordCloudHandle } from "../../components/word-cloud/word-cloud.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { JoinBar, LargeQr, type QrMode } from "./join-bar.js";
import { PresentationControls } from "./presentation-controls.js";
import { PresentationStats } from "./presentation-stats.js";
import { PresenterBar } from "./presenter-bar.js";
import "./presentation.css";
import { ShortcutsDialog } from "./shortcuts-dialog.js";
import { useFullscreen } from "./use-fullscreen.js";
import { useHallMinFont } from "./use-hall-min-font.js";
import { useIdle } from "./use-idle.js";
import { useJoinInfo } from "./use-join-info.js";
import { usePresentationData } from "./use-presentation-data.js";
import { usePresentationShortcuts } from "./use-presentation-shortcuts.js";
import { presenterShortcuts, usePresenter } from "./use-presenter.js";
import { ClosedBanner, PresentationPrompt } from "./presentation-prompt.js";
import { AnsweringClosedMessage, ResultsSoon, WaitingForResponses } from "./waiting-for-responses.js";

/** Spec: the cloud is 1000x600; it is the reference shape, and the stage fills the screen around it. */
const CLOUD_WIDTH = 1000;
const CLOUD_HEIGHT = 600;
const NEXT_QR: Record<QrMode, QrMode> = { small: "large", large: "hidden", hidden: "small" };
/** The screen's buttons (and, in fullscreen, the pointer) hide after this long without a pointer move or key press. */
const CONTROLS_IDLE_MS = 3_000;

/** The projector view: a big live cloud, how to join, and three numbers, readable from the back row, never scrolling. */
export function PresentationPage() {
  const { sessionId } = useParams();
  const { state, cloud, decisions } = usePresentationData(sessionId);
  const { status } = useRealtime();
  // Before the first connection nothing is lost yet: the screen says it is connecting, never "Disconnected".
  const offline = status === "disconnected";
  const t = useT();
  const { locale, setLocale } = useLocale();
  const cloudRef = useRef<WordCloudHandle>(null);
  const { isFullscreen, toggle } = useFullscreen();
  const words = useMemo(() => cloud?.words ?? [], [cloud]);
  const session = state.status === "ready" ? state.session : null;
  const join = useJoinInfo(session?.id, session?.sessionCode);
  const [qrChoice, setQrChoice] = useState<QrMode | null>(null);
  const closed = session?.currentQuestion?.answeringClosed === true;
  // Until the host chooses, the QR code is large while the room is still joining and small once words arrive or
  // answering is closed (nobody should be invited to scan then).
  const qrMode = qrChoice ?? (words.length === 0 && !closed ? "large" : "small");
  const [showStats, setShowStats] = useState(true);
  const [dialog, setDialog] = useState<"shortcuts" | "image" | null>(null);
  const presenter = usePresenter(session);
  const idle = useIdle(dialog === null, CONTROLS_IDLE_MS);
  const minFont = useHallMinFont();

  const question = session?.currentQuestion ?? null;
  const figures = cloudFigures(cloud);
  const hidden = question?.resultsHidden === true;
  const hasWords = words.length > 0 && !hidden;
  const actions = {
    f: () => void toggle(),
    q: () => setQrChoice(NEXT_QR[qrMode]),
    s: () => setShowStats((shown) => !shown),
    r: () => cloudRef.current?.rearrange(),
    l: () => void setLocale(locale === "en" ? "da" : "en"),
    "?": () => setDialog("shortcuts"),
    ...(presenter.isHost && presenterShortcuts(presenter)),
  };
  usePresentationShortcuts(actions, session !== null && dialog === null);

  if (!sessionId) return <NotFound error={t("presentation.notFoundTitle")} />;
  if (state.status === "loading") return <LoadingScreen title={t("presentation.loading")} />;
  if (state.status === "error" || !session) return <NotFound error={state.status === "error" ? state.error : t("presentation.notFoundTitle")} />;

  // Resting, the spec's Dashboard button and Fullscreen toggle fade like the host's bar (their place is kept, so
  // nothing on the projected screen moves); the pointer hides only in fullscreen.
  const classes = ["presentation", isFullscreen && "presentation--fullscreen", idle && "presentation--resting", isFullscreen && idle && "presentation--idle"];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <header className="presentation__bar">
        <Link to={`/dashboard/${session.id}`} className="btn presentation__button presentation__button--labelled presentation__chrome" aria-label={t("presentation.dashboard")}>
          <ArrowLeft size={20} aria-hidden="true" />
          <span className="presentation__button-label" aria-hidden="true">
            {t("presentation.dashboard")}
          </span>
        </Link>
        <div className="presentation__titles">
          <h1 className="presentation__title">{session.title}</h1>
          <p className="presentation__code">
            {t("presentation.sessionLabel")}
            <span className="presentation__code-value">{session.sessionCode}</span>
          </p>
        </div>
        <span className={`presentation__live${offline ? " presentation__live--off" : ""}`} role="status">
          {/* Re-keyed on each cloud version, so the dot beats once as words arrive and rests in between. */}
          <span key={cloud?.version ?? 0} className="presentation__live-dot" aria-hidden="true" />
          {status === "connected" ? t("presentation.live") : offline ? t("common.disconnected") : t("common.connecting")}
        </span>
        <button
          type="button"
          className="btn presentation__button presentation__button--labelled presentation__chrome"
          onClick={actions.f}
          aria-pressed={isFullscreen}
          aria-label={isFullscreen ? t("presentation.exitFullscreen") : t("presentation.fullscreen")}
          aria-keyshortcuts="F"
          title={`${isFullscreen ? t("presentation.exitFullscreen") : t("presentation.fullscreen")} (F)`}
        >
          {isFullscreen ? <Minimize size={20} aria-hidden="true" /> : <Maximize size={20} aria-hidden="true" />}
          <span className="presentation__button-label" aria-hidden="true">
            {isFullscreen ? t("presentation.exitFullscreen") : t("presentation.fullscreen")}
          </span>
        </button>
        <PresentationPrompt session={session} />
      </header>
      <main className="presentation__stage">
        <div className="presentation__cloud-area">
          {/* Over the cloud's bottom edge, never over the join line and numbers the room reads (see presenter-bar.css). */}
          {presenter.isHost && (
            <PresenterBar presenter={presenter} shown={!idle}>
              <PresentationControls
                hasWords={hasWords}
                qrMode={qrMode}
                showStats={showStats}
                onRearrange={actions.r}
                onDownloadImage={() => setDialog("image")}
                onCycleQr={actions.q}
                onToggleStats={actions.s}
                onShowShortcuts={actions["?"]}
              />
            </PresenterBar>
          )}
          {closed && hasWords && <ClosedBanner />}
          {hidden ? (
            <ResultsSoon code={session.sessionCode} closed={closed} />
          ) : hasWords ? (
            // A new question starts a new cloud, laid out afresh with its entry animation (a reveal too).
            <WordCloud key={question?.id} ref={cloudRef} words={words} totalWords={figures.uniqueWords} decisions={decisions} tooltips={false} width={CLOUD_WIDTH} height={CLOUD_HEIGHT} fill bold minFont={minFont} label={t("presentation.cloudLabel")} className="presentation__cloud" />
          ) : closed ? (
            <AnsweringClosedMessage />
          ) : (
            <WaitingForResponses code={session.sessionCode} />
          )}
        </div>
        {qrMode === "large" && join && <LargeQr join={join} />}
      </main>
      <footer className="presentation__footer">
        <JoinBar join={join} code={session.sessionCode} qrMode={qrMode} />
        {/* In the footer's flow, beside the numbers: never over the question or the cloud. */}
        <PresentationCapacityNotice session={session} liveVersion={cloud?.version} />
        {showStats && <PresentationStats stats={figures} words={hidden ? [] : words} />}
      </footer>
      {dialog === "shortcuts" && <ShortcutsDialog host={presenter.isHost} onClose={() => setDialog(null)} />}
      {dialog === "image" && <CloudImageDialog title={session.title} code={session.sessionCode} cloud={cloudRef} onClose={() => setDialog(null)} />}
    </div>
  );
}

function NotFound({ error }: { error: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <ErrorScreen title={t("presentation.notFoundTitle")} message={error}>
      <Link to="/" className="btn btn--primary">
        {t("common.goHome")}
      </Link>
    </ErrorScreen>
  );
}
