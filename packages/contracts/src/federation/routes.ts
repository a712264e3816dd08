/**
 * Every route of SPEC §2 → the page expose that renders it and the brand theme around it (issue 18: the one route
 * list). The shell's table, each remote's standalone routes and the e2e and accessibility lists are built from it.
 * Paths are matched by react-router's `matchPath` (web-kit's `matchRoute`): contracts stays framework-free.
 */
import type { BrandId } from '../brands';
import type { ExposeNameOf, PageExposeId, RemoteName } from './exposes';

export interface RouteEntry {
  /** A react-router path pattern (`:param` segments allowed). */
  path: string;
  /** The `remote/Expose` page loaded at run time. */
  module: PageExposeId;
  /** Which brand theme wraps the page. */
  brand: BrandId;
}

export const ROUTES = [
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
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The routes a remote serves, with the expose name of each page (its standalone router uses them). */
export function routesOf<R extends RemoteName>(
  remote: R,
): Array<{ path: RoutePath; expose: ExposeNameOf<R, PageExposeId> }> {
  return ROUTES.filter((r) => r.module.startsWith(`${remote}/`)).map((r) => ({
    path: r.path,
    expose: r.module.slice(remote.length + 1) as ExposeNameOf<R, PageExposeId>,
  }));
}
