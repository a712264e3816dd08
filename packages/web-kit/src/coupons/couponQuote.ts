import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { COUPON_QUERY, type BrandId, type PlanType } from '@app/contracts';

/** What a code is quoted for: a service of a brand, or a plan. */
export interface CouponScopeQuery {
  brand: BrandId;
  serviceId?: string;
  planType?: PlanType;
}

/** GET /api/coupons/quote's arguments. */
export interface CouponQuoteArgs extends CouponScopeQuery {
  code: string;
}

/**
 * The request of each remote's `couponQuote` endpoint (one line per remote's api slice, like the waitlist's join):
 *
 *   couponQuote: build.query<CouponQuoteDto, CouponQuoteArgs>({ query: couponQuoteRequest, extraOptions: { maxRetries: 0 } })
 */
export function couponQuoteRequest({ code, ...scope }: CouponQuoteArgs): FetchArgs {
  const params: Record<string, string> = { [COUPON_QUERY]: code, brand: scope.brand };
  if (scope.serviceId) params.serviceId = scope.serviceId;
  if (scope.planType) params.planType = scope.planType;
  return { url: 'api/coupons/quote', params };
}

/** The code a shared link carries (/booking?code=SPRING20), read once in the browser. */
export function couponFromUrl(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(COUPON_QUERY)?.trim().toUpperCase() ?? '';
}
