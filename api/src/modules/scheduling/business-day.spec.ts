import { nextBusinessDayStart } from './business-day';

describe('nextBusinessDayStart', () => {
  it('is the coming midnight in New York, in winter and in summer time', () => {
    expect(nextBusinessDayStart(new Date('2026-11-24T04:30:00Z')).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(nextBusinessDayStart(new Date('2026-11-24T05:00:00Z')).toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(nextBusinessDayStart(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T04:00:00.000Z');
  });

  it('spans the autumn change of clocks (a 25-hour day)', () => {
    expect(nextBusinessDayStart(new Date('2026-11-01T04:00:00Z')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
