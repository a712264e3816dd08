import type { RemotePage } from '@app/contracts/federation';

/**
 * This remote's routed pages (issue 30 item 6: a remote owns its routes). Its build exposes each one
 * (`./<expose>` → `src/pages/<expose>.tsx`) and publishes the list as pages.json beside mf-manifest.json; the shell
 * routes by the list of the release it serves, so adding or renaming a page here needs no shell rebuild.
 */
export const PAGES = [
  { path: '/checkout', expose: 'CheckoutPage', brand: 'coaching' },
  { path: '/square-payment', expose: 'SquarePaymentPage', brand: 'coaching' },
  { path: '/success', expose: 'SuccessPage', brand: 'coaching' },
] as const satisfies readonly RemotePage[];
