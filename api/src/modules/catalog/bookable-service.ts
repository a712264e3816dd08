import type { BrandId } from '@app/contracts';

/** What bookings and payments need to know about a service id, whichever catalogue it comes from. */
export interface BookableService {
  id: string;
  name: string;
  /** Integer cents: the only price a booking or a charge ever uses. */
  price: number;
  duration: number;
  /** Coaching services are booked on coaching slots, readings on Lunar Light slots. */
  brand: BrandId;
}
