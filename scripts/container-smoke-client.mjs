// The client side of scripts/container-smoke.sh: talks to a running Ordsky the way the app does, over HTTP and /ws,
// and exits non-zero with the reason when something is not as it should be.
//   node scripts/container-smoke-client.mjs wait BASE_URL
//     waits up to a minute for /readyz to answer 200.
//   node scripts/container-smoke-client.mjs answer BASE_URL
//     ready; creates a session; one answer over HTTP, one over the WebSocket; both counted.
//     Prints `SESSION_ID HOST_KEY` for the check after the restart.
//   node scripts/container-smoke-client.mjs check BASE_URL SESSION_ID HOST_KEY
//     ready; the session still holds exactly those two answers.
import { randomBytes } from "node:crypto";
import WebSocket from "ws";

const HTTP_ANSWER = "harbour";
const SOCKET_ANSWER = "lighthouse";
const TIMEOUT_MS = 10_000;

function fail(message) {
  console.error(`container smoke test: ${message}`);
  process.exit(1);
}

async function call(base, method, path, body, headers = {}) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error) => fail(`${method} ${path}: ${error.cause?.message ?? error.message}`));
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    fail(`${method} ${path} answered ${response.status} with something that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: json };
}

async function expectStatus(base, method, path, expected, body, headers) {
  const answer = await call(base, method, path, body, headers);
  if (answer.status !== expected) fail(`${method} ${path}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function expectReady(base) {
  const body = await expectStatus(base, "GET", "/readyz", 200);
  if (body?.data?.status !== "ready") fail(`/readyz answered 200 without status ready: ${JSON.stringify(body)}`);
}

async function waitUntilReady(base) {
  const deadline = Date.now() + 60_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL("/readyz", base), { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.cause?.message ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`not ready within a minute (last: ${last})`);
}

/** Joins the session on /ws, sends one answer and resolves once the server has acknowledged it (committed). */
function answerOverSocket(base, sessionId) {
  const url = new URL("/ws", base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  const requestId = "smoke-socket-answer";
  let sent = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no acknowledgement on ${url} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    const done = (error) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve();
    };
    socket.on("error", done);
    socket.on("open", () => socket.send(JSON.stringify({ type: "join-session", sessionId })));
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === "word-cloud-update" && message.sessionId === sessionId && !sent) {
        sent = true;
        const data = { text: SOCKET_ANSWER, participantId: "smoke-socket", submissionId: randomBytes(12).toString("hex") };
        socket.send(JSON.stringify({ type: "submit-feedback", sessionId, requestId, data }));
      } else if (message.type === "feedback-submitted" && message.requestId === requestId) {
        done();
      } else if (message.type === "feedback-error") {
        done(new Error(`the socket answer was refused: ${message.error}`));
      }
    });
  });
}

/** The session holds exactly the two answers, in its counts and in the host's list. */
async function expectBothAnswers(base, sessionId, hostKey) {
  const session = await expectStatus(base, "GET", `/api/sessions/${sessionId}`, 200);
  const submissions = session?.data?.stats?.totalSubmissions;
  if (submissions !== 2) fail(`expected 2 submissions in the session's stats, got ${submissions}`);
  const list = await expectStatus(base, "GET", `/api/sessions/${sessionId}/feedback`, 200, undefined, { "x-host-key": hostKey });
  const contents = (list?.data ?? []).map((item) => item.content).sort();
  const expected = [HTTP_ANSWER, SOCKET_ANSWER].sort();
  if (JSON.stringify(contents) !== JSON.stringify(expected)) fail(`expected the answers ${expected.join(", ")}, got ${JSON.stringify(contents)}`);
}

const [mode, base, sessionId, hostKey] = process.argv.slice(2);
if (mode === "wait" && base) {
  await waitUntilReady(base);
} else if (mode === "answer" && base) {
  await expectReady(base);
  const created = await expectStatus(base, "POST", "/api/sessions", 201, { title: "Container smoke test" });
  const { sessionId: id, hostKey: key } = created.data ?? {};
  if (!id || !key) fail(`POST /api/sessions gave no sessionId and hostKey: ${JSON.stringify(created)}`);
  await expectStatus(base, "POST", `/api/sessions/${id}/feedback`, 201, { text: HTTP_ANSWER, participantId: "smoke-http" });
  await answerOverSocket(base, id).catch((error) => fail(error.message));
  await expectBothAnswers(base, id, key);
  console.log(`${id} ${key}`);
} else if (mode === "check" && base && sessionId && hostKey) {
  await expectReady(base);
  await expectBothAnswers(base, sessionId, hostKey);
} else {
  fail("usage: container-smoke-client.mjs wait BASE_URL | answer BASE_URL | check BASE_URL SESSION_ID HOST_KEY");
}
