/**
 * Cross-site request forgery defences (DESIGN §3 "CSRF"): the names the API and the frontends share, and the texts
 * of the refusals, so a client and a test can tell which rule a request broke.
 */

/**
 * Readable (not httpOnly) cookie set with the admin session: a value derived from that session which a page of our
 * own origin can read and echo, and a page of another origin cannot (double submit bound to the session).
 */
export const ADMIN_CSRF_COOKIE = 'csrf_token';

/** The header that echoes ADMIN_CSRF_COOKIE on every state-changing request (Fetch API header names are case-free). */
export const CSRF_HEADER = 'X-CSRF-Token';

export const CSRF_MESSAGES = {
  /** 403: Origin / Sec-Fetch-Site says the request came from another site's page. */
  foreignOrigin: 'Cross-site request refused: this request did not come from this site',
  /** 415: a state-changing request with a body that is not JSON (an HTML form, text/plain). */
  jsonOnly: 'Requests that change data must send a JSON body (Content-Type: application/json)',
  /** 403: an admin write authenticated by the session cookie without the matching X-CSRF-Token header. */
  invalidToken: 'Invalid or missing CSRF token',
} as const;
