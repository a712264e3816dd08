import type { TimeSlotDto } from '@app/contracts';
import { dateCheck, slotDays } from './dateCheck';

const slot = (date: string, time: string, startTime: string, isAvailable = true): TimeSlotDto => ({
  id: `${date}-${time}`,
  date,
  time,
  isAvailable,
  startTime,
  endTime: startTime,
  serviceType: 'coaching',
  brand: 'coaching',
});

describe(dateCheck.name, () => {
  it('uses the New York date, not UTC, just after midnight UTC in winter', () => {
    // 02:30 UTC on 10 Jan is 21:30 on 9 Jan in New York (UTC-5 in winter).
    const check = dateCheck(new Date('2026-01-10T02:30:00Z'));
    expect(check.todayEt).toBe('2026-01-09');
    expect(check.todayEtLabel).toBe('Friday, January 9, 2026');
    expect(check.nowEtTime).toBe('9:30 PM');
    expect(check.windowHeadings.slice(0, 3).map((h) => h.heading)).toEqual([
      'Today',
      'Tomorrow',
      'Sunday, January 11, 2026',
    ]);
    expect(check.windowHeadings).toHaveLength(7);
  });
});

describe(slotDays.name, () => {
  it('groups bookable slots by date with Today/Tomorrow headings, dropping past and taken ones', () => {
    const now = new Date('2026-07-01T14:00:00Z'); // 10:00 AM in New York (UTC-4 in summer)
    const days = slotDays(
      [
        slot('2026-07-02', '9:30 AM', '2026-07-02T13:30:00Z'),
        slot('2026-07-01', '9:00 AM', '2026-07-01T13:00:00Z'),
        slot('2026-07-01', '11:00 AM', '2026-07-01T15:00:00Z'),
        slot('2026-07-01', '10:30 AM', '2026-07-01T14:30:00Z'),
        slot('2026-07-01', '12:00 PM', '2026-07-01T16:00:00Z', false),
      ],
      now,
    );
    expect(days).toEqual([
      { date: '2026-07-01', heading: 'Today', count: 2, first: '10:30 AM' },
      { date: '2026-07-02', heading: 'Tomorrow', count: 1, first: '9:30 AM' },
    ]);
  });
});
