import {
  canChangeBooking,
  changeDeadline,
  formatSessionWhen,
  formatSessionWhenLocal,
  isKnownTimeZone,
} from './manage-booking';
import { rescheduleBookingSchema } from './manage-booking-schemas';
import { validateWith } from './validation';

const HOUR = 60 * 60 * 1000;

describe('canChangeBooking (the 24-hour policy)', () => {
  const startsAt = new Date('2026-11-25T15:00:00Z');

  it('allows a change exactly 24 hours ahead and refuses one a minute later', () => {
    expect(canChangeBooking({ status: 'confirmed', startsAt }, new Date(startsAt.getTime() - 24 * HOUR))).toBe(true);
    expect(canChangeBooking({ status: 'confirmed', startsAt }, new Date(startsAt.getTime() - 24 * HOUR + 60_000))).toBe(
      false,
    );
  });

  it('treats a held card booking like a confirmed one and never allows changing a released booking', () => {
    const now = new Date(startsAt.getTime() - 48 * HOUR);
    expect(canChangeBooking({ status: 'pending_payment', startsAt }, now)).toBe(true);
    expect(canChangeBooking({ status: 'cancelled', startsAt }, now)).toBe(false);
    expect(canChangeBooking({ status: 'expired', startsAt }, now)).toBe(false);
  });

  it('puts the deadline 24 hours before the start', () => {
    expect(changeDeadline(startsAt).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('formatSessionWhen', () => {
  it('uses Eastern time with the DST abbreviation of the date', () => {
    expect(formatSessionWhen(new Date('2026-11-21T14:00:00Z'))).toBe('Saturday, November 21, 2026 at 9:00 AM EST');
    expect(formatSessionWhen(new Date('2026-07-04T13:30:00Z'))).toBe('Saturday, July 4, 2026 at 9:30 AM EDT');
  });

  it("renders the visitor's zone with its name, and nothing for Eastern or an unknown zone", () => {
    const instant = new Date('2026-11-21T14:00:00Z');
    expect(formatSessionWhenLocal(instant, 'Europe/Berlin')).toBe(
      'Saturday, November 21, 2026 at 3:00 PM GMT+1 (Europe/Berlin)',
    );
    expect(formatSessionWhenLocal(instant, 'America/Los_Angeles')).toBe(
      'Saturday, November 21, 2026 at 6:00 AM PST (America/Los Angeles)',
    );
    expect(formatSessionWhenLocal(instant, 'America/New_York')).toBeNull();
    expect(formatSessionWhenLocal(instant, 'America/Toronto')).toBeNull();
    expect(formatSessionWhenLocal(instant, 'Mars/Olympus_Mons')).toBeNull();
    expect(formatSessionWhenLocal(instant, null)).toBeNull();
  });

  it('falls back to Eastern for a zone Intl does not know', () => {
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(formatSessionWhen(new Date('2026-11-21T14:00:00Z'), 'Mars/Olympus_Mons')).toContain('9:00 AM EST');
  });
});

describe('rescheduleBookingSchema', () => {
  it('requires a time slot with the booking form message', () => {
    const result = validateWith(rescheduleBookingSchema, {});
    expect(result).toEqual({
      ok: false,
      message: 'Please select a time slot',
      errors: { timeSlotId: 'Please select a time slot' },
    });
    expect(validateWith(rescheduleBookingSchema, { timeSlotId: ' abc ' })).toEqual({
      ok: true,
      value: { timeSlotId: 'abc' },
    });
  });
});
