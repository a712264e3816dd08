import type { LaunchOutcome, LaunchPayment, LaunchPaymentOptions, PlanType } from '@app/contracts';
import { loadFederated } from '@app/web-kit';

export interface PaymentTarget {
  method: string;
  /** Omitted for a monthly plan (the launcher then words it as a subscription payment). */
  serviceName?: string;
  serviceId?: string;
  /** Integer cents, for the off-site links' wording only: the card window shows the server's quote. */
  priceCents: number;
  plan?: PlanType;
  /** The held booking a card payment settles. */
  bookingId?: string;
  /** The very subscription a plan payment activates. */
  subscriptionId?: string;
}

let launcher: Promise<LaunchPayment> | null = null;

/**
 * Fetch the launcher ahead of the click that needs it: opening a tab after a slow remote load could fall
 * outside the browser's user-activation window and be blocked as a pop-up.
 */
export function preloadPaymentLauncher(): Promise<LaunchPayment> {
  launcher ??= loadFederated('mfe_payments/launchPayment')
    .then((mod) => {
      const launch = mod.launchPayment ?? mod.default;
      if (typeof launch !== 'function') throw new Error('mfe_payments/launchPayment exports no launcher');
      return launch;
    })
    .catch((err: unknown) => {
      launcher = null;
      throw err;
    });
  return launcher;
}

/** The launcher's options for a coaching order: always the coaching brand, the price as integer cents. */
export function coachingLaunchOptions(target: PaymentTarget): LaunchPaymentOptions {
  return { ...target, brand: 'coaching' };
}

/**
 * Open the customer's payment method (Cash App, Venmo, PayPal links, a Zelle e-mail, or the card window for the
 * booking or subscription named in the target). The order already exists, so a missing payments remote must not
 * read as a failure: it is logged and null comes back; the page still shows how to pay. A `show-zelle-qr`
 * outcome asks the caller to show the ZelleQrDialog expose.
 */
export async function launchCoachingPayment(target: PaymentTarget): Promise<LaunchOutcome | null> {
  try {
    const launch = await preloadPaymentLauncher();
    return await launch(coachingLaunchOptions(target));
  } catch (err) {
    console.error('Could not open the payment method', err);
    return null;
  }
}
