import type { RemotePage } from '@app/contracts/federation';

/**
 * This remote's routed pages (issue 30 item 6: a remote owns its routes). Its build exposes each one
 * (`./<expose>` → `src/pages/<expose>.tsx`) and publishes the list as pages.json beside mf-manifest.json; the shell
 * routes by the list of the release it serves, so adding or renaming a page here needs no shell rebuild.
 */
export const PAGES = [
  { path: '/', expose: 'HomePage', brand: 'coaching' },
  { path: '/booking', expose: 'BookingPage', brand: 'coaching' },
  { path: '/subscriptions', expose: 'SubscriptionsPage', brand: 'coaching' },
  { path: '/chat-session', expose: 'ChatSessionPage', brand: 'coaching' },
  { path: '/privacy-policy', expose: 'PrivacyPolicyPage', brand: 'coaching' },
  { path: '/terms-of-service', expose: 'TermsOfServicePage', brand: 'coaching' },
  { path: '/manage/:token', expose: 'ManageBookingPage', brand: 'coaching' },
] as const satisfies readonly RemotePage[];
