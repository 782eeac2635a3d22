import { describe, expect, it } from "vitest";
import { answerClassSession, submitWords } from "./admin-helpers.js";
import { createTestSession } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import type { TestSocket } from "./helpers/ws-client.js";

// What the host hid, banned, kept waiting or the filter flagged reaches nobody but the host: not its text, not its
// count. Every reply and socket message a visitor, a phone or a projected screen gets is scanned, not one screen.
const shared = useSharedServer();

type Session = { sessionId: string; hostKey: string; sessionCode: string };
const hostHeaders = (session: Session) => ({ "x-host-key": session.hostKey });

function act(session: Session, action: object) {
  return shared.server.request("POST", `/api/sessions/${session.sessionId}/host-actions`, action, hostHeaders(session));
}

async function setSession(session: Session, settings: { isPublic?: boolean; requireApproval?: boolean }): Promise<void> {
  const body = { title: "Room view", description: "", isActive: true, isPublic: true, maxParticipants: 100, ...settings };
  expect((await shared.server.request("PUT", `/api/sessions/${session.sessionId}`, body, hostHeaders(session))).status).toBe(200);
}

/** Every non-host HTTP reply about the session, as one visitor (no host key, no admin token, no account) gets them. */
async function visitorReplies(session: Session): Promise<{ path: string; body: unknown }[]> {
  const { sessionId, sessionCode } = session;
  const calls: [string, string, unknown?][] = [
    ["GET", `/api/sessions/${sessionId}`],
    ["GET", "/api/sessions"],
    ["POST", `/api/sessions/${sessionId}/join`, { participantId: "visitor" }],
    ["POST", "/api/sessions/join-by-code", { code: sessionCode, participantId: "visitor" }],
    ["GET", `/api/sessions/${sessionId}/wordcloud`],
    ["GET", `/api/sessions/${sessionId}/feedback`],
    ["GET", `/api/sessions/${sessionId}/feedback?limit=1`],
    ["GET", `/api/sessions/${sessionId}/qr-codes`],
    ["POST", `/api/sessions/${sessionId}/feedback`, { text: "closing thought", participantId: "visitor" }],
  ];
  const replies = [];
  for (const [method, path, body] of calls) {
    const reply = await shared.server.request(method, path, body);
    expect(reply.status, `${method} ${path}`).toBeLessThan(300);
    replies.push({ path: `${method} ${path}`, body: reply.body });
  }
  return replies;
}

const FORBIDDEN = ["mads", "er dum", "boring", "noget lort", "ventende"];

/** The forbidden texts in a reply (QR codes' images left out: their base64 may spell anything). */
function leaks(text: string): string[] {
  const lower = text.replace(/data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+/g, "").toLowerCase();
  return FORBIDDEN.filter((word) => lower.includes(word));
}

