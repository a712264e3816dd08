import type { SubscriptionDto } from '@app/contracts';
import { api } from '../../../app/api';

export const coachSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Without ?email= the list is admin-only (DESIGN §3): every subscription.
    getAllSubscriptions: build.query<SubscriptionDto[], void>({
      query: () => 'api/subscriptions',
      providesTags: ['Subscriptions'],
    }),
    markSubscriptionPaid: build.mutation<SubscriptionDto, string>({
      query: (id) => ({ url: `api/coach/subscriptions/${encodeURIComponent(id)}/mark-paid`, method: 'POST' }),
      invalidatesTags: ['Subscriptions', 'Questions'],
    }),
  }),
});

export const { useGetAllSubscriptionsQuery, useMarkSubscriptionPaidMutation } = coachSubscriptionsApi;
