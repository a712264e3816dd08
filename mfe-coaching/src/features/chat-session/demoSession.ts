import { DEFAULT_CHAT_PLATFORM, DEMO_CHAT_SESSION_ID, type ChatSessionViewDto } from '@app/contracts';

/** The h1 of /chat-session without parameters (the foundation e2e checks it). */
export const DEMO_SERVICE_NAME = 'Live Chat Demo';

/**
 * §2: without parameters the page shows hard-coded demo details; the chat itself is the real, sandboxed demo
 * session on the server (DESIGN §3), so two visitors can try it with each other.
 */
export function demoSessionView(coachName: string): ChatSessionViewDto {
  return {
    sessionId: DEMO_CHAT_SESSION_ID,
    bookingId: null,
    brand: 'coaching',
    serviceName: DEMO_SERVICE_NAME,
    clientName: 'Guest',
    coachName,
    status: 'active',
    scheduledTime: null,
    platform: DEFAULT_CHAT_PLATFORM,
  };
}

const GUEST_KEY = 'chat-demo-guest';

export interface ChatUser {
  id: string;
  name: string;
}

/** One anonymous guest per tab, kept across reloads so own messages stay "yours" after a refresh. */
export function demoGuest(): ChatUser {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(GUEST_KEY) ?? 'null') as ChatUser | null;
    if (stored && typeof stored.id === 'string' && typeof stored.name === 'string') return stored;
  } catch {
    // Unreadable or blocked storage: a fresh guest below.
  }
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = `guest-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const guest = { id, name: `Guest ${String(((bytes[0] << 8) | bytes[1]) % 10_000).padStart(4, '0')}` };
  try {
    window.sessionStorage.setItem(GUEST_KEY, JSON.stringify(guest));
  } catch {
    // Storage blocked: the guest lasts for this page view only.
  }
  return guest;
}
