import type { BlackoutDateDto, BlackoutDateRequest, BrandId } from '@app/contracts';
import { api } from '../../../app/api';

export const blackoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlackouts: build.query<BlackoutDateDto[], void>({
      query: () => 'api/coach/blackout-dates',
      providesTags: ['Blackouts'],
    }),
    addBlackout: build.mutation<BlackoutDateDto[], BlackoutDateRequest>({
      query: (body) => ({ url: 'api/coach/blackout-dates', method: 'POST', body }),
      invalidatesTags: ['Blackouts'],
    }),
    // Without a brand the whole day reopens for both brands; with one, only that brand's entry goes.
    removeBlackout: build.mutation<BlackoutDateDto[], { date: string; brand: BrandId | null }>({
      query: ({ date, brand }) => ({
        url: `api/coach/blackout-dates/${encodeURIComponent(date)}`,
        method: 'DELETE',
        params: brand ? { brand } : undefined,
      }),
      invalidatesTags: ['Blackouts'],
    }),
  }),
});

export const { useGetBlackoutsQuery, useAddBlackoutMutation, useRemoveBlackoutMutation } = blackoutsApi;
