import {
  FOLLOW_GRACE_MS,
  followOutcome,
  followReducer,
  holdClockText,
  keepFollowing,
  startFollowing,
  type FollowedState,
} from './bookingFollow';

const END = Date.parse('2026-11-28T12:15:00Z');
const held: FollowedState = {
  status: 'pending_payment',
  paymentStatus: 'awaiting',
  holdExpiresAt: new Date(END).toISOString(),
};
const released: FollowedState = { status: 'expired', paymentStatus: 'awaiting', holdExpiresAt: null };
const paid: FollowedState = { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null };

describe('booking follow rules', () => {
  it('a card booking is held until its hold ends, then released even before the server says so', () => {
    const snapshot = startFollowing(held);
    expect(followOutcome(snapshot, END - 60_000)).toBe('held');
    expect(followOutcome(snapshot, null)).toBe('held');
    expect(followOutcome(snapshot, END)).toBe('released');
  });

  it('says paid only when the server or the card window says so', () => {
    const snapshot = startFollowing(held);
    expect(followOutcome(followReducer(snapshot, { type: 'server', state: paid }), END - 1)).toBe('paid');
    const fromWindow = followReducer(snapshot, { type: 'paid-in-window', paymentId: 'pay-1' });
    expect(followOutcome(fromWindow, END + 1)).toBe('paid');
    expect(fromWindow.paidInWindow).toEqual({ paymentId: 'pay-1' });
  });

  it('keeps the hold end it knew when the server drops it on release', () => {
    const after = followReducer(startFollowing(held), { type: 'server', state: released });
    expect(after.holdEndMs).toBe(END);
    expect(followOutcome(after, END - 1)).toBe('released');
  });

  it('tells a cancelled booking from a released one', () => {
    const cancelled = followReducer(startFollowing(held), {
      type: 'server',
      state: { ...released, status: 'cancelled' },
    });
    expect(followOutcome(cancelled, END - 1)).toBe('cancelled');
  });

  it('a booking booked at creation is followed no further', () => {
    const offSite = startFollowing({ status: 'confirmed', paymentStatus: 'awaiting', holdExpiresAt: null });
    expect(followOutcome(offSite, null)).toBe('booked');
    expect(keepFollowing(offSite, 0)).toBe(false);
  });

  it('asks the server until the outcome is settled or the grace after the hold has passed', () => {
    const snapshot = startFollowing(held);
    expect(keepFollowing(snapshot, END - 1)).toBe(true);
    // A payment made in the last seconds may still settle: a release is not final within the grace.
    const releasedByServer = followReducer(snapshot, { type: 'server', state: released });
    expect(keepFollowing(releasedByServer, END + FOLLOW_GRACE_MS)).toBe(true);
    expect(keepFollowing(releasedByServer, END + FOLLOW_GRACE_MS + 1)).toBe(false);
    expect(keepFollowing(followReducer(snapshot, { type: 'server', state: paid }), END - 1)).toBe(false);
    expect(keepFollowing(followReducer(snapshot, { type: 'paid-in-window' }), END - 1)).toBe(false);
  });

  it('words the clock in minutes and seconds, rounded up', () => {
    expect(holdClockText(15 * 60_000)).toBe('15:00');
    expect(holdClockText(845_001)).toBe('14:06');
    expect(holdClockText(9_000)).toBe('0:09');
    expect(holdClockText(0)).toBe('0:00');
  });
});
