import type { BookingDto, BookingFormValues, TimeSlotDto } from '@app/contracts';
import { api } from '../../app/api';

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The lunar brand's own slots: available, future, today … +6 days ET (TEAM-API). */
    getLunarTimeSlots: build.query<TimeSlotDto[], void>({
      // SPEC §7: the psychic page asks with no-cache headers so a just-booked slot never comes from a cache.
      query: () => ({
        url: 'api/time-slots?brand=lunar',
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      }),
      providesTags: ['LunarTimeSlots'],
    }),
    /** A psychic serviceId makes it a lunar booking on the server; success refetches the slot list (SPEC §4). */
    createReadingBooking: build.mutation<BookingDto, BookingFormValues>({
      query: (body) => ({ url: 'api/bookings', method: 'POST', body }),
      invalidatesTags: ['LunarTimeSlots'],
    }),
  }),
});

export const { useGetLunarTimeSlotsQuery, useCreateReadingBookingMutation } = bookingApi;
