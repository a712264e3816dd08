import {
  SUBSCRIBER_SIGNED_IN_COOKIE,
  type SignInLinkSentDto,
  type SubscriberSessionDto,
  type SubscriptionFormValues,
  type SubscriptionMessageDto,
  type SubscriptionStartDto,
} from '@app/contracts';
import { api } from '../../app/api';

/**
 * Whether this browser may hold a subscriber session: the server sets a script-readable marker beside the httpOnly
 * session cookie. Without it there is nothing to ask, and asking would only earn a 401 the browser logs as an error.
 */
function maySignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SUBSCRIBER_SIGNED_IN_COOKIE}=1`));
}

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in subscriber's plans (DESIGN §3: the session cookie the e-mailed link or a new plan opened);
     * null when this browser is not signed in (no marker cookie, or a 401), so the page shows the plans and
     * "Access Your Subscription".
     */
    getMySubscriptions: build.query<SubscriberSessionDto | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        if (!maySignedIn()) return { data: null };
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
    /** "Cancel anytime" (issue 29): the server answers the dashboard as it now reads, which replaces the cached one. */
    cancelPlan: build.mutation<SubscriberSessionDto, string>({
      query: (id) => ({ url: `api/subscriptions/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(subscriptionsApi.util.upsertQueryData('getMySubscriptions', undefined, data));
      },
    }),
    /**
     * The same 202 whatever the address already has (DESIGN §3, issue 28): what happened, and how to pay or sign in,
     * is e-mailed to the address. It opens no session.
     */
    createSubscription: build.mutation<SubscriptionStartDto, SubscriptionFormValues>({
      query: (body) => ({ url: 'api/subscriptions', method: 'POST', body }),
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
  useCancelPlanMutation,
  useCreateSubscriptionMutation,
  useGetSubscriptionMessagesQuery,
  useAskCoachMutation,
  useRequestVideoMutation,
} = subscriptionsApi;
