import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type ServerOptions, type WebSocket } from "ws";
import { PROTOCOL_MISMATCH, SERVER_SHUTTING_DOWN, SLOW_CONSUMER, TOO_MANY_MESSAGES, type CloseEvent } from "../../shared/close-codes.js";
import { REALTIME_MAX_MESSAGE_BYTES } from "../../shared/limits.js";
import { PROTOCOL_VERSION, type ClientMessage } from "../../shared/protocol.js";
import { clientAddress, proxyTrust } from "../client-address.js";
import { SHUTTING_DOWN_MESSAGE } from "../errors.js";
import { answerRaw } from "../raw-reply.js";
import type { AppContext } from "../context.js";
import { submitFeedback } from "../features/feedback/service.js";
import { isSignedIn, readSignedInAccountId } from "../features/oidc/account-cookie.js";
import { viewSession } from "../features/sessions/authority.js";
import { readHostGrant } from "../features/lti/host-grant.js";
import { TokenBucket } from "../rate-limits/token-bucket.js";
import { checkClientMessage, readClientMessage, type ReadMessage } from "./client-messages.js";
import type { RealtimeClient } from "../realtime/realtime-client.js";
import { describeError, encode } from "../realtime/server-messages.js";
import { SpreadSweep } from "./spread-sweep.js";
import { sharedTextFrame } from "./text-frame.js";

export type SocketServerOptions = { pingIntervalMs?: number };

const PING_INTERVAL_MS = 30_000;
/** Messages of one socket run one after another; a socket that floods more than this gets errors instead of queued work. */
const MAX_PENDING_MESSAGES = 64;
/** How long a socket the server closed may take to answer the close frame before it is cut (ws waits 30 s). */
const CLOSE_TIMEOUT_MS = 5_000;
/** On shutdown, how long sockets get to answer the close frame that tells them why before they are cut. */
const CLOSE_HANDSHAKE_MS = 1_000;

type Connection = RealtimeClient & {
  socket: WebSocket;
  /** The client's address (through trusted proxies), for the per-address limits. */
  address: string;
  alive: boolean;
  sessions: Set<string>;
  queue: Promise<void>;
  pending: number;
  /** Messages (and pings) this socket may still send; null when RATE_LIMITS=off. */
  messageBudget: TokenBucket | null;
  /** False once the server has decided to close it: nothing more it sends is handled. */
  admitting: boolean;
  /** The account signed in with the institution, from the upgrade request's cookie (null: none). */
  account: Promise<string | null>;
  /** Signed in with the institution as ANSWERING=signed-in asks (as a host or only to answer), from the same request. */
  signedIn: Promise<boolean>;
};

/** The path of an upgrade request, or null when the request line holds no usable URL. */
function upgradePath(url: string | undefined): string | null {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return null;
  }
}

/**
 * After ws refused what a socket sent (a frame over the 16 KB maxPayload: 1009; a broken frame: 1002), nothing more
 * it sends is read. ws decides from a frame's header, sends its close frame, and then resumes the connection to read
 * and drop whatever follows until the connection goes (the peer's close, or ws's close timeout, 5 s here): a client
 * that went on sending a 100 MB frame had all of it read into buffers meanwhile (issue 46: three such frames grew the
 * server by 74 MiB). Held paused instead, whatever ws resumes, the rest waits in the kernel's socket buffers and the
 * sender stalls; the close frame still goes out, and the connection is cut at the close timeout as before.
 */
function stopReading(tcp: Duplex): void {
  tcp.pause();
  // ws resumes it on the next tick; 'resume' is emitted before the stream flows, so pausing there reads nothing.
  tcp.on("resume", () => tcp.pause());
}

/** Refuses an upgrade in the same `{ success: false, error }` envelope as every HTTP failure. */
function rejectUpgrade(socket: Duplex, status: number, message: string, headers?: Record<string, string>): void {
  socket.on("error", () => undefined);
  answerRaw(socket, status, message, headers);
  socket.destroy();
}

