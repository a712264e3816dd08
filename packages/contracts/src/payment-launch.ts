/**
 * The props of mfe_payments' `launchPayment` expose (SPEC §4 "Payment launch"), typed once here so the brand
 * remotes and mfe-payments cannot disagree (a remote's source cannot be imported; contracts can).
 *
 * Issue 13: a card payment always names the order it pays — `bookingId` (a held booking), `subscriptionId` (the
 * very subscription it activates) or `purpose: 'general'` (the explicit general payment tile) — and the brand.
 * The card window shows the server's quote for that order; `priceCents` and `serviceName` only word the off-site links.
 * Issue 18: the price crosses the boundary in integer cents only and the brand is always explicit (its shape no
 * longer decides the brand).
 */
import type { BrandId } from './brands';
import type { PlanType } from './plans';

export interface LaunchPaymentOptions {
  /** cashapp, venmo, paypal, zelle, zelle-qr, or a card method (credit-card, card, square). */
  method: string;
  brand: BrandId;
  /** Wording for off-site links and the Zelle draft ("Payment for <serviceName>"). */
  serviceName?: string;
  /** Integer cents, for the off-site links' wording only. */
  priceCents?: number;
  /** A monthly plan: the Zelle draft says "Monthly Subscription Payment". */
  plan?: PlanType;
  serviceId?: string;
  bookingId?: string;
  subscriptionId?: string;
  /** The §2 payment tiles with no order: a general payment ("Payment Request" in the Zelle draft). */
  purpose?: 'general';
}

export type LaunchOutcome =
  | { status: 'new-tab' | 'same-tab' | 'in-app-browser' | 'direct'; url: string; brand: BrandId }
  /** zelle-qr has no page to open: the caller shows the ZelleQrDialog expose. */
  | { status: 'show-zelle-qr'; brand: BrandId }
  /** A card method without an order to pay (no bookingId, subscriptionId or purpose general): nothing opens. */
  | { status: 'missing-order' }
  | { status: 'unknown-method' }
  | { status: 'failed'; url: string; brand: BrandId };

export type LaunchPayment = (options: LaunchPaymentOptions) => Promise<LaunchOutcome>;
