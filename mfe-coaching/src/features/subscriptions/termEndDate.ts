import { BUSINESS_TIME_ZONE, dateTimeFormat } from '@app/contracts';

/** "April 1, 2026": the Eastern calendar day of a plan's paid-through instant. */
export function termEndDate(expiresAt: string): string {
  // A plan's dates are the business's calendar days (its term ends at an Eastern instant), whatever the browser's
  // zone. Built on first use, not when the module loads: the first formatter a page builds loads ICU's data.
  return dateTimeFormat({ dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(new Date(expiresAt));
}
