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

// Here too for the booking form's imports; the reading cards import it alone (durationLabel.ts), without the store.
export { durationLabel } from './durationLabel';
