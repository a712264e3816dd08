import type { PaymentQuoteDto, PaymentReceiptDto } from '@app/contracts';

/** Server answers the payment pages are tested against (contracts orders.ts shapes). */
export const GENERAL_QUOTE: PaymentQuoteDto = {
  purpose: 'general',
  brand: 'coaching',
  serviceId: 'general',
  serviceName: 'General Payment',
  description: 'General payment to Life Coaching',
  amountCents: 2500,
  currency: 'USD',
};

export const LUNAR_GENERAL_QUOTE: PaymentQuoteDto = {
  ...GENERAL_QUOTE,
  brand: 'lunar',
  description: 'General payment to Lunar Light',
};

/** A held Lunar Light card booking, 14½ minutes left on its hold. */
export function lunarBookingQuote(overrides: Partial<PaymentQuoteDto> = {}): PaymentQuoteDto {
  return {
    purpose: 'booking',
    brand: 'lunar',
    serviceId: 'love-reading',
    serviceName: 'Love Reading',
    description: 'Love Reading on Tue, Nov 24 at 3:00 PM ET',
    amountCents: 4500,
    currency: 'USD',
    bookingId: 'bk-1',
    booking: {
      status: 'pending_payment',
      paymentStatus: 'awaiting',
      startTime: '2026-11-24T20:00:00.000Z',
      holdExpiresAt: new Date(Date.now() + 14.5 * 60_000).toISOString(),
    },
    ...overrides,
  };
}

export const PLAN_QUOTE: PaymentQuoteDto = {
  purpose: 'subscription',
  brand: 'coaching',
  serviceId: 'premium',
  serviceName: 'Premium Coaching',
  description: 'Premium Coaching monthly plan',
  amountCents: 4400,
  currency: 'USD',
  subscriptionId: 'sub-1',
  subscription: { status: 'pending_payment', planType: 'premium' },
};

export function receiptOf(quote: PaymentQuoteDto, overrides: Partial<PaymentReceiptDto> = {}): PaymentReceiptDto {
  const { currency: _currency, ...rest } = quote;
  return {
    ...rest,
    currency: 'USD',
    paymentId: 'pay_123',
    status: 'approved',
    cardBrand: 'visa',
    cardLast4: '4242',
    reference: 'PAY-ABC12345',
    paidAt: '2026-11-24T19:50:00.000Z',
    booking: quote.booking
      ? { ...quote.booking, status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null }
      : undefined,
    subscription: quote.subscription ? { ...quote.subscription, status: 'active' } : undefined,
    ...overrides,
  };
}
