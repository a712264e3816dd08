import type { BookingDto, BookingFormValues, CoachingPageBookingValues } from '@app/contracts';
import { api } from '../../app/api';

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingDto, BookingFormValues | CoachingPageBookingValues>({
      query: (body) => ({ url: 'api/bookings', method: 'POST', body }),
      // Success or failure (a 409 means someone else took the slot): either way the list has changed.
      invalidatesTags: ['TimeSlots'],
    }),
  }),
});

export const { useCreateBookingMutation } = bookingsApi;
