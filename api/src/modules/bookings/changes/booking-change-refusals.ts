import { changeDeadline, ErrorCode, effectiveStatus } from '@app/contracts';
import { DomainError } from '../../../common/domain-error';
import type { BookingEntity } from '../booking.entity';

/**
 * Why a booking cannot be changed now, or nothing: released bookings first (they have no slot to give back), then
 * the clock. `startsAt` is the booking's current slot.
 */
export function refusalFor(booking: BookingEntity, startsAt: Date, now: Date): DomainError | null {
  const released = releasedRefusal(booking, now);
  if (released) return released;
  if (startsAt.getTime() <= now.getTime()) return new DomainError(ErrorCode.SESSION_PASSED);
  if (now.getTime() > changeDeadline(startsAt).getTime()) return new DomainError(ErrorCode.BOOKING_CHANGE_CLOSED);
  return null;
}

/** Why a booking that gave its slot back (cancelled, or a lapsed card hold) cannot change; the coach's only limit. */
export function releasedRefusal(booking: BookingEntity, now: Date): DomainError | null {
  const status = effectiveStatus(booking, now);
  if (status === 'cancelled') return new DomainError(ErrorCode.BOOKING_CANCELLED);
  if (status === 'expired') return new DomainError(ErrorCode.BOOKING_EXPIRED);
  return null;
}
