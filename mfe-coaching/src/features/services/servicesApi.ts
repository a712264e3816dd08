import { retry } from '@reduxjs/toolkit/query/react';
import type { ServiceDto } from '@app/contracts';
import { appBaseQuery } from '@app/web-kit';
import { api } from '../../app/api';

/** SPEC §7: the home page asks for the services with 2 retries before settling for the fallback list. */
const withRetries = retry(appBaseQuery, { maxRetries: 2 });

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<ServiceDto[], void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await withRetries('api/services', queryApi, extraOptions ?? {});
        return result.error ? { error: result.error } : { data: result.data as ServiceDto[] };
      },
      providesTags: ['Services'],
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;
