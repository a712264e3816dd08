import { preloadPaymentLauncher } from '@app/web-kit';
import { onDemand, prefetch } from '../../components/onDemand';
import { coachingPageValidation } from './coachingPageForm';

/**
 * /booking's first screen is step 1; what comes after it is fetched ahead, never in the first load: step 3's
 * form (with MUI's form fields), the form's schema (yup), the booking outcome and mfe_payments' launcher.
 * `prefetchLaterSteps` runs as soon as the visitor reaches for step 1 (pointer over it, focus in it, a tap), which
 * leaves at least the choice of a time for the code to arrive, so nobody waits on it. Not on idle: that would
 * still be the page's first load (JS fetched before the network settles) and, on a phone, evaluating MUI's form
 * components is a long task of its own.
 */
export const yourInformationStep = onDemand(() => import('./YourInformationStep').then((m) => m.YourInformationStep));
export const bookingOutcome = onDemand(() => import('../booking-shared/BookingOutcome').then((m) => m.BookingOutcome));

export function prefetchLaterSteps(): void {
  prefetch(yourInformationStep, coachingPageValidation, bookingOutcome);
  // Needed at Confirm Booking: a pop-up must open within the click's user activation.
  void preloadPaymentLauncher();
}
