import type { CoachWaitlistDayDto } from '@app/contracts';
import { api } from '../../../app/api';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitlist: build.query<CoachWaitlistDayDto[], void>({
      query: () => 'api/coach/waitlist',
      providesTags: ['Waitlist'],
    }),
  }),
});

export const { useGetWaitlistQuery } = waitlistApi;
