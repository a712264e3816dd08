import type { BookingDto, BrandId } from '@app/contracts';
import { api } from '../../../app/api';

export const coachBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachBookings: build.query<BookingDto[], { brand: BrandId }>({
      query: ({ brand }) => ({ url: 'api/coach/bookings', params: { brand } }),
      providesTags: ['CoachBookings'],
    }),
    markBookingPaid: build.mutation<BookingDto, string>({
      query: (id) => ({ url: `api/coach/bookings/${encodeURIComponent(id)}/mark-paid`, method: 'POST' }),
      invalidatesTags: ['CoachBookings'],
    }),
  }),
});

export const { useGetCoachBookingsQuery, useMarkBookingPaidMutation } = coachBookingsApi;
