import type { AdminSessionDto, SignInRequest, SignInResponse } from '@app/contracts';
import { api } from '../../app/api';

/**
 * TEAM-API: the admin session lives in an httpOnly cookie, so the page can only ask the server about it. Sign-in
 * (and each session check) also sets the readable csrf_token cookie, which appBaseQuery echoes on every write.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<AdminSessionDto, void>({
      query: () => 'api/auth/session',
      providesTags: ['Session'],
    }),
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: 'api/auth/sign-in', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    // No tag invalidation: the page navigates to the sign-in form itself, instead of racing RequireAdmin's redirect.
    signOut: build.mutation<void, void>({
      query: () => ({ url: 'api/auth/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useGetSessionQuery, useSignInMutation, useSignOutMutation } = authApi;
