import { createHash, randomBytes } from 'node:crypto';

/** A fresh manage token and the hash that is stored (the token itself is shown once). */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid cannot match a row; checking first keeps PostgreSQL's cast error (a 500) away. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
