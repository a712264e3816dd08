import { ADMIN_CSRF_COOKIE, CSRF_HEADER } from '@app/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The admin session's CSRF token (a readable cookie the API sets at sign-in), or undefined when signed out. */
export function csrfToken(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === ADMIN_CSRF_COOKIE)
      return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Headers every write to /api carries: the admin's CSRF token when there is one (the API needs it on admin writes
 * authenticated by the session cookie; elsewhere it is ignored). Any fetch() outside RTK Query that writes to the
 * API spreads these into its headers and sends JSON.
 */
export function csrfHeaders(method: string | undefined): Record<string, string> {
  if (SAFE_METHODS.has((method ?? 'GET').toUpperCase())) return {};
  const token = csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}
