import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from '@app/web-kit';

/** One API slice for this remote; features add endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  // SPEC §9: data is always stale and the cache is discarded at once; refetch on focus.
  keepUnusedDataFor: 0,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  tagTypes: ['PsychicServices', 'PsychicReviews', 'LunarTimeSlots'],
  endpoints: () => ({}),
});
