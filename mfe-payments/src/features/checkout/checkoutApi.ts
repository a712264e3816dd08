import type { BookingDto, BookingFormValues, ServiceDto, TimeSlotDto } from '@app/contracts';
import { api } from '../../app/api';

/** What /checkout needs to make a booking through the same rules as the booking pages (issue 13). */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coaching catalogue, priced by the server (cents). */
    coachingServices: build.query<ServiceDto[], void>({ query: () => 'api/services' }),
    /** Free, future coaching slots (today through +6 days). */
    coachingSlots: build.query<TimeSlotDto[], void>({ query: () => 'api/time-slots' }),
    /** A card booking: the server holds the slot as pending_payment for 15 minutes. */
    createBooking: build.mutation<BookingDto, Partial<BookingFormValues>>({
      query: (body) => ({ url: 'api/bookings', method: 'POST', body }),
    }),
  }),
});

export const { useCoachingServicesQuery, useCoachingSlotsQuery, useCreateBookingMutation } = checkoutApi;
