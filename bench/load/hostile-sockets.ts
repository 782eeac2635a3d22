import WebSocket from "ws";
import { sleep } from "../lib/stats.js";

/**
 * What became of a hostile socket: how much it sent, how many words were accepted, and whether (and when, and with
 * which code) the server cut it; null when it was still open at the end and the bench closed it.
 */
export type SocketOutcome = { messagesSent: number; answered: number; closedAfterMs: number | null; closeCode: number | null };

/** The client holds back its own sends past this, so the bench process does not grow in the server's place. */
const CLIENT_QUEUE_CAP_BYTES = 8 * 1024 * 1024;

/**
 * An open socket and its first message. The listener is attached before the socket opens: the server's snapshot can
 * arrive in the same packet as the handshake, and be emitted before code after an awaited `open` runs.
 */
function open(url: string): Promise<{ socket: WebSocket; firstMessage: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 15_000 });
    const firstMessage = new Promise<void>((received, failed) => {
      socket.once("message", () => received());
      setTimeout(() => failed(new Error("no first message within 15 s")), 15_000).unref();
    });
    firstMessage.catch(() => undefined);
    socket.once("open", () => resolve({ socket, firstMessage }));
    socket.once("error", reject);
  });
}

/** Records when the server cut the socket; `end()` closes it from the bench's side without counting that. */
function watchClose(socket: WebSocket, started: number, outcome: SocketOutcome): { closed: Promise<void>; end(): Promise<void> } {
  let ending = false;
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once("close", (code) => {
      if (!ending) {
        outcome.closedAfterMs = performance.now() - started;
        outcome.closeCode = code;
      }
      resolve();
    }),
  );
  return {
    closed,
    end() {
      ending = outcome.closedAfterMs === null;
      socket.terminate();
      return closed;
    },
  };
}

/**
 * A socket that joins a session, then never reads again and sends `batch` messages every `everyMs` for `durationMs`
 * (the first finding). While it is paused it learns it was cut only when a write fails, so the close code is
 * 1006 whatever the server said; `closedAfterMs` is when the connection was gone.
 */
export async function floodWithoutReading(
  wsUrl: string,
  sessionId: string,
  message: (index: number) => string,
  plan: { batch: number; everyMs: number; durationMs: number },
): Promise<SocketOutcome> {
  const { socket, firstMessage } = await open(`${wsUrl}?sessionId=${sessionId}`);
  await firstMessage;
  socket.pause();
  const outcome: SocketOutcome = { messagesSent: 0, answered: 0, closedAfterMs: null, closeCode: null };
  const started = performance.now();
  const watch = watchClose(socket, started, outcome);
  while (performance.now() - started < plan.durationMs && outcome.closedAfterMs === null) {
    if (socket.readyState === WebSocket.OPEN && socket.bufferedAmount < CLIENT_QUEUE_CAP_BYTES) {
      for (let i = 0; i < plan.batch; i++) socket.send(message(outcome.messagesSent++));
    }
    await sleep(plan.everyMs);
  }
  await watch.end();
  return outcome;
}

/**
 * One participantId submitting words over one socket as fast as the server answers, `inFlight` at a time, for
 * `durationMs`; counts the words the server accepted. Stops when the server closes the socket.
 */
export async function submitOverOneSocket(wsUrl: string, sessionId: string, plan: { inFlight: number; durationMs: number }): Promise<SocketOutcome> {
  const { socket } = await open(wsUrl);
  const outcome: SocketOutcome = { messagesSent: 0, answered: 0, closedAfterMs: null, closeCode: null };
  const started = performance.now();
  const watch = watchClose(socket, started, outcome);
  const send = () => {
    if (socket.readyState !== WebSocket.OPEN || performance.now() - started >= plan.durationMs) return;
    const index = outcome.messagesSent++;
    const data = { text: `word ${index % 300}`, participantId: "one-participant", submissionId: `hostile-socket-${index}` };
    socket.send(JSON.stringify({ type: "submit-feedback", sessionId, requestId: `r${index}`, data }));
  };
  socket.on("message", (raw: Buffer) => {
    const type = (JSON.parse(raw.toString("utf8")) as { type?: string }).type;
    if (type === "feedback-submitted") outcome.answered += 1;
    if (type === "feedback-submitted" || type === "feedback-error") send();
  });
  for (let i = 0; i < plan.inFlight; i++) send();
  await Promise.race([watch.closed, sleep(plan.durationMs)]);
  await watch.end();
  return outcome;
}
