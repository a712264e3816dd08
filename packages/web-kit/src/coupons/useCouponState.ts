import { useCallback, useState } from 'react';
import type { CouponQuoteDto } from '@app/contracts';
import { couponRefusal } from './couponText';

/**
 * What a form keeps beside its `couponCode` value: the server's quote (the price shown before submitting) and the
 * create call's refusal of the code, shown by the field.
 */
export function useCouponState() {
  const [quote, setQuote] = useState<CouponQuoteDto | null>(null);
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  /** A failed create call: true when it was the code (the field shows why and drops it). */
  const refused = useCallback((error: unknown) => {
    const message = couponRefusal(error);
    if (message) setRefusal({ message });
    return Boolean(message);
  }, []);
  return { quote, setQuote, refusal, refused };
}

export type CouponState = ReturnType<typeof useCouponState>;
