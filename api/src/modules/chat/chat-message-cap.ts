import { CHAT_SESSION_FULL_MESSAGE, CHAT_SESSION_MAX_MESSAGES } from '@app/contracts';
import type { ChatSessionEntity } from './chat-session.entity';

/**
 * A booking's conversation keeps at most CHAT_SESSION_MAX_MESSAGES messages (DESIGN §3): beyond that it is no longer
 * a chat but a mailbox, and the coach answers by e-mail. Checked against the session's counter read under its row
 * lock (the one-statement send checks the same counter in its WHERE), so concurrent sends cannot overshoot it.
 * Demo rooms have their own, smaller cap.
 */
export function messageCapRefusal(session: Pick<ChatSessionEntity, 'kind' | 'messageCount'>): string | null {
  return session.kind === 'booking' && session.messageCount >= CHAT_SESSION_MAX_MESSAGES
    ? CHAT_SESSION_FULL_MESSAGE
    : null;
}
