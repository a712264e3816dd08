import { COACHING_SERVICES } from './catalog';
import { PSYCHIC_SERVICES } from './psychic-catalog';
import { SLOT_MINUTES } from './scheduling';

/**
 * "Add to calendar" links (issue 33 item 5): the same session the e-mail's invite.ics describes, as the Google
 * Calendar and Outlook on the web "new event" pages take it. Instants are always UTC (…Z): the visitor's calendar
 * shows them in its owner's zone, so no zone name or DST rule can be got wrong here.
 */
export interface CalendarEvent {
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Plain text; line breaks are kept by both calendars. */
  description: string;
  /** The video room or chat page, when there is one. */
  location?: string;
}

/** 2026-11-21T14:00:00.000Z → 20261121T140000Z (Google's `dates`, iCalendar's UTC form). */
export function calendarUtcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 2026-11-21T14:00:00.000Z → 2026-11-21T14:00:00Z (Outlook's `startdt`/`enddt`: ISO 8601 in UTC). */
export function calendarIsoUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A query string with every value percent-encoded (encodeURIComponent: a space is %20, which both calendars read;
 * URLSearchParams' "+" is shown literally by some Outlook versions). Values made of [0-9A-Z:/-] stay readable.
 */
function query(params: Array<[string, string | undefined]>): string {
  return params
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%3A/g, ':').replace(/%2F/g, '/')}`)
    .join('&');
}

/** Google Calendar's event template page, prefilled. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${calendarUtcStamp(event.startsAt)}/${calendarUtcStamp(event.endsAt)}`],
    ['details', event.description],
    ['location', event.location],
  ])}`;
}

/** Which Outlook on the web: a personal account (outlook.live.com) or a work or school one (outlook.office.com). */
export type OutlookAccount = 'personal' | 'work';

const OUTLOOK_HOSTS: Record<OutlookAccount, string> = {
  personal: 'https://outlook.live.com',
  work: 'https://outlook.office.com',
};

/** Outlook on the web's new-event page, prefilled. */
export function outlookCalendarUrl(event: CalendarEvent, account: OutlookAccount = 'personal'): string {
  return `${OUTLOOK_HOSTS[account]}/calendar/0/action/compose?${query([
    ['subject', event.title],
    ['startdt', calendarIsoUtc(event.startsAt)],
    ['enddt', calendarIsoUtc(event.endsAt)],
    ['body', event.description],
    ['location', event.location],
  ])}`;
}

/** A service's length in the catalogue (minutes; 0: a chat of no set length), or null when it is not listed. */
export function catalogueServiceMinutes(serviceId: string): number | null {
  const service = [...COACHING_SERVICES, ...PSYCHIC_SERVICES].find((s) => s.id === serviceId);
  return service ? service.duration : null;
}

/**
 * When the session ends, as the invite says (the API's sessionEndsAt): its start plus the service's minutes; a
 * service of no set length (0) or one not in the catalogue keeps the slot's end, the time the coach set aside.
 */
export function sessionCalendarEnd(startsAt: Date, serviceMinutes: number | null): Date {
  const minutes = serviceMinutes && serviceMinutes > 0 ? serviceMinutes : SLOT_MINUTES;
  return new Date(startsAt.getTime() + minutes * 60_000);
}

/** The public .ics of a booking (GET /api/manage/:token/calendar.ics), relative to the site's origin. */
export function bookingCalendarIcsPath(manageToken: string): string {
  return `/api/manage/${encodeURIComponent(manageToken)}/calendar.ics`;
}

/** The manage page of a booking (frontend route /manage/:token), relative to the site's origin. */
export function bookingManagePath(manageToken: string): string {
  return `/manage/${encodeURIComponent(manageToken)}`;
}

export interface BookedSessionFacts {
  serviceId: string;
  serviceName: string;
  coachName: string;
  brandName: string;
  /** The slot's start (BookingDto.startTime). */
  startsAt: Date;
  /** Absolute manage link: calendars live outside the site, so a relative one would lead nowhere. */
  manageUrl: string;
  /** The video room, when the booking has one. */
  location?: string;
}

/** A just-booked session as the success screens' links describe it: the invite's title, the manage link inside. */
export function bookedSessionEvent(facts: BookedSessionFacts): CalendarEvent {
  return {
    title: `${facts.serviceName} with ${facts.coachName}`,
    startsAt: facts.startsAt,
    endsAt: sessionCalendarEnd(facts.startsAt, catalogueServiceMinutes(facts.serviceId)),
    description: [
      `${facts.serviceName} with ${facts.coachName} (${facts.brandName})`,
      ...(facts.location ? [`Join: ${facts.location}`] : []),
      `Manage your booking: ${facts.manageUrl}`,
    ].join('\n'),
    ...(facts.location ? { location: facts.location } : {}),
  };
}
