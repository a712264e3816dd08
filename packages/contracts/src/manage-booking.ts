/**
 * Managing a booking without an account (issue 10): the manage link `/manage/<token>` from the confirmation
 * e-mail shows the booking and lets the customer cancel or move it. SPEC §9: "Reschedule or cancel at least
 * 24 hours ahead"; the legal pages give a full refund for such a cancellation.
 */
import type { BookingStatus, PaymentStatus } from './booking-dto';
import type { BrandId } from './brands';
import type { CanonicalPaymentMethod, DeliveryPreference, VideoPlatform } from './payment-methods';
import { BUSINESS_TIME_ZONE } from './scheduling';
import { dateTimeFormat } from './date-time-format';

/** §9: changes are possible until this many hours before the session starts. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;
const CUTOFF_MS = BOOKING_CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;

export const MANAGE_BOOKING_MESSAGES = {
  /** Shown instead of the buttons inside 24 hours, and the 403 of a cancel or reschedule attempted then. */
  policy:
    'Bookings can be cancelled or rescheduled up to 24 hours before the session starts. ' +
    'Inside 24 hours the booking can no longer be changed online; please contact us.',
  /** 404 for any token that matches no booking, malformed or not. */
  notFound: 'Booking not found',
  cancelledAlready: 'This booking has already been cancelled',
  expired: 'This booking expired because its card payment was not completed',
  sessionPassed: 'This session has already taken place',
  sameSlot: 'Your booking is already at this time',
  /** 409 of a move whose `fromTimeSlotId` is no longer the booking's slot: another tab or the coach moved it first. */
  changedSince: 'This booking was changed since you opened it. Please reload to see its current time.',
  wrongBrand: 'This time slot is not offered for your booking',
  refundFailed:
    'We could not refund your card payment right now, so nothing was changed. Please try again in a few minutes.',
  cancelledTitle: 'Booking Cancelled',
  cancelled: 'Your booking has been cancelled and the time is free for others.',
  refunded: 'Your card payment has been refunded.',
  rescheduledTitle: 'Booking Rescheduled',
  rescheduled: (when: string) => `Your session is now on ${when}. A new confirmation e-mail is on its way.`,
  confirmCancel: 'Cancel this booking?',
} as const;

/** GET /api/manage/:token and the answer of cancel and reschedule. */
export interface ManageBookingDto {
  id: string;
  brand: BrandId;
  serviceId: string;
  serviceName: string;
  fullName: string;
  email: string;
  /** The slot the booking holds now: a move sends it back as `fromTimeSlotId`. */
  timeSlotId: string;
  /** UTC ISO instants of the slot. */
  startTime: string;
  endTime: string;
  /** "Saturday, November 21, 2026 at 9:00 AM EST". */
  whenEastern: string;
  /** The same instant in the zone the customer's browser reported when booking; null when unknown or Eastern. */
  whenLocal: string | null;
  timeZone: string | null;
  deliveryPreference: DeliveryPreference;
  videoPlatform: VideoPlatform | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: CanonicalPaymentMethod | null;
  /**
   * When an unpaid booking's hold on its slot runs out (ISO); null once paid, when it has no hold, and for released
   * bookings. With `status` it is all a page needs to show the hold clock and to know the booking is live.
   */
  holdExpiresAt: string | null;
  /** Integer cents. */
  amount: number;
  canCancel: boolean;
  canReschedule: boolean;
  /** The last instant a change is accepted (start − 24 h), ISO. */
  changeDeadline: string;
  policy: string;
}

/** The instant after which a booking starting at `startsAt` can no longer be changed. */
export function changeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CUTOFF_MS);
}

/** Live (slot-holding) bookings can be changed until 24 hours before they start; nothing else can. */
export function canChangeBooking(booking: { status: BookingStatus; startsAt: Date }, now: Date): boolean {
  const live = booking.status === 'confirmed' || booking.status === 'pending_payment';
  return live && now.getTime() <= changeDeadline(booking.startsAt).getTime();
}

/** True for a zone name Intl knows; a stored zone is checked before use, as bad input must not break a page or mail. */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    dateTimeFormat({ timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * "Saturday, November 21, 2026 at 9:00 AM EST" in `timeZone` (Eastern by default). The abbreviation comes
 * from Intl, so DST is right; zones without a common abbreviation read "GMT+1".
 */
export function formatSessionWhen(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : BUSINESS_TIME_ZONE;
  const parts: Record<string, string> = {};
  const format = dateTimeFormat({
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  const { weekday, month, day, year, hour, minute, dayPeriod, timeZoneName } = parts;
  return `${weekday}, ${month} ${day}, ${year} at ${hour}:${minute} ${dayPeriod} ${timeZoneName}`;
}

/**
 * The visitor's own rendering of the instant, with the zone name so "GMT+1" is unambiguous; null when no usable
 * zone is known or it is Eastern anyway (the Eastern text already says it).
 */
export function formatSessionWhenLocal(instant: Date, timeZone: string | null | undefined): string | null {
  if (!isKnownTimeZone(timeZone) || timeZone === BUSINESS_TIME_ZONE) return null;
  if (sameWallClock(instant, timeZone)) return null;
  return `${formatSessionWhen(instant, timeZone)} (${timeZone.replace(/_/g, ' ')})`;
}

/**
 * A slot's start where the visitor is (issue 16): "6:00 AM", or "10:00 PM Mon" when that falls on another calendar
 * day than in Eastern Time. Null when the zone is unknown or reads like Eastern at that instant (nothing to add).
 */
export function visitorSlotTime(startTime: string | Date, timeZone: string | null | undefined): string | null {
  const instant = typeof startTime === 'string' ? new Date(startTime) : startTime;
  if (Number.isNaN(instant.getTime())) return null;
  if (!isKnownTimeZone(timeZone) || timeZone === BUSINESS_TIME_ZONE || sameWallClock(instant, timeZone)) return null;
  const time = dateTimeFormat({ timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
  const day = (zone: string) => dateTimeFormat({ timeZone: zone, dateStyle: 'short' }).format(instant);
  if (day(timeZone) === day(BUSINESS_TIME_ZONE)) return time;
  const weekday = dateTimeFormat({ timeZone, weekday: 'short' }).format(instant);
  return `${time} ${weekday}`;
}

/** Zones that read like Eastern at this instant (America/Detroit, America/Toronto…) add nothing. */
function sameWallClock(instant: Date, timeZone: string): boolean {
  const at = (zone: string) =>
    dateTimeFormat({ timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(instant);
  return at(timeZone) === at(BUSINESS_TIME_ZONE);
}
