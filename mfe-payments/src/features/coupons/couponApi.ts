import type { CouponQuoteDto } from '@app/contracts';
import { couponQuoteRequest, type CouponQuoteArgs } from '@app/web-kit';
import { api } from '../../app/api';

export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The price with a code (issue 33 item 4): informational, the booking or plan is priced again by the server. */
    couponQuote: build.query<CouponQuoteDto, CouponQuoteArgs>({
      query: couponQuoteRequest,
      // A refusal is final and a retry would spend the visitor's rate limit.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** CouponField's `quote`: the lazy query's trigger, unwrapped (rejects with the API's error). */
export function useCouponQuote() {
  const [trigger] = couponApi.useLazyCouponQuoteQuery();
  return (args: CouponQuoteArgs) => trigger(args).unwrap();
}
