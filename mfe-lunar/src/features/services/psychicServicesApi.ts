import type { PsychicServiceDto } from '@app/contracts';
import { api } from '../../app/api';

export const psychicServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPsychicServices: build.query<PsychicServiceDto[], void>({
      query: () => 'api/psychic-services',
      providesTags: ['PsychicServices'],
    }),
  }),
});

export const { useGetPsychicServicesQuery } = psychicServicesApi;

/** SPEC §3: a duration of 0 means the reading happens in chat. */
export function durationLabel(minutes: number): string {
  return minutes === 0 ? 'Chat' : `${minutes} min`;
}
