/**
 * The reference server for `baseline-1k`: the same HTTP + /ws protocol done the way typical peers do it — counts in
 * memory, and on every submission (over HTTP or over the socket) the full cloud is stringified for every watching
 * socket and sent at once, with no coalescing. Only for measuring Ordsky against; never part of the product.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { listenUntilSignalled, parseMessage, readJson, sendJson } from "./lib/plain-http.js";

type Room = { counts: Map<string, { text: string; frequency: number }>; total: number; sockets: Set<WebSocket> };

const rooms = new Map<string, Room>();

function cloud(room: Room) {
  const words = [...room.counts.values()]
    .sort((a, b) => b.frequency - a.frequency || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .slice(0, 100);
  const max = words[0]?.frequency ?? 1;
  return { words: words.map((word) => ({ ...word, weight: word.frequency / max })), totalSubmissions: room.total, version: room.total };
}

/** Counts a word and, at once, sends the whole cloud to every socket of the room (one stringify per socket). */
function submit(room: Room, sessionId: string, raw: unknown): ReturnType<typeof cloud> | null {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text || text.length > 25) return null;
  const key = text.toLowerCase();
  const entry = room.counts.get(key) ?? { text, frequency: 0 };
  entry.frequency += 1;
  room.counts.set(key, entry);
  room.total += 1;
  const data = cloud(room);
  for (const socket of room.sockets) socket.send(JSON.stringify({ type: "word-cloud-update", sessionId, data }));
  return data;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const parts = url.pathname.split("/").filter(Boolean);
  if (url.pathname === "/health") return sendJson(response, 200, JSON.stringify({ success: true, data: { status: "ok" } }));
  if (request.method === "POST" && url.pathname === "/api/sessions") {
    await readJson(request);
    const id = randomUUID().replaceAll("-", "").slice(0, 21);
    rooms.set(id, { counts: new Map(), total: 0, sockets: new Set() });
    return sendJson(response, 201, JSON.stringify({ success: true, data: { sessionId: id, sessionCode: "BASE01", hostKey: "", session: { id } } }));
  }
  const room = parts[0] === "api" && parts[1] === "sessions" ? rooms.get(parts[2] ?? "") : undefined;
  if (!room) return sendJson(response, 404, JSON.stringify({ success: false, error: "Session not found" }));
  if (request.method === "POST" && parts[3] === "feedback") {
    const body = await readJson(request);
    const data = submit(room, parts[2] ?? "", body.text);
    if (!data) return sendJson(response, 400, JSON.stringify({ success: false, error: "Please enter at least one word" }));
    return sendJson(response, 201, JSON.stringify({ success: true, data: { feedback: { id: randomUUID(), content: String(body.text).trim() }, wordData: data } }));
  }
  if (request.method === "GET" && parts[3] === "wordcloud") return sendJson(response, 200, JSON.stringify({ success: true, data: cloud(room) }));
  return sendJson(response, 404, JSON.stringify({ success: false, error: "Not found" }));
});

const wss = new WebSocketServer({ server, path: "/ws", perMessageDeflate: false });
// One socket message per turn of the event loop: a single read can hold hundreds of submissions, and the bench's
// probe (and the end of the run) must still get a turn while the backlog is worked through. The cost per message is
// unchanged.
const inbox: [WebSocket, RawData][] = [];
let draining = false;
function drainInbox(): void {
  const next = inbox.shift();
  if (!next) {
    draining = false;
    return;
  }
  handleMessage(...next);
  setImmediate(drainInbox);
}

wss.on("connection", (socket) => {
  socket.on("message", (raw) => {
    inbox.push([socket, raw]);
    if (!draining) {
      draining = true;
      setImmediate(drainInbox);
    }
  });
  socket.on("close", () => {
    for (const room of rooms.values()) room.sockets.delete(socket);
  });
  socket.on("error", () => undefined);
});

function handleMessage(socket: WebSocket, raw: RawData): void {
  const message = parseMessage<{ type?: string; sessionId?: string; requestId?: string; data?: { text?: unknown } }>(raw);
  const room = rooms.get(message?.sessionId ?? "");
  if (!message || !room) return;
  if (message.type === "submit-feedback") {
    // What typical peers do over the socket: count, broadcast the whole cloud, acknowledge with it.
    const data = submit(room, message.sessionId ?? "", message.data?.text);
    const reply = data
      ? { type: "feedback-submitted", sessionId: message.sessionId, requestId: message.requestId, data: { success: true, wordData: data } }
      : { type: "feedback-error", sessionId: message.sessionId, requestId: message.requestId, error: "Please enter at least one word" };
    socket.send(JSON.stringify(reply));
    return;
  }
  if (message.type !== "join-session") return;
  room.sockets.add(socket);
  socket.send(JSON.stringify({ type: "word-cloud-update", sessionId: message.sessionId, data: cloud(room) }));
}

listenUntilSignalled(server, wss, 3451);
