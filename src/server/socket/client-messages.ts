import { clientMessageSchema, type ClientMessage } from "../../shared/protocol.js";
import { describeZodError } from "../../shared/schemas/api.js";
import { encode } from "../realtime/server-messages.js";

const KNOWN_TYPES = new Set<string>(clientMessageSchema.options.map((option) => option.shape.type.value));

/** A client's message checked against the shared union, or the `feedback-error` that answers it. */
export type ReadMessage = { message: ClientMessage } | { refusal: Buffer };

const refuse = (error: string, ids: { sessionId?: string; requestId?: string } = {}): ReadMessage => ({
  refusal: encode({ type: "feedback-error", ...ids, status: 400, error }),
});

/** Parses one frame: JSON text, an object with a known type, fields as the protocol says. */
export function readClientMessage(data: string | null): ReadMessage {
  if (data === null) return refuse("Messages must be JSON text, not binary");
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return refuse("Messages must be JSON");
  }
  return checkClientMessage(parsed);
}

/** Checks an already parsed value (also the join a `?sessionId=` connection makes) against the shared union. */
export function checkClientMessage(parsed: unknown): ReadMessage {
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return refuse("Messages must be JSON objects with a type");
  const result = clientMessageSchema.safeParse(parsed);
  if (result.success) return { message: result.data };
  const type = (parsed as { type?: unknown }).type;
  const error =
    typeof type === "string" && KNOWN_TYPES.has(type) ? describeZodError(result.error) : `Unknown message type: ${JSON.stringify(type ?? null).slice(0, 40)}`;
  // Echo the ids when they look sane, so the client can tell which of its requests failed.
  const { sessionId, requestId } = parsed as { sessionId?: unknown; requestId?: unknown };
  const echo = (value: unknown) => (typeof value === "string" && value.length <= 64 ? value : undefined);
  return refuse(error, { sessionId: echo(sessionId), requestId: echo(requestId) });
}
