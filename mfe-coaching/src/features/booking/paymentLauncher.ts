import type { PlanType } from '@app/contracts';
import { loadFederated } from '@app/web-kit';

/** What mfe_payments/launchPayment takes (SPEC §4 "Payment launch"); a remote's types cannot be imported. */
interface LaunchPaymentOptions {
  method: string;
  serviceName?: string;
  /** Cents as a number, or a "$25" string. */
  price?: number | string;
  plan?: string;
  brand?: 'coaching' | 'lunar';
  serviceId?: string;
  bookingId?: string;
}
type LaunchOutcome = { status: string };
type LaunchPayment = (options: LaunchPaymentOptions) => Promise<LaunchOutcome>;

export interface PaymentTarget {
  method: string;
  /** Omitted for a monthly plan (the launcher then words it as a subscription payment). */
  serviceName?: string;
  serviceId?: string;
  /** Integer cents. */
  priceCents: number;
  plan?: PlanType;
  bookingId?: string;
}

let launcher: Promise<LaunchPayment> | null = null;

/**
 * Fetch the launcher ahead of the click that needs it: opening a tab after a slow remote load could fall
 * outside the browser's user-activation window and be blocked as a pop-up.
 */
export function preloadPaymentLauncher(): Promise<LaunchPayment> {
  launcher ??= loadFederated<{ launchPayment?: LaunchPayment; default?: LaunchPayment }>('mfe_payments/launchPayment')
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

/**
 * Open the customer's payment method (Cash App, Venmo, PayPal links, a Zelle e-mail, or the card window).
 * The booking or subscription already exists, so a missing payments remote must not read as a failure:
 * it is logged, and the confirmation still carries the payment instructions. Resolves false when nothing opened.
 */
export async function launchCoachingPayment({ priceCents, ...target }: PaymentTarget): Promise<boolean> {
  try {
    const launch = await preloadPaymentLauncher();
    const outcome = await launch({ ...target, price: priceCents, brand: 'coaching' });
    return outcome.status !== 'unknown-method' && outcome.status !== 'failed';
  } catch (err) {
    console.error('Could not open the payment method', err);
    return false;
  }
}
