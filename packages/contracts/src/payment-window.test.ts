import { PAYMENT_WINDOW_MESSAGE_TYPE, isPaymentWindowMessage } from './payment-window';

describe('isPaymentWindowMessage', () => {
  it('accepts the card window result and nothing else', () => {
    const paid = {
      type: PAYMENT_WINDOW_MESSAGE_TYPE,
      status: 'paid',
      serviceId: 'general',
      serviceName: 'General Payment',
      amount: 25,
    };
    expect(isPaymentWindowMessage(paid)).toBe(true);
    expect(isPaymentWindowMessage({ ...paid, type: 'webpackHotUpdate' })).toBe(false);
    expect(isPaymentWindowMessage({ ...paid, serviceId: undefined })).toBe(false);
    expect(isPaymentWindowMessage('payment-window-result')).toBe(false);
    expect(isPaymentWindowMessage(null)).toBe(false);
  });
});
