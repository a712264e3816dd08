import { loadFederated } from '@app/web-kit';
import type { LaunchOutcome, LaunchPayment, LaunchPaymentOptions } from '@app/contracts';

/** What this remote asks the launcher for: always a Lunar Light payment. */
export type LunarLaunchRequest = Omit<LaunchPaymentOptions, 'brand'>;

let launcher: LaunchPayment | null = null;
let loading: Promise<LaunchPayment> | null = null;

/**
 * Fetch mfe_payments/launchPayment ahead of the click. The launcher opens the payment page inside the click
 * handler's own task only if it is already loaded; after an await, pop-up blockers would treat it as unsolicited.
 */
export function preloadLaunchPayment(): Promise<LaunchPayment> {
  loading ??= loadFederated('mfe_payments/launchPayment')
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
 * Component tests stand in for the federated launcher (there is no mfe_payments remote in jsdom) and read what
 * this remote asked it to open. `null` forgets it.
 */
export function setLaunchPaymentForTest(fn: LaunchPayment | null): void {
  launcher = fn;
  loading = fn ? Promise.resolve(fn) : null;
}

/**
 * Open a Lunar Light payment through the shared launcher: brand links for Cash App / Venmo / PayPal, the Zelle
 * mail draft ("Payment for <service>"), the /square-payment window for a card — which needs the order it pays
 * (`bookingId`, or `purpose: 'general'`). Resolves with the launcher's outcome when something opened or the
 * caller must show the Zelle QR dialog; rejects when nothing could be opened.
 */
export async function launchPaymentRemote(request: LunarLaunchRequest): Promise<LaunchOutcome> {
  const options: LaunchPaymentOptions = { ...request, brand: 'lunar' };
  const outcome = launcher ? await launcher(options) : await (await preloadLaunchPayment())(options);
  if (outcome.status === 'failed' || outcome.status === 'unknown-method' || outcome.status === 'missing-order') {
    throw new Error(`Payment launch ${outcome.status}`);
  }
  return outcome;
}
