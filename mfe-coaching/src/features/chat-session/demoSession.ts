import {
  DEFAULT_CHAT_PLATFORM,
  DEMO_CHAT_SESSION_ID,
  type ChatSessionViewDto,
  type DemoChatRoomDto,
} from '@app/contracts';

/** The h1 of /chat-session without parameters (the foundation e2e checks it). */
export const DEMO_SERVICE_NAME = 'Live Chat Demo';

/**
 * §2: without parameters the page shows hard-coded demo details; the chat itself is the visitor's own private
 * demo room on the server (DESIGN §3), whose id replaces the placeholder once it is known.
 */
export function demoSessionView(coachName: string, sessionId: string = DEMO_CHAT_SESSION_ID): ChatSessionViewDto {
  return {
    sessionId,
    bookingId: null,
    brand: 'coaching',
    serviceName: DEMO_SERVICE_NAME,
    clientName: 'Guest',
    coachName,
    status: 'active',
    endedReason: null,
    scheduledTime: null,
    platform: DEFAULT_CHAT_PLATFORM,
  };
}

const GUEST_KEY = 'chat-demo-guest';
const ROOM_KEY = 'chat-demo-room';

export type StoredDemoRoom = Pick<DemoChatRoomDto, 'sessionId' | 'token'>;

/** This tab's demo room, kept so a reload returns to the same conversation (the server forgets it when it expires). */
export function storedDemoRoom(): StoredDemoRoom | null {
  try {
    const room = JSON.parse(window.sessionStorage.getItem(ROOM_KEY) ?? 'null') as StoredDemoRoom | null;
    return room && typeof room.sessionId === 'string' && typeof room.token === 'string' ? room : null;
  } catch {
    return null;
  }
}

export function storeDemoRoom(room: StoredDemoRoom | null): void {
  try {
    if (room) window.sessionStorage.setItem(ROOM_KEY, JSON.stringify({ sessionId: room.sessionId, token: room.token }));
    else window.sessionStorage.removeItem(ROOM_KEY);
  } catch {
    // Storage blocked: the room lasts for this page view only.
  }
}

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
