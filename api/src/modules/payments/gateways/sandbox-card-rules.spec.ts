import { CARD_DECLINED_MESSAGE, VALIDATION_MESSAGES } from '@app/contracts';
import { CARD_EXPIRED_MESSAGE, expiryEnd, judgeSandboxCard } from './sandbox-card-rules';

const NOW = new Date('2027-01-11T15:00:00Z');
const card = (overrides: Partial<Record<'number' | 'expiryMonth' | 'expiryYear' | 'cvv', string>> = {}) => ({
  number: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvv: '123',
  billingZip: '10001',
  ...overrides,
});

describe('sandbox card rules', () => {
  it('approves a valid card', () => {
    expect(judgeSandboxCard(card(), NOW)).toEqual({ outcome: 'approved' });
    expect(judgeSandboxCard(card({ number: '5555 5555 5555 4444', expiryYear: '31' }), NOW)).toEqual({
      outcome: 'approved',
    });
  });

  it('refuses a number failing Luhn as invalid', () => {
    expect(judgeSandboxCard(card({ number: '4242424242424241' }), NOW)).toEqual({
      outcome: 'invalid',
      field: 'number',
      message: VALIDATION_MESSAGES.cardNumberInvalid,
    });
    expect(judgeSandboxCard(card({ number: '4242abcd42424242' }), NOW)).toMatchObject({ field: 'number' });
  });

  it('declines the decline test cards', () => {
    expect(judgeSandboxCard(card({ number: '4000000000000002' }), NOW)).toEqual({
      outcome: 'declined',
      message: CARD_DECLINED_MESSAGE,
    });
    expect(judgeSandboxCard(card({ number: '4000 0000 0000 9995' }), NOW).outcome).toBe('declined');
  });

  it('declines a card that expired, and takes one through the end of its expiry month', () => {
    expect(judgeSandboxCard(card({ expiryMonth: '01', expiryYear: '20' }), NOW)).toEqual({
      outcome: 'declined',
      message: CARD_EXPIRED_MESSAGE,
    });
    expect(judgeSandboxCard(card({ expiryMonth: '12', expiryYear: '2026' }), NOW).outcome).toBe('declined');
    // January 2027 is still good on January 11th and on the 31st, but not on February 1st.
    expect(judgeSandboxCard(card({ expiryMonth: '01', expiryYear: '27' }), NOW).outcome).toBe('approved');
    const january2027 = card({ expiryMonth: '01', expiryYear: '27' });
    expect(judgeSandboxCard(january2027, new Date('2027-01-31T23:59:59Z')).outcome).toBe('approved');
    expect(judgeSandboxCard(january2027, new Date('2027-02-01T00:00:00Z')).outcome).toBe('declined');
  });

  it('refuses an expiry that is not a month', () => {
    for (const [expiryMonth, expiryYear] of [
      ['13', '2030'],
      ['00', '2030'],
      ['12', '203'],
    ]) {
      expect(judgeSandboxCard(card({ expiryMonth, expiryYear }), NOW)).toEqual({
        outcome: 'invalid',
        field: 'expiryMonth',
        message: VALIDATION_MESSAGES.cardExpiryInvalid,
      });
    }
    expect(expiryEnd('12', '2030')?.toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('wants 3 CVV digits, and 4 for American Express', () => {
    const cvv = (number: string, code: string) => judgeSandboxCard(card({ number, cvv: code }), NOW);
    expect(cvv('4242424242424242', '1')).toEqual({
      outcome: 'invalid',
      field: 'cvv',
      message: VALIDATION_MESSAGES.cardCvvInvalid,
    });
    expect(cvv('4242424242424242', '1234').outcome).toBe('invalid');
    expect(cvv('378282246310005', '123').outcome).toBe('invalid');
    expect(cvv('378282246310005', '1234').outcome).toBe('approved');
  });

  it('judges the number before the expiry and the CVV', () => {
    expect(judgeSandboxCard(card({ number: '4000000000000002', cvv: '1' }), NOW)).toMatchObject({ field: 'cvv' });
    expect(judgeSandboxCard(card({ number: '1234', expiryMonth: '01', expiryYear: '20' }), NOW)).toMatchObject({
      field: 'number',
    });
  });
});
