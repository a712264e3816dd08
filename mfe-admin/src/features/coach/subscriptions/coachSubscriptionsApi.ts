import type {
  CoachCancelSubscriptionRequest,
  CoachRenewSubscriptionRequest,
  CoachSubscriberDto,
  SubscriberStatusFilter,
  SubscriptionDto,
} from '@app/contracts';
import { api } from '../../../app/api';

/** The Subscribers list's filters: a standing (or all) and part of a name or e-mail. */
export interface SubscribersFilter {
  status: SubscriberStatusFilter;
  q: string;
}

export const coachSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscribers: build.query<CoachSubscriberDto[], SubscribersFilter>({
      query: ({ status, q }) => ({ url: 'api/coach/subscriptions', params: { status, ...(q ? { q } : {}) } }),
      providesTags: ['Subscriptions'],
    }),
    markSubscriptionPaid: build.mutation<SubscriptionDto, string>({
      query: (id) => ({ url: `api/coach/subscriptions/${encodeURIComponent(id)}/mark-paid`, method: 'POST' }),
      invalidatesTags: ['Subscriptions', 'Questions'],
    }),
    cancelSubscription: build.mutation<CoachSubscriberDto, { id: string } & CoachCancelSubscriptionRequest>({
      query: ({ id, ...body }) => ({
        url: `api/coach/subscriptions/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Subscriptions', 'Questions'],
    }),
    renewSubscription: build.mutation<CoachSubscriberDto, { id: string } & CoachRenewSubscriptionRequest>({
      query: ({ id, ...body }) => ({
        url: `api/coach/subscriptions/${encodeURIComponent(id)}/renewal`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Subscriptions'],
    }),
  }),
});

export const {
  useGetSubscribersQuery,
  useMarkSubscriptionPaidMutation,
  useCancelSubscriptionMutation,
  useRenewSubscriptionMutation,
} = coachSubscriptionsApi;
