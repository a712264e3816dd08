import type { SubscriptionDto, SubscriptionFormValues, SubscriptionMessageDto } from '@app/contracts';
import { api } from '../../app/api';

export interface StartedSubscription {
  subscription: SubscriptionDto;
  /** The plan was already waiting for payment under this e-mail: the same subscription came back. */
  existing: boolean;
}

/** A subscription created minutes ago was not created by this request (whatever status code the API chose). */
function startedEarlier(subscription: SubscriptionDto): boolean {
  return Date.now() - Date.parse(subscription.createdAt) > 2 * 60_000;
}

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DESIGN §3: the server filters by e-mail; the unfiltered list is admin-only. */
    lookupSubscriptions: build.query<SubscriptionDto[], string>({
      query: (email) => ({ url: 'api/subscriptions', params: { email } }),
      providesTags: ['Subscriptions'],
    }),
    /**
     * Starting the same plan again with the same e-mail answers the existing pending subscription (200, not a new
     * 201), or 409 when it is already active.
     */
    createSubscription: build.mutation<StartedSubscription, SubscriptionFormValues>({
      query: (body) => ({ url: 'api/subscriptions', method: 'POST', body }),
      transformResponse: (subscription: SubscriptionDto, meta) => ({
        subscription,
        existing: (meta as { response?: Response } | undefined)?.response?.status === 200 || startedEarlier(subscription),
      }),
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
