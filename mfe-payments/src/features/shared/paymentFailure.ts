import { PAYMENT_MESSAGES } from '@app/contracts';
import { serverMessage, type ApiError } from '@app/web-kit';

/**
 * The "Payment Failed" description (SPEC §8): the server's own message (a decline, a validation error), else
 * "Payment processing failed" for any other non-OK answer, else — no answer at all — the advice to retry.
 */
export function paymentFailureText(error: unknown): string {
  const fromServer = serverMessage(error, '');
  if (fromServer) return fromServer;
  const status = (error as ApiError | undefined)?.status;
  return typeof status === 'number' ? PAYMENT_MESSAGES.notOk : PAYMENT_MESSAGES.failedFallback;
}
