import type { BookingSnapshot } from '../../bookings/booking.read-model';
import { decideReminder } from './reminder.job';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-12-01T15:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);

function booking(overrides: Partial<BookingSnapshot> = {}): BookingSnapshot {
  return {
    id: 'b1',
    brand: 'coaching',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    serviceId: 'strategic-decision',
    serviceName: 'Strategic Decision Coaching',
    timeSlotId: 's1',
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    videoPlatform: null,
    contactInfo: null,
    specialRequests: null,
    paymentMethod: 'zelle',
    status: 'confirmed',
    paymentStatus: 'awaiting',
    amountCents: 2500,
    couponCode: null,
    couponDescription: null,
    discountCents: 0,
    timeZone: null,
    meetingDetails: null,
    holdExpiresAt: null,
    paymentReportedAt: null,
    noShowAt: null,
    cancelReason: null,
    refundOwedCents: 0,
    createdAt: new Date('2026-11-20T12:00:00Z'),
    startsAt: START,
    endsAt: new Date(START.getTime() + 30 * 60_000),
    icsSequence: 0,
    manageTokenHash: 'hash',
    chatSessionId: null,
    chatTokenHash: null,
    chatLink: null,
    serviceMinutes: 10,
    ...overrides,
  };
}

describe(decideReminder.name, () => {
  it('sends a reminder that is due for a live booking', () => {
    expect(decideReminder(booking(), '24h', before(24 * HOUR - 1000))).toEqual({ act: 'send' });
    expect(decideReminder(booking(), '1h', before(HOUR - 1000))).toEqual({ act: 'send' });
  });

  it('skips released bookings and card holds that ran out, but reminds a hold that is still running', () => {
    const now = before(HOUR - 1000);
    expect(decideReminder(booking({ status: 'cancelled' }), '1h', now)).toEqual({
      act: 'skip',
      reason: 'booking cancelled',
    });
    expect(decideReminder(booking({ status: 'expired' }), '1h', now).act).toBe('skip');
    const ranOut = booking({ status: 'pending_payment', holdExpiresAt: new Date(now.getTime() - 1) });
    expect(decideReminder(ranOut, '1h', now).act).toBe('skip');
    const running = booking({ status: 'pending_payment', holdExpiresAt: new Date(now.getTime() + 60_000) });
    expect(decideReminder(running, '1h', now)).toEqual({ act: 'send' });
  });

  it('does not send a stale 24-hour reminder once the 1-hour one is due, nor anything after the start', () => {
    expect(decideReminder(booking(), '24h', before(HOUR - 1000))).toEqual({
      act: 'skip',
      reason: 'superseded by the 1-hour reminder',
    });
    expect(decideReminder(booking(), '1h', START)).toEqual({ act: 'skip', reason: 'session already started' });
  });

  it('re-aims a reminder whose booking moved later than the row says', () => {
    const moved = booking({ startsAt: new Date(START.getTime() + 48 * HOUR) });
    expect(decideReminder(moved, '24h', before(24 * HOUR))).toEqual({
      act: 'reaim',
      sendAt: new Date(START.getTime() + 24 * HOUR),
    });
  });

  describe('the review request after a reading', () => {
    const lunar = (overrides: Partial<BookingSnapshot> = {}) => booking({ brand: 'lunar', ...overrides });
    const END = new Date(START.getTime() + 30 * 60_000);
    const afterEnd = (ms: number) => new Date(END.getTime() + ms);

    it('is sent an hour after a confirmed Lunar Light reading ends', () => {
      expect(decideReminder(lunar(), 'review', afterEnd(HOUR))).toEqual({ act: 'send' });
    });

    it('waits for a reading that moved later, and is never sent for a cancelled one or a coaching session', () => {
      expect(decideReminder(lunar({ endsAt: afterEnd(24 * HOUR) }), 'review', afterEnd(HOUR))).toEqual({
        act: 'reaim',
        sendAt: afterEnd(25 * HOUR),
      });
      expect(decideReminder(lunar({ status: 'cancelled' }), 'review', afterEnd(HOUR))).toEqual({
        act: 'skip',
        reason: 'booking cancelled',
      });
      expect(decideReminder(lunar({ status: 'expired' }), 'review', afterEnd(HOUR)).act).toBe('skip');
      expect(decideReminder(booking(), 'review', afterEnd(HOUR)).act).toBe('skip');
    });
  });
});
