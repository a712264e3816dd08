/**
 * The one adapter every remote opens a payment through (issue 34 item 2): it loads mfe_payments' `launchPayment`
 * expose ahead of the click, binds the brand, and never throws — a missing remote or a launch that opened nothing
 * comes back as a typed result the caller (usePaymentLauncher) tells the visitor about.
 */
import type { BrandId, LaunchOutcome, LaunchPayment, LaunchPaymentOptions } from '@app/contracts';
import { loadFederated } from '../federation/remoteRegistry';

/** What a remote asks for: the launcher's options without the brand, which the adapter binds. */
export type PaymentLaunchRequest = Omit<LaunchPaymentOptions, 'brand'>;

/** The launcher's outcome, or `unavailable` when mfe_payments' launcher could not be loaded. */
export type PaymentLaunchResult = LaunchOutcome | { status: 'unavailable' };

/** Nothing opened, and no Zelle QR to show: the visitor must be told. */
export function launchFailed(result: PaymentLaunchResult): boolean {
  return (
    result.status === 'failed' ||
    result.status === 'unknown-method' ||
    result.status === 'missing-order' ||
    result.status === 'unavailable'
  );
}

let launcher: LaunchPayment | null = null;
let loading: Promise<LaunchPayment | null> | null = null;
/** Why the last load failed, for the log of the launch that needed it (a preload's failure is not yet one). */
let loadError: unknown = null;

/**
 * Fetch the launcher ahead of the click that needs it: a tab opened after a slow remote load could fall outside
 * the browser's user-activation window and be blocked as a pop-up. Resolves null (and tries again next time) when
 * the remote cannot be loaded.
 */
export function preloadPaymentLauncher(): Promise<LaunchPayment | null> {
  if (launcher) return Promise.resolve(launcher);
  loading ??= loadFederated('mfe_payments/launchPayment')
    .then((mod) => {
      const launch = mod.launchPayment ?? mod.default;
      if (typeof launch !== 'function') throw new Error('mfe_payments/launchPayment exports no launcher');
      launcher = launch;
      return launcher;
    })
    .catch((err: unknown) => {
      loadError = err;
      loading = null;
      return null;
    });
  return loading;
}

/**
 * Use this launcher instead of the federated one: mfe_payments itself (its own function, no remote to load) and
 * component tests (there is no mfe_payments remote in jsdom). `null` forgets it.
 */
export function providePaymentLauncher(fn: LaunchPayment | null): void {
  launcher = fn;
  loading = null;
}

/**
 * Open `request` for `brand`; never throws. `local` is a launcher the caller already has (mfe_payments' own page,
 * which has no remote to load).
 */
export async function launchBrandPayment(
  brand: BrandId,
  request: PaymentLaunchRequest,
  local?: LaunchPayment,
): Promise<PaymentLaunchResult> {
  try {
    // Already loaded: called in the click's own task, so a new tab is not taken for an unsolicited pop-up.
    const launch = local ?? launcher ?? (await preloadPaymentLauncher());
    if (!launch) {
      console.error(`Could not open the ${request.method} payment: mfe_payments is unavailable`, loadError);
      return { status: 'unavailable' };
    }
    return await launch({ ...request, brand });
  } catch (err) {
    console.error(`Could not open the ${request.method} payment`, err);
    return { status: 'unavailable' };
  }
}
