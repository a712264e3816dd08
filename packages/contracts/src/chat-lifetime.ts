/**
 * How long chat rooms live (issue 15, DESIGN §3 "Demo chat"): each /chat-session visitor gets a private demo room
 * that expires, and a booking's chat ends with its booking (cancelled, or well past its time).
 */
import { SLOT_MINUTES } from './scheduling';

/** POST /api/chat-sessions/demo: a fresh private demo room, joined like a booking's session (id + token). */
export interface DemoChatRoomDto {
  sessionId: string;
  token: string;
  /** ISO instant after which the room is gone at the latest (idle rooms go sooner). */
  expiresAt: string;
}

/** A demo room lives at most this long after it was made… */
export const DEMO_ROOM_TTL_HOURS = 24;
/** …and goes sooner when nobody wrote in it for this long. */
export const DEMO_ROOM_IDLE_HOURS = 2;
/** A demo room takes this many messages (the greeting included), then refuses more: it is a demo, not a pastebin. */
export const DEMO_ROOM_MAX_MESSAGES = 50;
/** Demo messages are shorter than booked-session ones (MAX_CHAT_MESSAGE_LENGTH). */
export const DEMO_MAX_MESSAGE_LENGTH = 500;

/** A booking's chat stays open this long after its slot ends (SLOT_MINUTES after the start), then it has ended. */
export const CHAT_OPEN_AFTER_SLOT_MINUTES = 120;
export const CHAT_OPEN_AFTER_START_MS = (SLOT_MINUTES + CHAT_OPEN_AFTER_SLOT_MINUTES) * 60_000;

/** Why a session takes no more messages: its booking was cancelled, or its time is long past. */
export const CHAT_ENDED_REASONS = ['cancelled', 'time'] as const;
export type ChatEndedReason = (typeof CHAT_ENDED_REASONS)[number];

/**
 * Close code after telling a client the session has ended (or the demo room expired): like
 * CHAT_REFUSED_CLOSE_CODE, final (no reconnect), but the history it was sent stays readable.
 */
export const CHAT_ENDED_CLOSE_CODE = 4410;

export const CHAT_LIFETIME_MESSAGES = {
  /** The error frame for a join or send in a cancelled booking's session. */
  endedCancelled: 'This chat session has ended because the booking was cancelled. New messages cannot be sent.',
  /** The error frame for a join or send well after the session's time. */
  endedTime: 'This chat session has ended. New messages cannot be sent.',
  demoExpired: 'This demo room has expired. Reload the page to start a new one.',
  demoFull: `This demo room is full (${DEMO_ROOM_MAX_MESSAGES} messages). Reload the page to start a new one.`,
  demoTooLong: `Demo messages must be at most ${DEMO_MAX_MESSAGE_LENGTH} characters`,
  /** The note above the demo chat. */
  demoNote:
    "This is a demo room, private to you: nobody else can read it, the coach's greeting is automated, and the room is deleted within a day.",
  /** The coach's automated first message in every demo room. */
  demoGreeting:
    "Hi, and welcome! I'm an automated greeting: this is your private demo room. Type a message to see how the live chat works.",
  endedBadge: 'Session Ended',
} as const;

export function chatEndedMessage(reason: ChatEndedReason): string {
  return reason === 'cancelled' ? CHAT_LIFETIME_MESSAGES.endedCancelled : CHAT_LIFETIME_MESSAGES.endedTime;
}
