import { EARLY_TAPS_CSP_SOURCE } from './early-taps';
import { EARLY_THEME_CSP_SOURCE } from './early-theme';
import { PAINT_FIRST_CSP_SOURCE } from './paint-first';

/** What a directive lists: a source, or one computed per request (helmet calls it with the request). */
export type CspSource = string | ((request: { headers: { host?: string }; url?: string }) => string);

/** A Host header fit to appear in a policy: a name or an IP literal and a port, nothing a `;` could extend. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The chat socket's origins for a page: /ws on the host that served it (chatSocketUrl), ws: or wss: as the page's
 * scheme is. Both are named: CSP Level 3 counts same-host ws/wss as 'self', older browsers do not. Computed from the
 * request's Host, so every way the site is reached (a proxy, a LAN address, the dev servers) keeps its socket, and
 * nothing else's: a bare `ws: wss:` let a page's script talk to any host (issue 28).
 */
export function ownSocketOrigins(request: { headers: { host?: string } }): string {
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Square's Web Payments SDK (PAYMENT_PROVIDER=square), which mfe-payments loads on the card page alone
 * (features/card/squareWebPayments.ts): its script, the iframe holding the card fields and the endpoint the card data
 * goes to, for production and sandbox (Square's CSP guide). Every other page keeps the narrow policy.
 */
const SQUARE_SOURCES = {
  script:
    'https://web.squarecdn.com https://sandbox.web.squarecdn.com https://js.squareup.com https://js.squareupsandbox.com',
  frame: 'https://web.squarecdn.com https://sandbox.web.squarecdn.com',
  connect:
    'https://pci-connect.squareup.com https://pci-connect.squareupsandbox.com https://web.squarecdn.com https://sandbox.web.squarecdn.com',
};
const CARD_PAGE = /^\/square-payment(?:[/?#]|$)/;

/**
 * A directive whose list depends on the request, written as one source: helmet joins a list with spaces, so a part
 * that is empty for this page (Square's origins off the card page) must not leave a stray space before the `;`.
 */
function perRequest(...parts: CspSource[]): CspSource[] {
  return [
    (request) =>
      parts
        .map((part) => (typeof part === 'string' ? part : part(request)))
        .filter(Boolean)
        .join(' '),
  ];
}
const onCardPage =
  (sources: string): CspSource =>
  (request) =>
    CARD_PAGE.test(request.url ?? '') ? sources : '';

/**
 * The pages' CSP, the same from every server that sends pages (the API's single-origin site, the shell deployed
 * alone): the remotes' origins are part of it, so it lives with the federation contract. Scripts only from us and the
 * remotes' origins (Module Federation loads their manifest and chunks); inline styles because emotion (MUI) injects
 * <style> tags at run time; data: images for generated QR codes and icons; the chat socket on our own host only;
 * Square's SDK on the card page only; three inline scripts, by their hashes (early-theme.ts, early-taps.ts,
 * paint-first.ts). Nothing may frame us.
 */
export function contentSecurityPolicyDirectives(remoteOrigins: string[]): Record<string, CspSource[]> {
  const self = ["'self'"];
  return {
    'default-src': self,
    'base-uri': self,
    'object-src': ["'none'"],
    'frame-ancestors': self,
    'form-action': self,
    'script-src': perRequest(
      ...self,
      ...remoteOrigins,
      EARLY_THEME_CSP_SOURCE,
      EARLY_TAPS_CSP_SOURCE,
      PAINT_FIRST_CSP_SOURCE,
      onCardPage(SQUARE_SOURCES.script),
    ),
    'script-src-attr': ["'none'"],
    'style-src': [...self, "'unsafe-inline'", ...remoteOrigins],
    'img-src': [...self, 'data:', 'blob:', ...remoteOrigins],
    'font-src': [...self, 'data:', ...remoteOrigins],
    'connect-src': perRequest(...self, ownSocketOrigins, ...remoteOrigins, onCardPage(SQUARE_SOURCES.connect)),
    'frame-src': perRequest(...self, onCardPage(SQUARE_SOURCES.frame)),
  };
}

/**
 * The pages' Permissions-Policy: the powerful features no page of the site uses are off, for our pages and anything
 * they embed (a hijacked remote or a third-party frame cannot ask for the camera); payment and fullscreen stay
 * with our own origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'payment=(self)',
  'fullscreen=(self)',
].join(', ');

/** Origins of the absolute remote URLs, each once (a URL relative to the page is the page's own origin: 'self'). */
export function originsOf(urls: (string | undefined)[]): string[] {
  // A pattern, not `new URL`: contracts is built without the DOM or Node libraries.
  const origins = urls.map((url) => /^https?:\/\/[^/?#\s]+/i.exec(url ?? '')?.[0].toLowerCase());
  return [...new Set(origins.filter((origin): origin is string => !!origin))];
}
