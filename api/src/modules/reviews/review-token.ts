import { timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../common/uuid';
import type { LinkTokensService } from '../link-tokens/link-tokens.service';

/**
 * The token of a booking's "Leave a review" link: the booking id and its HMAC signature (LinkTokensService, the secret the
 * manage and chat links use). Nothing is stored: the signature proves the link came from our e-mail, and the id
 * says which booking it is about.
 */
export function composeReviewToken(tokens: LinkTokensService, bookingId: string): string {
  return `${bookingId}.${tokens.review(bookingId)}`;
}

/** The booking id a review token was issued for, or null for anything forged, altered or malformed. */
export function bookingIdOfReviewToken(tokens: LinkTokensService, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const bookingId = token.slice(0, dot);
  if (!isUuid(bookingId)) return null;
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(tokens.review(bookingId.toLowerCase()), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId.toLowerCase() : null;
}
