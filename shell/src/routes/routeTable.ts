import type { BrandId } from '@app/contracts';

export interface RouteEntry {
  path: string;
  /** `remote/Expose` loaded at run time. */
  module: string;
  /** Which brand theme wraps the page. */
  brand: BrandId;
}

/** Every route of SPEC §2. The shell knows routes → remote exposes and nothing of their content. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', module: 'mfe_coaching/HomePage', brand: 'coaching' },
  { path: '/booking', module: 'mfe_coaching/BookingPage', brand: 'coaching' },
  { path: '/subscriptions', module: 'mfe_coaching/SubscriptionsPage', brand: 'coaching' },
  { path: '/chat-session', module: 'mfe_coaching/ChatSessionPage', brand: 'coaching' },
  { path: '/privacy-policy', module: 'mfe_coaching/PrivacyPolicyPage', brand: 'coaching' },
  { path: '/terms-of-service', module: 'mfe_coaching/TermsOfServicePage', brand: 'coaching' },
  { path: '/manage/:token', module: 'mfe_coaching/ManageBookingPage', brand: 'coaching' },
  { path: '/lunar-light', module: 'mfe_lunar/LunarLightPage', brand: 'lunar' },
  { path: '/lunar-booking', module: 'mfe_lunar/LunarBookingPage', brand: 'lunar' },
  { path: '/lunar-privacy-policy', module: 'mfe_lunar/LunarPrivacyPolicyPage', brand: 'lunar' },
  { path: '/lunar-terms-of-service', module: 'mfe_lunar/LunarTermsOfServicePage', brand: 'lunar' },
  { path: '/checkout', module: 'mfe_payments/CheckoutPage', brand: 'coaching' },
  { path: '/square-payment', module: 'mfe_payments/SquarePaymentPage', brand: 'coaching' },
  { path: '/success', module: 'mfe_payments/SuccessPage', brand: 'coaching' },
  { path: '/testing-admin', module: 'mfe_admin/TestingAdminPage', brand: 'coaching' },
  { path: '/coach', module: 'mfe_admin/CoachConsolePage', brand: 'coaching' },
  { path: '/test-chat', module: 'mfe_admin/TestChatPage', brand: 'coaching' },
  { path: '/test-fixes', module: 'mfe_admin/TestFixesPage', brand: 'coaching' },
  { path: '/admin/sign-in', module: 'mfe_admin/SignInPage', brand: 'coaching' },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/**
 * The route a path shows (patterns such as `/manage/:token` included), or undefined for the 404 page. Written out
 * rather than react-router's matchPath: index.ts runs it before the shared modules are negotiated.
 */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((r) => matches(r.path, pathname));
}

export function brandForPath(pathname: string): BrandId {
  return matchRoute(pathname)?.brand ?? 'coaching';
}
