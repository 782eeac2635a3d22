import { useParams, useSearchParams } from "react-router";
import { LiveEmbed } from "../../components/live-embed/live-embed.js";

/** `/embed/{sessionId}[?question={questionId}][&join=0]`: the live cloud for a frame on another site. */
export function EmbedPage() {
  const { sessionId = "" } = useParams();
  const [search] = useSearchParams();
  return <LiveEmbed sessionId={sessionId} questionId={search.get("question") || null} showJoin={search.get("join") !== "0"} />;
}
