import type { BrandId, OrderPurpose } from '@app/contracts';

/**
 * How each brand names what it sells and where its pages are (issue 13 "Brand-true"): Lunar Light sells
 * readings with Luna on /lunar-booking; life coaching sells sessions on /booking and plans on /subscriptions.
 */
export interface BrandWords {
  /** "session" or "reading". */
  session: string;
  homePath: string;
  bookingPath: string;
  /** "Book a session" / "Book a reading". */
  bookLabel: string;
}

export const BRAND_WORDS: Readonly<Record<BrandId, BrandWords>> = {
  coaching: { session: 'session', homePath: '/', bookingPath: '/booking', bookLabel: 'Book a session' },
  lunar: { session: 'reading', homePath: '/lunar-light', bookingPath: '/lunar-booking', bookLabel: 'Book a reading' },
};

/** Where "Back to Booking" leads when the window cannot simply close: a plan goes back to the plans. */
export function bookingPathFor(brand: BrandId, purpose?: OrderPurpose): string {
  return purpose === 'subscription' && brand === 'coaching' ? '/subscriptions' : BRAND_WORDS[brand].bookingPath;
}

/** A brand named in a URL; anything else is none (the caller picks its default). */
export function brandParam(value: string | null | undefined): BrandId | undefined {
  return value === 'lunar' || value === 'coaching' ? value : undefined;
}
