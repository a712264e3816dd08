import { PAYMENT_MESSAGES } from '@app/contracts';
import { paymentFailureText } from './paymentFailure';

describe('paymentFailureText', () => {
  it('uses the server message of a JSON error body', () => {
    const declined = {
      status: 402,
      message: '402: {...}',
      data: { success: false, message: 'Your card was declined.' },
    };
    expect(paymentFailureText(declined)).toBe('Your card was declined.');
  });

  it('says "Payment processing failed" for a non-OK answer without a message', () => {
    expect(paymentFailureText({ status: 502, message: '502: Bad Gateway', data: 'Bad Gateway' })).toBe(
      PAYMENT_MESSAGES.notOk,
    );
  });

  it('advises to retry when no answer came back', () => {
    expect(paymentFailureText({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toBe(
      PAYMENT_MESSAGES.failedFallback,
    );
  });
});
