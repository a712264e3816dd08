import type { BrandSettings } from '@app/contracts';

/** How to pay for a plan with the chosen method, as one line for the welcome toast and the dashboard. */
export function paymentInstructions(method: string | null | undefined, brand: BrandSettings): string {
  switch (method) {
    case 'cashapp':
      return `Pay with Cash App: ${brand.paymentLinks.cashapp}`;
    case 'venmo':
      return `Pay with Venmo: ${brand.paymentLinks.venmo}`;
    case 'paypal':
      return `Pay with PayPal: ${brand.paymentLinks.paypal}`;
    case 'zelle':
    case 'zelle-qr':
      return `Pay with Zelle to ${brand.zelleRecipient} (${brand.zelleAccountHolder})`;
    case 'credit-card':
    case 'card':
    case 'square':
      return 'Pay by card in the secure payment window';
    default:
      return `Payment links: Cash App ${brand.paymentLinks.cashapp} · Venmo ${brand.paymentLinks.venmo} · PayPal ${brand.paymentLinks.paypal}`;
  }
}

/** The subscription that matters most for an e-mail: an active one, else the newest. */
export function pickSubscription<T extends { status: string; createdAt: string }>(list: readonly T[]): T | undefined {
  const newestFirst = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return newestFirst.find((s) => s.status === 'active') ?? newestFirst[0];
}
