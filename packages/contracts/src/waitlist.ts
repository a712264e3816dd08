/**
 * The waitlist (issue 33 item 3): when the day a visitor wants is full, "Tell me if a time opens" takes an e-mail for
 * that brand and day. One confirming e-mail with a way off the list; when a time on that day frees, everyone waiting
 * is e-mailed at once with a link that pre-selects it, and the first to book wins. Entries end when the day passes.
 */
import type { BrandId } from './brands';
import { slotWindowDates } from './scheduling';

/** Texts of the waitlist; the API's answers use the same words. */
export const WAITLIST_MESSAGES = {
  button: 'Tell me if a time opens',
  /** Under a later day's heading when it has no time left. */
  dayFull: 'No times left this day.',
  /** Before the list of later days with no time left (Lunar Light's day row shows only days with times). */
  fullDays: 'No times left on',
  title: 'Tell me if a time opens',
  intro: "Leave your e-mail and we'll write the moment a time on this day frees up. The first to book it gets it.",
  dayLabel: 'Day',
  emailLabel: 'E-mail',
  submit: 'Tell me',
  cancel: 'Not now',
  dayRequired: 'Please choose a day',
  dayOutsideWindow: 'Please choose a day from today through the next 6 days',
  brandUnknown: 'Unknown brand',
  /** The answer to a join, whether or not the address was already waiting (no reply reveals who is waiting). */
  joined: "You're on the list. We'll e-mail you if a time opens that day.",
  /** Shown on the booking page when the time an e-mailed link pre-selected was booked by someone else first. */
  slotTaken: 'Someone booked that time first. Here are the times still free.',
  leaveTitle: 'Stop e-mails about this day?',
  leave: 'Stop e-mails',
  left: "You're off the list. We won't e-mail you about that day again.",
  linkInvalid: 'This link is no longer valid: the day has passed or you already left the list.',
} as const;

/** Query parameters of the booking pages that the waitlist e-mails use. */
export const WAITLIST_QUERY = {
  /** The day to show: /booking?date=YYYY-MM-DD. */
  date: 'date',
  /** The freed slot to pre-select. */
  slot: 'slot',
  /** An unsubscribe token: the page offers to stop the e-mails. */
  leave: 'leave-waitlist',
} as const;

/** Whether a day is one a visitor can wait for today: today through the booking window's last day. */
export function isWaitlistDay(date: string, today: string): boolean {
  return slotWindowDates(today).includes(date);
}

/** POST /api/waitlist answers 202 with this, the same for a new and an existing entry. */
export interface WaitlistJoinedDto {
  message: string;
}

/** GET /api/waitlist/unsubscribe/:token: which list the link is for (never the address). */
export interface WaitlistEntryDto {
  brand: BrandId;
  date: string;
}

/** One address waiting, as the coach sees it. */
export interface CoachWaiterDto {
  email: string;
  /** When they asked (ISO). */
  since: string;
  /** When they were last told of a freed time (ISO), or null. */
  notifiedAt: string | null;
}

/** GET /api/coach/waitlist: who waits for which day of which brand, today onward, soonest day first. */
export interface CoachWaitlistDayDto {
  brand: BrandId;
  date: string;
  people: CoachWaiterDto[];
}
