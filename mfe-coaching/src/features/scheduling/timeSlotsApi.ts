import type { BrandId, TimeSlotDto } from '@app/contracts';
import { api } from '../../app/api';

export const timeSlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimeSlots: build.query<TimeSlotDto[], BrandId>({
      query: (brand) => ({ url: 'api/time-slots', params: { brand }, cache: 'no-cache' }),
      providesTags: ['TimeSlots'],
    }),
  }),
});

export const { useGetTimeSlotsQuery } = timeSlotsApi;