describe("every non-host view is the room's view", () => {
  it("shows a visitor, a phone and a projected screen nothing of a banned, hidden, flagged or waiting answer, nor its count", async () => {
    const session: Session = await createTestSession(shared.server, { title: "Room view" });
    await setSession(session, { isPublic: true });
    // The host's decisions come first (a word is hidden once given), then the room watches while answers of each
    // kind arrive: a banned phrase, a hidden word, a flagged answer, one waiting for approval.
    await submitWords(shared.server, session.sessionId, "p1", ["boring", "good"]);
    await act(session, { type: "hide-word", word: "boring" });
    await act(session, { type: "ban-terms", terms: ["mads"] });
    const phone = await shared.watch(session.sessionId, "participant");
    const projector = await shared.watch(session.sessionId, "presentation");
    // A dashboard opened without the host key joins as a host screen and is served as a public one.
    const visitorScreen = await shared.watch(session.sessionId, "host");
    const hostScreen = await shared.watch(session.sessionId, "host", session.hostKey);

    await submitWords(shared.server, session.sessionId, "p2", ["Mads er dum", "sikke noget lort", "good", "Boring", "spændende"]);
    await setSession(session, { requireApproval: true });
    await submitWords(shared.server, session.sessionId, "p3", ["ventende svar"]);

    const replies = await visitorReplies(session);
    // The room's numbers: good ×2 and spændende (the visitor's own "closing thought", sent last, waits for approval).
    const { body: cloud } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`);
    expect(cloud.data).toMatchObject({ totalSubmissions: 3, uniqueWords: 2, totalWords: 3 });
    expect(cloud.data.totalSubmissions).toBe(cloud.data.words.reduce((sum: number, word: { frequency: number }) => sum + word.frequency, 0));
    const { body: stats } = await shared.server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(stats.data.stats).toEqual({ totalSubmissions: 3, uniqueWords: 2, totalWords: 3 });
    const { body: listed } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`);
    expect(listed.data.map((item: { content: string }) => item.content).sort()).toEqual(["good", "good", "spændende"]);

    for (const reply of replies) expect(leaks(JSON.stringify(reply.body)), reply.path).toEqual([]);
    // Every message the room's sockets got, once the host's screen has seen the last decision and answer counted.
    const counted = cloud.data.version;
    const settled = (socket: TestSocket) => socket.waitForCloud(session.sessionId, (held) => held.version === counted, 15_000);
    await Promise.all([phone, projector, visitorScreen, hostScreen].map(settled));
    for (const [name, socket] of [["phone", phone], ["projector", projector], ["visitor's dashboard", visitorScreen]] as const) {
      expect(leaks(JSON.stringify(socket.messages)), name).toEqual([]);
      for (const message of socket.messages) {
        const counts = message.type === "word-cloud-delta" || message.type === "word-cloud-update" ? message.data : message.type === "session-updated" ? message.data.stats : null;
        // No count ever included an answer the room may not see: at most the three shown ones.
        if (counts) expect(counts.totalSubmissions, `${name}: ${JSON.stringify(message)}`).toBeLessThanOrEqual(3);
      }
    }
    // Nothing about the host's decisions reaches a phone at all.
    expect(phone.ofType("moderation-updated")).toEqual([]);

    // The host keeps everything, marked.
    const { body: hostList } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`, undefined, hostHeaders(session));
    const states = Object.fromEntries(hostList.data.map((item: { content: string; state: string }) => [item.content, item.state]));
    expect(states).toMatchObject({ "Mads er dum": "banned", boring: "hidden", Boring: "hidden", "sikke noget lort": "flagged", "ventende svar": "waiting", "closing thought": "waiting", good: "shown" });
    // The host's exports are the host's: a visitor gets none.
    expect((await shared.server.request("POST", `/api/sessions/${session.sessionId}/export/pdf`, {})).status).toBe(403);
  });

  it("shows a visitor and a phone nothing of a class text answer the filter holds back, while its host sees it with its reason", async () => {
    const session: Session = await createTestSession(shared.server, { title: "Room view", sessionType: "class", language: "da" });
    const phone = await shared.watch(session.sessionId, "participant");
    for (const [index, text] of ["lortefag", "fagligt", "kraftidiot", "fagligt", "beslutninger"].entries()) {
      await answerClassSession(shared.server, session.sessionId, `p${index}`, { scale: [7], text: [text] });
    }
    const held = /lortefag|kraftidiot|\blort\b|idiot/;
    const replies = [];
    for (const path of [`/api/sessions/${session.sessionId}`, `/api/sessions/${session.sessionId}/class-analytics`, `/api/sessions/${session.sessionId}/class-questions`]) {
      const reply = await shared.server.request("GET", path);
      expect(reply.status, path).toBe(200);
      replies.push(reply.body);
    }
    expect(JSON.stringify(replies)).not.toMatch(held);
    expect(JSON.stringify(replies)).toMatch(/fagligt/);
    await phone.waitFor((message) => message.type === "class-responses-updated");
    expect(JSON.stringify(phone.messages)).not.toMatch(held);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`)).status).toBe(403);
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, hostHeaders(session))).body.data;
    expect(overview.heldBack.words.map((word: { word: string; part: string }) => [word.word, word.part])).toEqual([["kraftidiot", "idiot"], ["lortefag", "lort"]]);
  });

  it("lets a visitor read the shown answers page by page, past the ones the room may not see", async () => {
    const session: Session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["first", "lort", "second", "shit", "lort", "third"]);
    const page = async (query: string) =>
      (await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback${query}`)).body.data.map((item: { id: string; content: string }) => item);
    const one = await page("?limit=2");
    expect(one.map((item: { content: string }) => item.content)).toEqual(["third", "second"]);
    const two = await page(`?limit=2&before=${one[1].id}`);
    expect(two.map((item: { content: string }) => item.content)).toEqual(["first"]);
  });
});
