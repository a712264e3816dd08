import { CHAT_ENDED_REASONS, CHAT_SENDER_TYPES, type ChatEndedReason, type ChatSenderType } from '@app/contracts';

/**
 * A stored message as it travels to the other instances: everything they need to deliver it, so they never read it
 * back (issue 20). Dates as ISO text.
 */
export interface ChatEventMessage {
  id: string;
  senderId: string;
  senderName: string;
  senderType: ChatSenderType;
  message: string;
  isRead: boolean;
  createdAt: string;
}

/**
 * What one instance tells the others through NOTIFY. A message carries itself when the payload fits PostgreSQL's
 * 8000-byte limit (always, within the chat's length caps, unless the text is mostly 4-byte characters); otherwise only
 * its id, and the receivers read it.
 */
export type ChatEvent =
  | { kind: 'message'; sessionUuid: string; messageId: string; message?: ChatEventMessage }
  | { kind: 'read'; sessionUuid: string; messageIds: string[]; readerType: ChatSenderType }
  /** The session ended (its booking was cancelled): every instance tells the sockets in it at once. */
  | { kind: 'ended'; sessionUuid: string; reason: ChatEndedReason }
  /** The coach's read mark moved (opened the conversation, or read in it): the coach's lists show it. */
  | { kind: 'seen'; sessionUuid: string };

export interface ChatEventEnvelope {
  /** The instance that stored it (and has already delivered it to its own sockets). */
  origin: string;
  event: ChatEvent;
}

/** NOTIFY refuses payloads of 8000 bytes or more; keep a margin. */
const MAX_NOTIFY_BYTES = 7900;

export function encodeChatEvent(origin: string, event: ChatEvent): string {
  const payload = JSON.stringify({ origin, ...event });
  if (event.kind !== 'message' || !event.message || Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) return payload;
  const { message: _tooLong, ...idOnly } = event;
  return JSON.stringify({ origin, ...idOnly });
}

function decodeMessage(value: unknown, messageId: string): ChatEventMessage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const m = value as Record<string, unknown>;
  const texts = [m.id, m.senderId, m.senderName, m.message, m.createdAt];
  if (m.id !== messageId || !texts.every((t) => typeof t === 'string') || typeof m.isRead !== 'boolean')
    return undefined;
  if (!CHAT_SENDER_TYPES.includes(m.senderType as ChatSenderType)) return undefined;
  return m as unknown as ChatEventMessage;
}

/** Null for anything that is not one of ours (another tool may NOTIFY on the channel too). */
export function decodeChatEvent(payload: string | undefined): ChatEventEnvelope | null {
  if (!payload) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { origin, kind, sessionUuid } = data;
  if (typeof origin !== 'string' || typeof sessionUuid !== 'string') return null;
  if (kind === 'message' && typeof data.messageId === 'string') {
    const message = decodeMessage(data.message, data.messageId);
    return { origin, event: { kind, sessionUuid, messageId: data.messageId, ...(message ? { message } : {}) } };
  }
  if (kind === 'seen') return { origin, event: { kind, sessionUuid } };
  if (kind === 'ended' && CHAT_ENDED_REASONS.includes(data.reason as ChatEndedReason)) {
    return { origin, event: { kind, sessionUuid, reason: data.reason as ChatEndedReason } };
  }
  const ids = data.messageIds;
  const readerType = data.readerType as ChatSenderType;
  if (
    kind === 'read' &&
    Array.isArray(ids) &&
    ids.every((id) => typeof id === 'string') &&
    CHAT_SENDER_TYPES.includes(readerType)
  ) {
    return { origin, event: { kind, sessionUuid, messageIds: ids, readerType } };
  }
  return null;
}
