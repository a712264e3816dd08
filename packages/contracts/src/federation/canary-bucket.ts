/**
 * A visitor's place among canaries (issue 30): the `release_bucket` cookie, 0–99, drawn once and kept a year. A
 * bucket in a canary's range gets that canary's releases on every page. Both hosts that render pages read and write
 * it — the single-origin server (api/src/static) and the shell deployed alone (shell/server) — so it lives here once.
 */
export const CANARY_COOKIE = 'release_bucket';
const MAX_AGE_S = 365 * 24 * 3600;

export function bucketFromCookie(cookie: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie ?? '');
  return match ? Number(match[1]) : null;
}

/** Uniform over 0–99 (Web Crypto, in Node and browsers alike; 2^32 mod 100 leaves a bias far below a percent). */
export function drawBucket(): number {
  return webCrypto().getRandomValues(new Uint32Array(1))[0] % 100;
}

/** contracts is compiled without the DOM or Node types: the one member of Web Crypto it uses. */
function webCrypto(): { getRandomValues(array: Uint32Array): Uint32Array } {
  return (globalThis as unknown as { crypto: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto;
}

/** HttpOnly: only the server reads it (it puts the visitor's releases in the page and in /remotes.json). */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
