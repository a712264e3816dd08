/**
 * A visitor's place among canaries (issue 30), for the shell deployed alone: the same `release_bucket` cookie as the
 * single-origin server's (api/src/static/canary-bucket.ts) — 0–99, drawn once, kept a year; a bucket in a canary's
 * range (the registry's `canaries`, beside /remotes.json) gets that canary's releases on every page.
 */
import { randomInt } from 'node:crypto';

export const CANARY_COOKIE = 'release_bucket';
const MAX_AGE_S = 365 * 24 * 3600;

export function bucketFromCookie(cookie: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie ?? '');
  return match ? Number(match[1]) : null;
}

export function drawBucket(): number {
  return randomInt(100);
}

/** HttpOnly: only the server reads it (it puts the visitor's releases in the page). */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
