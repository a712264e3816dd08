import { type BrandId, WAITLIST_QUERY } from '@app/contracts';

/** The booking page of a brand: the waitlist's links lead back to it. */
const BOOKING_PATH: Record<BrandId, string> = { coaching: '/booking', lunar: '/lunar-booking' };

/** Absolute links of the waitlist e-mails; `origin` is PUBLIC_URL without a trailing slash. */
export class WaitlistLinks {
  constructor(private readonly origin: string) {}

  /** The day on the brand's booking page, with one time pre-selected when given. */
  day(brand: BrandId, date: string, slotId?: string): string {
    const query = new URLSearchParams({ [WAITLIST_QUERY.date]: date });
    if (slotId) query.set(WAITLIST_QUERY.slot, slotId);
    return `${this.origin}${BOOKING_PATH[brand]}?${query.toString()}`;
  }

  /** The booking page offering to stop the e-mails (it asks first: mail scanners open links). */
  leave(brand: BrandId, token: string): string {
    const query = new URLSearchParams({ [WAITLIST_QUERY.leave]: token });
    return `${this.origin}${BOOKING_PATH[brand]}?${query.toString()}`;
  }
}
