import type { WaitlistJoinedDto, WaitlistJoinValues } from '@app/contracts';
import { api } from '../../app/api';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Tell me if a time opens": 202 with the same words whether or not the address was already waiting. */
    joinWaitlist: build.mutation<WaitlistJoinedDto, WaitlistJoinValues>({
      query: (body) => ({ url: 'api/waitlist', method: 'POST', body }),
    }),
  }),
});

export const { useJoinWaitlistMutation } = waitlistApi;
