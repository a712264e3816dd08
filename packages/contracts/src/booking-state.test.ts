import { effectiveStatus, isLiveBooking } from './booking-state';

const now = new Date('2027-03-01T12:00:00Z');
const later = new Date('2027-03-01T12:10:00Z');
const earlier = new Date('2027-03-01T11:50:00Z');

describe('the hold/live rule', () => {
  it('reads a card hold past its clock as expired, before any sweeper wrote it', () => {
    expect(effectiveStatus({ status: 'pending_payment', holdExpiresAt: later }, now)).toBe('pending_payment');
    expect(effectiveStatus({ status: 'pending_payment', holdExpiresAt: now }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'pending_payment', holdExpiresAt: earlier }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'confirmed', holdExpiresAt: null }, now)).toBe('confirmed');
    expect(effectiveStatus({ status: 'cancelled', holdExpiresAt: null }, now)).toBe('cancelled');
  });

  it('holds the slot while confirmed or held in time', () => {
    expect(isLiveBooking({ status: 'confirmed', holdExpiresAt: null }, now)).toBe(true);
    expect(isLiveBooking({ status: 'pending_payment', holdExpiresAt: later }, now)).toBe(true);
    expect(isLiveBooking({ status: 'pending_payment', holdExpiresAt: earlier }, now)).toBe(false);
    expect(isLiveBooking({ status: 'expired', holdExpiresAt: earlier }, now)).toBe(false);
    expect(isLiveBooking({ status: 'cancelled', holdExpiresAt: null }, now)).toBe(false);
  });
});
