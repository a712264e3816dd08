import { createEvent, type EventAttributes } from 'ics';
import type { MailAddress } from '../mailer/outgoing-mail';

export interface SessionInvite {
  /** Stable per booking, so an update or cancellation replaces the event the customer already has. */
  uid: string;
  /** Raised on each change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  /**
   * REQUEST/CANCEL: the e-mails' invite and its withdrawal. PUBLISH: the file a visitor downloads to add the event
   * themselves (GET /api/manage/:token/calendar.ics): no attendee (RFC 5546 §3.2.1), so a calendar adds it
   * as an event of theirs rather than an invitation awaiting an answer.
   */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
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

/**
 * When the session itself ends: its start plus the booked service's minutes (a 10-minute reading in a 30-minute slot
 * ends after 10 minutes, issue 28). A service of no set length (a chat, 0) or one no longer in the catalogue (null)
 * keeps the slot's end: the time the coach set aside.
 */
export function sessionEndsAt(session: { startsAt: Date; endsAt: Date; serviceMinutes: number | null }): Date {
  const minutes = session.serviceMinutes ?? 0;
  return minutes > 0 ? new Date(session.startsAt.getTime() + minutes * 60_000) : session.endsAt;
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
    ...(invite.method === 'PUBLISH'
      ? {}
      : {
          attendees: [
            {
              name: invite.attendee.name,
              email: invite.attendee.address,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar invite could not be built');
  return value;
}
