import { BUSINESS_TIME_ZONE, dateTimeFormat } from '@app/contracts';

/**
 * "Nov 28, 2026, 10:00 AM ET": a moment (a payment, a message) in the business's zone and saying so, the way the
 * rest of the site says ET (issue 29: times in the browser's zone, unlabelled, read as Eastern to the coach and as
 * local to the visitor). The same on the server and in every browser, so server-rendered text hydrates cleanly.
 */
export function formatInstantEt(instant: Date | string): string {
  // Built on first use (kept by dateTimeFormat), not as the module loads: the page's first formatter loads ICU's data.
  const eastern = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  return `${eastern.format(new Date(instant))} ET`;
}
