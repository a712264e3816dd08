import { SUBSCRIBER_SESSION_COOKIE, SUBSCRIBER_SIGNED_IN_COOKIE } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The subscriber session cookie, read by hand like the admin one (admin-token.util.ts explains why no cookie
 * plugin). Only the cookie counts: a subscriber never holds a bearer token.
 */
export function subscriberTokenFrom(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === SUBSCRIBER_SESSION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** httpOnly (scripts never see it), SameSite=Lax, whole site; Secure over https and always in production. */
export function subscriberSessionCookie(
  token: string,
  { maxAge, secure }: { maxAge: number; secure: boolean },
): string {
  const parts = [
    `${SUBSCRIBER_SESSION_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The script-readable companion of the session cookie (no secret, the same lifetime): "a session may be here". */
export function subscriberSignedInCookie({ maxAge, secure }: { maxAge: number; secure: boolean }): string {
  const parts = [
    `${SUBSCRIBER_SIGNED_IN_COOKIE}=${maxAge > 0 ? '1' : ''}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'SameSite=Lax',
  ];
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
