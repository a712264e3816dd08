import type { SubscriptionDto, SubscriptionFormValues, SubscriptionMessageDto } from '@app/contracts';
import { api } from '../../app/api';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DESIGN §3: the server filters by e-mail; the unfiltered list is admin-only. */
    lookupSubscriptions: build.query<SubscriptionDto[], string>({
      query: (email) => ({ url: 'api/subscriptions', params: { email } }),
      providesTags: ['Subscriptions'],
    }),
    createSubscription: build.mutation<SubscriptionDto, SubscriptionFormValues>({
      query: (body) => ({ url: 'api/subscriptions', method: 'POST', body }),
      invalidatesTags: ['Subscriptions'],
    }),
    getSubscriptionMessages: build.query<SubscriptionMessageDto[], string>({
      query: (id) => `api/subscriptions/${encodeURIComponent(id)}/messages`,
      providesTags: (_result, _error, id) => [{ type: 'SubscriptionMessages', id }],
    }),
    askCoach: build.mutation<SubscriptionMessageDto, { subscriptionId: string; question: string }>({
      query: ({ subscriptionId, question }) => ({
        url: `api/subscriptions/${encodeURIComponent(subscriptionId)}/messages`,
        method: 'POST',
        body: { question },
      }),
      // The question counts against today's allowance, so the dashboard's counter changes too.
      invalidatesTags: (_result, _error, { subscriptionId }) => [
        { type: 'SubscriptionMessages', id: subscriptionId },
        'Subscriptions',
      ],
    }),
  }),
});

export const {
  useLookupSubscriptionsQuery,
  useLazyLookupSubscriptionsQuery,
  useCreateSubscriptionMutation,
  useGetSubscriptionMessagesQuery,
  useAskCoachMutation,
} = subscriptionsApi;
