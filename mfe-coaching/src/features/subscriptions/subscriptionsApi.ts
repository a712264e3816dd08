import type {
  SignInLinkSentDto,
  SubscriberSessionDto,
  SubscriptionDto,
  SubscriptionFormValues,
  SubscriptionMessageDto,
} from '@app/contracts';
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
    /**
     * The signed-in subscriber's plans (DESIGN §3: the session cookie the e-mailed link or a new plan opened);
     * null when this browser is not signed in (401), so the page shows the plans and "Access Your Subscription".
     */
    getMySubscriptions: build.query<SubscriberSessionDto | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('api/subscriptions/mine');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as SubscriberSessionDto };
      },
      providesTags: ['Subscriptions'],
    }),
    /** "Access Your Subscription": the same 202 whether or not the address has a plan. */
    requestSignInLink: build.mutation<SignInLinkSentDto, string>({
      query: (email) => ({ url: 'api/subscriptions/sign-in-links', method: 'POST', body: { email } }),
    }),
    /** Opening the e-mailed link: the server spends it and sets the httpOnly session cookie. */
    signInWithLink: build.mutation<SubscriberSessionDto, string>({
      query: (token) => ({ url: 'api/subscriptions/session', method: 'POST', body: { token } }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(subscriptionsApi.util.upsertQueryData('getMySubscriptions', undefined, data));
      },
    }),
    signOutSubscriber: build.mutation<void, void>({
      query: () => ({ url: 'api/subscriptions/session', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        // Signed out (or the session was gone already): nothing of the dashboard stays on screen.
        void dispatch(subscriptionsApi.util.upsertQueryData('getMySubscriptions', undefined, null));
      },
    }),
    /**
     * Starting the same plan again with the same e-mail answers the existing pending subscription (200, not a new
     * 201), or 409 when it is already active. A new plan (201) signs this browser in for that plan only.
     */
    createSubscription: build.mutation<StartedSubscription, SubscriptionFormValues>({
      query: (body) => ({ url: 'api/subscriptions', method: 'POST', body }),
      transformResponse: (subscription: SubscriptionDto, meta) => ({
        subscription,
        existing: statusOf(meta) === 200 || startedEarlier(subscription),
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
    /** Premium: spends one of the month's video sessions; it joins the conversation like a question. */
    requestVideo: build.mutation<SubscriptionMessageDto, { subscriptionId: string; question: string }>({
      query: ({ subscriptionId, question }) => ({
        url: `api/subscriptions/${encodeURIComponent(subscriptionId)}/video-requests`,
        method: 'POST',
        body: { question },
      }),
      invalidatesTags: (_result, _error, { subscriptionId }) => [
        { type: 'SubscriptionMessages', id: subscriptionId },
        'Subscriptions',
      ],
    }),
  }),
});

export const {
  useGetMySubscriptionsQuery,
  useRequestSignInLinkMutation,
  useSignInWithLinkMutation,
  useSignOutSubscriberMutation,
  useCreateSubscriptionMutation,
  useGetSubscriptionMessagesQuery,
  useAskCoachMutation,
  useRequestVideoMutation,
} = subscriptionsApi;

/** The HTTP status behind an answer (fetchBaseQuery's meta carries the Response). */
function statusOf(meta: unknown): number | undefined {
  return (meta as { response?: Response } | undefined)?.response?.status;
}
