import type { ManageBookingDto } from '@app/contracts';
import { api } from '../../app/api';

const path = (token: string) => `api/manage/${encodeURIComponent(token)}`;

/**
 * The manage link's calls. A change answers with the updated booking, which replaces the cached view at once;
 * the slot lists are refetched because a slot was freed (and, on reschedule, another taken).
 */
export const manageBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedBooking: build.query<ManageBookingDto, string>({
      query: path,
    }),
    cancelManagedBooking: build.mutation<ManageBookingDto, string>({
      query: (token) => ({ url: `${path(token)}/cancel`, method: 'POST' }),
      invalidatesTags: ['TimeSlots'],
      onQueryStarted: (token, { dispatch, queryFulfilled }) => replaceView(token, dispatch, queryFulfilled),
    }),
    rescheduleManagedBooking: build.mutation<
      ManageBookingDto,
      { token: string; timeSlotId: string; fromTimeSlotId?: string }
    >({
      // fromTimeSlotId: the slot this page showed; if another tab moved the booking first, the server answers 409.
      query: ({ token, ...body }) => ({ url: `${path(token)}/reschedule`, method: 'POST', body }),
      invalidatesTags: ['TimeSlots'],
      onQueryStarted: ({ token }, { dispatch, queryFulfilled }) => replaceView(token, dispatch, queryFulfilled),
    }),
  }),
});

async function replaceView(
  token: string,
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: ManageBookingDto }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(manageBookingApi.util.upsertQueryData('getManagedBooking', token, data));
  } catch {
    // The failure reaches the caller through the mutation's own result.
  }
}

export const { useGetManagedBookingQuery, useCancelManagedBookingMutation, useRescheduleManagedBookingMutation } =
  manageBookingApi;
