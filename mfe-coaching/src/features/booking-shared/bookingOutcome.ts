import { CARD_HOLD_MINUTES, type BookingDto } from '@app/contracts';

/** What the page shows after POST /api/bookings answered: the booking as created, with its wording. */
export interface BookingOutcomeInfo {
  booking: BookingDto;
  serviceName: string;
  /** "Tomorrow at 11:00 AM ET", or '' when unknown. */
  when: string;
}

/** The toast of a card booking: held, not booked, until the card window's payment goes through. */
export const HELD_TOAST = {
  title: 'Slot Reserved',
  description: `Complete your card payment within ${CARD_HOLD_MINUTES} minutes to confirm your session.`,
} as const;
