import { useEffect, useState } from 'react';
import { isPaymentWindowMessage } from '@app/contracts';

export interface PaymentWindowResult {
  /** The server's payment id, for the receipt reference; absent from older windows. */
  paymentId?: string;
}

/** Set once the /square-payment window opened for this booking reports a successful payment; null until then. */
export function usePaymentWindowResult(bookingId: string): PaymentWindowResult | null {
  const [result, setResult] = useState<PaymentWindowResult | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (isPaymentWindowMessage(event.data) && event.data.bookingId === bookingId) {
        setResult({ paymentId: event.data.paymentId });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bookingId]);
  return result;
}
