/**
 * Live chat over the WebSocket at /ws (§7 "Live chat socket", DESIGN §3). Frames are JSON objects with a
 * `type`; the maps below are the single definition both the Nest gateway and the React ChatPanel compile
 * against, and the schemas are what the gateway runs on every client frame before acting on it.
 */
import { array, object, string } from 'yup';
import { CHAT_MESSAGES, VALIDATION_MESSAGES as M } from './messages';
import { validateWith, type ValidationResult } from './validation';

export const CHAT_SENDER_TYPES = ['client', 'coach'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export const CHAT_WS_PATH = '/ws';
/** §9: reconnect 3000 ms after a drop. */
export const CHAT_RECONNECT_MS = 3000;
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Raw frame cap, checked before JSON.parse: a 2000-character message plus envelope fits with room to spare. */
export const MAX_CHAT_FRAME_BYTES = 16 * 1024;
/** A booking's conversation stores at most this many messages (DESIGN §3); the next send is refused with the text below. */
export const CHAT_SESSION_MAX_MESSAGES = 500;
export const CHAT_SESSION_FULL_MESSAGE = `This conversation has reached its ${CHAT_SESSION_MAX_MESSAGES}-message limit. Please contact us by e-mail.`;
/**
 * `/chat-session?session=demo` means the same as no parameters: the visitor's own private demo room (DESIGN §3),
 * made by POST /api/chat-sessions/demo. The socket never takes it as a session id: rooms are joined by id + token.
 */
export const DEMO_CHAT_SESSION_ID = 'demo';
/**
 * Close code the gateway uses after refusing a join (unknown session, wrong token, coach without a sign-in):
 * retrying would be refused again, so the client shows the error instead of reconnecting every 3 s.
 */
export const CHAT_REFUSED_CLOSE_CODE = 4403;
/**
 * Close code of a replica that is stopping (1012 "Service Restart", RFC 6455 registry): nothing is wrong with the
 * session, so the client reconnects at once (the proxy sends it to another replica) and gets the history again.
 */
export const CHAT_RESTART_CLOSE_CODE = 1012;

/** Stored/broadcast message (§3 "Session variant" / "Live view"). */
export interface ChatMessageDto {
  id: string;
  sessionId: string;
  senderId: string;
  senderName: string;
  senderType: ChatSenderType;
  message: string;
  /** ISO instant the server persisted it. */
  timestamp: string;
  isRead: boolean;
}

// ---- Client → server ------------------------------------------------------------------------------------

export interface JoinSessionPayload {
  sessionId: string;
  userId: string;
  userName: string;
  userType: ChatSenderType;
  /** The chat token issued with the booking; admin (coach) sockets are authorised by their session instead. */
  token?: string;
}

/**
 * The server must not trust senderId/senderName/senderType: it stamps them from the joined identity, so a
 * client cannot post as the coach. They stay in the frame because §7 sends them.
 */
export interface SendMessagePayload {
  sessionId: string;
  senderId: string;
  senderName: string;
  senderType: ChatSenderType;
  message: string;
}

export interface MarkReadPayload {
  sessionId: string;
  /** Omitted = everything in the session sent by the other side. */
  messageIds?: string[];
}

/**
 * The coach console's session list subscribes to every booking session's activity (admin cookie, or an admin token
 * for clients without cookies). Answered with `sessions_watched`, then a `session_activity` per change.
 */
export interface WatchSessionsPayload {
  token?: string;
}

export interface ClientEventMap {
  join_session: JoinSessionPayload;
  send_message: SendMessagePayload;
  mark_read: MarkReadPayload;
  watch_sessions: WatchSessionsPayload;
}

// ---- Server → client ------------------------------------------------------------------------------------

export interface ServerEventMap {
  /** Replaces the client's list (sent after join). */
  message_history: { messages: ChatMessageDto[] };
  /** Appended to the client's list. */
  new_message: { message: ChatMessageDto };
  messages_read: { sessionId: string; messageIds: string[]; readerType: ChatSenderType };
  error: { message: string };
  /** The watch_sessions subscription is in place: activity from now on arrives as session_activity. */
  sessions_watched: Record<string, never>;
  /** A booking session got a message, or the coach read it: its list entry as it is now. */
  session_activity: ChatSessionActivity;
}

/** The latest message of a conversation as the coach's list shows it: who, when, and the start of the text. */
export interface ChatLastMessage {
  id: string;
  /** The text, cut at CHAT_PREVIEW_LENGTH characters (with an ellipsis when cut). */
  preview: string;
  senderType: ChatSenderType;
  senderName: string;
  /** ISO instant the server stored it. */
  timestamp: string;
}

export const CHAT_PREVIEW_LENGTH = 140;

export interface ChatSessionActivity {
  sessionId: string;
  /** The customer's messages the coach has neither seen (opened the conversation) nor answered. */
  unreadCount: number;
  lastMessage: ChatLastMessage | null;
}

/** `{type, ...payload}` as on the wire. */
export type Frame<M, K extends keyof M> = { type: K } & M[K];
export type ClientFrame = { [K in keyof ClientEventMap]: Frame<ClientEventMap, K> }[keyof ClientEventMap];
export type ServerFrame = { [K in keyof ServerEventMap]: Frame<ServerEventMap, K> }[keyof ServerEventMap];
export type ClientEventType = keyof ClientEventMap;
export type ServerEventType = keyof ServerEventMap;

export function clientFrame<K extends ClientEventType>(type: K, payload: ClientEventMap[K]): string {
  return JSON.stringify({ type, ...payload });
}

export function serverFrame<K extends ServerEventType>(type: K, payload: ServerEventMap[K]): string {
  return JSON.stringify({ type, ...payload });
}

/** ws: or wss: to the same host (§7), from a Location-like object so it runs outside the browser too. */
export function chatSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CHAT_WS_PATH}`;
}

// ---- Schemas --------------------------------------------------------------------------------------------

const id = (label: string) => string().trim().required(`${label} is required`).max(100, `${label} is too long`);
const senderType = () => string().oneOf(CHAT_SENDER_TYPES, M.senderInvalid).required(M.senderInvalid);
/** A message that arrived as something other than text (a number, a boolean): refused, never stored as its text. */
export const CHAT_MESSAGE_NOT_TEXT = 'Message must be text';
/**
 * Trimmed text, as §5 "Live chat" sends; whitespace-only is empty. yup would cast `"message": 42` to "42" and store
 * it (issue 28): the value as sent must already be a string.
 */
const messageText = () =>
  string()
    .test('text', CHAT_MESSAGE_NOT_TEXT, (_value, context) => {
      const sent: unknown = context.originalValue;
      return sent === undefined || sent === null || typeof sent === 'string';
    })
    .trim()
    .required(M.messageEmpty)
    .max(MAX_CHAT_MESSAGE_LENGTH, `Message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`);

export const joinSessionSchema = object({
  sessionId: id('Session ID'),
  userId: id('User ID'),
  userName: string().trim().required('Name is required').max(100, 'Name is too long'),
  userType: senderType(),
  token: string().trim().max(200).optional(),
});

export const sendMessageSchema = object({
  sessionId: id('Session ID'),
  senderId: id('Sender ID'),
  senderName: string().trim().required('Name is required').max(100, 'Name is too long'),
  senderType: senderType(),
  message: messageText(),
});

export const markReadSchema = object({
  sessionId: id('Session ID'),
  messageIds: array(string().required().max(100)).max(500).optional(),
});

/** §3 booking variant (id, bookingId, sender, message, …) as stored via the REST side. */
export const chatMessageSchema = object({
  bookingId: string().trim().required(M.bookingIdRequired).max(100, M.bookingIdRequired),
  sender: senderType(),
  message: messageText(),
});

const watchSessionsSchema = object({
  token: string().trim().max(200).optional(),
});

export const CLIENT_FRAME_SCHEMAS = {
  join_session: joinSessionSchema,
  send_message: sendMessageSchema,
  mark_read: markReadSchema,
  watch_sessions: watchSessionsSchema,
} as const;

/**
 * Parse one raw client frame: size cap, JSON, known `type`, then that type's schema. The gateway answers an
 * `error` frame with `message` when `ok` is false instead of dropping the socket.
 */
export function parseClientFrame(raw: string): ValidationResult<ClientFrame> {
  const bad = (message: string) => ({ ok: false as const, message, errors: { type: message } });
  if (raw.length > MAX_CHAT_FRAME_BYTES) return bad(CHAT_MESSAGES.badFrame);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad(CHAT_MESSAGES.badFrame);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return bad(CHAT_MESSAGES.badFrame);
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(CLIENT_FRAME_SCHEMAS, type)) return bad(CHAT_MESSAGES.badFrame);
  const t = type as ClientEventType;
  const result = validateWith(CLIENT_FRAME_SCHEMAS[t], data);
  return result.ok ? { ok: true, value: { type: t, ...result.value } as ClientFrame } : result;
}
