import { DEMO_CHAT_SESSION_ID } from '@app/contracts';

export type ChatSessionTarget =
  | { kind: 'demo'; sessionId: typeof DEMO_CHAT_SESSION_ID }
  | { kind: 'booking'; sessionId: string; bookingId: string | null; token: string }
  | { kind: 'invalid' };

/**
 * §2: ?session=&booking=&token= from the booking's chat link; no parameters at all means the visitor's own private
 * demo room (DESIGN §3). A link with a booking but no session cannot be joined, so it is treated as unknown.
 */
export function chatSessionTarget(search: URLSearchParams): ChatSessionTarget {
  const sessionId = search.get('session')?.trim() ?? '';
  const bookingId = search.get('booking')?.trim() || null;
  const token = search.get('token')?.trim() ?? '';
  if (!sessionId && !bookingId) return { kind: 'demo', sessionId: DEMO_CHAT_SESSION_ID };
  if (sessionId === DEMO_CHAT_SESSION_ID) return { kind: 'demo', sessionId: DEMO_CHAT_SESSION_ID };
  if (!sessionId) return { kind: 'invalid' };
  return { kind: 'booking', sessionId, bookingId, token };
}
