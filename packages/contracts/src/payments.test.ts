import {
  SANDBOX_TEST_CARDS,
  cardBrand,
  cardLast4,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  formatZip,
  luhnValid,
  sandboxCardOutcome,
  splitExpiry,
} from './card-input';
import { cardPaymentToast, toSquarePaymentRequest } from './payments';
import { cardPaymentSchema, checkoutSchema, squarePaymentRequestSchema } from './payments-schemas';
import { validateWith } from './validation';

const errors = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('formatters', () => {
  it('formats card numbers in groups of 4, max 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toHaveLength(19);
    expect(formatCardNumber('')).toBe('');
  });

  it('inserts the expiry slash after two digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('limits CVV and ZIP', () => {
    expect(formatCvv('12a345')).toBe('1234');
    expect(formatZip('12345-67890')).toBe('12345-6789');
  });
});

describe('card checks', () => {
  it('runs Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242x4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('documents deterministic sandbox cards', () => {
    for (const c of SANDBOX_TEST_CARDS) expect(sandboxCardOutcome(c.number)).toBe(c.outcome);
    expect(sandboxCardOutcome('4111111111111111')).toBe('approved');
    expect(sandboxCardOutcome('4111111111111112')).toBe('invalid');
  });

  it('knows brand and last 4', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
    expect(splitExpiry('13/28')).toBeNull();
    expect(splitExpiry('07/28')).toEqual({ month: '07', year: '2028' });
  });
});

describe('checkoutSchema', () => {
  const valid = {
    service: 'strategic-decision',
    amount: '25',
    name: 'Ada',
    email: 'ada@example.com',
    cardNumber: '1',
    expiry: '1',
    cvv: '1',
  };

  it('parses the amount as whole dollars and does not check card formats', () => {
    expect(validateWith(checkoutSchema, { ...valid, amount: '25.99' })).toMatchObject({
      ok: true,
      value: { amount: 25 },
    });
  });

  it.each(['service', 'amount', 'name', 'email', 'cardNumber', 'expiry', 'cvv'])('requires %s', (field) => {
    const r = validateWith(checkoutSchema, { ...valid, [field]: '' });
    expect(r).toMatchObject({ ok: false, message: 'Please fill in all required fields' });
  });
});

describe('cardPaymentSchema', () => {
  const valid = {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/28',
    cvv: '123',
    billingZip: '10001',
  };

  it('accepts a filled form', () => expect(validateWith(cardPaymentSchema, valid).ok).toBe(true));

  it.each([
    ['email', '', 'Please fill in all required fields including card details.'],
    ['firstName', '', 'Please fill in all required fields including card details.'],
    ['billingZip', '', 'Please fill in all required fields including card details.'],
    ['cardNumber', '4242 4242 424', 'Please enter a valid card number.'],
    ['expiryDate', '1228', 'Please enter a valid expiry date (MM/YY).'],
    ['expiryDate', '13/28', 'Please enter a valid expiry date (MM/YY).'],
    ['cvv', '12', 'Please enter a valid CVV code.'],
    ['billingZip', '12345678901', 'ZIP code must be at most 10 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errors(cardPaymentSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('picks the §5 toast, missing fields first', () => {
    const both = validateWith(cardPaymentSchema, { ...valid, cardNumber: '4242', billingZip: '' });
    expect(!both.ok && cardPaymentToast(both)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields including card details.',
    });
    const cvv = validateWith(cardPaymentSchema, { ...valid, cvv: '1' });
    expect(!cvv.ok && cardPaymentToast(cvv)).toEqual({
      title: 'Invalid CVV',
      description: 'Please enter a valid CVV code.',
    });
  });

  it('builds a request the API schema accepts', () => {
    const form = validateWith(cardPaymentSchema, valid);
    if (!form.ok) throw new Error('form should be valid');
    const body = toSquarePaymentRequest(form.value, {
      serviceId: 'general',
      price: 25,
      serviceName: 'General Payment',
    });
    expect(body.card).toEqual({
      number: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '2028',
      cvv: '123',
      billingZip: '10001',
    });
    expect(validateWith(squarePaymentRequestSchema, body).ok).toBe(true);
    expect(errors(squarePaymentRequestSchema, { ...body, card: undefined }).card).toBe(
      'Please fill in all required fields including card details.',
    );
    expect(validateWith(squarePaymentRequestSchema, { ...body, card: undefined, sourceId: 'cnon:abc' }).ok).toBe(true);
  });
});
