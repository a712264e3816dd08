import { createHash } from 'node:crypto';

/**
 * A booking's manage token and the hash that is stored. The token is derived from the booking id by LinkTokensService
 * (notifications), so later e-mails can rebuild the manage link; only its SHA-256 is kept in the row.
 */
export function manageTokenPair(token: string): { token: string; hash: string } {
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
