import { DEFAULT_BRANDS } from '@app/contracts';
import { priceInDollars, squarePaymentPath, zelleBody, zelleMailto, zelleSubject } from './paymentDestination';

describe('zelle mail draft (§7)', () => {
  const lunar = DEFAULT_BRANDS.lunar;

  it('subject names the service, or the monthly subscription without one', () => {
    expect(zelleSubject('Love Reading')).toBe('Payment for Love Reading');
    expect(zelleSubject(undefined)).toBe('Monthly Subscription Payment');
    expect(zelleSubject('  ')).toBe('Monthly Subscription Payment');
  });

  it('body greets the coach and states the amount', () => {
    const body = zelleBody(lunar, { serviceName: 'Love Reading', price: 3500 });
    expect(body.split('\n')[0]).toBe(`Hello ${lunar.coachName},`);
    expect(body).toContain(`I am sending $35 by Zelle to ${lunar.zelleRecipient} for Love Reading.`);
  });

  it('a plan without a service states the plan and its monthly price', () => {
    expect(zelleBody(DEFAULT_BRANDS.coaching, { plan: 'standard' })).toContain(
      '$22 by Zelle to coach@example.com for my Standard Coaching monthly subscription.',
    );
  });

  it('is a mailto to the brand e-mail with the subject and body percent-encoded', () => {
    const href = zelleMailto(lunar, { serviceName: 'Love Reading', price: '$35' });
    expect(href.startsWith(`mailto:${lunar.email}?subject=Payment%20for%20Love%20Reading&body=`)).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1])).toBe(zelleBody(lunar, { serviceName: 'Love Reading', price: 35_00 }));
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

describe('squarePaymentPath (§2 card tile)', () => {
  it('the general payment reads exactly as the spec writes it', () => {
    expect(squarePaymentPath({ serviceId: 'general', price: '$25', serviceName: 'General Payment' })).toBe(
      '/square-payment?serviceId=general&price=25&serviceName=General%20Payment',
    );
  });

  it('finds the catalogue id from the service name, and passes a booking through', () => {
    expect(
      squarePaymentPath({ serviceName: 'Strategic Decision Coaching', price: '$25', bookingId: 'b-1' }),
    ).toBe('/square-payment?serviceId=strategic-decision&price=25&serviceName=Strategic%20Decision%20Coaching&bookingId=b-1');
  });

  it('an unknown service name is a general payment', () => {
    expect(squarePaymentPath({ serviceName: 'Something & Else', price: 1000 })).toBe(
      '/square-payment?serviceId=general&price=10&serviceName=Something%20%26%20Else',
    );
  });
});
