/** Valid payment request bodies (§7); override what a test varies. */

export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export function squarePaymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceId: 'general',
    serviceName: 'General Payment',
    amount: 25,
    customer: { email: 'payer@example.com', firstName: 'Pat', lastName: 'Payer', phone: '' },
    card: { number: APPROVED_CARD, expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '10001' },
    ...overrides,
  };
}

export function createPaymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 2500,
    currency: 'USD',
    serviceId: 'strategic-decision',
    customerInfo: { name: 'Pat Payer', email: 'payer@example.com' },
    ...overrides,
  };
}
