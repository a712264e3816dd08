import { BUSINESS_TIME_ZONE } from '@app/contracts';

// A plan's dates are the business's calendar days (its term ends at an Eastern instant), whatever the browser's zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** "April 1, 2026": the Eastern calendar day of a plan's paid-through instant. */
export function termEndDate(expiresAt: string): string {
  return dateFormat.format(new Date(expiresAt));
}