function until(deadline: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())).unref());
}

export type SocketServer = {
  count(): number;
  /** No new sockets from now on: upgrades are refused with 503 (the first step of a shutdown). */
  stopAccepting(): void;
  /**
   * Lets what every socket sent so far finish and be answered (submissions acknowledged), handling nothing new, then
   * tells each socket the server is going (SERVER_SHUTTING_DOWN: clients reconnect, through the load balancer, to
   * another instance) and cuts the ones still open at `deadline` (performance.now() time).
   */
  close(deadline?: number): Promise<void>;
};

/** Accepts WebSocket upgrades on /ws and turns JSON messages into service calls. */
export function attachSocketServer(
  server: Server,
  context: AppContext,
  options: SocketServerOptions = {},
): SocketServer {
  const limits = context.config.limits.socket;
  const trust = proxyTrust(context.config.trustProxy);
  // closeTimeout is a ws option its type definitions do not list yet.
  const serverOptions: ServerOptions & { closeTimeout: number } = {
    noServer: true,
    maxPayload: REALTIME_MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    closeTimeout: CLOSE_TIMEOUT_MS,
  };
  const wss = new WebSocketServer(serverOptions);
  // A handshake ws refuses (no or a bad Sec-WebSocket-Key or -Version, …): its reason, in the envelope, not ws's plain text.
  wss.on("wsClientError", (error: Error, socket: Duplex) => {
    const versions = error.message.includes("Sec-WebSocket-Version") ? { "Sec-WebSocket-Version": "13" } : undefined;
    rejectUpgrade(socket, 400, `Not a valid WebSocket handshake: ${error.message}`, versions);
  });
  const connections = new Set<Connection>();
  let accepting = true;

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = upgradePath(request.url);
    if (path !== "/ws") {
      if (path === null) rejectUpgrade(socket, 400, "The address is not valid");
      else rejectUpgrade(socket, 404, "Not found");
      return;
    }
    if (!accepting) {
      rejectUpgrade(socket, 503, SHUTTING_DOWN_MESSAGE);
      return;
    }
    if (request.method !== "GET") {
      rejectUpgrade(socket, 405, "A WebSocket connection starts with GET", { Allow: "GET" });
      return;
    }
    const sessionId = new URL(request.url ?? "/", "http://localhost").searchParams.get("sessionId");
    const address = clientAddress(request, trust);
    const account = readSignedInAccountId(context, request.headers).catch(() => null);
    const signedIn = isSignedIn(context, request.headers).catch(() => false);
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, socket, address, sessionId, { account, signedIn }));
  });

  /** `tcp` is the upgraded connection under `socket`; frames written to it directly are read like ws's own. */
  function onConnection(
    socket: WebSocket,
    tcp: Duplex,
    address: string,
    initialSessionId: string | null,
    { account, signedIn }: Pick<Connection, "account" | "signedIn">,
  ): void {
    let backlogged = false;
    const connection: Connection = {
      socket,
      address,
      account,
      signedIn,
      alive: true,
      sessions: new Set(),
      queue: Promise.resolve(),
      pending: 0,
      messageBudget: limits.messages ? new TokenBucket(limits.messages, performance.now()) : null,
      admitting: true,
      send(message: Buffer) {
        // The hub serialises once per tick and the frame is built once, so each socket costs one write. ws writes
        // whole frames synchronously (no compression here), so these never split one of its frames; once it is
        // closing, nothing more may follow its close frame.
        if (socket.readyState !== socket.OPEN || !tcp.writable) return;
        const frame = sharedTextFrame(message);
        // Everything written to a socket counts, replies included: one that reads nothing cannot grow the server. Its
        // queue is read only where it may pass the bound: not backlogged, it holds less than the stream's mark.
        const mayPassBound = backlogged || tcp.writableHighWaterMark + frame.length > limits.sendQueueBytes;
        if (mayPassBound && socket.bufferedAmount + frame.length > limits.sendQueueBytes) {
          // What it sends meanwhile is read and dropped: a socket closed with unread input would be reset, and the
          // reset would discard the close frame (and its code) before a slow reader got to it.
          closeConnection(connection, SLOW_CONSUMER);
          return;
        }
        if (!tcp.write(frame)) backlogged = true;
      },
      get bufferedAmount() {
        return socket.bufferedAmount;
      },
      get backlogged() {
        return backlogged;
      },
      close(code: number, reason: string) {
        closeConnection(connection, { code, reason });
      },
    };
    tcp.on("drain", () => {
      backlogged = false;
    });
    connections.add(connection);
    socket.on("pong", () => {
      connection.alive = true;
    });
    socket.on("ping", () => {
      withinBudget(connection);
    });
    socket.on("message", (raw, isBinary) => {
      if (!withinBudget(connection)) return;
      receive(connection, readClientMessage(isBinary ? null : raw.toString()));
    });
    socket.on("close", () => {
      connections.delete(connection);
      context.hub.leaveAll(connection);
    });
    socket.on("error", (error) => {
      context.logger.debug({ err: error }, "socket error");
      stopReading(tcp);
    });
    if (initialSessionId !== null) receive(connection, checkClientMessage({ type: "join-session", sessionId: initialSessionId }));
  }

  /**
   * Takes one message from the socket's budget. Past it nothing more is handled: the messages admitted before are
   * answered, then the socket is told why and closed.
   */
  function withinBudget(connection: Connection): boolean {
    if (!connection.admitting) return false;
    if (!connection.messageBudget || connection.messageBudget.take(performance.now())) return true;
    connection.admitting = false;
    context.metrics.counters.refuseRate("socket-messages");
    connection.queue = connection.queue.then(() => {
      connection.send(encode({ type: "feedback-error", status: 429, error: TOO_MANY_MESSAGES.reason }));
      closeConnection(connection, TOO_MANY_MESSAGES);
    });
    return false;
  }

  function closeConnection(connection: Connection, event: CloseEvent): void {
    connection.admitting = false;
    context.hub.leaveAll(connection);
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(event.code, event.reason);
  }

  /**
   * Handles a socket's messages in arrival order (join before submit, leave after join) and never lets one escape as
   * a rejection. A submission's work starts at once, so a phone's words that arrive together share a write batch;
   * its answer still goes out in arrival order.
   */
  function receive(connection: Connection, read: ReadMessage): void {
    if (connection.pending >= MAX_PENDING_MESSAGES) {
      connection.send(encode({ type: "feedback-error", status: 429, error: TOO_MANY_MESSAGES.reason }));
      return;
    }
    if ("refusal" in read) {
      enqueue(connection, async () => connection.send(read.refusal));
      return;
    }
    const message = read.message;
    if (message.type === "submit-feedback") {
      const answer = answerSubmission(connection, message);
      enqueue(connection, async () => connection.send(await answer));
      return;
    }
    enqueue(connection, () => handleMessage(connection, message));
  }

  function enqueue(connection: Connection, task: () => Promise<void>): void {
    connection.pending += 1;
    connection.queue = connection.queue
      .then(task)
      .catch((error: unknown) => context.logger.error({ err: error }, "unexpected error in realtime handler"))
      .finally(() => {
        connection.pending -= 1;
      });
  }

  /** The acknowledgement of a submission, or its refusal; never rejects. */
  async function answerSubmission(connection: Connection, message: Extract<ClientMessage, { type: "submit-feedback" }>): Promise<Buffer> {
    const { sessionId, requestId, data } = message;
    try {
      const { text, participantId, submissionId, responseId } = data;
      const signedIn = await connection.signedIn;
      const result = await submitFeedback(context, { sessionId, text, participantId, submissionId, responseId, address: connection.address, signedIn });
      // Lean: the cloud reaches this socket with the next delta, so the acknowledgement carries none.
      const answer = {
        success: true as const,
        submissionId: result.submissionId,
        ...(result.duplicate ? { duplicate: true as const } : {}),
        ...(result.answersLeft === undefined ? {} : { answersLeft: result.answersLeft }),
        ...(result.heldBack ? { heldBack: true as const } : {}),
      };
      return encode({ type: "feedback-submitted", sessionId, requestId, data: answer });
    } catch (error) {
      return encode({ type: "feedback-error", sessionId, requestId, ...describeError(error, context.logger) });
    }
  }

  /** Joins, leaves and visibility changes, one at a time per socket (a change applies to the join before it). */
  async function handleMessage(connection: Connection, message: Exclude<ClientMessage, { type: "submit-feedback" }>): Promise<void> {
    const isOpen = () => connection.socket.readyState === connection.socket.OPEN;
    try {
      switch (message.type) {
        case "join-session":
          // A client that names another version would misread what follows (absent: a client from before the
          // handshake, whose messages this version still understands).
          if (message.protocolVersion !== undefined && message.protocolVersion !== PROTOCOL_VERSION) {
            closeConnection(connection, PROTOCOL_MISMATCH);
            return;
          }
          // Read first so that unknown ids never create live state in the hub. Results the room does not see yet go
          // only to a host's screen (by the routes' one rule: its key, or its signed-in owner); any other is a public one.
          const viewer = await viewSession(context, message.sessionId, { hostKey: message.hostKey, grant: await readHostGrant(context, message.hostKey), accountId: await connection.account });
          if (!isOpen()) return;
          const role = message.role === "host" && !viewer.isHost ? "presentation" : message.role;
          await context.hub.join(connection, message.sessionId, role);
          // The socket may have closed while the cloud loaded; its close handler has already run.
          if (!isOpen()) {
            context.hub.leave(connection, message.sessionId);
            return;
          }
          connection.sessions.add(message.sessionId);
          return;
        case "leave-session":
          context.hub.leave(connection, message.sessionId);
          connection.sessions.delete(message.sessionId);
          return;
        case "set-visibility":
          context.hub.setVisible(connection, message.sessionId, message.visible);
          return;
        default: {
          const exhaustive: never = message;
          return exhaustive;
        }
      }
    } catch (error) {
      connection.send(encode({ type: "feedback-error", sessionId: message.sessionId, ...describeError(error, context.logger) }));
    }
  }

  // Sockets that stop answering pings (a phone that went to sleep mid-lecture) are dropped. Each socket is visited
  // once per interval, the visits spread over the interval.
  const pinger = new SpreadSweep(
    () => connections,
    (connection) => {
      if (!connections.has(connection)) return;
      if (!connection.alive) {
        connection.socket.terminate();
        return;
      }
      connection.alive = false;
      try {
        connection.socket.ping();
      } catch {
        connection.socket.terminate();
      }
    },
    options.pingIntervalMs ?? PING_INTERVAL_MS,
  );
  pinger.start();

  return {
    count: () => connections.size,
    stopAccepting() {
      accepting = false;
    },
    async close(deadline = performance.now() + 2 * CLOSE_HANDSHAKE_MS) {
      accepting = false;
      pinger.stop();
      const open = [...connections];
      for (const connection of open) connection.admitting = false;
      // The handshake gets its share of the time whatever the drain took.
      const drainDeadline = Math.max(performance.now(), deadline - CLOSE_HANDSHAKE_MS);
      await Promise.race([Promise.all(open.map((connection) => connection.queue)), until(drainDeadline)]);
      const closed = [...connections].map((connection) => new Promise<void>((resolve) => connection.socket.once("close", () => resolve())));
      for (const connection of open) closeConnection(connection, SERVER_SHUTTING_DOWN);
      await Promise.race([Promise.all(closed), until(deadline)]);
      for (const connection of connections) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
