/**
 * Every WebSocket close code the server sends, with the reason that goes with it, in one catalogue so client and
 * server agree. 4000-4999 are for applications (RFC 6455 §7.4.2); the 4xxx codes echo the HTTP status they resemble.
 */
export type CloseEvent = { readonly code: number; readonly reason: string };

/** A message larger than the server accepts (sent by the ws library itself, listed here so the client can name it). */
export const MESSAGE_TOO_BIG: CloseEvent = { code: 1009, reason: "Message too big" };

/**
 * The socket did not read what the server sent: its send queue passed the limit, or it stayed behind the live
 * cloud for too long. Reconnecting (which reads a fresh snapshot) is the cure.
 */
export const SLOW_CONSUMER: CloseEvent = { code: 4008, reason: "Too slow to keep up" };

/** The socket sent more messages than its rate limit allows (after a feedback-error saying so). */
export const TOO_MANY_MESSAGES: CloseEvent = { code: 4029, reason: "Too many messages, please slow down" };

/**
 * The client speaks another protocol version than the server (a tab left open across an update). Reconnecting
 * cannot help: the client tells the person to reload the page.
 */
export const PROTOCOL_MISMATCH: CloseEvent = { code: 4426, reason: "Protocol version mismatch, reload the page" };

/** The server is stopping (a restart or an update); the client reconnects after a short, spread-out pause. */
export const SERVER_SHUTTING_DOWN: CloseEvent = { code: 1001, reason: "Server shutting down" };
