import type { CoachCouponDto, CouponCreateValues } from '@app/contracts';
import { api } from '../../../app/api';

/** The coach's codes (issue 33 item 4). A write answers the coupon as it now is; the list is read again after it. */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<CoachCouponDto[], void>({
      query: () => 'api/coach/coupons',
      providesTags: ['Coupons'],
    }),
    createCoupon: build.mutation<CoachCouponDto, CouponCreateValues>({
      query: (body) => ({ url: 'api/coach/coupons', method: 'POST', body }),
      invalidatesTags: ['Coupons'],
    }),
    // Off for good: bookings and plans that already used the code keep their discount.
    deactivateCoupon: build.mutation<CoachCouponDto, { id: string }>({
      query: ({ id }) => ({ url: `api/coach/coupons/${encodeURIComponent(id)}/deactivate`, method: 'POST', body: {} }),
      invalidatesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponsQuery, useCreateCouponMutation, useDeactivateCouponMutation } = couponsApi;
