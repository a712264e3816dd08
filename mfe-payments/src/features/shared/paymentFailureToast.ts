import { cardPaymentToast, PAYMENT_MESSAGES, type ToastText } from '@app/contracts';
import { errorText, type ApiError } from '@app/web-kit';

/**
 * The toast for a payment the server did not take. A refusal of the card fields keeps §5's own title, as the form's
 * check would have said it ("Invalid Card Number", "Invalid CVV", issue 29 item 8); anything else is "Payment Failed"
 * with the server's words.
 */
export function paymentFailureToast(error: unknown): ToastText {
  const message = errorText(error, { fallback: PAYMENT_MESSAGES.notOk, unreachable: PAYMENT_MESSAGES.failedFallback });
  return cardPaymentToast({ message, errors: (error as Partial<ApiError> | null)?.errors ?? {} });
}

/** A definite "no" in a 2xx answer (`{success: false, message}`), worded like a refusal. */
export function declinedToast(message: string | undefined): ToastText {
  return cardPaymentToast({ message: message || PAYMENT_MESSAGES.failedDefault, errors: {} });
}
