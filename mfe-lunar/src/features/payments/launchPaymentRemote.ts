import { loadFederated } from '@app/web-kit';
import type { CanonicalPaymentMethod } from '@app/contracts';

export interface LaunchRequest {
  method: CanonicalPaymentMethod;
  serviceId: string;
  serviceName: string;
  /** Integer cents (SPEC §4: a numeric price is the lunar line's form). */
  priceCents: number;
  bookingId?: string;
}

/** The part of mfe_payments' launchPayment contract this remote relies on. */
type LaunchOutcome = { status: string };
type LaunchPayment = (options: {
  method: string;
  brand: 'lunar';
  serviceId: string;
  serviceName: string;
  price: number;
  bookingId?: string;
}) => Promise<LaunchOutcome>;

let launcher: LaunchPayment | null = null;
let loading: Promise<LaunchPayment> | null = null;

/**
 * Fetch mfe_payments/launchPayment ahead of the click. The launcher opens the payment page inside the click
 * handler's own task only if it is already loaded; after an await, pop-up blockers would treat it as unsolicited.
 */
export function preloadLaunchPayment(): Promise<LaunchPayment> {
  loading ??= loadFederated<{ default?: LaunchPayment; launchPayment?: LaunchPayment }>('mfe_payments/launchPayment')
    .then((mod) => {
      const fn = mod.launchPayment ?? mod.default;
      if (typeof fn !== 'function') throw new Error('mfe_payments/launchPayment is not a function');
      launcher = fn;
      return fn;
    })
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/**
 * Open the customer's payment method through the shared launcher: brand links for Cash App / Venmo /
 * PayPal, the Zelle mail draft, /square-payment for cards (a window that reports back when paid), the
 * in-app browser inside the mobile wrapper. Rejects when it could not open anything.
 */
export async function launchPaymentRemote(req: LaunchRequest): Promise<void> {
  const options = {
    method: req.method,
    brand: 'lunar' as const,
    serviceId: req.serviceId,
    serviceName: req.serviceName,
    price: req.priceCents,
    bookingId: req.bookingId,
  };
  const outcome = launcher ? await launcher(options) : await (await preloadLaunchPayment())(options);
  if (outcome.status === 'failed' || outcome.status === 'unknown-method') {
    throw new Error(`Payment launch ${outcome.status}`);
  }
}
