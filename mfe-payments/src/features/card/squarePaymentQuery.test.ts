import { bookingPathFor, readSquarePaymentQuery, successPathFor } from './squarePaymentQuery';

const read = (qs: string) => readSquarePaymentQuery(new URLSearchParams(qs));

describe('square-payment query (§2)', () => {
  it('reads serviceId, whole-dollar price, decoded serviceName and plan', () => {
    expect(read('serviceId=subscription&price=44&serviceName=Premium%20Coaching&plan=premium&subscriptionId=s-1')).toEqual({
      serviceId: 'subscription',
      price: 44,
      serviceName: 'Premium Coaching',
      plan: 'premium',
      bookingId: undefined,
      subscriptionId: 's-1',
    });
  });

  it('a bare link is the $25 general payment; an unknown plan is ignored', () => {
    expect(read('plan=gold')).toEqual({
      serviceId: 'general',
      price: 25,
      serviceName: 'General Payment',
      plan: undefined,
      bookingId: undefined,
      subscriptionId: undefined,
    });
  });

  it('goes back to the booking page of the right brand', () => {
    expect(bookingPathFor(read('serviceId=love-reading&price=35'))).toBe('/lunar-booking');
    expect(bookingPathFor(read('serviceId=strategic-decision&price=25'))).toBe('/booking');
    expect(bookingPathFor(read('plan=standard'))).toBe('/subscriptions');
    expect(successPathFor(read('serviceId=love-reading&price=35&serviceName=Love%20Reading'))).toBe(
      '/success?service=Love+Reading&amount=35&brand=lunar',
    );
  });
});
