import { SLOT_MINUTES } from '@app/contracts';
import { type Opening, planDay, planWindow, type WeekOpening } from './slot-plan';

const WEEKDAY: Opening = { open: 9 * 60, close: 21 * 60 };
const WEEKEND: Opening = { open: 10 * 60, close: 22 * 60 };
/** §9's week, the seeded default. */
const STANDARD: WeekOpening = [WEEKEND, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND];
const ALL_DAY: Opening = { open: 0, close: 24 * 60 };

const times = (slots: ReturnType<typeof planDay>) => slots.map((s) => s.time);

describe(planDay.name, () => {
  it('opens weekdays at 9:00 AM ET = 14:00Z in winter (a November Monday)', () => {
    const sut = planDay('coaching', '2026-11-16', WEEKDAY);
    expect(sut[0]).toMatchObject({ date: '2026-11-16', time: '9:00 AM' });
    expect(sut[0].startsAt.toISOString()).toBe('2026-11-16T14:00:00.000Z');
    expect(sut.at(-1)).toMatchObject({ time: '8:30 PM' });
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-11-17T02:00:00.000Z');
    expect(sut).toHaveLength(24);
  });

  it('opens weekdays at 9:00 AM ET = 13:00Z in summer (a March Monday after the change)', () => {
    const sut = planDay('coaching', '2026-03-09', WEEKDAY);
    expect(sut[0].startsAt.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(sut[0].time).toBe('9:00 AM');
  });

  it('opens weekends at 10:00 AM and closes at 10 PM', () => {
    const sut = planDay('lunar', '2026-11-21', WEEKEND);
    expect(sut[0]).toMatchObject({ brand: 'lunar', time: '10:00 AM' });
    expect(sut[0].startsAt.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(sut.at(-1)?.time).toBe('9:30 PM');
  });

  it('follows the hours it is given: half-hour opening, early close, a closed day', () => {
    const sut = planDay('coaching', '2026-11-16', { open: 9 * 60 + 30, close: 12 * 60 });
    expect(times(sut)).toEqual(['9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-11-16T17:00:00.000Z');
    expect(planDay('coaching', '2026-11-16', null)).toEqual([]);
  });

  it('closes at midnight with the last slot at 11:30 PM of the same day', () => {
    const sut = planDay('coaching', '2026-11-16', { open: 22 * 60, close: 24 * 60 });
    expect(times(sut)).toEqual(['10:00 PM', '10:30 PM', '11:00 PM', '11:30 PM']);
    expect(sut.every((s) => s.date === '2026-11-16')).toBe(true);
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-11-17T05:00:00.000Z');
  });

  it('keeps local hours across the spring-forward Sunday (2026-03-08)', () => {
    const saturday = planDay('coaching', '2026-03-07', WEEKEND);
    const sunday = planDay('coaching', '2026-03-08', WEEKEND);
    expect(saturday[0].startsAt.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(sunday[0].startsAt.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(times(sunday)).toEqual(times(saturday));
  });

  it('keeps local hours across the fall-back Sunday (2026-11-01)', () => {
    const saturday = planDay('coaching', '2026-10-31', WEEKEND);
    const sunday = planDay('coaching', '2026-11-01', WEEKEND);
    expect(saturday[0].startsAt.toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(sunday[0].startsAt.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(sunday.every((s) => s.date === '2026-11-01')).toBe(true);
  });

  it('offers no 2:00 or 2:30 AM on 2026-03-08: the clocks skip that hour', () => {
    const sut = planDay('coaching', '2026-03-08', ALL_DAY);
    expect(sut).toHaveLength(46);
    expect(times(sut)).not.toContain('2:00 AM');
    expect(times(sut)).not.toContain('2:30 AM');
    // 1:30 AM EST is 06:30Z; the next slot, 3:00 AM EDT, is 07:00Z: no gap and no overlap in real time.
    const i = times(sut).indexOf('1:30 AM');
    expect(sut[i].startsAt.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(sut[i + 1]).toMatchObject({ time: '3:00 AM' });
    expect(sut[i + 1].startsAt.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('offers 1:00 and 1:30 AM once on 2026-11-01, at their first (EDT) occurrence', () => {
    const sut = planDay('coaching', '2026-11-01', ALL_DAY);
    expect(sut).toHaveLength(48);
    expect(times(sut).filter((t) => t === '1:00 AM')).toHaveLength(1);
    const i = times(sut).indexOf('1:00 AM');
    expect(sut[i].startsAt.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(sut[i + 1].startsAt.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 2:00 AM EST follows; the repeated hour (06:00–07:00Z) has no slot.
    expect(sut[i + 2]).toMatchObject({ time: '2:00 AM' });
    expect(sut[i + 2].startsAt.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(sut.at(-1)?.endsAt.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('never plans two slots at one instant or out of order, either night', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      const starts = planDay('coaching', date, ALL_DAY).map((s) => s.startsAt.getTime());
      expect(new Set(starts).size).toBe(starts.length);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('spaces slots SLOT_MINUTES apart without overlap', () => {
    const sut = planDay('coaching', '2026-11-16', WEEKDAY);
    for (let i = 1; i < sut.length; i++) {
      expect(sut[i].startsAt.getTime() - sut[i - 1].startsAt.getTime()).toBe(SLOT_MINUTES * 60_000);
      expect(sut[i].startsAt.getTime()).toBe(sut[i - 1].endsAt.getTime());
    }
  });
});

describe(planWindow.name, () => {
  it('covers today through today + 6 days', () => {
    const dates = [...new Set(planWindow('coaching', '2026-11-16', STANDARD).map((s) => s.date))];
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

  it("uses each weekday's own hours and skips closed days", () => {
    const week: WeekOpening = [null, { open: 8 * 60, close: 9 * 60 }, null, null, null, null, WEEKEND];
    const sut = planWindow('lunar', '2026-11-16', week); // Monday … Sunday
    expect(sut.map((s) => `${s.date} ${s.time}`).slice(0, 2)).toEqual(['2026-11-16 8:00 AM', '2026-11-16 8:30 AM']);
    expect([...new Set(sut.map((s) => s.date))]).toEqual(['2026-11-16', '2026-11-21']);
    expect(sut).toHaveLength(2 + 24);
  });
});
