import { laterState } from './lifecycle';

describe(laterState.name, () => {
  it('moves forward only', () => {
    expect(laterState('pre_registration', 'booked')).toBe('booked');
    expect(laterState('booked', 'subscriber')).toBe('subscriber');
    expect(laterState('subscriber', 'booked')).toBe('subscriber');
    expect(laterState('paying_customer', undefined)).toBe('paying_customer');
  });
});
