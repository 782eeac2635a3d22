import { BarChart3, Lock, Maximize, Settings, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ClassAnalytics } from "../../../shared/schemas/class.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { BanList } from "../../components/host-controls/ban-list.js";
import { HeldBackWords } from "../../components/host-controls/held-back-words.js";
import { useHostAction } from "../../components/host-controls/use-host-action.js";
import { useModeration } from "../../components/host-controls/use-moderation.js";
import { WithheldResults } from "../../components/class-common/withheld-results.js";
import { SessionSettingsModal } from "../../components/session-settings-modal.js";
import { adoptHostKeyFromLocation, mayActAsHost } from "../../lib/host-keys.js";
import { EmptyState, ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { tabPanelProps, Tabs } from "../../components/tabs.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { formattingLocale } from "../../i18n/locale.js";
import { formatWindowTime } from "../../lib/class-window-times.js";
import "./class-dashboard.css";
import { ClassQuestionsCard } from "./class-questions-card.js";
import { ClassWindowCard } from "./class-window-card.js";
import { CoursePageLink } from "./course-page-link.js";
import { ScaleQuestionCard } from "./scale-question-card.js";
import { SelfVsOthers } from "./self-vs-others.js";
import { SessionCards } from "./session-cards.js";
import { TextPresentation } from "./text-presentation.js";
import { TextQuestionCard } from "./text-question-card.js";
import { useClassDashboard } from "./use-class-dashboard.js";
import { BackLink, PageHeader } from "../../components/page-header.js";

type ViewMode = "overview" | "comparison" | "feedback";

/** /class-session/{id}/dashboard: live analytics of a class evaluation. */
export function ClassDashboardPage() {
  const { sessionId = "" } = useParams();
  const t = useT();
  const { locale } = useLocale();
  // A management link's #hostKey is stored before anything asks whether this browser is the host.
  useState(() => sessionId && adoptHostKeyFromLocation(sessionId));
  const { session, analytics, resultsPrivate, isLoading, joinQr } = useClassDashboard(sessionId);
  const [view, setView] = useState<ViewMode>("overview");
  const [presenting, setPresenting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const moderation = useModeration(sessionId, session !== null);
  const hostAction = useHostAction(sessionId);
  const host = { overview: moderation.data ?? null, hostAction };

  if (isLoading) return <LoadingScreen title={t("classDashboard.loadingAnalytics")} />;
  if (!session) {
    return (
      <ErrorScreen title={t("classDashboard.sessionErrorTitle")} message={t("classDashboard.failedToLoadSessionData")}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t("common.tryAgain")}
        </button>
        <Link className="btn" to="/">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }

  if (resultsPrivate) {
    return (
      <ErrorScreen
        icon={<Lock size={34} />}
        title={t("classDashboard.resultsPrivateTitle")}
        message={
          session.participantsSeeResults && session.closesAt !== null
            ? t("classEval.resultsAfterClose", { time: formatWindowTime(session.closesAt, formattingLocale(locale)) })
            : t("classEval.resultsPrivate")
        }
      >
        <Link className="btn btn--primary" to={`/class-session/${encodeURIComponent(session.id)}`}>
          {t("classDashboard.joinSession")}
        </Link>
        <Link className="btn" to="/">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }

  const hasData = (analytics?.totalResponses ?? 0) > 0;
  return (
    <div className="page class-dash">
      <PageHeader
        leading={<BackLink to="/" label={t("common.backToHome")} showLabel />}
        title={session.title}
        subtitle={
          <>
            {t("classDashboard.analyticsTitle")} · <span className="code-chip">{session.sessionCode}</span>
          </>
        }
      >
        <div className="page-header__actions">
          {session.courseId !== null && mayActAsHost(session.id) && <CoursePageLink sessionId={session.id} courseId={session.courseId} />}
          {mayActAsHost(session.id) && (
            <button type="button" className="btn" onClick={() => setSettingsOpen(true)}>
              <Settings size={18} aria-hidden="true" />
              {t("dashboard.settings")}
            </button>
          )}
          <Link className="btn btn--primary" to={`/class-session/${encodeURIComponent(session.id)}`} target="_blank" rel="noopener">
            <UserPlus size={18} aria-hidden="true" />
            {t("classDashboard.joinSession")}
          </Link>
        </div>
      </PageHeader>

      <main className="container page-body stack" style={{ gap: 24 }}>
        <SessionCards session={session} joinQr={joinQr} respondents={analytics?.totalRespondents ?? 0} responses={analytics?.totalResponses ?? 0} />
        <p className="visually-hidden" aria-live="polite">
          {analytics ? t("classDashboard.liveSummary", { responses: analytics.totalResponses, respondents: analytics.totalRespondents }) : ""}
        </p>

        {/* The host's editor (and why it locks once answers arrive): no participant reading the results needs it. */}
        {mayActAsHost(session.id) && <ClassWindowCard session={session} />}
        {mayActAsHost(session.id) && <ClassQuestionsCard sessionId={session.id} locked={hasData} />}
        {host.overview && <HeldBackWords overview={host.overview} hostAction={host.hostAction} />}

        <Tabs
          label={t("classDashboard.tabsLabel")}
          active={view}
          onChange={setView}
          tabs={[
            { key: "overview", label: t("classDashboard.tabOverview") },
            { key: "comparison", label: t("classDashboard.tabComparison") },
            { key: "feedback", label: t("classDashboard.tabFeedback") },
          ]}
        />
        <div {...tabPanelProps(view)} className="class-dash__panel">
          {analytics?.withheld ? (
            <WithheldResults answers={analytics.responses} threshold={analytics.threshold} />
          ) : !analytics || !hasData ? (
            <div className="card">
              <EmptyState icon={<BarChart3 size={36} />} title={t("classDashboard.noDataTitle")} message={t("classDashboard.noDataMessage")} />
            </div>
          ) : (
            <Panel view={view} analytics={analytics} host={host} onPresent={() => setPresenting(true)} />
          )}
        </div>
      </main>

      {settingsOpen && <SessionSettingsModal session={session} threshold={analytics?.threshold} onClose={() => setSettingsOpen(false)} />}
      {presenting && analytics && (
        <TextPresentation title={session.title} questions={analytics.textQuestions.filter((question) => !question.withheld)} onClose={() => setPresenting(false)} />
      )}
    </div>
  );
}

type HostTools = { overview: ModerationOverview | null; hostAction: ReturnType<typeof useHostAction> };
type PanelProps = { view: ViewMode; analytics: ClassAnalytics; host: HostTools; onPresent: () => void };

function Panel({ view, analytics, host, onPresent }: PanelProps) {
  const t = useT();
  if (view === "overview") {
    return (
      <div className="grid grid--3">
        {analytics.scaleQuestions.map((question) => (
          <ScaleQuestionCard key={question.questionId} question={question} threshold={analytics.threshold} />
        ))}
      </div>
    );
  }
  if (view === "comparison") {
    if (!analytics.selfVsOthersAvailable) return <p className="card muted">{t("classQuestions.selfVsOthersUnavailable")}</p>;
    const answers = Math.min(...analytics.scaleQuestions.filter((question) => question.withheld).map((question) => question.totalResponses));
    return <SelfVsOthers comparison={analytics.selfVsOthersComparison} withheld={{ answers, threshold: analytics.threshold }} />;
  }
  return (
    <div className="stack" style={{ gap: 20 }}>
      {analytics.textQuestions.some((question) => !question.withheld) && (
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <button type="button" className="btn btn--primary" onClick={onPresent}>
            <Maximize size={18} aria-hidden="true" />
            {t("classDashboard.fullscreenPresentation")}
          </button>
        </div>
      )}
      <div className="grid grid--2">
        {analytics.textQuestions.map((question) => (
          <TextQuestionCard key={question.questionId} question={question} threshold={analytics.threshold} overview={host.overview} hostAction={host.hostAction} />
        ))}
      </div>
      {host.overview && <BanList overview={host.overview} hostAction={host.hostAction} />}
    </div>
  );
}
