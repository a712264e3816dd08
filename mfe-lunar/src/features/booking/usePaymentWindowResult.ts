import { useEffect, useState } from 'react';
import { isPaymentWindowMessage } from '@app/contracts';

/** True once the /square-payment window opened for this booking reports a successful payment. */
export function usePaymentWindowResult(bookingId: string): boolean {
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (isPaymentWindowMessage(event.data) && event.data.bookingId === bookingId) setPaid(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bookingId]);
  return paid;
}
