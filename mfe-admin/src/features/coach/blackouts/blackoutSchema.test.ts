import { BLACKOUT_MESSAGES, addDays, businessDate, validateWith } from '@app/contracts';
import { blackoutFormSchema } from './blackoutSchema';

describe('blackoutFormSchema', () => {
  const today = businessDate(new Date());

  it('accepts today with no brand and no reason, meaning both brands', () => {
    const result = validateWith(blackoutFormSchema, { date: today, brand: '', reason: '  ' });
    expect(result).toEqual({ ok: true, value: { date: today } });
  });

  it('keeps a brand and a trimmed reason', () => {
    const date = addDays(today, 3);
    expect(validateWith(blackoutFormSchema, { date, brand: 'lunar', reason: ' Holiday ' })).toEqual({
      ok: true,
      value: { date, brand: 'lunar', reason: 'Holiday' },
    });
  });

  it.each([
    ['', BLACKOUT_MESSAGES.dateRequired],
    ['2026-13-40', BLACKOUT_MESSAGES.dateInvalid],
    [addDays(today, -1), BLACKOUT_MESSAGES.datePast],
  ])('refuses %p with %p', (date, message) => {
    const result = validateWith(blackoutFormSchema, { date });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.date).toBe(message);
  });
});
