export const SIGN_IN_PATH = '/admin/sign-in';
/** Where a sign-in without a `next` lands: the coach's daily work starts at the console. */
export const DEFAULT_ADMIN_PATH = '/coach';

/**
 * The `next` parameter comes from the address bar, so anyone can craft it: only same-site paths are
 * followed ("//evil.example" and "/\evil.example" are other hosts to a browser), never the sign-in page itself.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_ADMIN_PATH;
  if (raw === SIGN_IN_PATH || raw.startsWith(`${SIGN_IN_PATH}?`)) return DEFAULT_ADMIN_PATH;
  return raw;
}

export function signInPathFor(next: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
