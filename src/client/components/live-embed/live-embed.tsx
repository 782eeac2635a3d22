import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useRealtime, useSessionChannel } from "../../app/realtime-context.js";
import { useT } from "../../i18n/i18n-provider.js";
import { sessionQuery, wordCloudQuery } from "../../lib/session-queries.js";
import { QrSvg } from "../qr-svg.js";
import { WordCloud } from "../word-cloud/word-cloud.js";
import "./live-embed.css";

export type EmbedOptions = {
  sessionId: string;
  /** Show only while this question is the one asked (null: whatever the room is asked). */
  questionId: string | null;
  /** The line that tells the room where to answer, with a QR code when the frame is tall enough. */
  showJoin: boolean;
};

/**
 * A session's live cloud as the room sees it, sized to whatever box it is given (an iframe on a course page, a
 * PowerPoint slide): read-only, no host controls, joined as a public screen, so what a host hides never reaches it.
 */
export function LiveEmbed({ sessionId, questionId, showJoin }: EmbedOptions) {
  const t = useT();
  const session = useQuery(sessionQuery(sessionId));
  const cloud = useQuery(wordCloudQuery(sessionId));
  // A frame that has just loaded is still connecting: it says nothing until the connection answers.
  const { status } = useRealtime();
  // Notices of the host's decisions: the cloud lets go at once of words it kept after answers pushed them off the list.
  const [decisions, setDecisions] = useState(0);
  useSessionChannel(sessionId, (message) => message.type === "moderation-updated" && setDecisions((count) => count + 1), "presentation");
  const words = useMemo(() => cloud.data?.words ?? [], [cloud.data]);

  if (session.error) return <EmbedMessage title={t("presentation.notFoundTitle")} text={session.error.message} />;
  if (!session.data) return <EmbedMessage title={t("presentation.loading")} />;

  const { title, sessionCode } = session.data;
  const question = session.data.currentQuestion ?? null;
  const asked = questionId === null || question?.id === questionId;
  // The link phones open; the embed runs on the instance's own address (the iframe's src), so its origin is it.
  const joinUrl = `${window.location.origin}/j/${sessionCode}`;
  let stage;
  if (!asked) stage = <EmbedMessage title={t("embed.questionNotAsked")} text={t("embed.questionNotAskedHint")} />;
  else if (question?.resultsHidden) stage = <EmbedMessage title={t("presentation.resultsSoon")} text={t("presentation.resultsSoonHint", { code: sessionCode })} />;
  else if (words.length === 0) stage = <EmbedMessage title={t(question?.answeringClosed ? "presentation.answeringClosed" : "presentation.waitingTitle")} />;
  else stage = <WordCloud key={question?.id} words={words} totalWords={cloud.data?.uniqueWords} decisions={decisions} tooltips={false} width={1000} height={600} fill label={t("presentation.cloudLabel")} className="live-embed__cloud" />;

  return (
    <div className="live-embed">
      <header className="live-embed__bar">
        <h1 className="live-embed__title">{asked && question?.prompt ? question.prompt : title}</h1>
        <span className={`live-embed__live${status === "connected" ? "" : " live-embed__live--off"}`} role="status">
          {status !== "connecting" && <span key={cloud.data?.version ?? 0} className="live-embed__dot" aria-hidden="true" />}
          {status === "connected" ? t("presentation.live") : status === "disconnected" ? t("common.disconnected") : ""}
        </span>
      </header>
      <main className="live-embed__stage">{stage}</main>
      {showJoin && (
        <footer className="live-embed__join" aria-label={t("presentation.joinLabel")}>
          <QrSvg className="live-embed__qr" value={joinUrl} label={t("presentation.qrLabel", { url: joinUrl })} />
          <p className="live-embed__join-text">
            {t("presentation.goTo")} <strong>{joinUrl.replace(/^https?:\/\//, "").replace(/\/[^/]+$/, "")}</strong>
            <span aria-hidden="true"> · </span>
            {t("presentation.code")} <strong className="live-embed__code">{sessionCode}</strong>
          </p>
        </footer>
      )}
    </div>
  );
}

function EmbedMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="live-embed__message">
      <p className="live-embed__message-title">{title}</p>
      {text && <p className="live-embed__message-text">{text}</p>}
    </div>
  );
}
