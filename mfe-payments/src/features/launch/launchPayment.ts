/**
 * The payment launcher both brands use (SPEC §4 "Payment launch"), exposed as `mfe_payments/launchPayment`.
 *
 * Call it straight from a click handler: the first attempt runs before the returned promise settles, so
 * window.open still counts as user-initiated and pop-up blockers let it through.
 */
import type { BrandId, LaunchOutcome, LaunchPaymentOptions, PaymentLinks } from '@app/contracts';
import { browserEnvironment, isMobileWebView, isMobileWrapper, type LaunchEnvironment } from './launchEnvironment';
import {
  cardOrderOf,
  detectServiceLine,
  externalPaymentLink,
  squarePaymentPath,
  zelleMailto,
  type PaymentRequestInfo,
  type PriceInput,
} from './paymentDestination';

// One definition for both sides of the federation boundary (contracts payment-launch.ts).
export type { LaunchOutcome, LaunchPaymentOptions };

/** §4: on an unexpected error, try again at 50 ms steps up to 150 ms. */
export const RETRY_DELAYS_MS = [50, 100, 150] as const;
/** §4: the in-app browser's toolbar is black. */
export const IN_APP_TOOLBAR_COLOR = '#000000';

const EXTERNAL_LINK_METHODS: Record<string, keyof PaymentLinks> = {
  cashapp: 'cashapp',
  'cash-app': 'cashapp',
  venmo: 'venmo',
  paypal: 'paypal',
};
const CARD_METHODS = new Set(['credit-card', 'card', 'square', 'debit-card']);
const ZELLE_QR_METHODS = new Set(['zelle-qr', 'zelle_qr', 'zelleqr']);

type Destination = { url: string; external: boolean; mailto?: boolean };

/** Where the method leads; or the outcome itself when nothing is to be opened. */
function destinationFor(
  options: PaymentRequestInfo & LaunchPaymentOptions,
  method: string,
  brand: BrandId,
  env: LaunchEnvironment,
): Destination | LaunchOutcome {
  const linkKey = EXTERNAL_LINK_METHODS[method];
  if (linkKey) return { url: externalPaymentLink(env.brandSettings(brand), linkKey), external: true };
  if (method === 'zelle') return { url: zelleMailto(env.brandSettings(brand), options), external: false, mailto: true };
  // A QR code has no page to open: the caller shows mfe_payments/ZelleQrDialog (issue 13 item 4).
  if (ZELLE_QR_METHODS.has(method)) return { status: 'show-zelle-qr', brand };
  if (CARD_METHODS.has(method)) {
    // Issue 13: a card is only ever charged for an order the server created first.
    const order = cardOrderOf(options);
    if (!order) {
      env.logError(`A ${method} payment needs a bookingId, a subscriptionId or purpose 'general'; nothing was opened`, {
        serviceName: options.serviceName,
        plan: options.plan,
        brand,
      });
      return { status: 'missing-order' };
    }
    return { url: squarePaymentPath(order, brand), external: false };
  }
  env.logError(`Unknown payment method: ${options.method}`);
  return { status: 'unknown-method' };
}

/** One attempt; throws on anything unexpected so the caller can retry. */
async function attempt(destination: Destination, env: LaunchEnvironment): Promise<LaunchOutcome['status']> {
  const { url } = destination;
  if (isMobileWrapper(env)) {
    try {
      // The in-app browser needs an absolute address; our own routes resolve against the app's origin.
      await env.openInAppBrowser({ url: new URL(url, env.href).href, toolbarColor: IN_APP_TOOLBAR_COLOR });
      return 'in-app-browser';
    } catch (error) {
      env.logError('In-app browser failed; navigating directly', error);
      env.navigate(url);
      return 'direct';
    }
  }
  // A mail draft hands off to the mail app and the page stays; opened in a new tab it would leave a blank tab
  // behind, so it always takes the same-tab branch (§2 describes the Zelle tile as setting the page address).
  if (isMobileWebView(env.userAgent) || destination.mailto) {
    env.navigate(url);
    return 'direct';
  }
  const opened = env.open(url);
  if (!opened) {
    env.navigate(url);
    return 'same-tab';
  }
  // Third-party pages must not be able to script or redirect ours (reverse tabnabbing); our own card
  // window keeps its opener so it can report the result and close itself.
  if (destination.external) opened.opener = null;
  return 'new-tab';
}

/**
 * A remote deployed before issue 18 may still send `price` (cents, or a "$25" string, §4 "Price forms") and no brand:
 * it is still understood, and §4's service-line detection names its brand. The contract itself has `priceCents`
 * and a required brand.
 */
type LegacyLaunchOptions = Omit<LaunchPaymentOptions, 'brand'> & { brand?: BrandId; price?: PriceInput };

function requestOf(options: LaunchPaymentOptions): PaymentRequestInfo & LaunchPaymentOptions {
  const legacy = options as LegacyLaunchOptions;
  const info = { ...options, price: options.priceCents ?? legacy.price };
  return { ...info, brand: legacy.brand ?? detectServiceLine(info) };
}

async function launchPayment(
  launchOptions: LaunchPaymentOptions,
  env: LaunchEnvironment = browserEnvironment(),
): Promise<LaunchOutcome> {
  const options = requestOf(launchOptions);
  const { brand } = options;
  const destination = destinationFor(options, options.method.trim().toLowerCase(), brand, env);
  if ('status' in destination) return destination;
  let lastError: unknown;
  for (let i = 0; i <= RETRY_DELAYS_MS.length; i++) {
    if (i > 0) await env.wait(RETRY_DELAYS_MS[i - 1]);
    try {
      const status = await attempt(destination, env);
      return { status, url: destination.url, brand };
    } catch (error) {
      lastError = error;
    }
  }
  env.logError(`Could not open the ${options.method} payment`, lastError);
  return { status: 'failed', url: destination.url, brand };
}

/** The expose (mfe_payments/launchPayment) is this default export, as federation loads it. */
export default launchPayment;
