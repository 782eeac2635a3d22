/**
 * The floor for `floor-1k`: the least a server must do for the storm-1k workload on this stack, to read Ordsky's
 * figures against what the machine allows. Node's own HTTP server and ws, no framework; each answer parsed, stored
 * durably in SQLite (WAL, synchronous NORMAL, one transaction per turn of the event loop, on the event loop) and
 * counted in memory; the reply carries the top 100 after it (one snapshot and one JSON per batch); the cloud goes out
 * every tick to the host screens and to the phones at Ordsky's cadence for their number (participantCadenceMs),
 * serialised and framed once per tick and written to every socket. No validation beyond the shape, no moderation, no
 * admission rules, no participant limits, no logs: what Ordsky does beyond this is what its figures pay for.
 * Only for measuring; never part of the product.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { DatabaseSync } from "node:sqlite";
import type { Socket } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { listenUntilSignalled, parseMessage, readJson, sendJson } from "./lib/plain-http.js";
import { REALTIME_TICK_MS } from "../src/shared/limits.js";
import { isCadenceDue, participantCadenceMs } from "../src/server/realtime/cadence.js";
import { textFrame } from "../src/server/socket/text-frame.js";

type Word = { text: string; frequency: number };
type Room = { id: string; counts: Map<string, Word>; total: number; hosts: Set<WebSocket>; phones: Set<WebSocket>; json: { version: number; text: string } | null };
type Job = { room: Room; text: string; participantId: string; done: (wordData: string) => void };

const rooms = new Map<string, Room>();

// The bench gives every server a fresh SQLite file (DATABASE_URL=sqlite:PATH).
const database = new DatabaseSync((process.env.DATABASE_URL ?? "sqlite::memory:").replace(/^sqlite:/, ""));
database.exec("pragma journal_mode = WAL; pragma synchronous = NORMAL");
database.exec("create table if not exists feedback (id integer primary key, session_id text, participant_id text, content text, created_at text)");
const insert = database.prepare("insert into feedback (session_id, participant_id, content, created_at) values (?, ?, ?, ?)");

/** The room's top 100 as JSON, made once per version. */
function cloudJson(room: Room): string {
  if (room.json?.version !== room.total) {
    const words = [...room.counts.values()].sort((a, b) => b.frequency - a.frequency || (a.text < b.text ? -1 : 1)).slice(0, 100);
    const max = words[0]?.frequency ?? 1;
    const data = { words: words.map((word) => ({ text: word.text, frequency: word.frequency, weight: word.frequency / max })), totalSubmissions: room.total, version: room.total };
    room.json = { version: room.total, text: JSON.stringify(data) };
  }
  return room.json.text;
}

// Group commit: the answers of one turn of the event loop in one transaction, then counted and answered.
let queue: Job[] = [];
function write(job: Job): void {
  if (queue.push(job) === 1) setImmediate(commit);
}
function commit(): void {
  const jobs = queue;
  queue = [];
  const now = new Date().toISOString();
  database.exec("begin immediate");
  for (const job of jobs) insert.run(job.room.id, job.participantId, job.text, now);
  database.exec("commit");
  for (const job of jobs) {
    const key = job.text.toLowerCase();
    const word = job.room.counts.get(key) ?? { text: job.text, frequency: 0 };
    word.frequency += 1;
    job.room.counts.set(key, word);
    job.room.total += 1;
  }
  for (const job of jobs) job.done(cloudJson(job.room));
}

const sent = new Map<Room, { hosts: number; phones: number; phonesAt: number }>();
setInterval(() => {
  const now = Date.now();
  for (const room of rooms.values()) {
    const last = sent.get(room) ?? { hosts: 0, phones: 0, phonesAt: 0 };
    const phonesDue = last.phones !== room.total && isCadenceDue(last.phonesAt, now, participantCadenceMs(room.phones.size));
    if (last.hosts === room.total && !phonesDue) continue;
    const frame = textFrame(Buffer.from(`{"type":"word-cloud-update","sessionId":"${room.id}","data":${cloudJson(room)}}`));
    const targets = phonesDue ? [...room.hosts, ...room.phones] : last.hosts !== room.total ? [...room.hosts] : [];
    for (const socket of targets) (socket as unknown as { _socket: Socket })._socket.write(frame);
    sent.set(room, { hosts: room.total, phones: phonesDue ? room.total : last.phones, phonesAt: phonesDue ? now : last.phonesAt });
  }
}, REALTIME_TICK_MS);

const server = createServer(async (request, response) => {
  const parts = (request.url ?? "/").split("?")[0]!.split("/").filter(Boolean);
  if (request.url === "/health") return sendJson(response, 200, '{"success":true,"data":{"status":"ok"}}');
  if (request.method === "POST" && request.url === "/api/sessions") {
    await readJson(request);
    const id = randomUUID().replaceAll("-", "").slice(0, 21);
    rooms.set(id, { id, counts: new Map(), total: 0, hosts: new Set(), phones: new Set(), json: null });
    return sendJson(response, 201, JSON.stringify({ success: true, data: { sessionId: id, sessionCode: "FLOOR1", hostKey: "", session: { id } } }));
  }
  const room = parts[0] === "api" && parts[1] === "sessions" ? rooms.get(parts[2] ?? "") : undefined;
  if (!room) return sendJson(response, 404, '{"success":false,"error":"Session not found"}');
  if (request.method === "POST" && parts[3] === "feedback") {
    const body = await readJson(request);
    const text = typeof body.text === "string" ? body.text.trim() : "";
    if (!text || text.length > 25) return sendJson(response, 400, '{"success":false,"error":"Please enter at least one word"}');
    const feedback = JSON.stringify({ id: randomUUID(), content: text, createdAt: new Date().toISOString(), isModerated: false });
    return write({ room, text, participantId: String(body.participantId), done: (wordData) => sendJson(response, 201, `{"success":true,"data":{"feedback":${feedback},"wordData":${wordData}}}`) });
  }
  if (request.method === "GET" && parts[3] === "wordcloud") return sendJson(response, 200, `{"success":true,"data":${cloudJson(room)}}`);
  return sendJson(response, 404, '{"success":false,"error":"Not found"}');
});

const wss = new WebSocketServer({ server, path: "/ws", perMessageDeflate: false });
wss.on("connection", (socket) => {
  socket.on("message", (raw) => handleMessage(socket, raw));
  socket.on("close", () => {
    for (const room of rooms.values()) room.hosts.delete(socket) || room.phones.delete(socket);
  });
  socket.on("error", () => undefined);
});

function handleMessage(socket: WebSocket, raw: RawData): void {
  const message = parseMessage<{ type?: string; sessionId?: string; requestId?: string; role?: string; data?: { text?: unknown; participantId?: unknown } }>(raw);
  const room = rooms.get(message?.sessionId ?? "");
  if (!message || !room) return;
  if (message.type === "submit-feedback") {
    const text = typeof message.data?.text === "string" ? message.data.text.trim() : "";
    const answer = (reply: object) => socket.send(JSON.stringify({ sessionId: room.id, requestId: message.requestId, ...reply }));
    if (!text || text.length > 25) return answer({ type: "feedback-error", error: "Please enter at least one word" });
    return write({ room, text, participantId: String(message.data?.participantId), done: () => answer({ type: "feedback-submitted", data: { success: true } }) });
  }
  if (message.type !== "join-session") return;
  (message.role === "participant" ? room.phones : room.hosts).add(socket);
  socket.send(`{"type":"word-cloud-update","sessionId":"${room.id}","data":${cloudJson(room)}}`);
}

listenUntilSignalled(server, wss, 3452);
