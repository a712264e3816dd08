import { useCallback } from 'react';
import {
  PAYMENT_METHOD_LABELS,
  isCardPayment,
  isPaymentMethodId,
  type BrandId,
  type LaunchPayment,
} from '@app/contracts';
import { useToast, type ToastOptions } from '../feedback/useToast';
import {
  launchBrandPayment,
  launchFailed,
  type PaymentLaunchRequest,
  type PaymentLaunchResult,
} from './paymentLauncher';

export const LAUNCH_FAILED_TITLE = 'Payment link unavailable';

/** What to try instead, in the brand's voice (e.g. "Please send $35 to …"); the default asks to retry. */
export interface LaunchFailureWording {
  instead?: string;
}

/** The one toast of a payment that could not be opened, for every brand. */
export function launchFailureToast(method: string, { instead }: LaunchFailureWording = {}): ToastOptions {
  const id = method.trim().toLowerCase();
  const what = !isPaymentMethodId(id)
    ? 'this payment method'
    : isCardPayment(id)
      ? 'the card payment window'
      : id === 'zelle'
        ? 'the Zelle e-mail'
        : PAYMENT_METHOD_LABELS[id];
  return {
    title: LAUNCH_FAILED_TITLE,
    description: `We could not open ${what} right now. ${instead ?? 'Please try again or contact support.'}`,
    variant: 'destructive',
  };
}

/**
 * Open a payment for `brand` with one failure policy: the result is always returned (never thrown), and when
 * nothing opened the visitor is told so with the same toast on every brand — never silently. `local`: see
 * launchBrandPayment.
 */
export function usePaymentLauncher(brand: BrandId, local?: LaunchPayment) {
  const { toast } = useToast();
  return useCallback(
    async (request: PaymentLaunchRequest, wording?: LaunchFailureWording): Promise<PaymentLaunchResult> => {
      const result = await launchBrandPayment(brand, request, local);
      if (launchFailed(result)) toast(launchFailureToast(request.method, wording));
      return result;
    },
    [brand, local, toast],
  );
}
