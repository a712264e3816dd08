import {
  CHAT_LIFETIME_MESSAGES,
  CHAT_OPEN_AFTER_START_MS,
  DEMO_ROOM_IDLE_HOURS,
  DEMO_ROOM_TTL_HOURS,
  chatEndedMessage,
  type ChatEndedReason,
} from '@app/contracts';
import type { ChatSessionEntity } from './chat-session.entity';

const HOUR_MS = 3_600_000;

/** Ended sessions stay in the coach's chat list this long after their time, then drop out of it. */
export const ENDED_LISTED_DAYS = 7;
/** Expired demo rooms are deleted this often (and whenever a new room is made). */
export const DEMO_PRUNE_INTERVAL_MS = 10 * 60_000;

export type ChatClosure =
  { kind: 'ended'; reason: ChatEndedReason; message: string } | { kind: 'expired'; message: string };

/** When a demo room expires: DEMO_ROOM_TTL_HOURS after it was made, or DEMO_ROOM_IDLE_HOURS after its last message. */
export function demoExpiresAt(session: Pick<ChatSessionEntity, 'createdAt' | 'lastMessageAt'>): Date {
  const hard = session.createdAt.getTime() + DEMO_ROOM_TTL_HOURS * HOUR_MS;
  const idle = (session.lastMessageAt ?? session.createdAt).getTime() + DEMO_ROOM_IDLE_HOURS * HOUR_MS;
  return new Date(Math.min(hard, idle));
}

/**
 * Why a session takes no more messages at `now`, or null while it is open. A booking's session ends when the
 * booking is cancelled (status `ended`, set in the cancellation's transaction) or CHAT_OPEN_AFTER_START_MS after its
 * slot's start; nothing runs to flip the status at that moment, the time is checked on every join and send instead.
 */
export function chatClosure(session: ChatSessionEntity, now: Date): ChatClosure | null {
  if (session.kind === 'demo') {
    return now.getTime() >= demoExpiresAt(session).getTime()
      ? { kind: 'expired', message: CHAT_LIFETIME_MESSAGES.demoExpired }
      : null;
  }
  if (session.status === 'ended') return { kind: 'ended', reason: 'cancelled', message: chatEndedMessage('cancelled') };
  if (session.scheduledAt && now.getTime() >= session.scheduledAt.getTime() + CHAT_OPEN_AFTER_START_MS) {
    return { kind: 'ended', reason: 'time', message: chatEndedMessage('time') };
  }
  return null;
}

/** The reason a booking's session shows as ended (demo rooms never show as ended: expired ones are gone). */
export function endedReason(session: ChatSessionEntity, now: Date): ChatEndedReason | null {
  const closure = chatClosure(session, now);
  return closure?.kind === 'ended' ? closure.reason : null;
}
