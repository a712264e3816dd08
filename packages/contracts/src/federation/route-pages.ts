/**
 * How the browser suites open every route of ROUTES and what says it rendered (issue 18: one table for e2e's
 * foundation.spec.ts and reliability's accessibility.spec.ts instead of a copy in each). Keyed by route, so a route
 * added to ROUTES fails the typecheck until it is listed here.
 */
import type { RoutePath } from './routes';

export interface RoutePage {
  /** The address to open, when the route needs a query (default: the route's path). */
  url?: string;
  /** The page's h1 for a signed-out visitor opening the address (SPEC §2). */
  heading: string;
  /**
   * The h1 depends on the visitor's state (a session, a demo room being made): a suite that walks the routes in
   * one tab, one after the other, waits for any h1 instead.
   */
  stateful?: true;
}

/** null: the route cannot be opened without data of its own (a booking's token; manage-booking.spec.ts opens it). */
export const ROUTE_PAGES: Record<RoutePath, RoutePage | null> = {
  '/': { heading: 'Professional Life Coaching Services' },
  '/booking': { heading: 'Book Your Coaching Session' },
  '/subscriptions': { heading: 'Monthly Coaching Plans' },
  // The demo room's service title; "Live Session" is the header badge there, not the heading.
  '/chat-session': { heading: 'Live Chat Demo', stateful: true },
  '/privacy-policy': { heading: 'Privacy Policy' },
  '/terms-of-service': { heading: 'Terms of Service' },
  '/manage/:token': null,
  '/lunar-light': { heading: 'Lunar Light' },
  '/lunar-booking': { heading: 'Book Your Reading' },
  '/lunar-privacy-policy': { heading: 'Lunar Light Privacy Policy' },
  '/lunar-terms-of-service': { heading: 'Lunar Light Terms of Service' },
  '/checkout': { url: '/checkout?amount=25&service=Strategic%20Decision%20Coaching', heading: 'Secure Checkout' },
  '/square-payment': {
    url: '/square-payment?serviceId=general&price=25&serviceName=General%20Payment',
    heading: 'Secure Card Payment',
  },
  '/success': { heading: 'Thank you' },
  // The consoles need an admin session (DESIGN §3): signed out, they land on the sign-in page.
  '/admin/sign-in': { heading: 'Admin Sign In', stateful: true },
  '/testing-admin': { heading: 'Admin Sign In', stateful: true },
  '/coach': { heading: 'Admin Sign In', stateful: true },
  '/test-chat': { heading: 'Chat Test', stateful: true },
  '/test-fixes': { heading: 'Developer Test Page' },
};

/** The 404 page, opened at an address no route matches. */
export const NOT_FOUND_PAGE = { url: '/an/unknown/path', heading: '404 Page Not Found' } as const;
