import { appBaseQuery, createRemoteApi, type RemoteBaseQuery } from '@app/web-kit';

/** Paths whose 401 is an answer to show (wrong password, signed out), not an expired session. */
const AUTH_PATH = /^\/?api\/auth\//;

/**
 * When an admin call answers 401 the session cookie has expired or been revoked: re-check the session so
 * RequireAdmin sends the coach to the sign-in page instead of leaving a page of failed requests.
 */
const adminBaseQuery: RemoteBaseQuery = async (args, baseApi, extra) => {
  const result = await appBaseQuery(args, baseApi, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !AUTH_PATH.test(url)) {
    baseApi.dispatch(api.util.invalidateTags(['Session']));
  }
  return result;
};

/** One API slice for this remote (web-kit's cache policy); features add endpoints with injectEndpoints. */
export const api = createRemoteApi({
  baseQuery: adminBaseQuery,
  // The console is not a first screen on a phone; a chat message or a saved change shows the moment it lands.
  answers: 'at-once',
  tagTypes: [
    'Session',
    'Testers',
    'CoachBookings',
    'Subscriptions',
    'Questions',
    'ContactMessages',
    'Reviews',
    'Blackouts',
    'ChatSessions',
    'TimeSlots',
    'Releases',
    'Waitlist',
    'Coupons',
  ],
});
