import type { ServiceDto } from '@app/contracts';
import { api } from '../../app/api';

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<ServiceDto[], void>({
      query: () => 'api/services',
      providesTags: ['Services'],
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;
