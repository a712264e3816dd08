import type { EntityManager } from 'typeorm';
import { hashManageToken } from '../bookings/booking-token';
import { BookingEntity } from '../bookings/booking.entity';

/** Manage tokens are 32 base64url characters; anything far longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 128;

/**
 * The booking a manage link belongs to (only the token's SHA-256 is stored). With `lock`, the row stays locked for
 * the caller's transaction: every change to a booking starts here, so two tabs changing one booking queue up.
 */
export async function bookingByToken(
  manager: EntityManager,
  token: string,
  lock = false,
): Promise<BookingEntity | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  return manager.findOne(BookingEntity, {
    where: { manageTokenHash: hashManageToken(token) },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}
