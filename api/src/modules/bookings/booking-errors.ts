import { BOOKING_MESSAGES, VALIDATION_MESSAGES } from '@app/contracts';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/** The 400/409 answers of POST /api/bookings, with the field they belong to so forms can mark it. */
export const bookingErrors = {
  unknownService: () =>
    new BadRequestException({
      message: VALIDATION_MESSAGES.serviceRequired,
      errors: { serviceId: VALIDATION_MESSAGES.serviceRequired },
    }),
  unknownSlot: () =>
    new BadRequestException({
      message: VALIDATION_MESSAGES.timeSlotRequired,
      errors: { timeSlotId: VALIDATION_MESSAGES.timeSlotRequired },
    }),
  wrongBrand: () =>
    new BadRequestException({
      message: WRONG_BRAND_MESSAGE,
      errors: { timeSlotId: WRONG_BRAND_MESSAGE },
    }),
  pastSlot: () =>
    new BadRequestException({
      message: BOOKING_MESSAGES.slotPast,
      errors: { timeSlotId: BOOKING_MESSAGES.slotPast },
    }),
  slotTaken: () => new ConflictException(BOOKING_MESSAGES.slotTaken),
};

/** A lunar slot picked for a coaching service (or the reverse): only a crafted request gets here. */
export const WRONG_BRAND_MESSAGE = 'This time slot is not offered for the selected service';

/** PostgreSQL unique_violation on the one-live-booking-per-slot index: the database caught a race. */
export function isLiveSlotConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'booking_live_slot_key';
}
