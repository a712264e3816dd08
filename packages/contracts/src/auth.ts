/**
 * Admin sign-in (DESIGN §3 "Admin"): the request the sign-in form and POST /api/auth/sign-in share, the
 * session cookie's name and the texts of the 401 and 429 answers, so the console and the API agree on them.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';

/** httpOnly, SameSite=Lax; set by sign-in, cleared by sign-out. Frontends only send it (credentials: 'include'). */
export const ADMIN_SESSION_COOKIE = 'admin_session';

export const AUTH_MESSAGES = {
  passwordRequired: 'Please enter the admin password',
  invalidPassword: 'Invalid password',
  /** 401 of every admin route without a valid session. */
  authRequired: 'Authentication required',
} as const;

/** 429 body message of every rate-limited route. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/** Not trimmed: a password may legitimately start or end with a space. */
export const signInSchema = object({
  password: string().required(AUTH_MESSAGES.passwordRequired).max(200, AUTH_MESSAGES.invalidPassword),
});
export type SignInRequest = InferType<typeof signInSchema>;

export interface SignInResponse {
  /** The same token as the cookie, for clients that send `Authorization: Bearer <token>` instead. */
  token: string;
  /** ISO instant the session ends. */
  expiresAt: string;
}

export interface AdminSessionDto {
  authenticated: true;
  expiresAt: string;
}
