import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_CSRF_COOKIE, CSRF_HEADER } from '@app/contracts';
import type { RequestWithCredentials, SessionCookieOptions } from './admin-token.util';

/**
 * The admin's CSRF token: an HMAC keyed by the session token itself. Bound to the session (a new sign-in gives a new
 * one), the same on every API replica without any storage, and worthless without the httpOnly session cookie it
 * derives from — which a page of another origin can neither read nor compute.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('admin-csrf-v1').digest('base64url');
}

/** Does the request's X-CSRF-Token header match the session it is authenticated by? Constant time. */
export function csrfHeaderMatches(request: RequestWithCredentials, sessionToken: string): boolean {
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  const sent = Array.isArray(header) ? header[0] : header;
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The Set-Cookie value of the CSRF token: readable by our pages (not httpOnly), SameSite=Strict, same Path and
 * Secure rule as the session cookie, which it lives and dies with.
 */
export function adminCsrfCookie(value: string, { maxAge, secure }: SessionCookieOptions): string {
  const parts = [`${ADMIN_CSRF_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Strict'];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
