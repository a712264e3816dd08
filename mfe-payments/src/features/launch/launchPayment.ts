/**
 * The payment launcher both brands use (SPEC §4 "Payment launch"), exposed as `mfe_payments/launchPayment`.
 *
 * Call it straight from a click handler: the first attempt runs before the returned promise settles, so
 * window.open still counts as user-initiated and pop-up blockers let it through.
 */
import type { BrandId, PaymentLinks } from '@app/contracts';
import { browserEnvironment, isMobileWebView, isMobileWrapper, type LaunchEnvironment } from './launchEnvironment';
import {
  detectServiceLine,
  externalPaymentLink,
  squarePaymentPath,
  zelleMailto,
  type PriceInput,
} from './paymentDestination';

export interface LaunchPaymentOptions {
  /** cashapp, venmo, paypal, zelle, or a card method (credit-card, card, square). */
  method: string;
  serviceName?: string;
  /** Cents as a number, or a "$25" string. */
  price?: PriceInput;
  /** standard | premium for a monthly plan. */
  plan?: string;
  /** The brand whose links to use; without it the service line is detected from price, plan and service. */
  brand?: BrandId;
  /** For card payments: the catalogue id the server prices by (else looked up from serviceName). */
  serviceId?: string;
  /** The booking or subscription a card payment settles; the card window passes it to the API. */
  bookingId?: string;
  subscriptionId?: string;
}

export type LaunchOutcome =
  | { status: 'new-tab' | 'same-tab' | 'in-app-browser' | 'direct'; url: string; brand: BrandId }
  | { status: 'unknown-method' }
  | { status: 'failed'; url: string; brand: BrandId };

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

type Destination = { url: string; external: boolean; mailto?: boolean };

function destinationFor(options: LaunchPaymentOptions, brand: BrandId, env: LaunchEnvironment): Destination | null {
  const method = options.method.trim().toLowerCase();
  const linkKey = EXTERNAL_LINK_METHODS[method];
  if (linkKey) return { url: externalPaymentLink(env.brandSettings(brand), linkKey), external: true };
  if (method === 'zelle') return { url: zelleMailto(env.brandSettings(brand), options), external: false, mailto: true };
  if (CARD_METHODS.has(method)) return { url: squarePaymentPath(options), external: false };
  return null;
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

export async function launchPayment(
  options: LaunchPaymentOptions,
  env: LaunchEnvironment = browserEnvironment(),
): Promise<LaunchOutcome> {
  const brand = options.brand ?? detectServiceLine(options);
  const destination = destinationFor(options, brand, env);
  if (!destination) {
    env.logError(`Unknown payment method: ${options.method}`);
    return { status: 'unknown-method' };
  }
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

export default launchPayment;
