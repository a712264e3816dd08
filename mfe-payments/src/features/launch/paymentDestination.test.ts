import { DEFAULT_BRANDS } from '@app/contracts';
import {
  cardOrderOf,
  priceInDollars,
  squarePaymentPath,
  zelleBody,
  zelleMailto,
  zelleSubject,
} from './paymentDestination';

describe('zelle mail draft (§7, issue 13)', () => {
  const lunar = DEFAULT_BRANDS.lunar;
  const coaching = DEFAULT_BRANDS.coaching;

  it('subject: "Payment for <service>", "Payment Request" without one, "Monthly Subscription Payment" only for a plan', () => {
    expect(zelleSubject('lunar', { serviceName: 'Love Reading' })).toBe('Payment for Love Reading');
    expect(zelleSubject('coaching', {})).toBe('Payment Request');
    expect(zelleSubject('coaching', { serviceName: '  ', purpose: 'general' })).toBe('Payment Request');
    expect(zelleSubject('coaching', { plan: 'standard', serviceName: 'Standard Coaching' })).toBe(
      'Monthly Subscription Payment',
    );
    // Lunar Light sells no plans: a plan there is not worded as one.
    expect(zelleSubject('lunar', { plan: 'standard' })).toBe('Payment Request');
  });

  it('body greets the coach and states the amount and the service', () => {
    const body = zelleBody(lunar, { serviceName: 'Love Reading', price: 3500 });
    expect(body.split('\n')[0]).toBe(`Hello ${lunar.coachName},`);
    expect(body).toContain(`I am sending $35 by Zelle to ${lunar.zelleRecipient} for Love Reading.`);
    expect(body).not.toMatch(/subscription/i);
  });

  it('a plan states the plan and its monthly price', () => {
    expect(zelleBody(coaching, { plan: 'standard' })).toContain(
      '$22 by Zelle to coach@example.com for my Standard Coaching monthly subscription.',
    );
  });

  it('a general payment states $25 and leaves room to say what it is for, never a subscription', () => {
    const body = zelleBody(coaching, { purpose: 'general' });
    expect(body).toContain('I am sending $25 by Zelle to coach@example.com.');
    expect(body).toContain('It is for:');
    expect(body).not.toMatch(/subscription/i);
  });

  it('is a mailto to the brand e-mail with the subject and body percent-encoded', () => {
    const href = zelleMailto(lunar, { serviceName: 'Love Reading', price: '$35' });
    expect(href.startsWith(`mailto:${lunar.email}?subject=Payment%20for%20Love%20Reading&body=`)).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1])).toBe(
      zelleBody(lunar, { serviceName: 'Love Reading', price: 35_00 }),
    );
  });
});

describe('priceInDollars (§4 price forms, §9 conversion)', () => {
  it.each([
    [{ price: 2500 }, 25],
    [{ price: 1150 }, 12],
    [{ price: '$11' }, 11],
    [{ price: ' $40 ' }, 40],
    [{ price: 'abc' }, 25],
    [{ plan: 'premium' }, 44],
    [{}, 25],
  ])('%j → %d', (info, dollars) => {
    expect(priceInDollars(info)).toBe(dollars);
  });
});

describe('the card order and its /square-payment link', () => {
  it('names a booking, a subscription or the general payment, else none', () => {
    expect(cardOrderOf({ bookingId: 'b-1', subscriptionId: 's-1' })).toEqual({ bookingId: 'b-1' });
    expect(cardOrderOf({ subscriptionId: 's-1' })).toEqual({ subscriptionId: 's-1' });
    expect(cardOrderOf({ purpose: 'general' })).toEqual({ purpose: 'general' });
    expect(cardOrderOf({})).toBeNull();
    expect(cardOrderOf({ purpose: 'booking' })).toBeNull();
  });

  it('carries the order and the brand, never a price', () => {
    expect(squarePaymentPath({ purpose: 'general' }, 'lunar')).toBe('/square-payment?serviceId=general&brand=lunar');
    expect(squarePaymentPath({ bookingId: 'b-1' }, 'coaching')).toBe('/square-payment?bookingId=b-1&brand=coaching');
    expect(squarePaymentPath({ subscriptionId: 's/1' }, 'coaching')).toBe(
      '/square-payment?subscriptionId=s%2F1&brand=coaching',
    );
  });
});
