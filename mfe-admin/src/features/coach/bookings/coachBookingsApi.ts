import type {
  AgendaPaymentFilter,
  AgendaStatusFilter,
  BrandId,
  CoachBookingDetailDto,
  CoachBookingDto,
  CoachCancelBookingRequest,
  ReleaseBookingsRequest,
  ReleaseBookingsResultDto,
  TimeSlotDto,
} from '@app/contracts';
import { api } from '../../../app/api';

/** The agenda's question to the API: business dates (ET), both inclusive; no brand = both brands. */
export interface AgendaQuery {
  from: string;
  to: string;
  brand?: BrandId;
  q?: string;
  status: AgendaStatusFilter;
  payment: AgendaPaymentFilter;
}

const path = (id: string, action?: string) =>
  `api/coach/bookings/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/**
 * Every action on a booking changes the agenda and the open detail (both tagged CoachBookings), and most free or
 * take a slot, so the free slots a reschedule offers are refetched too, and the waitlist (a freed time tells it).
 */
const CHANGED = ['CoachBookings', 'TimeSlots', 'Waitlist'] as const;

export const coachBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachBookings: build.query<CoachBookingDto[], AgendaQuery>({
      query: ({ brand, q, ...rest }) => ({
        url: 'api/coach/bookings',
        params: { ...rest, ...(brand ? { brand } : {}), ...(q ? { q } : {}) },
      }),
      providesTags: ['CoachBookings'],
    }),
    getCoachBooking: build.query<CoachBookingDetailDto, string>({
      query: (id) => path(id),
      providesTags: ['CoachBookings'],
    }),
    /** What a booking can move to: the public list of free future slots of its brand. */
    getFreeSlots: build.query<TimeSlotDto[], BrandId>({
      query: (brand) => ({ url: 'api/time-slots', params: { brand }, cache: 'no-cache' }),
      providesTags: ['TimeSlots'],
    }),
    cancelBooking: build.mutation<CoachBookingDetailDto, { id: string } & CoachCancelBookingRequest>({
      query: ({ id, ...body }) => ({ url: path(id, 'cancel'), method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    rescheduleBooking: build.mutation<
      CoachBookingDetailDto,
      { id: string; timeSlotId: string; fromTimeSlotId: string }
    >({
      // fromTimeSlotId: the slot the console showed; a customer's move in between answers 409 instead of moving twice.
      query: ({ id, ...body }) => ({ url: path(id, 'reschedule'), method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    markNoShow: build.mutation<CoachBookingDetailDto, string>({
      query: (id) => ({ url: path(id, 'no-show'), method: 'POST' }),
      invalidatesTags: [...CHANGED],
    }),
    markBookingPaid: build.mutation<CoachBookingDetailDto, string>({
      query: (id) => ({ url: path(id, 'mark-paid'), method: 'POST' }),
      invalidatesTags: [...CHANGED],
    }),
    refundBooking: build.mutation<CoachBookingDetailDto, string>({
      query: (id) => ({ url: path(id, 'refund'), method: 'POST' }),
      invalidatesTags: [...CHANGED],
    }),
    markRefundSent: build.mutation<CoachBookingDetailDto, string>({
      query: (id) => ({ url: path(id, 'refund-sent'), method: 'POST' }),
      invalidatesTags: [...CHANGED],
    }),
    releaseBookings: build.mutation<ReleaseBookingsResultDto, ReleaseBookingsRequest>({
      query: (body) => ({ url: 'api/coach/bookings/release', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const {
  useGetCoachBookingsQuery,
  useGetCoachBookingQuery,
  useGetFreeSlotsQuery,
  useCancelBookingMutation,
  useRescheduleBookingMutation,
  useMarkNoShowMutation,
  useMarkBookingPaidMutation,
  useRefundBookingMutation,
  useMarkRefundSentMutation,
  useReleaseBookingsMutation,
} = coachBookingsApi;
