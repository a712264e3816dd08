import { BLACKOUT_MESSAGES, blackoutDateSchema } from './coach';
import { validateWith } from './validation';

describe('blackoutDateSchema', () => {
  it('accepts a day with an optional brand and reason', () => {
    expect(validateWith(blackoutDateSchema, { date: '2026-12-25', brand: '', reason: ' Holiday ' })).toEqual({
      ok: true,
      value: { date: '2026-12-25', reason: 'Holiday' },
    });
    expect(validateWith(blackoutDateSchema, { date: '2026-12-25', brand: 'lunar' })).toMatchObject({ ok: true });
  });

  it.each([
    [{}, BLACKOUT_MESSAGES.dateRequired],
    [{ date: '2026-02-30' }, BLACKOUT_MESSAGES.dateInvalid],
    [{ date: '12/25/2026' }, BLACKOUT_MESSAGES.dateInvalid],
    [{ date: '2026-12-25', brand: 'tarot' }, BLACKOUT_MESSAGES.brandInvalid],
  ])('refuses %j with "%s"', (input, message) => {
    expect(validateWith(blackoutDateSchema, input)).toMatchObject({ ok: false, message });
  });
});
