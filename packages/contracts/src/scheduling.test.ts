import {
  SLOT_MINUTES,
  addDays,
  businessDate,
  businessYear,
  dateHeading,
  formatLongDate,
  formatTime12,
  groupSlotsByDate,
  hoursFor,
  isSlotBookable,
  isSlotPast,
  slotLabels,
  slotWindowDates,
  to24Hour,
  zonedTimeToUtc,
  type TimeSlotDto,
} from './scheduling';

const slot = (date: string, time: string, startTime: string, isAvailable = true): TimeSlotDto => ({
  id: `${date}-${time}`,
  date,
  time,
  isAvailable,
  startTime,
  endTime: new Date(Date.parse(startTime) + SLOT_MINUTES * 60_000).toISOString(),
  serviceType: 'reading',
  brand: 'lunar',
});

describe('dateHeading', () => {
  it('says Today, Tomorrow, then weekday + full date', () => {
    expect(dateHeading('2026-11-19', '2026-11-19')).toBe('Today');
    expect(dateHeading('2026-11-20', '2026-11-19')).toBe('Tomorrow');
    expect(dateHeading('2026-11-21', '2026-11-19')).toBe('Saturday, November 21, 2026');
  });

  it('crosses month and year ends without drift', () => {
    expect(dateHeading('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(dateHeading('2024-03-01', '2024-02-28')).toBe('Friday, March 1, 2024');
    expect(formatLongDate('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(formatLongDate('garbage')).toBe('garbage');
  });
});

describe('to24Hour', () => {
  it.each([
    ['9:00 AM', '09:00'],
    ['12:00 AM', '00:00'],
    ['12:30 AM', '00:30'],
    ['12:00 PM', '12:00'],
    ['12:45 PM', '12:45'],
    ['1:15 PM', '13:15'],
    ['11:59 PM', '23:59'],
    [' 9:30 pm ', '21:30'],
  ])('%s → %s', (input, out) => expect(to24Hour(input)).toBe(out));

  it.each(['13:00 PM', '0:00 AM', '9:60 AM', '9:00', 'noon', ''])('rejects %j', (input) =>
    expect(to24Hour(input)).toBeNull(),
  );

  it('round-trips with formatTime12', () => {
    expect(formatTime12(0, 0)).toBe('12:00 AM');
    expect(formatTime12(12, 30)).toBe('12:30 PM');
    expect(formatTime12(21, 0)).toBe('9:00 PM');
    for (let h = 0; h < 24; h++) expect(to24Hour(formatTime12(h, 30))).toBe(`${String(h).padStart(2, '0')}:30`);
  });
});

describe('slot lists', () => {
  it('groups by date ascending, slots in time order', () => {
    const groups = groupSlotsByDate([
      slot('2026-11-20', '1:00 PM', '2026-11-20T18:00:00.000Z'),
      slot('2026-11-19', '10:00 AM', '2026-11-19T15:00:00.000Z'),
      slot('2026-11-20', '9:00 AM', '2026-11-20T14:00:00.000Z'),
    ]);
    expect(groups.map((g) => [g.date, g.slots.map((s) => s.time)])).toEqual([
      ['2026-11-19', ['10:00 AM']],
      ['2026-11-20', ['9:00 AM', '1:00 PM']],
    ]);
  });

  it('orders by 12-hour text when startTime is missing', () => {
    const [g] = groupSlotsByDate([
      { date: '2026-11-20', time: '12:00 PM', startTime: '' },
      { date: '2026-11-20', time: '9:00 AM', startTime: '' },
    ]);
    expect(g.slots.map((s) => s.time)).toEqual(['9:00 AM', '12:00 PM']);
  });

  it('treats a slot starting at or before now as past', () => {
    const now = new Date('2026-11-19T15:00:00.000Z');
    expect(isSlotPast(slot('2026-11-19', '10:00 AM', '2026-11-19T15:00:00.000Z'), now)).toBe(true);
    expect(isSlotPast(slot('2026-11-19', '10:30 AM', '2026-11-19T15:30:00.000Z'), now)).toBe(false);
    expect(isSlotPast({ startTime: 'not a date' }, now)).toBe(true);
    expect(isSlotBookable(slot('2026-11-19', '10:30 AM', '2026-11-19T15:30:00.000Z', false), now)).toBe(false);
  });
});

describe('business calendar', () => {
  it('offers today through +6 days', () => {
    expect(slotWindowDates('2026-12-29')).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('uses weekday and weekend hours', () => {
    expect(hoursFor('lunar', '2026-11-20')).toEqual({ openHour: 9, closeHour: 21 }); // Friday
    expect(hoursFor('coaching', '2026-11-21')).toEqual({ openHour: 10, closeHour: 22 }); // Saturday
  });

  it('follows real DST in New York, not a fixed UTC−4', () => {
    expect(zonedTimeToUtc('2026-07-01', 9, 0).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', 9, 0).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    // The days DST starts and ends.
    expect(zonedTimeToUtc('2026-03-08', 10, 0).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', 10, 0).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(slotLabels(new Date('2026-12-01T14:30:00.000Z'))).toEqual({ date: '2026-12-01', time: '9:30 AM' });
  });

  it('derives the business date of an instant', () => {
    // 03:00 UTC is still the previous evening in New York.
    expect(businessDate(new Date('2026-11-20T03:00:00.000Z'))).toBe('2026-11-19');
    expect(businessDate(new Date('2026-11-20T05:00:00.000Z'))).toBe('2026-11-20');
  });

  it("derives the business year as businessDate does, either side of New York's midnight on 1 January", () => {
    for (const year of [2026, 2027, 2030]) {
      for (const iso of [`${year}-01-01T04:59:59.999Z`, `${year}-01-01T05:00:00.000Z`, `${year}-07-01T03:30:00.000Z`]) {
        const now = new Date(iso);
        expect(businessYear(now)).toBe(Number(businessDate(now).slice(0, 4)));
      }
    }
    expect(businessYear(new Date('2027-01-01T04:59:59.999Z'))).toBe(2026);
    expect(businessYear(new Date('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });
});
