import type { EntityManager } from 'typeorm';

/**
 * The manage link's calendar file (GET /api/manage/:token/calendar.ics) is the confirmation's invite — same UID,
 * current SEQUENCE — so the e-mails' side composes it. A port owned here, provided by notifications (global), keeps
 * bookings from importing notifications: the e-mails read bookings, never the other way round (issue 34 item 3).
 */
export const BOOKING_CALENDAR = Symbol('BOOKING_CALENDAR');

export interface BookingCalendar {
  /** The booking's event as an iCalendar file (METHOD:PUBLISH), or null when there is no such booking. */
  calendarFile(manager: EntityManager, bookingId: string): Promise<string | null>;
}
