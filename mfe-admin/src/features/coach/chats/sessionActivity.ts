import type { ChatSessionActivity, CoachChatSessionDto } from '@app/contracts';

const activityTime = (s: CoachChatSessionDto) => Date.parse(s.lastMessageAt ?? s.createdAt);

/** The API's order: open sessions first, then ended ones; latest activity first in each group. */
export function compareSessions(a: CoachChatSessionDto, b: CoachChatSessionDto): number {
  const ended = Number(a.status === 'ended') - Number(b.status === 'ended');
  return ended !== 0 ? ended : activityTime(b) - activityTime(a);
}

export type ActivityOutcome =
  /** Not in the list (a booking made since it loaded): the list must be fetched again. */
  | { kind: 'unknown' }
  /** Applied; `arrived` is set when it brought a new message from the customer. */
  | { kind: 'applied'; arrived: CoachChatSessionDto | null };

/**
 * Applies one `session_activity` frame to the list in place (an Immer draft of the cached list): the entry takes the
 * server's unread count and last message, and the list is re-sorted so the latest conversation comes first.
 */
export function applyActivity(sessions: CoachChatSessionDto[], activity: ChatSessionActivity): ActivityOutcome {
  const entry = sessions.find((s) => s.id === activity.sessionId);
  if (!entry) return { kind: 'unknown' };
  const last = activity.lastMessage;
  const isNew = last !== null && last.id !== entry.lastMessage?.id;
  entry.unreadCount = activity.unreadCount;
  entry.lastMessage = last;
  if (last) entry.lastMessageAt = last.timestamp;
  sessions.sort(compareSessions);
  return { kind: 'applied', arrived: isNew && last.senderType === 'client' ? { ...entry } : null };
}
