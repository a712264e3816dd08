import { QueryFailedError } from 'typeorm';

/** PostgreSQL unique_violation on the one-live-booking-per-slot index: the database caught a race. */
export function isLiveSlotConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'booking_live_slot_key';
}
