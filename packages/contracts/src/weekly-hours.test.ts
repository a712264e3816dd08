import { clockMinutes, clockText, HOURS_MESSAGES, weeklyHoursSchema } from './weekly-hours';
import { validateWith } from './validation';

/** §9's week: weekdays 9–21, weekends 10–22. */
const standardWeek = () =>
  Array.from({ length: 7 }, (_, weekday) =>
    weekday === 0 || weekday === 6
      ? { weekday, open: '10:00', close: '22:00' }
      : { weekday, open: '09:00', close: '21:00' },
  );

const withDay = (weekday: number, change: Record<string, unknown>) =>
  standardWeek().map((d) => (d.weekday === weekday ? { ...d, ...change } : d));

describe('weeklyHoursSchema', () => {
  it('accepts a week, a closed day (null or blank) and midnight as closing time', () => {
    const days = withDay(0, { open: '', close: null });
    days[5] = { weekday: 5, open: '09:30', close: '24:00' };
    const result = validateWith(weeklyHoursSchema, { days });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.days[0]).toEqual({ weekday: 0, open: null, close: null });
    expect(result.ok && result.value.days[5]).toEqual({ weekday: 5, open: '09:30', close: '24:00' });
  });

  it.each([
    [{ open: '09:00', close: '09:00' }, 'days[1].close', HOURS_MESSAGES.closeAfterOpen('Monday')],
    [{ open: '21:00', close: '09:00' }, 'days[1].close', HOURS_MESSAGES.closeAfterOpen('Monday')],
    [{ open: '09:15', close: '21:00' }, 'days[1].open', HOURS_MESSAGES.openStep('Monday')],
    [{ open: '09:00', close: '20:45' }, 'days[1].close', HOURS_MESSAGES.closeStep('Monday')],
    [{ open: '09:00', close: null }, 'days[1].close', HOURS_MESSAGES.bothOrNeither('Monday')],
    [{ open: null, close: '21:00' }, 'days[1].open', HOURS_MESSAGES.bothOrNeither('Monday')],
    [{ open: '9am', close: '21:00' }, 'days[1].open', HOURS_MESSAGES.openInvalid('Monday')],
    [{ open: '24:00', close: '24:00' }, 'days[1].open', HOURS_MESSAGES.openInvalid('Monday')],
    [{ open: '09:00', close: '24:30' }, 'days[1].close', HOURS_MESSAGES.closeInvalid('Monday')],
  ])('refuses Monday %j at %s', (change, path, message) => {
    const result = validateWith(weeklyHoursSchema, { days: withDay(1, change) });
    expect(result).toMatchObject({ ok: false, message, errors: { [path]: message } });
  });

  it('says which day is wrong', () => {
    expect(HOURS_MESSAGES.closeAfterOpen('Saturday')).toBe('Saturday: closing time must be after opening time');
    expect(HOURS_MESSAGES.openStep('Friday')).toBe('Friday: opening time must be on the hour or half-hour');
  });

  it.each([
    ['six days', { days: standardWeek().slice(1) }],
    ['a day twice', { days: [...standardWeek().slice(1), { weekday: 1, open: null, close: null }] }],
    ['no days', {}],
  ])('refuses %s', (_, body) => {
    expect(validateWith(weeklyHoursSchema, body)).toMatchObject({ ok: false, message: HOURS_MESSAGES.week });
  });

  it('refuses a weekday outside 0–6', () => {
    const days = standardWeek();
    days[6] = { weekday: 7, open: null, close: null } as never;
    expect(validateWith(weeklyHoursSchema, { days })).toMatchObject({
      ok: false,
      errors: { 'days[6].weekday': HOURS_MESSAGES.weekday },
    });
  });
});

describe('clock texts', () => {
  it('reads and writes HH:MM, midnight as 24:00', () => {
    expect(clockMinutes('09:30')).toBe(570);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:30')).toBeNull();
    expect(clockMinutes('9:30')).toBeNull();
    expect(clockMinutes('12:60')).toBeNull();
    expect(clockText(570)).toBe('09:30');
    expect(clockText(1440)).toBe('24:00');
  });
});
