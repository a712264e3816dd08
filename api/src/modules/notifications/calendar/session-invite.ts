import { createEvent, type EventAttributes } from 'ics';
import type { MailAddress } from '../mailer/outgoing-mail';

export interface SessionInvite {
  /** Stable per booking, so an update or cancellation replaces the event the customer already has. */
  uid: string;
  /** Raised on each change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  /** Where the session happens: the video room or the chat page. */
  location?: string;
  url?: string;
  organizer: MailAddress;
  attendee: MailAddress;
}

export const CALENDAR_PRODUCT_ID = '-//Life Coaching and Lunar Light//Bookings//EN';

/**
 * An iCalendar event with the slot's instants in UTC (DTSTART:20261121T140000Z): no VTIMEZONE to get wrong,
 * and every calendar shows it in its owner's zone. The organizer is the brand's address, the customer the one
 * attendee, already accepted (they booked it).
 */
export function buildSessionInvite(invite: SessionInvite): string {
  const attributes: EventAttributes = {
    uid: invite.uid,
    sequence: invite.sequence,
    method: invite.method,
    productId: CALENDAR_PRODUCT_ID,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.title,
    description: invite.description,
    ...(invite.location ? { location: invite.location } : {}),
    ...(invite.url ? { url: invite.url } : {}),
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: invite.method === 'CANCEL' ? 'FREE' : 'BUSY',
    organizer: { name: invite.organizer.name, email: invite.organizer.address },
    attendees: [
      {
        name: invite.attendee.name,
        email: invite.attendee.address,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar invite could not be built');
  return value;
}
