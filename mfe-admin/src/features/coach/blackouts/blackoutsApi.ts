import type { BlackoutAddedDto, BlackoutDateDto, BlackoutDateRequest, BrandId, CoachBookingDto } from '@app/contracts';
import { api } from '../../../app/api';

/** A blackout as the console names it: its day and brand (null = both brands). */
export interface BlackoutDay {
  date: string;
  brand: BrandId | null;
}

/**
 * The counts of live bookings on blacked-out days change whenever a booking is cancelled or moved (tagged
 * CoachBookings by the booking actions), so these lists are refetched then too.
 */
const PROVIDES = ['Blackouts', 'CoachBookings'] as const;

export const blackoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlackouts: build.query<BlackoutDateDto[], void>({
      query: () => 'api/coach/blackout-dates',
      providesTags: [...PROVIDES],
    }),
    addBlackout: build.mutation<BlackoutAddedDto, BlackoutDateRequest>({
      query: (body) => ({ url: 'api/coach/blackout-dates', method: 'POST', body }),
      invalidatesTags: ['Blackouts', 'TimeSlots', 'Waitlist'],
    }),
    /** Live bookings still on a blacked-out day: what the coach is asked to cancel, move or keep. */
    getBlackoutBookings: build.query<CoachBookingDto[], BlackoutDay>({
      query: ({ date, brand }) => ({
        url: `api/coach/blackout-dates/${encodeURIComponent(date)}/bookings`,
        params: brand ? { brand } : undefined,
      }),
      providesTags: [...PROVIDES],
    }),
    // Without a brand the whole day reopens for both brands; with one, only that brand's entry goes.
    removeBlackout: build.mutation<BlackoutDateDto[], BlackoutDay>({
      query: ({ date, brand }) => ({
        url: `api/coach/blackout-dates/${encodeURIComponent(date)}`,
        method: 'DELETE',
        params: brand ? { brand } : undefined,
      }),
      invalidatesTags: ['Blackouts', 'TimeSlots', 'Waitlist'],
    }),
  }),
});

export const { useGetBlackoutsQuery, useAddBlackoutMutation, useGetBlackoutBookingsQuery, useRemoveBlackoutMutation } =
  blackoutsApi;
