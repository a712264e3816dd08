import { CHAT_ENDED_REASONS, CHAT_SENDER_TYPES, type ChatEndedReason, type ChatSenderType } from '@app/contracts';

/** What one instance tells the others through NOTIFY: ids only, so a payload stays far below 8000 bytes. */
export type ChatEvent =
  | { kind: 'message'; sessionUuid: string; messageId: string }
  | { kind: 'read'; sessionUuid: string; messageIds: string[]; readerType: ChatSenderType }
  /** The session ended (its booking was cancelled): every instance tells the sockets in it at once. */
  | { kind: 'ended'; sessionUuid: string; reason: ChatEndedReason };

export interface ChatEventEnvelope {
  /** The instance that stored it (and has already delivered it to its own sockets). */
  origin: string;
  event: ChatEvent;
}

export function encodeChatEvent(origin: string, event: ChatEvent): string {
  return JSON.stringify({ origin, ...event });
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
    return { origin, event: { kind, sessionUuid, messageId: data.messageId } };
  }
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
    return { origin, event: { kind, sessionUuid, messageIds: ids as string[], readerType } };
  }
  return null;
}
