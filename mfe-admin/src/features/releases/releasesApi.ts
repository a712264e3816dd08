import type { CanaryReleaseRequest, ReleasesOverviewDto, RemoteName } from '@app/contracts';
import { api } from '../../app/api';

/**
 * Every change answers the whole overview as the registry now stands (DESIGN §2 "Releases"), so the page shows that
 * answer at once instead of asking again. A refusal (409: no earlier release, no canary, a removed release) may mean
 * someone else changed the registry meanwhile, so the overview is then asked for again.
 */
const changed = {
  invalidatesTags: (_result: unknown, error: unknown) => (error ? (['Releases'] as const) : []),
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: ChangeLifecycle) {
    try {
      const { data } = await queryFulfilled;
      dispatch(releasesApi.util.upsertQueryData('getReleases', undefined, data));
    } catch {
      // The refusal is the mutation's own result: the caller shows it.
    }
  },
};

interface ChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: ReleasesOverviewDto }>;
}

const path = (remote: RemoteName, action: string) => `api/releases/${encodeURIComponent(remote)}/${action}`;

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<ReleasesOverviewDto, void>({
      query: () => 'api/releases',
      providesTags: ['Releases'],
    }),
    /** Without a release id the canary becomes live. */
    promoteRelease: build.mutation<ReleasesOverviewDto, { remote: RemoteName; releaseId?: string }>({
      query: ({ remote, releaseId }) => ({
        url: path(remote, 'promote'),
        method: 'POST',
        body: releaseId ? { releaseId } : {},
      }),
      ...changed,
    }),
    rollbackRelease: build.mutation<ReleasesOverviewDto, { remote: RemoteName }>({
      query: ({ remote }) => ({ url: path(remote, 'rollback'), method: 'POST', body: {} }),
      ...changed,
    }),
    startCanary: build.mutation<ReleasesOverviewDto, { remote: RemoteName } & CanaryReleaseRequest>({
      query: ({ remote, releaseId, share }) => ({
        url: path(remote, 'canary'),
        method: 'POST',
        body: { releaseId, share },
      }),
      ...changed,
    }),
    abortCanary: build.mutation<ReleasesOverviewDto, { remote: RemoteName }>({
      query: ({ remote }) => ({ url: path(remote, 'canary/abort'), method: 'POST', body: {} }),
      ...changed,
    }),
  }),
});

export const {
  useGetReleasesQuery,
  usePromoteReleaseMutation,
  useRollbackReleaseMutation,
  useStartCanaryMutation,
  useAbortCanaryMutation,
} = releasesApi;
