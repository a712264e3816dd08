import { changeDeadline, MANAGE_BOOKING_MESSAGES as M } from '@app/contracts';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
} from '@nestjs/common';
import type { BookingEntity } from '../bookings/booking.entity';

/** The manage endpoints' refusals, with the texts the manage page shows. */
export const manageErrors = {
  notFound: () => new NotFoundException(M.notFound),
  /** Inside 24 hours: the policy itself is the explanation. 403, as retrying cannot help. */
  insideCutoff: () => new ForbiddenException(M.policy),
  cancelled: () => new ConflictException(M.cancelledAlready),
  expired: () => new ConflictException(M.expired),
  passed: () => new ConflictException(M.sessionPassed),
  sameSlot: () => new BadRequestException({ message: M.sameSlot, errors: { timeSlotId: M.sameSlot } }),
  wrongBrand: () => new BadRequestException({ message: M.wrongBrand, errors: { timeSlotId: M.wrongBrand } }),
  refundFailed: () => new BadGatewayException(M.refundFailed),
};

/**
 * Why a booking cannot be changed now, or nothing: released bookings first (they have no slot to give back), then
 * the clock. `startsAt` is the booking's current slot.
 */
export function refusalFor(booking: BookingEntity, startsAt: Date, now: Date): Error | null {
  if (booking.status === 'cancelled') return manageErrors.cancelled();
  const holdRanOut = booking.status === 'pending_payment' && !!booking.holdExpiresAt && booking.holdExpiresAt <= now;
  if (booking.status === 'expired' || holdRanOut) return manageErrors.expired();
  if (startsAt.getTime() <= now.getTime()) return manageErrors.passed();
  if (now.getTime() > changeDeadline(startsAt).getTime()) return manageErrors.insideCutoff();
  return null;
}
