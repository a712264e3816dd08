import { ADMIN_SESSION_COOKIE } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

/** A request as far as authentication cares: fastify requests and raw WebSocket upgrade requests alike. */
export interface RequestWithCredentials {
  headers: FastifyRequest['headers'];
}

/**
 * Where the admin token came from. A bearer header is set by a program, never by a browser on its own, so it
 * cannot be forged cross-site; the cookie travels with any request the browser makes and needs the CSRF token.
 */
export interface AdminCredentials {
  token: string;
  via: 'bearer' | 'cookie';
}

/** `Authorization: Bearer <token>` wins over the cookie, so an API client is never confused by a stale cookie. */
export function adminCredentialsFrom(request: RequestWithCredentials): AdminCredentials | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return { token: match[1], via: 'bearer' };
  }
  const cookie = cookieFromHeader(request.headers.cookie);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

export function adminTokenFrom(request: RequestWithCredentials): string | undefined {
  return adminCredentialsFrom(request)?.token;
}

/**
 * Read by hand rather than through @fastify/cookie: that plugin loads `cookie` with a dynamic import(), which
 * jest's CommonJS runtime cannot do, and one cookie does not need a parser dependency.
 */
function cookieFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === ADMIN_SESSION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface SessionCookieOptions {
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
  secure: boolean;
}

/** The Set-Cookie value of the admin session: httpOnly, SameSite=Lax, whole site. */
export function adminSessionCookie(token: string, { maxAge, secure }: SessionCookieOptions): string {
  const parts = [
    `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
