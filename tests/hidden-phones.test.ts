import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../src/shared/protocol.js";
import { createTestSession, submitTestFeedback } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import type { TestSocket } from "./helpers/ws-client.js";

// Phones nobody looks at get nothing: a participant page out of sight is sent no deltas, and one snapshot on return.
const shared = useSharedServer();

/**
 * Tells the server the page went out of sight or came back, and waits until it took effect: a socket's messages are
 * handled in order, so once a malformed one sent after it is answered, the change is in effect.
 */
async function setVisible(socket: TestSocket, sessionId: string, visible: boolean): Promise<void> {
  socket.send({ type: "set-visibility", sessionId, visible });
  socket.send({ type: "set-visibility", sessionId, visible: "maybe" });
  const refusal = await socket.waitForNext((message) => message.type === "feedback-error");
  expect(refusal).toMatchObject({ status: 400, error: expect.stringContaining("visible must be true or false") });
}

const cloudMessages = (socket: TestSocket, sessionId: string) => socket.cloud(sessionId)!.messages.length;
const texts = (socket: TestSocket, sessionId: string) => socket.cloud(sessionId)!.words.map((word) => word.text).sort();

describe("a phone out of sight", () => {
  it("gets no deltas while words arrive and exactly one snapshot when it is back; screens are never paused", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const hidden = await shared.watch(sessionId, "participant");
    const looking = await shared.watch(sessionId, "participant");
    const projector = await shared.watch(sessionId, "presentation");
    await setVisible(hidden, sessionId, false);
    // A screen saying it is out of sight changes nothing: the room looks at it.
    await setVisible(projector, sessionId, false);
    const before = cloudMessages(hidden, sessionId);

    for (const [text, participant] of [["Kaffe", "p1"], ["Te", "p2"], ["Kage", "p3"]]) {
      expect((await submitTestFeedback(shared.server, sessionId, text, participant)).status).toBe(201);
    }
    for (const socket of [looking, projector]) await socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 3);
    // Every write of a tick goes to the phones in one go: once the looking phone has it, the hidden one would too.
    await hidden.roundTrip();
    expect(cloudMessages(hidden, sessionId)).toBe(before);

    await setVisible(hidden, sessionId, true);
    await hidden.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 3);
    expect(texts(hidden, sessionId)).toEqual(["Kaffe", "Kage", "Te"]);
    expect(hidden.cloud(sessionId)!.messages.slice(before).map((message) => message.type)).toEqual(["word-cloud-update"]);

    // Back in sight, it takes deltas again, chained on the catch-up.
    expect((await submitTestFeedback(shared.server, sessionId, "Kakao", "p4")).status).toBe(201);
    await hidden.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 4);
    expect(hidden.cloud(sessionId)!.messages.slice(before).map((message) => message.type)).toEqual(["word-cloud-update", "word-cloud-delta"]);
    expect(hidden.cloud(sessionId)!.gaps).toBe(0);
  });

  it("stays out of sight only until it joins again, and a visibility change for a session it never joined does nothing", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const phone = await shared.watch(sessionId, "participant");
    await setVisible(phone, sessionId, false);
    await setVisible(phone, "not-a-session", true);
    // A join is served in sight (the client says again that it is hidden right after, if it still is).
    const snapshot = phone.waitForNext((message) => message.type === "word-cloud-update");
    phone.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role: "participant" });
    await snapshot;
    const before = cloudMessages(phone, sessionId);
    expect((await submitTestFeedback(shared.server, sessionId, "Kaffe", "p1")).status).toBe(201);
    await phone.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 1);
    expect(phone.cloud(sessionId)!.messages.slice(before).map((message) => message.type)).toEqual(["word-cloud-delta"]);
  });
});
