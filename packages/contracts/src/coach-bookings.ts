/**
 * The coach's back office for bookings (issue 27, DESIGN §3 "The coach runs the business"): the agenda with its
 * filters, one booking's detail with its history, and what the coach can do to a booking — cancel (with a reason
 * the customer reads), move to any free slot of its brand, mark no-show, mark paid, refund, release unpaid ones.
 */
import { array, boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import type { BookingDto, BookingStatus, PaymentStatus } from './booking-dto';
import { BRAND_IDS } from './brands';
import { fromTimeSlotIdSchema } from './manage-booking-schemas';
import { isDateKey } from './scheduling';
import { blankToUndefined } from './validation';

export const COACH_BOOKING_MESSAGES = {
  reasonTooLong: 'Reason must be 500 characters or fewer',
  timeSlotRequired: 'Please choose a new time',
  releaseNone: 'Please select at least one unpaid booking',
  releaseTooMany: 'Please release at most 100 bookings at once',
  notPaid: 'This booking has no payment to refund',
  alreadyRefunded: 'This booking has already been refunded',
  noRefundOwed: 'No refund is owed on this booking',
  noShowFuture: 'A booking can be marked no-show only once its session has started',
  noShowNotLive: 'Only a confirmed booking can be marked no-show',
  noShowAlready: 'This booking is already marked no-show',
  notUnpaid: 'Only unpaid bookings can be released',
  unknownBooking: 'Please select bookings from the agenda',
  /** 409 of a fourth, or third, unpaid booking: says what to do. */
  unpaidLimitEmail:
    'You already have 2 bookings awaiting payment. Please pay for one (or cancel it from its confirmation e-mail) ' +
    'before booking another.',
  unpaidLimitClient:
    'Too many bookings from this connection are awaiting payment. Please pay for one of them before booking another.',
} as const;

/** DESIGN §3 "Unpaid bookings": live unpaid bookings allowed per e-mail address and per client address. */
export const UNPAID_BOOKINGS_PER_EMAIL = 2;
export const UNPAID_BOOKINGS_PER_CLIENT = 3;
/** The bulk release's size cap (a week of both brands is under 400 slots). */
export const RELEASE_BATCH_MAX = 100;

/** Who did something to a booking. */
export const BOOKING_ACTORS = ['customer', 'coach', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** What can happen to a booking, as its history lists it. */
export const BOOKING_ACTIONS = [
  'created',
  'paid',
  'payment_reported',
  'cancelled',
  'rescheduled',
  'no_show',
  'refunded',
  'refund_owed',
  'refund_sent',
  'released',
  'expired',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export interface BookingHistoryEntryDto {
  action: BookingAction;
  actor: BookingActor;
  /** ISO instant. */
  at: string;
  /** A short human line: "Moved from Tue, Dec 1, 9:00 AM ET", "Reason: coach is ill", "$25.00 to the card". */
  detail: string | null;
}

/** One booking as the coach's agenda lists it: the booking plus what the back office needs. */
export interface CoachBookingDto extends BookingDto {
  /** The customer's IANA zone as their browser reported it (null when unknown). */
  timeZone: string | null;
  /** ISO end of the slot. */
  endTime: string;
  /** ISO instant the coach marked the customer a no-show; null otherwise. */
  noShowAt: string | null;
  /** The booking's chat session id (chat deliveries), for the console's link to it. */
  chatSessionId: string | null;
  /** Cents owed back to the customer for an off-site payment the coach has refunded but not yet sent. */
  refundOwedCents: number;
  /** The reason the coach gave when cancelling, as the customer was told. */
  cancelReason: string | null;
}

/** GET /api/coach/bookings/:id. */
export interface CoachBookingDetailDto extends CoachBookingDto {
  history: BookingHistoryEntryDto[];
}

/** Agenda filters: `status` `live` = confirmed or held; `unpaid` payment = awaiting on a live booking. */
export const AGENDA_STATUS_FILTERS = ['live', 'cancelled', 'expired', 'no_show', 'all'] as const;
export type AgendaStatusFilter = (typeof AGENDA_STATUS_FILTERS)[number];
export const AGENDA_PAYMENT_FILTERS = ['any', 'unpaid', 'paid', 'refunded', 'refund_owed'] as const;
export type AgendaPaymentFilter = (typeof AGENDA_PAYMENT_FILTERS)[number];

const dateKey = (label: string) =>
  string()
    .transform(blankToUndefined)
    .test('date-key', `${label} must be a date (YYYY-MM-DD)`, (v) => v === undefined || isDateKey(v));

/** GET /api/coach/bookings query: business-local dates (ET), both inclusive; at most 62 days apart. */
export const coachAgendaQuerySchema = object({
  brand: string()
    .transform(blankToUndefined)
    .oneOf([...BRAND_IDS], 'Brand must be coaching or lunar')
    .optional(),
  from: dateKey('From'),
  to: dateKey('To'),
  q: string().transform(blankToUndefined).trim().max(200, 'Search must be 200 characters or fewer').optional(),
  status: string()
    .transform(blankToUndefined)
    .oneOf([...AGENDA_STATUS_FILTERS], `Status must be one of ${AGENDA_STATUS_FILTERS.join(', ')}`)
    .optional(),
  payment: string()
    .transform(blankToUndefined)
    .oneOf([...AGENDA_PAYMENT_FILTERS], `Payment must be one of ${AGENDA_PAYMENT_FILTERS.join(', ')}`)
    .optional(),
});
export type CoachAgendaQuery = InferType<typeof coachAgendaQuerySchema>;

/** POST /api/coach/bookings/:id/cancel. `refund` (default true): card refunded at once, off-site owed. */
export const coachCancelBookingSchema = object({
  reason: string().transform(blankToUndefined).trim().max(500, COACH_BOOKING_MESSAGES.reasonTooLong).optional(),
  refund: boolean().typeError('Refund must be true or false').optional(),
});
export type CoachCancelBookingRequest = InferType<typeof coachCancelBookingSchema>;

/** POST /api/coach/bookings/:id/reschedule. */
export const coachRescheduleBookingSchema = object({
  timeSlotId: string()
    .trim()
    .max(100, COACH_BOOKING_MESSAGES.timeSlotRequired)
    .required(COACH_BOOKING_MESSAGES.timeSlotRequired),
  fromTimeSlotId: fromTimeSlotIdSchema,
});

/** POST /api/coach/bookings/release: unpaid live bookings given back to the calendar, customers told. */
export const releaseBookingsSchema = object({
  bookingIds: array(
    string().required(COACH_BOOKING_MESSAGES.releaseNone).max(100, COACH_BOOKING_MESSAGES.unknownBooking),
  )
    .required(COACH_BOOKING_MESSAGES.releaseNone)
    .min(1, COACH_BOOKING_MESSAGES.releaseNone)
    .max(RELEASE_BATCH_MAX, COACH_BOOKING_MESSAGES.releaseTooMany),
  reason: string().transform(blankToUndefined).trim().max(500, COACH_BOOKING_MESSAGES.reasonTooLong).optional(),
});
export type ReleaseBookingsRequest = InferType<typeof releaseBookingsSchema>;

export interface ReleaseBookingsResultDto {
  /** Ids released now. */
  released: string[];
  /** Ids left as they were, with why (paid meanwhile, already cancelled, unknown). */
  skipped: Array<{ id: string; reason: string }>;
}

/** Whether a booking of this state counts against the unpaid caps (live, payment awaiting). */
export function isUnpaidLive(status: BookingStatus, paymentStatus: PaymentStatus): boolean {
  return (status === 'confirmed' || status === 'pending_payment') && paymentStatus === 'awaiting';
}
