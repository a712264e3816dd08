/**
 * Coach console shapes that several apps share: blackout dates (DESIGN §3 "a blackout-dates setting replaces
 * the spec's hard-blocked date"), the coach's chat-session list and the customer's chat-session view.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import type { BrandId } from './brands';
import type { ChatLastMessage } from './chat';
import type { ChatEndedReason } from './chat-lifetime';
import type { CoachBookingDto } from './coach-bookings';
import type { ChatPlatform } from './payment-methods';
import { isDateKey } from './scheduling';
import { blankToUndefined, optionalText } from './validation';

export const BLACKOUT_MESSAGES = {
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please choose a valid date',
  datePast: 'Please choose today or a later date',
  brandInvalid: 'Please choose a brand',
} as const;

/** POST /api/coach/blackout-dates. "Not in the past" needs the server's clock, so the API checks it itself. */
export const blackoutDateSchema = object({
  date: string()
    .trim()
    .required(BLACKOUT_MESSAGES.dateRequired)
    .test('date-key', BLACKOUT_MESSAGES.dateInvalid, (v) => !v || isDateKey(v)),
  brand: string()
    .transform(blankToUndefined)
    .oneOf(['coaching', 'lunar'] as const, BLACKOUT_MESSAGES.brandInvalid)
    .optional(),
  reason: optionalText(200, 'Reason'),
});
export type BlackoutDateRequest = InferType<typeof blackoutDateSchema>;

/** A day without slots; no brand means both brands. */
export interface BlackoutDateDto {
  date: string;
  brand: BrandId | null;
  reason: string | null;
  /**
   * Live bookings (confirmed or held, not yet begun) still on this day for its brand(s): ones the coach kept, or has
   * not yet cancelled or moved. The console warns while this is above 0.
   */
  liveBookings: number;
}

/**
 * POST /api/coach/blackout-dates: the day as saved and the live bookings it leaves standing, for the coach to
 * cancel, move or keep (GET /api/coach/blackout-dates/:date/bookings lists them again later).
 */
export interface BlackoutAddedDto {
  blackout: BlackoutDateDto;
  affectedBookings: CoachBookingDto[];
}

export const CHAT_SESSION_STATUSES = ['active', 'ended'] as const;
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];

/** GET /api/coach/chat-sessions: live chats and recently ended ones, with their last message time. */
export interface CoachChatSessionDto {
  id: string;
  bookingId: string | null;
  brand: BrandId;
  clientName: string;
  serviceName: string;
  /** `ended` once the booking was cancelled or its time is long past (CHAT_OPEN_AFTER_START_MS). */
  status: ChatSessionStatus;
  endedReason: ChatEndedReason | null;
  /** The booked slot's start (ISO), when the session belongs to a booking. */
  scheduledTime: string | null;
  startedAt: string | null;
  lastMessageAt: string | null;
  createdAt: string;
  /** The customer's messages the coach has neither seen nor answered. */
  unreadCount: number;
  lastMessage: ChatLastMessage | null;
}

/** GET /api/chat-sessions/:id (SPEC §3 "Chat session view" without the current-user fields the page fills in). */
export interface ChatSessionViewDto {
  sessionId: string;
  bookingId: string | null;
  brand: BrandId;
  serviceName: string;
  clientName: string;
  coachName: string;
  status: ChatSessionStatus;
  endedReason: ChatEndedReason | null;
  /** ISO instant of the booked slot. */
  scheduledTime: string | null;
  platform: ChatPlatform;
}
