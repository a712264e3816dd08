import { SLOT_MINUTES } from '@app/contracts';
import { planDay, planWindow } from './slot-plan';

describe(planDay.name, () => {
  it('opens weekdays at 9:00 AM ET = 14:00Z in winter (a November Monday)', () => {
    const sut = planDay('coaching', '2026-11-16');
    expect(sut[0]).toMatchObject({ date: '2026-11-16', time: '9:00 AM' });
    expect(sut[0].startsAt.toISOString()).toBe('2026-11-16T14:00:00.000Z');
    expect(sut.at(-1)).toMatchObject({ time: '8:30 PM' });
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-11-17T02:00:00.000Z');
    expect(sut).toHaveLength(24);
  });

  it('opens weekdays at 9:00 AM ET = 13:00Z in summer (a March Monday after the change)', () => {
    const sut = planDay('coaching', '2026-03-09');
    expect(sut[0].startsAt.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(sut[0].time).toBe('9:00 AM');
  });

  it('opens weekends at 10:00 AM and closes at 10 PM', () => {
    const sut = planDay('lunar', '2026-11-21');
    expect(sut[0]).toMatchObject({ brand: 'lunar', time: '10:00 AM' });
    expect(sut[0].startsAt.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(sut.at(-1)?.time).toBe('9:30 PM');
  });

  it('keeps local hours across the spring-forward Sunday (2026-03-08)', () => {
    const saturday = planDay('coaching', '2026-03-07');
    const sunday = planDay('coaching', '2026-03-08');
    expect(saturday[0].startsAt.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(sunday[0].startsAt.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(sunday.map((s) => s.time)).toEqual(saturday.map((s) => s.time));
  });

  it('keeps local hours across the fall-back Sunday (2026-11-01)', () => {
    const saturday = planDay('coaching', '2026-10-31');
    const sunday = planDay('coaching', '2026-11-01');
    expect(saturday[0].startsAt.toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(sunday[0].startsAt.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(sunday.every((s) => s.date === '2026-11-01')).toBe(true);
  });

  it('spaces slots SLOT_MINUTES apart without overlap', () => {
    const sut = planDay('coaching', '2026-11-16');
    for (let i = 1; i < sut.length; i++) {
      expect(sut[i].startsAt.getTime() - sut[i - 1].startsAt.getTime()).toBe(SLOT_MINUTES * 60_000);
      expect(sut[i].startsAt.getTime()).toBe(sut[i - 1].endsAt.getTime());
    }
  });
});

describe(planWindow.name, () => {
  it('covers today through today + 6 days', () => {
    const dates = [...new Set(planWindow('coaching', '2026-11-16').map((s) => s.date))];
    expect(dates).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
});
