import { Hash, MessageSquare, Type } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { Session } from "../../../shared/schemas/session.js";
import { QrModal } from "../../components/qr-modal.js";
import { CapacityNotice } from "../../components/capacity-notice/capacity-notice.js";
import { SessionSettingsModal } from "../../components/session-settings-modal.js";
import { StatCard } from "../../components/stat-card.js";
import { cloudDrawing } from "../../components/word-cloud/cloud-image.js";
import type { WordCloudHandle } from "../../components/word-cloud/word-cloud.js";
import { tabPanelProps, Tabs } from "../../components/tabs.js";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { managementLink, mayActAsHost } from "../../lib/host-keys.js";
import { cloudFigures } from "../../lib/cloud-figures.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useHostAction } from "../../components/host-controls/use-host-action.js";
import { useModeration } from "../../components/host-controls/use-moderation.js";
import { ApprovalQueue } from "../../components/host-controls/approval-queue.js";
import { DashboardHeader } from "./dashboard-header.js";
import type { DashboardTab } from "./dashboard-tabs.js";
import { listAllFeedback } from "../../lib/sessions-api.js";
import { buildSessionExport, downloadSessionExport } from "./export-session.js";
import { FeedbackTab } from "./feedback-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { BrowsingNotice } from "./browsing-notice.js";
import { questionExports } from "./question-exports.js";
import { QuestionsPanel } from "./questions-panel.js";
import { useQuestions } from "./use-questions.js";
import { QrCodesTab } from "./qr-codes-tab.js";
import { SessionCards } from "./session-cards.js";
import type { useDashboardData } from "./use-dashboard-data.js";
import { useThrottledAnnouncement } from "./use-throttled-announcement.js";

type Props = { session: Session; data: ReturnType<typeof useDashboardData>; tab: DashboardTab; onTabChange: (tab: DashboardTab) => void };

export function DashboardView({ session, data, tab, onTabChange }: Props) {
  const t = useT();
  const copy = useCopyToClipboard();
  const [dialog, setDialog] = useState<"qr" | "settings" | null>(null);
  const { cloud, feedback, qr } = data;
  const moderation = useModeration(session.id);
  const hostAction = useHostAction(session.id);
  // The host's panels and files; a visitor (the phone's "Back to Dashboard") sees the room's view and nothing to manage.
  const host = mayActAsHost(session.id);
  const overview = moderation.data ?? null;
  const questions = useQuestions(session, cloud?.version, tab === "feedback");
  // The cloud, its numbers, list and feedback of the question the host looks at: the live one, or an earlier one browsed.
  const shownCloud = questions.browsing ? questions.browsedCloud : cloud;
  const shownWords = shownCloud?.words ?? [];
  const figures = cloudFigures(shownCloud);
  const shownFeedback = questions.feedback ?? feedback;
  const viewed = questions.questions.find((question) => question.id === questions.viewedId);
  const announcement = useThrottledAnnouncement(cloud ? t("dashboard.liveUpdate", { total: cloudFigures(cloud).totalSubmissions }) : "");
  const participants = questions.participantCount ?? session.participantCount ?? 0;
  const cloudRef = useRef<WordCloudHandle>(null);
  const drawnCloud = () => {
    const snapshot = cloudRef.current?.snapshot();
    return snapshot ? { ...cloudDrawing(snapshot), questionId: questions.viewedId } : undefined;
  };
  const joinUrl = qr.status === "ready" ? qr.qrCodes.participant.joinUrl : `${window.location.origin}/session/${session.id}`;

  const exportData = async () => {
    // The tab shows the newest entries; the export holds every one.
    const all = await listAllFeedback(session.id);
    const entries = all.ok ? all.data : feedback;
    downloadSessionExport(buildSessionExport(session, cloud, entries, await questionExports(session.id, questions.questions, entries), overview));
    toast.success(t("dashboard.exported"));
  };

  return (
    <div className="page dashboard">
      <DashboardHeader session={session} onOpenSettings={() => setDialog("settings")} />
      {/* The live cloud and its numbers first (at 1280x800 the cloud is on screen without scrolling); the questions,
          the approval queue and the session's details beside it on a wide screen, after it on a narrow one. */}
      <main className="container page-body dashboard__body">
        <div className="stack dashboard__main">
          <CapacityNotice session={session} participants={participants} variant="dashboard" />
          <section className="dashboard-stats-block" aria-label={t("dashboard.summaryTitle")}>
            {viewed && (session.currentQuestion?.count ?? 1) > 1 && <p className="muted small dashboard-stats__scope">{t("dashboard.figuresOfQuestion", { number: viewed.number })}</p>}
            <div className="grid grid--3 dashboard-stats">
              <StatCard label={t("dashboard.totalSubmissions")} value={figures.totalSubmissions} icon={<MessageSquare size={22} />} />
              <StatCard label={t("dashboard.uniqueWords")} value={figures.uniqueWords} icon={<Hash size={22} />} />
              <StatCard label={t("dashboard.totalWords")} value={figures.totalWords} icon={<Type size={22} />} />
            </div>
          </section>
          <div>
            <Tabs
              label={t("dashboard.tabsLabel")}
              active={tab}
              onChange={onTabChange}
              tabs={[
                { key: "overview", label: t("dashboard.tabOverview") },
                // The list itself reloads only while its tab is open; the live total keeps the count current.
                { key: "feedback", label: t("dashboard.tabFeedback", { count: Math.max(shownFeedback.length, viewed?.stats.totalSubmissions ?? figures.totalSubmissions) }) },
                { key: "qr-codes", label: t("dashboard.tabQrCodes") },
              ]}
            />
            <div {...tabPanelProps(tab)} className="dashboard__panel">
              {questions.browsing && viewed && tab !== "qr-codes" && (
                <BrowsingNotice number={viewed.number} prompt={viewed.prompt || session.title} onBack={() => questions.view(null)} />
              )}
              {tab === "overview" && (
                <OverviewTab session={session} words={shownWords} figures={figures} overview={overview} hostAction={hostAction} cloudRef={cloudRef} />
              )}
              {tab === "feedback" && (
                <FeedbackTab
                  feedback={shownFeedback}
                  loading={questions.feedback ? questions.feedbackLoading : data.feedbackLoading}
                  hostAction={overview ? hostAction : null}
                />
              )}
              {tab === "qr-codes" && <QrCodesTab qr={qr} onRetry={() => void data.loadQr()} />}
            </div>
          </div>
        </div>
        <div className="stack dashboard__side">
          {overview && <ApprovalQueue overview={overview} hostAction={hostAction} />}
          {host && <QuestionsPanel sessionId={session.id} title={session.title} state={questions} />}
          <SessionCards
            session={session}
            qr={qr}
            onCopyCode={() => void copy(session.sessionCode, t("common.sessionCodeCopied"))}
            onCopyLink={() => void copy(joinUrl, t("common.sessionLinkCopied"))}
            onEnlargeQr={() => setDialog("qr")}
            managementLink={managementLink(qr.status === "ready" ? new URL(qr.qrCodes.participant.joinUrl).origin : window.location.origin, session.id, "regular")}
            onExport={exportData}
            host={host}
            drawnCloud={drawnCloud}
            participants={participants}
          />
        </div>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </main>
      {dialog === "qr" && qr.status === "ready" && (
        <QrModal
          title={t("dashboard.qrModalTitle")}
          qrCodeUrl={qr.qrCodes.participant.qrCodeUrl}
          sessionCode={session.sessionCode}
          instructions={t("dashboard.qrModalInstructions")}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "settings" && <SessionSettingsModal session={session} onClose={() => setDialog(null)} />}
    </div>
  );
}
