import type { BulkTestersResult, TesterStatus, TestingUserDto, TestingUserFormValues } from '@app/contracts';
import { api } from '../../app/api';

export const testersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTesters: build.query<TestingUserDto[], void>({
      query: () => 'api/testing-users',
      providesTags: ['Testers'],
    }),
    addTester: build.mutation<TestingUserDto, TestingUserFormValues>({
      query: (body) => ({ url: 'api/testing-users', method: 'POST', body }),
      invalidatesTags: ['Testers'],
    }),
    bulkAddTesters: build.mutation<BulkTestersResult, { emails: string[] }>({
      query: (body) => ({ url: 'api/testing-users/bulk', method: 'POST', body }),
      invalidatesTags: ['Testers'],
    }),
    updateTesterStatus: build.mutation<TestingUserDto, { id: string; status: TesterStatus }>({
      query: ({ id, status }) => ({
        url: `api/testing-users/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Testers'],
    }),
    deleteTester: build.mutation<void, string>({
      query: (id) => ({ url: `api/testing-users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Testers'],
    }),
  }),
});

export const {
  useGetTestersQuery,
  useAddTesterMutation,
  useBulkAddTestersMutation,
  useUpdateTesterStatusMutation,
  useDeleteTesterMutation,
} = testersApi;
